/**
 * The case library on the device: a mirror of GET /cases?limit=1000 that the list, the search and
 * the briefing read through useLiveQuery, so all three work offline.
 *
 * Rules
 * - The server is the authority: a pull replaces the mirror (cases that left the library go), then
 *   the learner's pending bookmark writes are laid on top again, so a bookmark made offline does not
 *   flicker back while its outbox entry waits.
 * - A bookmark toggle changes the row and queues its request in ONE transaction (outbox-repo).
 * - If the server refuses a bookmark request for good — a toggle here or a removal on the bookmarks
 *   tab (notes-repo) — `revertRejectedWrite` puts back what the write replaced (the library row's
 *   star and the bookmarks-tab card, kept on the entry), unless a later write for the same case is
 *   still waiting: that one then decides, and inherits what to restore should it be refused too.
 */
import { readClock } from '../../lib/dates';
import type { CategoryEntry, Scenario } from '../../../contract/cases';
import { db as defaultDb, type BookmarkRow, type CaseRow, type CpxDatabase, type OutboxEntry } from '../db';
import type { OutboxPayloads, OutboxWrite } from '../sync/outbox-kinds';
import { createOutboxRepo, takeOverUndo } from './outbox-repo';

const CATEGORIES_KEY = 'caseCategories';

/**
 * Whether a stored row holds the same as one about to be written. Both are plain JSON from the API
 * built by the same code, so their serialisations match exactly when nothing changed; a difference
 * in key order alone only costs one needless write. (Not a structural deep-equal: rows read back from
 * IndexedDB may come from another realm than the ones built here, as under fake-indexeddb.)
 */
function sameRow(held: unknown, next: unknown): boolean {
  return held !== undefined && JSON.stringify(held) === JSON.stringify(next);
}
const LIBRARY_SYNCED_KEY = 'caseLibrarySyncedAt';
/**
 * The tag of the list the mirror was last written from, and whose it was. Kept in meta, so it goes
 * with the mirror when the learner signs out (user-mirror-repo clears both).
 */
const LIBRARY_TAG_KEY = 'caseLibraryTag';

function libraryTagOf(value: unknown): { userId: string; etag: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { userId, etag } = value as Record<string, unknown>;
  return typeof userId === 'string' && typeof etag === 'string' ? { userId, etag } : null;
}

/** The bookmark change an outbox entry carries, or null for any other kind of entry. */
export function bookmarkWriteOf(entry: OutboxWrite): OutboxPayloads['bookmark'] | null {
  return entry.kind === 'bookmark' ? entry.payload : null;
}

/** Key of a bookmarks-tab card (notes-repo's table): one per learner and case. */
export function bookmarkRowKey(userId: string, scenarioId: string): string {
  return `${userId}|${scenarioId}`;
}

/** The bookmarks-tab card of a case on the device, bookmarked at `bookmarkedAt`. */
export function bookmarkRowOf(userId: string, row: CaseRow, bookmarkedAt: string): BookmarkRow {
  return {
    key: bookmarkRowKey(userId, row.scenarioId),
    userId,
    scenarioId: row.scenarioId,
    name: row.name,
    primaryCategory: row.primaryCategory,
    secondaryCategory: row.secondaryCategory,
    age: row.age,
    ageMonths: row.ageMonths ?? null,
    sex: row.sex,
    presentingComplaint: row.presentingComplaint,
    bookmarkedAt,
  };
}

/** What a bookmark write replaces: the library row's star (null: case not on the device) and the card. */
export interface BookmarkUndo {
  isBookmarked: boolean | null;
  bookmark: BookmarkRow | null;
}

/** Reads the bookmark state a write is about to change, and the case's name for notices. */
export async function captureBookmark(
  database: CpxDatabase,
  userId: string,
  scenarioId: string,
): Promise<{ undo: BookmarkUndo; label?: string }> {
  const [row, bookmark] = await Promise.all([
    database.cases.get(scenarioId),
    database.bookmarks.get(bookmarkRowKey(userId, scenarioId)),
  ]);
  return {
    undo: { isBookmarked: row?.isBookmarked ?? null, bookmark: bookmark ?? null },
    label: row?.name ?? bookmark?.name,
  };
}

