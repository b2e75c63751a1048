import { useLiveQuery } from 'dexie-react-hooks';
import type { User } from '../../../contract/auth';
import { userMirrorRepo } from './user-mirror-repo';

/** The signed-in user from the Dexie mirror; `undefined` while the first read is pending. */
export function useMirroredUser(): User | null | undefined {
  return useLiveQuery(() => userMirrorRepo.read(), []);
}
