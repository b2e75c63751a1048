import { describe, expect, it, vi } from 'vitest';
import {
  createPersistenceRequester,
  readStoragePersistence,
  requestStoragePersistence,
  type PersistentStorageApi,
} from './storage-persistence';

function fakeStorage(persisted: boolean, grants: boolean) {
  const storage = {
    persisted: vi.fn(async () => persisted),
    persist: vi.fn(async () => {
      if (grants) persisted = true;
      return grants;
    }),
  } satisfies PersistentStorageApi;
  return storage;
}

describe('persistent storage', () => {
  it('reads the state, or unsupported without the Storage API', async () => {
    expect(await readStoragePersistence(fakeStorage(true, false))).toBe('persisted');
    expect(await readStoragePersistence(fakeStorage(false, false))).toBe('best-effort');
    expect(await readStoragePersistence(undefined)).toBe('unsupported');
  });

  it('asks only when not yet granted, and answers what the browser decided', async () => {
    const granted = fakeStorage(true, true);
    expect(await requestStoragePersistence(granted)).toBe('persisted');
    expect(granted.persist).not.toHaveBeenCalled();

    const grants = fakeStorage(false, true);
    expect(await requestStoragePersistence(grants)).toBe('persisted');
    expect(grants.persist).toHaveBeenCalledTimes(1);

    expect(await requestStoragePersistence(fakeStorage(false, false))).toBe('best-effort');
  });

  it('is requested once per page load however often the session signs in', async () => {
    const request = vi.fn(async () => 'best-effort' as const);
    const once = createPersistenceRequester(request);

    expect(await once()).toBe('best-effort');
    expect(once()).toBeNull();
    expect(once()).toBeNull();
    expect(request).toHaveBeenCalledTimes(1);
  });
});