function isBookmarkUndo(value: unknown): value is BookmarkUndo {
  return typeof value === 'object' && value !== null && 'isBookmarked' in value && 'bookmark' in value;
}

export function createCasesRepo(database: CpxDatabase = defaultDb, now: () => number = readClock) {
  const outbox = createOutboxRepo(database, now);

  /**
   * What the device wants for each case's bookmark, over a server answer asked for while `asked`
   * were pending (outboxRepo.intentOver): the last such write per case.
   */
  async function wantedOver(userId: string, asked?: readonly OutboxEntry[]): Promise<Map<string, boolean>> {
    const wanted = new Map<string, boolean>();
    for (const entry of await outbox.intentOver(userId, asked)) {
      const write = bookmarkWriteOf(entry);
      if (write) wanted.set(write.scenarioId, write.bookmarked);
    }
    return wanted;
  }

  return {
    /** Every case in the server's order. */
    all(): Promise<CaseRow[]> {
      return database.cases.orderBy('sortOrder').toArray();
    },

    get(scenarioId: string): Promise<CaseRow | undefined> {
      return database.cases.get(scenarioId);
    },

    /**
     * Replaces the mirror with a full list from the server, keeping the device's bookmark writes
     * (pending, or sent after the list was asked for: `asked`, outboxRepo.pendingEntries before the request).
     */
    async replaceAll(
      userId: string,
      scenarios: Scenario[],
      asked?: readonly OutboxEntry[],
      etag: string | null = null,
    ): Promise<void> {
      await database.transaction('rw', [database.cases, database.outbox, database.meta], async () => {
        const wanted = await wantedOver(userId, asked);
        const rows: CaseRow[] = scenarios.map((scenario, index) => ({
          ...scenario,
          isBookmarked: wanted.get(scenario.scenarioId) ?? scenario.isBookmarked,
          sortOrder: index,
        }));
        // Only what differs is written. The list is pulled every time it opens and is usually
        // unchanged: clearing and rewriting all of it made every screen reading the library draw it
        // again (546 cards' worth of work on a phone) for nothing.
        const held = new Map((await database.cases.toArray()).map((row) => [row.scenarioId, row]));
        const pulled = new Set(rows.map((row) => row.scenarioId));
        const retired = [...held.keys()].filter((scenarioId) => !pulled.has(scenarioId));
        const changed = rows.filter((row) => !sameRow(held.get(row.scenarioId), row));
        if (retired.length > 0) await database.cases.bulkDelete(retired);
        if (changed.length > 0) await database.cases.bulkPut(changed);
        await database.meta.put({ key: LIBRARY_SYNCED_KEY, value: now(), updatedAt: now() });
        if (etag)
          await database.meta.put({ key: LIBRARY_TAG_KEY, value: { userId, etag }, updatedAt: now() });
        else await database.meta.delete(LIBRARY_TAG_KEY);
      });
    },

    /**
     * The tag to ask the server with: that of the list this learner's mirror was written from, or
     * null (another learner's, none kept, or an empty mirror), which asks for the whole list. Every
     * later local change of a row is a bookmark write, which changes the server's list too once
     * delivered and is undone if refused, so the tag stays true of what the mirror stands for.
     */
    async libraryTag(userId: string): Promise<string | null> {
      const [row, count] = await Promise.all([database.meta.get(LIBRARY_TAG_KEY), database.cases.count()]);
      const tag = libraryTagOf(row?.value);
      return tag?.userId === userId && count > 0 ? tag.etag : null;
    },

    /** A pull that found the list unchanged: the mirror is in step as of now. */
    async markLibrarySynced(): Promise<void> {
      await database.meta.put({ key: LIBRARY_SYNCED_KEY, value: now(), updatedAt: now() });
    },

    /** Stores one case fetched on its own (GET /cases/:id), keeping its place in the list. */
    async putOne(userId: string, scenario: Scenario, asked?: readonly OutboxEntry[]): Promise<void> {
      await database.transaction('rw', [database.cases, database.outbox], async () => {
        const [existing, wanted] = await Promise.all([
          database.cases.get(scenario.scenarioId),
          wantedOver(userId, asked),
        ]);
        // A case opened before the first pull goes after the others until that pull orders it.
        const sortOrder = existing?.sortOrder ?? Number.MAX_SAFE_INTEGER;
        await database.cases.put({
          ...scenario,
          isBookmarked: wanted.get(scenario.scenarioId) ?? scenario.isBookmarked,
          sortOrder,
        });
      });
    },

    /** When the library was last pulled in full (epoch ms), or null if never on this device. */
    async syncedAt(): Promise<number | null> {
      const row = await database.meta.get(LIBRARY_SYNCED_KEY);
      return typeof row?.value === 'number' ? row.value : null;
    },

    async saveCategories(categories: CategoryEntry[]): Promise<void> {
      await database.transaction('rw', database.meta, async () => {
        // Unchanged categories are left as they are, for the same reason as the list's rows.
        const held = await database.meta.get(CATEGORIES_KEY);
        if (held && sameRow(held.value, categories)) return;
        await database.meta.put({ key: CATEGORIES_KEY, value: categories, updatedAt: now() });
      });
    },

    async categories(): Promise<CategoryEntry[]> {
      const row = await database.meta.get(CATEGORIES_KEY);
      return Array.isArray(row?.value) ? (row.value as CategoryEntry[]) : [];
    },

    /**
     * The optimistic bookmark toggle: the row changes and the request is queued together, so the
     * list shows the new state at once, offline too, and the sync engine delivers it.
     */
    async setBookmark(userId: string, scenarioId: string, bookmarked: boolean): Promise<void> {
      await outbox.enqueue(
        { userId, write: { kind: 'bookmark', payload: { scenarioId, bookmarked } } },
        {
          tables: [database.cases, database.bookmarks],
          before: () => captureBookmark(database, userId, scenarioId),
          apply: async () => {
            const row = await database.cases.get(scenarioId);
            if (!row) throw new Error(`case ${scenarioId} is not on this device`);
            await database.cases.update(scenarioId, { isBookmarked: bookmarked });
            // The bookmarks tab reads its own table: the same write shows there at once, offline too.
            const key = bookmarkRowKey(userId, scenarioId);
            if (!bookmarked) await database.bookmarks.delete(key);
            else if (!(await database.bookmarks.get(key)))
              await database.bookmarks.put(bookmarkRowOf(userId, row, new Date(now()).toISOString()));
          },
        },
      );
    },

    /**
     * Undoes the local effect of a bookmark entry the server refused for good (library toggle or
     * bookmarks-tab removal). Runs in the same transaction that marks the entry rejected (see
     * revertingQueue, which calls it for bookmark entries only), so the entry is no longer pending.
     */
    async revertRejectedWrite(entry: OutboxEntry<'bookmark'>): Promise<void> {
      const { scenarioId, bookmarked } = entry.payload;
      if (await takeOverUndo(database, entry, (other) => bookmarkWriteOf(other)?.scenarioId === scenarioId)) {
        return;
      }
      const undo = isBookmarkUndo(entry.undo) ? entry.undo : null;
      // An entry queued before undo was kept: a toggle's opposite is what it replaced.
      const wasBookmarked = undo?.isBookmarked ?? !bookmarked;
      await database.cases.update(scenarioId, { isBookmarked: wasBookmarked });
      if (undo?.bookmark) await database.bookmarks.put(undo.bookmark);
      else if (!wasBookmarked) await database.bookmarks.delete(bookmarkRowKey(entry.userId, scenarioId));
    },

    /** Tables a revert touches, for callers that open the surrounding transaction. */
    tables: () => [database.cases, database.bookmarks],
  };
}

export type CasesRepo = ReturnType<typeof createCasesRepo>;

export const casesRepo = createCasesRepo();
