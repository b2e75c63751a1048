/**
 * The search checks of the routes whose params are not a feature's own filters (kept out of the
 * route files, which export only their Route).
 */
import { oneOf, searchChecker, stringOf } from './search-params';

/** /login: where to go after signing in (checked by safeRedirectPath before use), why the learner is here. */
export const loginSearch = searchChecker({
  redirect: stringOf(),
  error: stringOf(),
  /** password_changed: signed out by a password change on my page. */
  notice: stringOf(),
});

/** /my-page: the tab lives in the URL (architecture rule 3); 계정 관리 is the default and has no parameter. */
export const myPageSearch = searchChecker({ tab: oneOf(['account', 'payment']) });

/** /auth/reset-password?token= from the e-mailed link. */
export const resetPasswordSearch = searchChecker({ token: stringOf() });

/** /my-notes/incorrect/$scenarioId/detail?session=: which practice session of the case is shown. */
export const incorrectDetailSearch = searchChecker({ session: stringOf({ min: 1, max: 80 }) });
