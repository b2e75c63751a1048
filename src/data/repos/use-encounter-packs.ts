/**
 * Live views of the encounter packs on the device, for the briefing, the case library and the
 * offline notices. Keys only, for the marks (a cheap read of the table's primary keys); the pack
 * itself is validated when an encounter uses it (encounter-packs-repo).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';
import { encounterPacksRepo } from './encounter-packs-repo';

/** Whether the case's pack is on the device and valid: undefined while read. */
export function usePackAvailable(scenarioId: string | null): boolean | undefined {
  return useLiveQuery(
    async () => (scenarioId ? Boolean(await encounterPacksRepo.get(scenarioId)) : false),
    [scenarioId],
  );
}

/** Ids of the cases with a pack on the device. */
export function useStoredPackIds(): Set<string> | undefined {
  return useLiveQuery(() => encounterPacksRepo.storedIds(), []);
}

/** Up to `limit` cases of the device's library that can be practised offline, in library order. */
export function useOfflineCases(limit: number) {
  return useLiveQuery(async () => {
    const ids = await encounterPacksRepo.storedIds();
    if (ids.size === 0) return [];
    const rows = await db.cases
      .where('scenarioId')
      .anyOf([...ids])
      .toArray();
    return rows
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .slice(0, limit)
      .map((row) => ({ scenarioId: row.scenarioId, name: row.name }));
  }, [limit]);
}

/** What the packs take on the device. */
export function usePackUsage() {
  return useLiveQuery(() => encounterPacksRepo.usage(), []);
}
