/**
 * Session-expiry watcher (spec 2 §4): every 5 minutes and whenever the window regains focus, a
 * signed-in session whose access token is about to lapse is refreshed. If the server refuses, the
 * API client ends the session and the router sends protected pages to /login?error=session_expired.
 * While the browser is offline nothing happens; the next check after reconnecting does the work.
 */
import { isTokenExpiring } from '../../lib/jwt';

export const SESSION_CHECK_INTERVAL_MS = 300_000;

export interface SessionWatcherDeps {
  readAccessToken: () => string | null;
  refreshSession: () => Promise<unknown>;
  isOnline: () => boolean;
  now?: () => number;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'>;
}

export function startSessionWatcher(deps: SessionWatcherDeps): () => void {
  const now = deps.now ?? Date.now;
  const target = deps.target ?? window;

  const check = () => {
    const token = deps.readAccessToken();
    if (!token || !deps.isOnline() || !isTokenExpiring(token, now())) return;
    void deps.refreshSession();
  };

  const interval = target.setInterval(check, SESSION_CHECK_INTERVAL_MS);
  target.addEventListener('focus', check);
  return () => {
    target.clearInterval(interval);
    target.removeEventListener('focus', check);
  };
}
