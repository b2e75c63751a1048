/**
 * Blind practice on this device (issue 24), in one meta row per learner:
 * - draws: a random case picked for a blind briefing, under an id of its own, so the address
 *   (/cases/blind/{drawId}) never carries the case's id, which spells the diagnosis;
 * - sessions: the practice sessions started blind, so the live page, the completed and result
 *   pages, 학습 기록 and the grading indicator keep the diagnosis hidden until a grade is there;
 * - lastScenarioId: the case practised last (blind or not), which the next draw avoids.
 * The server keeps the flag on the session too (practice_sessions.blind): a blind session this device
 * first sees from the server (started on another device, or before local data was cleared) is
 * adopted here from what sync brings (the session, the history, the dashboard), so every screen
 * masks it from this one record.
 * The draw reads the device's library mirror (and, offline, the encounter packs on the device), so
 * it works with no network exactly where practice itself does. Like the rest of meta, signing out
 * forgets it.
 */
import { blindCandidates, pickBlindCase } from '../../lib/blind-practice';
import { db as defaultDb, type CpxDatabase } from '../db';

const MAX_DRAWS = 20;
const MAX_SESSIONS = 300;

export interface BlindDraw {
  drawId: string;
  scenarioId: string;
  /** The presentations chosen ([] for all of them). */
  presentations: string[];
  createdAt: number;
}

export interface BlindSession {
  sessionId: string;
  scenarioId: string;
  presentations: string[];
  startedAt: number;
}

interface BlindState {
  draws: BlindDraw[];
  sessions: BlindSession[];
  lastScenarioId: string | null;
}

export type DrawResult = { ok: true; draw: BlindDraw } | { ok: false; reason: 'none' | 'none-offline' };

const keyOf = (userId: string) => `blindPractice:${userId}`;

function readState(value: unknown): BlindState {
  const raw = (value ?? {}) as Partial<BlindState>;
  return {
    draws: Array.isArray(raw.draws) ? raw.draws : [],
    sessions: Array.isArray(raw.sessions) ? raw.sessions : [],
    lastScenarioId: typeof raw.lastScenarioId === 'string' ? raw.lastScenarioId : null,
  };
}

export function createBlindPracticeRepo(
  database: CpxDatabase = defaultDb,
  options: { now?: () => number; newId?: () => string } = {},
) {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());

  const state = async (userId: string) => readState((await database.meta.get(keyOf(userId)))?.value);
  const change = (userId: string, edit: (current: BlindState) => BlindState) =>
    database.transaction('rw', database.meta, async () => {
      const next = edit(await state(userId));
      await database.meta.put({ key: keyOf(userId), value: next, updatedAt: now() });
      return next;
    });
  const addDraw = (userId: string, draw: BlindDraw) =>
    change(userId, (current) => ({ ...current, draws: [draw, ...current.draws].slice(0, MAX_DRAWS) }));

  return {
    /**
     * Picks a case at random among the chosen presentations and keeps it as a draw. Offline, only
     * cases whose encounter pack is on the device can be drawn. The case practised last (and any in
     * `avoid`, such as the one being redrawn) is drawn only when nothing else fits.
     */
    async draw(
      userId: string,
      {
        presentations,
        online,
        avoid = [],
        random,
      }: { presentations: string[]; online: boolean; avoid?: string[]; random?: () => number },
    ): Promise<DrawResult> {
      const cases = await database.cases.toArray();
      const runnable = online
        ? null
        : new Set((await database.encounterPacks.toCollection().primaryKeys()) as string[]);
      const { lastScenarioId } = await state(userId);
      const picked = pickBlindCase(cases, {
        presentations,
        runnable,
        avoid: [lastScenarioId, ...avoid],
        random,
      });
      if (!picked) {
        const offlineOnly = !online && blindCandidates(cases, { presentations }).length > 0;
        return { ok: false, reason: offlineOnly ? 'none-offline' : 'none' };
      }
      const draw: BlindDraw = {
        drawId: newId(),
        scenarioId: picked.scenarioId,
        presentations: [...presentations],
        createdAt: now(),
      };
      await addDraw(userId, draw);
      return { ok: true, draw };
    },

    /** A blind briefing of one given case (a card of the library with names hidden). */
    async drawCase(userId: string, scenarioId: string, presentation: string): Promise<BlindDraw> {
      const draw: BlindDraw = {
        drawId: newId(),
        scenarioId,
        presentations: [presentation],
        createdAt: now(),
      };
      await addDraw(userId, draw);
      return draw;
    },

    async getDraw(userId: string, drawId: string): Promise<BlindDraw | null> {
      return (await state(userId)).draws.find((draw) => draw.drawId === drawId) ?? null;
    },

    /** The session started from a draw is blind until graded; its case becomes the one just practised. */
    async markSession(userId: string, sessionId: string, draw: BlindDraw): Promise<void> {
      await change(userId, (current) => ({
        draws: current.draws,
        sessions: [
          { sessionId, scenarioId: draw.scenarioId, presentations: draw.presentations, startedAt: now() },
          ...current.sessions.filter((s) => s.sessionId !== sessionId),
        ].slice(0, MAX_SESSIONS),
        lastScenarioId: draw.scenarioId,
      }));
    },

    /**
     * Blind sessions the server reports (sync): each one this device does not know yet is recorded,
     * so its screens mask it as on the device that started it. What the device knows already is
     * kept as it is, and the case practised last is not touched (these were practised elsewhere).
     */
    async adopt(userId: string, sessions: readonly { sessionId: string; scenarioId: string }[]) {
      if (!userId || sessions.length === 0) return;
      const known = await this.sessionIds(userId);
      const fresh = sessions.filter((s) => !known.has(s.sessionId));
      if (fresh.length === 0) return;
      await change(userId, (current) => {
        const have = new Set(current.sessions.map((s) => s.sessionId));
        const added = fresh
          .filter((s) => !have.has(s.sessionId))
          .map((s) => ({
            sessionId: s.sessionId,
            scenarioId: s.scenarioId,
            presentations: [],
            startedAt: now(),
          }));
        return { ...current, sessions: [...added, ...current.sessions].slice(0, MAX_SESSIONS) };
      });
    },

    /** Any practice started: the next blind draw avoids this case. */
    async notePractised(userId: string, scenarioId: string): Promise<void> {
      await change(userId, (current) => ({ ...current, lastScenarioId: scenarioId }));
    },

    async lastPractised(userId: string): Promise<string | null> {
      return (await state(userId)).lastScenarioId;
    },

    /** Ids of the sessions started blind on this device. */
    async sessionIds(userId: string): Promise<Set<string>> {
      return new Set((await state(userId)).sessions.map((s) => s.sessionId));
    },

    /** The session's blind record, or null when it was not started blind on this device. */
    async session(userId: string, sessionId: string): Promise<BlindSession | null> {
      return (await state(userId)).sessions.find((s) => s.sessionId === sessionId) ?? null;
    },
  };
}

export type BlindPracticeRepo = ReturnType<typeof createBlindPracticeRepo>;

export const blindPracticeRepo = createBlindPracticeRepo();
