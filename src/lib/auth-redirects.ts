/**
 * Where the route guards send someone (spec 2 §2). Pure, so the rules are tested without a router.
 * Each returns the href to redirect to, or null to let the navigation through.
 */
import { errorCatalogue } from '../../contract/errors';
import type { Session } from './app-atoms';
import { safeRedirectPath } from './safe-redirect';

export const SIGNED_IN_HOME = '/dashboard';
export const SESSION_EXPIRED_LOGIN = '/login?error=session_expired';
/** After a password change the learner signs in again; the login page says why. */
export const PASSWORD_CHANGED_NOTICE = 'password_changed';
export const PASSWORD_CHANGED_LOGIN = `/login?notice=${PASSWORD_CHANGED_NOTICE}`;

/**
 * Whether /login was reached because the session expired: the guard's error=session_expired, or
 * the server's own sentence passed on as the error (spec 2 §8: it "triggers the notice").
 */
export function isSessionExpiredError(error: unknown): boolean {
  return error === 'session_expired' || error === errorCatalogue.UNAUTHENTICATED.message;
}

/** Public pages (/, /login, …): a signed-in user goes to the page they came for, else the dashboard. */
export function redirectFromPublicRoute(session: Session, requestedRedirect: unknown): string | null {
  if (session.status !== 'signedIn') return null;
  return safeRedirectPath(requestedRedirect) ?? SIGNED_IN_HOME;
}

/** Protected pages: a visitor signs in first and comes back here afterwards. */
export function redirectFromProtectedRoute(session: Session, currentHref: string): string | null {
  if (session.status === 'signedIn') return null;
  if (session.status === 'signedOut' && session.reason === 'expired') return SESSION_EXPIRED_LOGIN;
  if (session.status === 'signedOut' && session.reason === 'logout') return '/login';
  if (session.status === 'signedOut' && session.reason === 'password-changed') return PASSWORD_CHANGED_LOGIN;
  // The farewell was shown on my page before the local sign-out; the landing page comes next.
  if (session.status === 'signedOut' && session.reason === 'account-deleted') return '/';
  return `/login?redirect=${encodeURIComponent(currentHref)}`;
}

/** Admin pages: everyone but an ADMIN is sent to the feedback board. */
export function redirectFromAdminRoute(session: Session): string | null {
  return session.status === 'signedIn' && session.user.role === 'ADMIN' ? null : '/feedback';
}
