/**
 * Study notes and the dashboard on the device: the learner's practised cases (incorrect-notes
 * list), bookmarks, note details and the other answers (history pages, statistics, the dashboard
 * summary), each as last pulled, so every notes screen reads Dexie (useLiveQuery) and opens offline.
 *
 * Rules
 * - The server is the authority: a pull replaces the learner's rows, then the learner's pending
 *   local writes (outbox) are laid on top again in the same transaction, so a memo, a hasNote toggle
 *   or a bookmark removal made offline does not flicker back while its entry waits.
 * - A write changes the rows and queues its request in ONE transaction (outbox-repo), so the screen
 *   never shows a change that will not be sent. The sync engine sends it once (Idempotency-Key).
 * - A write keeps what it replaced on its outbox entry. If the server refuses it for good,
 *   `revertRejectedWrite` puts that value back at once (in the transaction that marks it rejected),
 *   field by field: a later waiting write to the same field of the same case decides instead and
 *   inherits the value to restore. Bookmark removals are rolled back by cases-repo, which owns the
 *   bookmark writes of both screens.
 */
import { readClock } from '../../lib/dates';
import type { z } from 'zod';
import { dashboardSummary, userStats } from '../../../contract/dashboard';
import { historyAnswer, type NoteDetail, type PracticedScenario } from '../../../contract/notes';
import {
  db as defaultDb,
  type BookmarkRow,
  type CpxDatabase,
  type NoteDetailRow,
  type NotesCacheKind,
  type NotesCacheRow,
  type OutboxEntry,
  type PracticedScenarioRow,
} from '../db';
import type { OutboxWrite } from '../sync/outbox-kinds';
import { bookmarkRowKey, bookmarkRowOf, bookmarkWriteOf, captureBookmark } from './cases-repo';
import { createOutboxRepo, takeOverUndo } from './outbox-repo';

export type BookmarkedCase = Omit<BookmarkRow, 'key' | 'userId'>;

export interface NoteEdit {
  userMemo?: string;
  hasNote?: boolean;
}

/** The contract schema of each cached notes answer (what notes-sync stores under that kind). */
const notesCacheSchemas = {
  history: historyAnswer,
  stats: userStats,
  dashboard: dashboardSummary,
} as const satisfies Record<NotesCacheKind, z.ZodType>;
export type NotesCacheAnswer<K extends NotesCacheKind> = z.infer<(typeof notesCacheSchemas)[K]>;

/** The note change an outbox entry carries, or null for any other kind of entry. */
export function noteWriteOf(entry: OutboxWrite): { scenarioId: string; edit: NoteEdit } | null {
  switch (entry.kind) {
    case 'note-memo':
      return { scenarioId: entry.payload.scenarioId, edit: { userMemo: entry.payload.userMemo } };
    case 'note-status':
      return { scenarioId: entry.payload.scenarioId, edit: { hasNote: entry.payload.hasNote } };
    default:
      return null;
  }
}

/** Lays pending edits (oldest first, so the last wins) on top of rows from the server. */
export function applyPendingEdits<T extends { scenarioId: string; userMemo: string; hasNote: boolean }>(
  rows: T[],
  edits: Map<string, NoteEdit>,
): T[] {
  return rows.map((row) => {
    const edit = edits.get(row.scenarioId);
    return edit ? { ...row, ...edit } : row;
  });
}

const rowKey = bookmarkRowKey;
const detailKey = (userId: string, scenarioId: string, practiceSessionId: string | undefined) =>
  `${userId}|${scenarioId}|${practiceSessionId ?? ''}`;
export const notesCacheKey = (userId: string, kind: NotesCacheKind, query: string) =>
  `${userId}|${kind}|${query}`;

