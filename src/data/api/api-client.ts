/** The app's API client instance: same-origin /api/v1, tokens in localStorage. */
import { showWarning } from '../../lib/notify';
import { authStorage } from '../auth-storage';
import { enterSignedOut } from '../session/session-store';
import { createApiClient } from './create-api-client';
import { handleRefreshRejected } from './refresh-rejected';

export const { http, refreshSession } = createApiClient({
  // Absolute, so the same code runs where Request needs a base URL (tests, workers).
  prefixUrl: new URL('/api/v1', window.location.origin).href,
  tokens: authStorage,
  onRefreshRejected: () =>
    handleRefreshRejected(window.location.pathname, {
      expireSession: () => enterSignedOut('expired'),
      warn: (warning) => showWarning({ id: 'mock-exam-session-expired', ...warning }),
    }),
});
