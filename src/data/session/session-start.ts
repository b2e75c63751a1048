/**
 * Start-up with whatever session localStorage holds (spec 1 §4, spec 2 §2), decided without the
 * API client: a visitor's first screen settles at once, with nothing more loaded. Only a stored
 * session brings in session-actions (the API client and its contract checks) to re-load the user
 * or to refresh a stale token first.
 */
import { authStorage } from '../auth-storage';
import { enterSignedIn, enterSignedOut } from './session-store';
import { planStartup } from './startup-plan';

export async function restoreSession(now = Date.now()): Promise<void> {
  const plan = planStartup(authStorage.readTokens(), authStorage.readUser(), now);
  switch (plan.kind) {
    case 'visitor':
      return enterSignedOut('visitor');
    case 'expired':
      return enterSignedOut('expired');
    case 'signed-in':
      enterSignedIn(plan.user);
      void import('./session-actions').then((actions) => actions.reloadCurrentUser(plan.user.userId));
      return;
    case 'validate': {
      const { validateStoredSession } = await import('./session-actions');
      return validateStoredSession(plan.storedUser, plan.refreshFirst);
    }
  }
}
