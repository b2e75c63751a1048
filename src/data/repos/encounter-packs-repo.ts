/**
 * Encounter packs on the device (Dexie `encounterPacks`, v8): per case, what the embedded engine
 * needs to answer and grade an encounter without the network.
 *
 * - A pack is fetched when a briefing opens (`ensure`), for every case of a mock exam when it
 *   starts (`ensureMany`), and for the whole library when the learner asks (`downloadAll`, in
 *   batches of ENCOUNTER_PACK_BATCH_MAX, reporting progress, skipping packs already current).
 * - Every read validates the stored row against the contract (contract/encounter-packs.ts): a row
 *   that does not parse — written by an older app, or damaged — is a miss, never a crash, and is
 *   fetched again the next time the network allows.
 * - Packs are not per learner: the case content is the same for everyone on the device.
 */
import { readClock } from '../../lib/dates';
import {
  ENCOUNTER_PACK_BATCH_MAX,
  encounterPack,
  type EncounterPack,
  type EncounterPackManifest,
} from '../../../contract/encounter-packs';
import { encounterPacksApi } from '../api/encounter-packs-api';
import { db as defaultDb, type CpxDatabase, type EncounterPackRow } from '../db';

type PacksApi = Pick<typeof encounterPacksApi, 'one' | 'batch' | 'manifest'>;

const byteLength = (pack: EncounterPack) => new TextEncoder().encode(JSON.stringify(pack)).length;

export function parsePackRow(row: EncounterPackRow | undefined): EncounterPack | null {
  if (!row) return null;
  const parsed = encounterPack.safeParse(row.pack);
  return parsed.success && parsed.data.scenarioId === row.scenarioId ? parsed.data : null;
}

export function createEncounterPacksRepo(
  database: CpxDatabase = defaultDb,
  api: PacksApi = encounterPacksApi,
  now: () => number = readClock,
) {
  const toRow = (pack: EncounterPack): EncounterPackRow => ({
    scenarioId: pack.scenarioId,
    contentVersion: pack.contentVersion,
    bytes: byteLength(pack),
    pack,
    storedAt: now(),
  });

  const repo = {
    /** The case's pack when one is on the device and valid; null otherwise. */
    async get(scenarioId: string): Promise<EncounterPack | null> {
      return parsePackRow(await database.encounterPacks.get(scenarioId));
    },

    async store(packs: EncounterPack[]): Promise<void> {
      if (packs.length > 0) await database.encounterPacks.bulkPut(packs.map(toRow));
    },

    /** Ids of the cases with a pack on the device (for the library's '오프라인 가능' marks). */
    async storedIds(): Promise<Set<string>> {
      return new Set((await database.encounterPacks.toCollection().primaryKeys()) as string[]);
    },

    /** What the packs on the device take, in bytes, and how many there are. */
    async usage(): Promise<{ count: number; bytes: number }> {
      let bytes = 0;
      let count = 0;
      await database.encounterPacks.each((row) => {
        bytes += row.bytes;
        count += 1;
      });
      return { count, bytes };
    },

    /**
     * The case's pack, fetched when the device has none (or only an invalid one). Never throws: no
     * network means the pack on the device, or null.
     */
    async ensure(scenarioId: string): Promise<EncounterPack | null> {
      const stored = await repo.get(scenarioId);
      if (stored) return stored;
      try {
        const pack = await api.one(scenarioId);
        await repo.store([pack]);
        return pack;
      } catch {
        return null;
      }
    },

    /** Fetches the packs missing among these cases; answers the ids that have a pack afterwards. */
    async ensureMany(scenarioIds: string[]): Promise<Set<string>> {
      const missing: string[] = [];
      for (const id of new Set(scenarioIds)) if (!(await repo.get(id))) missing.push(id);
      for (let i = 0; i < missing.length; i += ENCOUNTER_PACK_BATCH_MAX) {
        try {
          await repo.store(await api.batch(missing.slice(i, i + ENCOUNTER_PACK_BATCH_MAX)));
        } catch {
          break;
        }
      }
      const have = new Set<string>();
      for (const id of scenarioIds) if (await repo.get(id)) have.add(id);
      return have;
    },

    /** The packs of the manifest the device lacks or holds in another version, and their size. */
    async plan(manifest: EncounterPackManifest): Promise<{ ids: string[]; bytes: number }> {
      const rows = new Map(
        (await database.encounterPacks.toArray()).map((row) => [row.scenarioId, row] as const),
      );
      const wanted = manifest.data.filter((entry) => {
        const row = rows.get(entry.scenarioId);
        return !row || row.contentVersion !== entry.contentVersion || !parsePackRow(row);
      });
      return { ids: wanted.map((e) => e.scenarioId), bytes: wanted.reduce((sum, e) => sum + e.bytes, 0) };
    },

    /**
     * Downloads the packs of `ids` in batches, storing each batch as it arrives (an interrupted
     * download keeps what it got), and reports progress after each. Throws the batch's ApiError.
     */
    async download(
      ids: string[],
      onProgress: (done: number, total: number) => void,
      signal?: AbortSignal,
    ): Promise<void> {
      onProgress(0, ids.length);
      for (let i = 0; i < ids.length; i += ENCOUNTER_PACK_BATCH_MAX) {
        if (signal?.aborted) return;
        const batch = ids.slice(i, i + ENCOUNTER_PACK_BATCH_MAX);
        await repo.store(await api.batch(batch));
        onProgress(Math.min(ids.length, i + batch.length), ids.length);
      }
    },

    /** Frees the space: every pack leaves the device. */
    async clear(): Promise<void> {
      await database.encounterPacks.clear();
    },
  };
  return repo;
}

export type EncounterPacksRepo = ReturnType<typeof createEncounterPacksRepo>;

export const encounterPacksRepo = createEncounterPacksRepo();
