import { useAtomValue } from 'jotai';
import { sessionAtom, signedInUser } from './app-atoms';

/** The signed-in learner's id, for pages under the signed-in guard (empty string otherwise). */
export function useSignedInUserId(): string {
  return signedInUser(useAtomValue(sessionAtom))?.userId ?? '';
}
