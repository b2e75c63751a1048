/**
 * The ky client every call to /api/v1 goes through: bearer header, JSON, no timeout, no automatic
 * retries, and the one-refresh rule of spec 1 §4:
 *
 * - A 401 on a request that was not already retried triggers ONE refresh. Requests that hit a 401
 *   while a refresh runs wait for that same refresh (single flight), then each retries once with the
 *   new token. A request whose 401 arrives after the token already changed just retries.
 * - Refresh tokens rotate, so both tokens of the answer are stored.
 * - "Refresh failed" means the server refused (4xx) or there is no refresh token: then
 *   `onRefreshRejected` runs once for that refresh and the original 401 passes on. When the server
 *   cannot be reached the session is left alone — a learner on flaky Wi-Fi is not signed out.
 *
 * Built by a factory so tests can inject fetch and storage; the app's instance is in api-client.ts.
 */
import ky, { type KyInstance } from 'ky';
import { refreshAnswer } from '../../../contract/auth';
import type { StoredTokens } from '../auth-storage';
import { singleFlight } from './single-flight';

export interface TokenStore {
  readTokens(): StoredTokens;
  writeTokens(tokens: { accessToken: string; refreshToken: string }): void;
}

export type RefreshOutcome =
  { status: 'refreshed'; accessToken: string } | { status: 'rejected' } | { status: 'unreachable' };

export interface ApiClientOptions {
  prefixUrl: string;
  tokens: TokenStore;
  onRefreshRejected: () => void;
  fetch?: typeof globalThis.fetch;
}

export interface ApiClient {
  http: KyInstance;
  /** Single-flight refresh, shared by the 401 hook, session start-up and the sync engine. */
  refreshSession: () => Promise<RefreshOutcome>;
}

/** Put `context: { skipSessionRefresh: true }` on calls whose 401 means something else (login). */
export const skipSessionRefresh = { skipSessionRefresh: true } as const;

const bearerPrefix = 'Bearer ';

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  async function refreshOnce(): Promise<RefreshOutcome> {
    const { refreshToken } = options.tokens.readTokens();
    if (!refreshToken) {
      options.onRefreshRejected();
      return { status: 'rejected' };
    }
    let response: Response;
    try {
      response = await ky.post('auth/refresh-token', {
        prefixUrl: options.prefixUrl,
        json: { refreshToken },
        fetch: fetchImpl,
        timeout: false,
        retry: 0,
        throwHttpErrors: false,
      });
    } catch {
      return { status: 'unreachable' };
    }
    if (response.status >= 400 && response.status < 500) {
      options.onRefreshRejected();
      return { status: 'rejected' };
    }
    if (!response.ok) return { status: 'unreachable' };
    const parsed = refreshAnswer.safeParse(await response.json().catch(() => null));
    if (!parsed.success) return { status: 'unreachable' };
    options.tokens.writeTokens(parsed.data);
    return { status: 'refreshed', accessToken: parsed.data.accessToken };
  }

  const refreshSession = singleFlight(refreshOnce);

  const http = ky.create({
    prefixUrl: options.prefixUrl,
    fetch: fetchImpl,
    timeout: false,
    credentials: 'same-origin',
    // Only the forced retry after a refresh is allowed (ky counts it against this limit);
    // everything else is left to the caller or the sync engine's backoff.
    retry: { limit: 1, shouldRetry: () => false },
    hooks: {
      beforeRequest: [
        (request) => {
          const { accessToken } = options.tokens.readTokens();
          if (accessToken) request.headers.set('Authorization', bearerPrefix + accessToken);
        },
      ],
      afterResponse: [
        async (request, requestOptions, response, state) => {
          if (response.status !== 401 || state.retryCount > 0) return;
          if (requestOptions.context.skipSessionRefresh === true) return;

          const sentWith = request.headers.get('Authorization')?.slice(bearerPrefix.length) ?? null;
          const current = options.tokens.readTokens().accessToken;
          // Another request refreshed while this one was on the wire: retry with the new token.
          if (current && current !== sentWith) return ky.retry({ delay: 0, code: 'TOKEN_ALREADY_REFRESHED' });

          const outcome = await refreshSession();
          if (outcome.status !== 'refreshed') return;
          return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
        },
      ],
    },
  });

  return { http, refreshSession };
}
