import { useAtomValue } from 'jotai';
import type { User } from '../../../contract/auth';
import { sessionAtom, signedInUser } from '../../lib/app-atoms';

/** The signed-in user (these pages are under the signed-in guard, so null only in passing). */
export function useViewer(): User | null {
  return signedInUser(useAtomValue(sessionAtom));
}
