import { useAtomValue } from 'jotai';
import type { User } from '../../../contract/auth';
import { useMirroredUser } from '../../data/repos/use-mirrored-user';
import { sessionAtom, signedInUser } from '../../lib/app-atoms';

/**
 * The learner shown in the layout: the Dexie mirror (live), falling back to the session's user
 * while the mirror is being written or belongs to someone who signed out a moment ago.
 */
export function useSignedInUser(): User | null {
  const sessionUser = signedInUser(useAtomValue(sessionAtom));
  const mirrored = useMirroredUser();
  if (mirrored && sessionUser && mirrored.userId === sessionUser.userId) return mirrored;
  return sessionUser;
}
