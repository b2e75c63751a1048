import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EncounterPack } from '../../../contract/encounter-packs';
import { ApiError } from '../../data/api/errors';
import { CpxDatabase } from '../../data/db';
import { createPracticeStateRepo } from '../../data/repos/practice-state-repo';
import {
  createEncounterTurns,
  FIRST_CHUNK_MS,
  NO_PACK_OFFLINE_MESSAGE,
  queuedBeforeTurnsOf,
  type TurnInput,
} from './encounter-turns';

const PACK = {
  scenarioId: 'acute-appendicitis',
  contentVersion: 'v1',
  engineSeed: '',
} as unknown as EncounterPack;

let database: CpxDatabase;
const send = vi.fn();
const reply = vi.fn(
  async (_pack: EncounterPack, history: unknown[], text: string) => `기기 답(${history.length}): ${text}`,
);
let pack: EncounterPack | null = PACK;

/** A hand-driven clock for the first-chunk bound. */
let timers: { at: number; fn: () => void }[] = [];
let clock = 0;
function advance(ms: number) {
  clock += ms;
  const due = timers.filter((t) => t.at <= clock);
  timers = timers.filter((t) => t.at > clock);
  due.forEach((t) => t.fn());
}

function make() {
  return createEncounterTurns({
    after: (ms, fn) => {
      const timer = { at: clock + ms, fn };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
    database,
    now: () => Date.parse('2026-11-28T05:00:00Z'),
    send,
    pack: async () => pack,
    reply,
  });
}

function input(overrides: Partial<TurnInput> = {}): TurnInput & { chunks: string[]; discarded: number } {
  const chunks: string[] = [];
  const state = {
    sessionId: 's-1',
    userId: 'u-1',
    scenarioId: 'acute-appendicitis',
    scenarioName: '급성 충수염',
    history: [
      { id: 'm-1', sender: 'user' as const, content: '안녕하세요' },
      { id: 'm-2', sender: 'ai' as const, content: '안녕하세요.' },
    ],
    content: '언제부터 아프셨어요?',
    messageId: 'm-3',
    signal: new AbortController().signal,
    onChunk: (text: string) => chunks.push(text),
    discardPartial: () => {
      state.discarded += 1;
    },
    online: true,
    chunks,
    discarded: 0,
    ...overrides,
  };
  return state;
}

beforeEach(async () => {
  database = new CpxDatabase(`cpx-turns-${crypto.randomUUID()}`);
  await database.open();
  await createPracticeStateRepo(database).open({
    sessionId: 's-1',
    userId: 'u-1',
    scenarioId: 'acute-appendicitis',
    scenarioName: '급성 충수염',
  });
  send.mockReset();
  reply.mockClear();
  timers = [];
  clock = 0;
  pack = PACK;
});
afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

const outbox = () => database.outbox.toArray();

describe('who answers a question', () => {
  it('online, the server streams the reply and nothing is queued', async () => {
    send.mockImplementation(async (_id, _text, options) => options.onChunk('어제부터요.'));
    const turn = input();
    expect(await make().answer(turn)).toBe('server');
    expect(send.mock.calls[0]![2].messageId).toBe('m-3');
    expect(turn.chunks).toEqual(['어제부터요.']);
    expect(await outbox()).toEqual([]);
    expect(reply).not.toHaveBeenCalled();
  });

  it('offline, the device answers from the pack and queues only the learner words, with the transcript', async () => {
    const turn = input({ online: false });
    expect(await make().answer(turn)).toBe('device');
    expect(send).not.toHaveBeenCalled();
    expect(turn.chunks).toEqual(['기기 답(2): 언제부터 아프셨어요?']);
    const [entry] = await outbox();
    expect(entry).toMatchObject({
      kind: 'device-turn',
      payload: {
        sessionId: 's-1',
        messageId: 'm-3',
        messageContent: '언제부터 아프셨어요?',
        sentAt: '2026-11-28T05:00:00.000Z',
      },
      label: '급성 충수염',
    });
    const row = await database.practiceStates.get('s-1');
    expect(row!.messages.map((m) => m.content)).toEqual([
      '안녕하세요',
      '안녕하세요.',
      '언제부터 아프셨어요?',
      '기기 답(2): 언제부터 아프셨어요?',
    ]);
  });

  it('a server with no first chunk within the bound is dropped and the device answers', async () => {
    let aborted = false;
    send.mockImplementation(
      (_id, _text, options) =>
        new Promise((_resolve, reject) => {
          options.signal.addEventListener('abort', () => {
            aborted = true;
            reject(new ApiError('연결이 불안정합니다. 다시 시도해주세요.', 'network'));
          });
        }),
    );
    const turn = input();
    const answered = make().answer(turn);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    advance(FIRST_CHUNK_MS - 1);
    expect(aborted).toBe(false);
    advance(1);
    expect(await answered).toBe('device');
    expect(aborted).toBe(true);
    expect(turn.chunks).toEqual(['기기 답(2): 언제부터 아프셨어요?']);
    expect(await outbox()).toHaveLength(1);
  });

  it('a reply that breaks off midway is dropped from the screen and answered again on the device', async () => {
    send.mockImplementation(async (_id, _text, options) => {
      options.onChunk('어제');
      throw new ApiError('연결이 불안정합니다. 다시 시도해주세요.', 'stream');
    });
    const turn = input();
    expect(await make().answer(turn)).toBe('device');
    expect(turn.discarded).toBe(1);
    expect(turn.chunks.at(-1)).toBe('기기 답(2): 언제부터 아프셨어요?');
  });

  it("the server's refusal is the learner's to read: not answered on the device", async () => {
    send.mockRejectedValue(
      new ApiError('이미 종료된 실습입니다. 새 실습을 시작해주세요.', 'http', 409, 'SESSION_ENDED'),
    );
    await expect(make().answer(input())).rejects.toMatchObject({ status: 409 });
    expect(await outbox()).toEqual([]);
  });

  it('while device turns of the session wait in the outbox, the next one is answered on the device too', async () => {
    const turns = make();
    await turns.answer(input({ online: false }));
    const next = input({ messageId: 'm-5', content: '열은요?' });
    expect(await turns.answer(next)).toBe('device');
    expect(send).not.toHaveBeenCalled();
    const messageIds = (await outbox()).map((e) => (e.kind === 'device-turn' ? e.payload.messageId : null));
    expect(messageIds).toEqual(['m-3', 'm-5']);
    expect(await turns.queuedForSession('u-1', 's-1')).toBe(true);
    expect(await turns.queuedForSession('u-1', 's-2')).toBe(false);
  });

  it('without a pack on the device it says so plainly', async () => {
    pack = null;
    await expect(make().answer(input({ online: false }))).rejects.toMatchObject({
      message: NO_PACK_OFFLINE_MESSAGE,
    });
    expect(await outbox()).toEqual([]);
  });

  it("online without a pack, the server's own reason is what the learner reads", async () => {
    pack = null;
    const down = new ApiError(
      'AI 서비스가 일시적으로 불안정합니다. 잠시 후 다시 시도해주세요.',
      'http',
      503,
      'AI_UNAVAILABLE',
    );
    send.mockRejectedValueOnce(down);
    await expect(make().answer(input())).rejects.toBe(down);
    send.mockRejectedValueOnce(new ApiError('연결이 불안정합니다. 다시 시도해주세요.', 'stream'));
    await expect(make().answer(input())).rejects.toMatchObject({ kind: 'stream' });
    expect(await outbox()).toEqual([]);
  });
});

describe('which queued entries go before a turn sent to the server', () => {
  it("the session's device turns, and its start made on the device (free practice or a mock exam case)", () => {
    const practiceSessionId = 's-9';
    const start = { scenarioId: 'case-2', selectedAiPersonalityId: 'default', practiceSessionId };
    const examStart = { mockExamSessionId: 'e-1', scenarioId: 'case-2', practiceSessionId };
    const turn = { sessionId: 's-9', messageId: 'm-1', messageContent: '어디가 아프세요?', sentAt: '' };
    expect(queuedBeforeTurnsOf({ kind: 'practice-start', payload: start }, 's-9')).toBe(true);
    expect(queuedBeforeTurnsOf({ kind: 'mock-case-start', payload: examStart }, 's-9')).toBe(true);
    expect(queuedBeforeTurnsOf({ kind: 'mock-case-start', payload: examStart }, 's-8')).toBe(false);
    expect(queuedBeforeTurnsOf({ kind: 'device-turn', payload: turn }, 's-9')).toBe(true);
    expect(queuedBeforeTurnsOf({ kind: 'device-turn', payload: turn }, 's-8')).toBe(false);
    const caseEnd = { mockExamSessionId: 'e-1', scenarioId: 'case-2', practiceMemo: '' };
    expect(queuedBeforeTurnsOf({ kind: 'mock-case-complete', payload: caseEnd }, 's-9')).toBe(false);
    const sessionEnd = { sessionId: 's-9', practiceMemo: '' };
    expect(queuedBeforeTurnsOf({ kind: 'practice-complete', payload: sessionEnd }, 's-9')).toBe(false);
  });
});