export function createNotesRepo(database: CpxDatabase = defaultDb, now: () => number = readClock) {
  const outbox = createOutboxRepo(database, now);

  /**
   * Note edits of this user the device still stands by, per case, merged oldest first. Over a
   * server answer, `asked` are the entries pending when it was asked for: an edit sent since may
   * have reached the server after it read the note (a pull racing the drain), so it still lies on
   * top (outboxRepo.intentOver). Without `asked`, the pending edits only.
   */
  async function pendingNoteEdits(
    userId: string,
    asked?: readonly OutboxEntry[],
  ): Promise<Map<string, NoteEdit>> {
    const edits = new Map<string, NoteEdit>();
    for (const entry of await outbox.intentOver(userId, asked)) {
      const write = noteWriteOf(entry);
      if (write) edits.set(write.scenarioId, { ...edits.get(write.scenarioId), ...write.edit });
    }
    return edits;
  }

  /**
   * Bookmark writes of this user the device still stands by: the last one per case is what they
   * want. Over a server answer, `asked` are the entries pending when it was asked for
   * (outboxRepo.intentOver).
   */
  async function pendingBookmarks(
    userId: string,
    asked?: readonly OutboxEntry[],
  ): Promise<Map<string, boolean>> {
    const wanted = new Map<string, boolean>();
    for (const entry of await outbox.intentOver(userId, asked)) {
      const write = bookmarkWriteOf(entry);
      if (write) wanted.set(write.scenarioId, write.bookmarked);
    }
    return wanted;
  }

  /** Changes the local rows of one case's note (list row and every stored detail). */
  async function editLocally(userId: string, scenarioId: string, edit: NoteEdit): Promise<void> {
    const change = (row: NoteEdit) => void Object.assign(row, edit);
    await database.practicedScenarios
      .where('[userId+scenarioId]')
      .equals([userId, scenarioId])
      .modify(change);
    await database.noteDetails.where('[userId+scenarioId]').equals([userId, scenarioId]).modify(change);
  }

  /**
   * What a note edit is about to replace: the current value of the edited field (the list row,
   * else a stored detail — both carry the same value), and the case's name for notices.
   */
  async function captureNote(
    userId: string,
    scenarioId: string,
    field: keyof NoteEdit,
  ): Promise<{ undo?: NoteEdit; label?: string }> {
    const row =
      (await database.practicedScenarios.get(rowKey(userId, scenarioId))) ??
      (await database.noteDetails.where('[userId+scenarioId]').equals([userId, scenarioId]).first());
    if (!row) return {};
    return { undo: { [field]: row[field] }, label: row.name };
  }

  return {
    pendingNoteEdits,

    // ---- practised cases (incorrect notes) -------------------------------------------------
    async practiced(userId: string): Promise<PracticedScenarioRow[]> {
      const rows = await database.practicedScenarios.where('userId').equals(userId).toArray();
      return rows.sort((a, b) => a.sortOrder - b.sortOrder);
    },

    async practicedOne(userId: string, scenarioId: string): Promise<PracticedScenarioRow | undefined> {
      return database.practicedScenarios.get(rowKey(userId, scenarioId));
    },

    /** `asked`: this user's pending entries taken before the list was asked for (outboxRepo.pendingEntries). */
    async replacePracticed(
      userId: string,
      scenarios: PracticedScenario[],
      asked?: readonly OutboxEntry[],
    ): Promise<void> {
      await database.transaction('rw', [database.practicedScenarios, database.outbox], async () => {
        const merged = applyPendingEdits(scenarios, await pendingNoteEdits(userId, asked));
        await database.practicedScenarios.where('userId').equals(userId).delete();
        await database.practicedScenarios.bulkPut(
          merged.map((scenario, index) => ({
            ...scenario,
            key: rowKey(userId, scenario.scenarioId),
            userId,
            sortOrder: index,
          })),
        );
      });
    },

    // ---- note details ------------------------------------------------------------------------
    /** The detail asked for (a session, or the latest when none is named), if read before. */
    async detail(
      userId: string,
      scenarioId: string,
      practiceSessionId?: string,
    ): Promise<NoteDetailRow | undefined> {
      const exact = await database.noteDetails.get(detailKey(userId, scenarioId, practiceSessionId));
      if (exact) return exact;
      const all = await database.noteDetails
        .where('[userId+scenarioId]')
        .equals([userId, scenarioId])
        .toArray();
      if (practiceSessionId) return all.find((row) => row.practiceSessionId === practiceSessionId);
      return undefined;
    },

    async putDetail(
      userId: string,
      scenarioId: string,
      practiceSessionId: string | undefined,
      detail: NoteDetail,
      asked?: readonly OutboxEntry[],
    ): Promise<void> {
      await database.transaction('rw', [database.noteDetails, database.outbox], async () => {
        const [merged] = applyPendingEdits([detail], await pendingNoteEdits(userId, asked));
        await database.noteDetails.put({
          ...(merged as NoteDetail),
          key: detailKey(userId, scenarioId, practiceSessionId),
          userId,
          fetchedAt: now(),
        });
      });
    },

    // ---- note writes (through the outbox) ---------------------------------------------------
    async setUserMemo(userId: string, scenarioId: string, userMemo: string): Promise<void> {
      await outbox.enqueue(
        { userId, write: { kind: 'note-memo', payload: { scenarioId, userMemo } } },
        {
          tables: [database.practicedScenarios, database.noteDetails],
          before: () => captureNote(userId, scenarioId, 'userMemo'),
          apply: () => editLocally(userId, scenarioId, { userMemo }),
        },
      );
    },

    async setHasNote(userId: string, scenarioId: string, hasNote: boolean): Promise<void> {
      await outbox.enqueue(
        { userId, write: { kind: 'note-status', payload: { scenarioId, hasNote } } },
        {
          tables: [database.practicedScenarios, database.noteDetails],
          before: () => captureNote(userId, scenarioId, 'hasNote'),
          apply: () => editLocally(userId, scenarioId, { hasNote }),
        },
      );
    },

    /**
     * Undoes the local effect of a note edit the server refused for good. Runs in the transaction
     * that marks the entry rejected (see revertingQueue, which calls it for note edits only).
     */
    async revertRejectedWrite(entry: OutboxEntry<'note-memo' | 'note-status'>): Promise<void> {
      const write = noteWriteOf(entry);
      if (!write) return;
      const undo = (entry.undo ?? {}) as NoteEdit;
      for (const field of Object.keys(write.edit) as (keyof NoteEdit)[]) {
        const superseded = await takeOverUndo(database, entry, (other) => {
          const later = noteWriteOf(other);
          return later?.scenarioId === write.scenarioId && later.edit[field] !== undefined;
        });
        if (superseded || undo[field] === undefined) continue;
        await editLocally(entry.userId, write.scenarioId, { [field]: undo[field] });
      }
    },

    /** Tables a revert touches, for callers that open the surrounding transaction. */
    tables: () => [database.practicedScenarios, database.noteDetails],

    // ---- bookmarks -----------------------------------------------------------------------------
    async bookmarks(userId: string): Promise<BookmarkRow[]> {
      const rows = await database.bookmarks.where('userId').equals(userId).toArray();
      return rows.sort((a, b) => b.bookmarkedAt.localeCompare(a.bookmarkedAt));
    },

    /**
     * Replaces the bookmarks with the server's list; a removal still waiting (or sent after the
     * list was asked for: `asked`) is left out, and a bookmark added offline in the library (the
     * case is on the device) is shown.
     */
    async replaceBookmarks(
      userId: string,
      items: BookmarkedCase[],
      asked?: readonly OutboxEntry[],
    ): Promise<void> {
      await database.transaction('rw', [database.bookmarks, database.outbox, database.cases], async () => {
        const wanted = await pendingBookmarks(userId, asked);
        const rows: BookmarkRow[] = items
          .filter((item) => wanted.get(item.scenarioId) !== false)
          .map((item) => ({ ...item, key: rowKey(userId, item.scenarioId), userId }));
        const listed = new Set(items.map((item) => item.scenarioId));
        for (const [scenarioId, bookmarked] of wanted) {
          if (!bookmarked || listed.has(scenarioId)) continue;
          const known = await database.cases.get(scenarioId);
          if (!known) continue;
          const kept = await database.bookmarks.get(rowKey(userId, scenarioId));
          rows.push(kept ?? bookmarkRowOf(userId, known, new Date(now()).toISOString()));
        }
        await database.bookmarks.where('userId').equals(userId).delete();
        await database.bookmarks.bulkPut(rows);
      });
    },

    /** Removes a bookmark here and in the library mirror, and queues DELETE /cases/:id/bookmark. */
    async removeBookmark(userId: string, scenarioId: string): Promise<void> {
      await outbox.enqueue(
        { userId, write: { kind: 'bookmark', payload: { scenarioId, bookmarked: false } } },
        {
          tables: [database.bookmarks, database.cases],
          before: () => captureBookmark(database, userId, scenarioId),
          apply: async () => {
            await database.bookmarks.delete(rowKey(userId, scenarioId));
            await database.cases.update(scenarioId, { isBookmarked: false });
          },
        },
      );
    },

    // ---- other answers (history pages, statistics, dashboard) ---------------------------------
    /**
     * A cached answer, checked against today's contract: a row written by an older build (a field
     * renamed or added since) is a cache miss, so the screen waits for its pull instead of
     * rendering a stale shape.
     */
    async readCache<K extends NotesCacheKind>(
      userId: string,
      kind: K,
      query: string,
    ): Promise<NotesCacheAnswer<K> | undefined> {
      const row = await database.notesCache.get(notesCacheKey(userId, kind, query));
      if (!row) return undefined;
      const parsed = notesCacheSchemas[kind].safeParse(row.data);
      return parsed.success ? (parsed.data as NotesCacheAnswer<K>) : undefined;
    },

    async saveCache(userId: string, kind: NotesCacheKind, query: string, data: unknown): Promise<void> {
      const row: NotesCacheRow = {
        key: notesCacheKey(userId, kind, query),
        userId,
        kind,
        query,
        data,
        fetchedAt: now(),
      };
      await database.notesCache.put(row);
    },

    /** When this answer was last pulled (epoch ms), for "last synced" notes; null if never. */
    async cachedAt(userId: string, kind: NotesCacheKind, query: string): Promise<number | null> {
      return (await database.notesCache.get(notesCacheKey(userId, kind, query)))?.fetchedAt ?? null;
    },
  };
}

export type NotesRepo = ReturnType<typeof createNotesRepo>;

export const notesRepo = createNotesRepo();
