/**
 * Who answers a learner's question: the server or this device (issue 18, architecture "The
 * encounter is local-first too").
 *
 * - Online, with nothing of this session still waiting in the outbox, the turn goes to the server
 *   as always (streamed; the model voice when configured). If no first chunk arrives within
 *   FIRST_CHUNK_MS, or the request fails for want of a network or a working server, the request is
 *   dropped and the same turn is answered here.
 * - On the device the embedded engine answers from the case's encounter pack, and the learner's
 *   words (with the device's id for them and the time) go into the outbox as a device turn, in the
 *   same transaction that records the transcript. The server replays them with its own engine.
 * - While any device turn (or the offline start) of the session is still in the outbox, every turn
 *   is answered here too: a turn sent straight to the server would overtake those in the queue and
 *   the server would hear the questions in another order.
 * - A refusal by the server (409: session ended or too long, 400) is the learner's to read and is
 *   not answered here.
 *
 * The learner's message id is the same on both paths, so the server stores each question once
 * whichever way it arrives (practice-service deviceTurn / finishTurn / abandonTurn).
 */
import type { EncounterPack } from '../../../contract/encounter-packs';
import { practiceApi } from '../../data/api/practice-api';
import { ApiError } from '../../data/api/errors';
import { db as defaultDb, type CachedChatMessage, type CpxDatabase } from '../../data/db';
import { encounterPacksRepo } from '../../data/repos/encounter-packs-repo';
import { createOutboxRepo } from '../../data/repos/outbox-repo';
import type { OutboxWrite } from '../../data/sync/outbox-kinds';
import { replyIdOf } from '../../lib/chat-lines';
import { loadDeviceEngine } from '../on-device/device-engine-loader';

/** How long the server may take to start answering before the device answers instead. */
export const FIRST_CHUNK_MS = 4_000;

export const NO_PACK_OFFLINE_MESSAGE =
  '이 증례는 오프라인 연습용으로 받아 두지 않아 연결 없이 답할 수 없습니다. 연결되면 이어서 질문해주세요.';

/**
 * Whether the entry must reach the server before any turn of this session sent straight to it: a
 * turn the device answered, or the start of a session made on the device (a free-practice case or
 * a mock exam's case started offline, with the id the device made).
 */
export function queuedBeforeTurnsOf(entry: OutboxWrite, sessionId: string): boolean {
  switch (entry.kind) {
    case 'device-turn':
      return entry.payload.sessionId === sessionId;
    case 'practice-start':
    case 'mock-case-start':
      return entry.payload.practiceSessionId === sessionId;
    default:
      return false;
  }
}

export interface TurnInput {
  sessionId: string;
  userId: string;
  scenarioId: string;
  scenarioName: string;
  /** The conversation before this question. */
  history: CachedChatMessage[];
  content: string;
  /** The learner line's id: the message id on both paths. */
  messageId: string;
  signal: AbortSignal;
  onChunk: (text: string) => void;
  /** Forget the reply text shown so far (the server's reply broke off; the device answers anew). */
  discardPartial: () => void;
  /** Whether the browser believes it has a network. */
  online: boolean;
}

export type TurnPath = 'server' | 'device';

interface Deps {
  database: CpxDatabase;
  now: () => number;
  send: typeof practiceApi.sendMessage;
  pack: (scenarioId: string) => Promise<EncounterPack | null>;
  reply: (
    pack: EncounterPack,
    history: { sender: 'user' | 'ai'; content: string }[],
    text: string,
  ) => Promise<string>;
  firstChunkMs: number;
  /** Runs `fn` after `ms`; answers a cancel. (Injected so tests control the clock.) */
  after: (ms: number, fn: () => void) => () => void;
}

/** Failures the device answers for: no network, a broken stream, a server error or a model that is down. */
function answerableHere(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'network' || error.kind === 'stream') return true;
  return error.status !== null && (error.status >= 500 || error.status === 408);
}

