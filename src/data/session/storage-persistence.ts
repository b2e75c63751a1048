/**
 * Persistent storage (navigator.storage): without it the browser may evict IndexedDB — the offline
 * case library, practice drafts, results kept for offline reading — when the device runs short of
 * space. It is asked for once per page load, after a sign-in (session-effects): asking a visitor
 * would be premature, and asking again after a refusal changes nothing in Chromium (it decides by
 * site engagement) while Firefox would prompt again.
 */

/** persisted: the browser promised not to evict; best-effort: it may; unsupported: no Storage API. */
export type StoragePersistence = 'persisted' | 'best-effort' | 'unsupported';

export type PersistentStorageApi = Pick<StorageManager, 'persisted' | 'persist'>;

function defaultStorage(): PersistentStorageApi | undefined {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  return storage && typeof storage.persisted === 'function' && typeof storage.persist === 'function'
    ? storage
    : undefined;
}

export async function readStoragePersistence(
  storage: PersistentStorageApi | undefined = defaultStorage(),
): Promise<StoragePersistence> {
  if (!storage) return 'unsupported';
  try {
    return (await storage.persisted()) ? 'persisted' : 'best-effort';
  } catch {
    return 'unsupported';
  }
}

/** Asks for persistence unless already granted; answers the state afterwards. */
export async function requestStoragePersistence(
  storage: PersistentStorageApi | undefined = defaultStorage(),
): Promise<StoragePersistence> {
  const current = await readStoragePersistence(storage);
  if (current !== 'best-effort' || !storage) return current;
  try {
    return (await storage.persist()) ? 'persisted' : 'best-effort';
  } catch {
    return 'best-effort';
  }
}

/**
 * The once-per-page-load request session-effects makes after a sign-in. Returns the pending
 * answer, or null when it was already asked.
 */
export function createPersistenceRequester(request: () => Promise<StoragePersistence>) {
  let asked = false;
  return (): Promise<StoragePersistence> | null => {
    if (asked) return null;
    asked = true;
    return request().catch(() => 'unsupported' as const);
  };
}

export const requestStoragePersistenceOnce = createPersistenceRequester(() => requestStoragePersistence());
