/**
 * Encounter packs (contract/encounter-packs.ts): the case as the embedded engine reads it, for a
 * learner's device to run encounters without the network. Packs are built from the same case
 * bodies the server's own engine uses (CaseLibrary), with the same seed, so a reply computed on
 * the device is the reply the server rebuilds when it replays the learner's messages.
 *
 * Built packs are kept per content version: the library changes only when content is seeded, and
 * the manifest (sizes of all packs) would otherwise serialise every case on every request.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { EncounterPack, EncounterPackManifest } from '../../contract/encounter-packs';
import type { Case } from '../../content/schema';
import type { Database } from '../db/client';
import { cases, systemMeta } from '../db/schema/cases';
import { AppError } from '../lib/app-error';

/** The seed the server's patient engine runs with (PracticeService.engineFor). */
export const SERVER_ENGINE_SEED = '';

interface BuiltPack {
  pack: EncounterPack;
  bytes: number;
}

export function buildEncounterPack(c: Case): BuiltPack {
  const contentVersion = createHash('sha256').update(JSON.stringify(c)).digest('hex').slice(0, 16);
  const pack: EncounterPack = { scenarioId: c.id, contentVersion, engineSeed: SERVER_ENGINE_SEED, case: c };
  return { pack, bytes: Buffer.byteLength(JSON.stringify(pack), 'utf8') };
}

export class EncounterPackService {
  private cache: { version: string; packs: Map<string, BuiltPack>; manifest: EncounterPackManifest } | null =
    null;

  constructor(private readonly db: Database) {}

  private async library() {
    const [meta] = await this.db.select().from(systemMeta).where(eq(systemMeta.key, 'content_version'));
    const version = meta?.value ?? '';
    if (this.cache?.version === version) return this.cache;
    const rows = await this.db
      .select({ id: cases.id, body: cases.body })
      .from(cases)
      .where(isNull(cases.retiredAt))
      .orderBy(asc(cases.sortOrder));
    const packs = new Map(rows.map((row) => [row.id, buildEncounterPack(row.body)]));
    const data = [...packs.values()].map(({ pack, bytes }) => ({
      scenarioId: pack.scenarioId,
      contentVersion: pack.contentVersion,
      bytes,
    }));
    this.cache = {
      version,
      packs,
      manifest: { data, totalBytes: data.reduce((sum, entry) => sum + entry.bytes, 0) },
    };
    return this.cache;
  }

  async manifest(): Promise<EncounterPackManifest> {
    return (await this.library()).manifest;
  }

  async one(scenarioId: string): Promise<EncounterPack> {
    const built = (await this.library()).packs.get(scenarioId);
    if (built) return built.pack;
    // Seeded after the cache was built without a version change (tests seed directly): look it up.
    const [row] = await this.db
      .select({ body: cases.body })
      .from(cases)
      .where(and(eq(cases.id, scenarioId), isNull(cases.retiredAt)));
    if (!row) throw new AppError('CASE_NOT_FOUND');
    return buildEncounterPack(row.body).pack;
  }

  /** The packs of the named cases that exist, in the order asked; unknown ids are left out. */
  async many(scenarioIds: string[]): Promise<EncounterPack[]> {
    const { packs } = await this.library();
    const missing = scenarioIds.filter((id) => !packs.has(id));
    const extra = new Map<string, EncounterPack>();
    if (missing.length > 0) {
      const rows = await this.db
        .select({ id: cases.id, body: cases.body })
        .from(cases)
        .where(and(inArray(cases.id, missing), isNull(cases.retiredAt)));
      for (const row of rows) extra.set(row.id, buildEncounterPack(row.body).pack);
    }
    return scenarioIds.flatMap((id) => {
      const pack = packs.get(id)?.pack ?? extra.get(id);
      return pack ? [pack] : [];
    });
  }
}