export function createEncounterTurns(overrides: Partial<Deps> = {}) {
  const deps: Deps = {
    database: defaultDb,
    now: Date.now,
    send: practiceApi.sendMessage,
    pack: (scenarioId) => encounterPacksRepo.get(scenarioId),
    reply: async (pack, history, text) => (await loadDeviceEngine()).replyOnDevice(pack, history, text),
    firstChunkMs: FIRST_CHUNK_MS,
    after: (ms, fn) => {
      const id = setTimeout(fn, ms);
      return () => clearTimeout(id);
    },
    ...overrides,
  };
  const { database } = deps;
  const outbox = createOutboxRepo(database, deps.now);

  /** Whether a device turn or the offline start of this session still waits in the outbox. */
  async function queuedForSession(userId: string, sessionId: string): Promise<boolean> {
    const entries = await database.outbox.where('userId').equals(userId).toArray();
    return entries.some((entry) => entry.status === 'pending' && queuedBeforeTurnsOf(entry, sessionId));
  }

  /** Sends the turn to the server; answers `true` when it answered, else why it did not. */
  async function viaServer(input: TurnInput): Promise<true | { failure: unknown }> {
    const controller = new AbortController();
    const forward = () => controller.abort();
    input.signal.addEventListener('abort', forward);
    let started = false;
    let late = false;
    const cancelDeadline = deps.after(deps.firstChunkMs, () => {
      if (started) return;
      late = true;
      controller.abort();
    });
    try {
      await deps.send(input.sessionId, input.content, {
        messageId: input.messageId,
        signal: controller.signal,
        onChunk: (text) => {
          started = true;
          input.onChunk(text);
        },
      });
      return true;
    } catch (error) {
      if (input.signal.aborted) throw error;
      if (!late && !answerableHere(error)) throw error;
      if (started) input.discardPartial();
      return { failure: error };
    } finally {
      cancelDeadline();
      input.signal.removeEventListener('abort', forward);
    }
  }

  async function viaDevice(input: TurnInput, serverFailure: unknown): Promise<void> {
    const pack = await deps.pack(input.scenarioId);
    if (!pack) {
      // Online, the server's own reason (its model is down, the stream broke) is the true one.
      if (serverFailure instanceof ApiError) throw serverFailure;
      throw new ApiError(NO_PACK_OFFLINE_MESSAGE, 'network');
    }
    const text = await deps.reply(
      pack,
      input.history.map(({ sender, content }) => ({ sender, content })),
      input.content,
    );
    if (input.signal.aborted) return;
    const sentAt = new Date(deps.now()).toISOString();
    const messages: CachedChatMessage[] = [
      ...input.history,
      { id: input.messageId, sender: 'user', content: input.content },
      { id: replyIdOf(input.messageId), sender: 'ai', content: text },
    ];
    await outbox.enqueue(
      {
        userId: input.userId,
        write: {
          kind: 'device-turn',
          payload: {
            sessionId: input.sessionId,
            messageId: input.messageId,
            messageContent: input.content,
            sentAt,
          },
        },
        label: input.scenarioName,
      },
      {
        tables: [database.practiceStates],
        apply: () => database.practiceStates.update(input.sessionId, { messages, updatedAt: deps.now() }),
      },
    );
    input.onChunk(text);
  }

  return {
    queuedForSession,
    /** Answers one question; says which path answered it. */
    async answer(input: TurnInput): Promise<TurnPath> {
      const queued = await queuedForSession(input.userId, input.sessionId);
      let serverFailure: unknown = null;
      if (input.online && !queued) {
        const sent = await viaServer(input);
        if (sent === true) return 'server';
        serverFailure = sent.failure;
      }
      await viaDevice(input, serverFailure);
      return 'device';
    },
  };
}

export type EncounterTurns = ReturnType<typeof createEncounterTurns>;

export const encounterTurns = createEncounterTurns();
