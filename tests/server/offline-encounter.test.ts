/**
 * Issue 18 on the server: encounter packs, sessions started on a device, and device turns that the
 * server replays with its own engine (never trusting a device's patient text or grade).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encounterPack } from '../../contract/encounter-packs';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { gradeEncounter } from '../../engine/grader/grade';
import { createPatientEngine, type ChatTurn } from '../../engine/patient/engine';
import { chatMessages } from '../../server/db/schema/practice';
import { batteryCases, signUp, seededApp, apiCaller, type SignedUp, type TestApp } from '../support/test-app';
import { hangBound } from '../support/hang-bound';

let t: TestApp;
let learner: SignedUp;
let other: SignedUp;
const library = loadCases();
const appendicitis = library.find((c) => c.id === 'acute-appendicitis')!;

beforeAll(async () => {
  ({ t, learner } = await seededApp(library));
  other = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

const call = apiCaller(
  () => t.app,
  () => learner.accessToken,
);

async function startOnDevice(scenarioId: string, token = learner.accessToken) {
  const practiceSessionId = randomUUID();
  const res = await call('POST', '/practice-sessions', { scenarioId, practiceSessionId }, token);
  expect(res.statusCode).toBe(200);
  expect(res.json().practiceSessionId).toBe(practiceSessionId);
  return practiceSessionId;
}

const deviceTurn = (sessionId: string, body: object, token = learner.accessToken) =>
  call('POST', `/practice-sessions/${sessionId}/device-turns`, body, token);

const transcript = async (sessionId: string) =>
  (await call('GET', `/practice-sessions/${sessionId}/chat-messages`)).json().data as {
    id: string;
    sender: 'user' | 'ai';
    content: string;
    createdAt: string;
  }[];

describe('encounter packs', () => {
  it('needs a signed-in learner', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/encounter-packs/manifest' });
    expect(res.statusCode).toBe(401);
  });

  it('lists every case with its version and size, and serves packs that parse against the contract', async () => {
    const manifest = (await call('GET', '/encounter-packs/manifest')).json();
    expect(manifest.data).toHaveLength(library.length);
    expect(manifest.totalBytes).toBe(
      manifest.data.reduce((sum: number, e: { bytes: number }) => sum + e.bytes, 0),
    );
    const one = (await call('GET', `/encounter-packs/${appendicitis.id}`)).json().data;
    expect(encounterPack.safeParse(one).success).toBe(true);
    expect(one.case).toEqual(appendicitis);
    const entry = manifest.data.find((e: { scenarioId: string }) => e.scenarioId === appendicitis.id);
    expect(entry.contentVersion).toBe(one.contentVersion);
    expect(entry.bytes).toBe(Buffer.byteLength(JSON.stringify(one), 'utf8'));
  });

  it('serves a batch in the order asked, leaves unknown ids out, and bounds the batch', async () => {
    const ids = [library[3]!.id, 'no-such-case', library[1]!.id];
    const batch = (await call('GET', `/encounter-packs?ids=${ids.join(',')}`)).json().data;
    expect(batch.map((p: { scenarioId: string }) => p.scenarioId)).toEqual([library[3]!.id, library[1]!.id]);
    const tooMany = await call(
      'GET',
      `/encounter-packs?ids=${library
        .slice(0, 41)
        .map((c) => c.id)
        .join(',')}`,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('한 번에 40개까지 받을 수 있습니다.');
    const missing = await call('GET', '/encounter-packs/no-such-case');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('증례를 찾을 수 없습니다.');
  });
});

describe('a session started on the device', () => {
  it('is created with the device id, and a start sent again answers the same session', async () => {
    const id = await startOnDevice(library[5]!.id);
    const again = await call('POST', '/practice-sessions', {
      scenarioId: library[5]!.id,
      practiceSessionId: id,
    });
    expect(again.json()).toMatchObject({ practiceSessionId: id, isResumed: true, status: 'active' });
  });

  it("refuses another learner's session id as not found", async () => {
    const id = await startOnDevice(library[6]!.id);
    const stolen = await call(
      'POST',
      '/practice-sessions',
      { scenarioId: library[6]!.id, practiceSessionId: id },
      other.accessToken,
    );
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error).toBe('실습 세션을 찾을 수 없습니다.');
  });
});

describe('device turns', () => {
  it('stores the learner message with its device id and the reply the server engine writes', async () => {
    const id = await startOnDevice(appendicitis.id);
    const messageId = randomUUID();
    const sentAt = new Date(t.clock.now().getTime()).toISOString();
    const res = await deviceTurn(id, { messageId, messageContent: '어디가 불편해서 오셨어요?', sentAt });
    expect(res.statusCode).toBe(200);
    const stored = await transcript(id);
    expect(stored.map((m) => [m.sender, m.content])).toEqual([
      ['user', '어디가 불편해서 오셨어요?'],
      ['ai', appendicitis.persona.openingLine],
    ]);
    expect(stored[0]!.id).toBe(messageId);
    expect(res.json().data.map((m: { id: string }) => m.id)).toEqual(stored.map((m) => m.id));
  });

  it('delivered twice stores it once', async () => {
    const id = await startOnDevice(appendicitis.id);
    const body = {
      messageId: randomUUID(),
      messageContent: '언제부터 아프셨어요?',
      sentAt: new Date().toISOString(),
    };
    const first = await deviceTurn(id, body);
    const second = await deviceTurn(id, body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await transcript(id)).toHaveLength(2);
  });

  it('(d) ignores a forged patient reply and a forged grade sent by a client', async () => {
    const id = await startOnDevice(appendicitis.id);
    const lines = ['어디가 불편해서 오셨어요?', '언제부터 아프셨어요?', '열은 없으세요?'];
    for (const messageContent of lines) {
      const res = await deviceTurn(id, {
        messageId: randomUUID(),
        messageContent,
        sentAt: new Date().toISOString(),
        reply: '저는 아무 데도 안 아파요.',
        content: '가짜 답',
        sender: 'ai',
      });
      expect(res.statusCode).toBe(200);
    }
    const stored = await transcript(id);
    expect(stored.some((m) => m.content.includes('가짜') || m.content.includes('아무 데도'))).toBe(false);
    const engine = createPatientEngine(appendicitis);
    const history: ChatTurn[] = [];
    for (const line of lines) {
      const reply = engine.reply(history, line).text;
      history.push({ sender: 'user', content: line }, { sender: 'ai', content: reply });
    }
    expect(stored.map((m) => m.content)).toEqual(history.map((m) => m.content));

    const forged = { overallScore: 100, checklistResults: [], grader: 'model' };
    const done = await call('POST', `/practice-sessions/${id}/complete`, {
      practiceMemo: '',
      evaluation: forged,
      overallScore: 100,
    });
    expect(done.statusCode).toBe(200);
    await t.app.services.gradingQueue.drain();
    const feedback = (await call('GET', `/practice-sessions/${id}/feedback`)).json();
    expect(feedback.status).toBe('completed');
    const expected = gradeEncounter({
      caseData: appendicitis,
      messages: stored.map((m) => ({ id: m.id, sender: m.sender, content: m.content })),
      mode: t.config.gradingMode,
    });
    expect(feedback.data.overallScore).toBe(expected.overallScore);
    expect(feedback.data.overallScore).toBeLessThan(100);
  });

  it("refuses another learner's session, a message id of another session, and over-long text", async () => {
    const id = await startOnDevice(appendicitis.id);
    const messageId = randomUUID();
    const body = { messageId, messageContent: '어디가 아프세요?', sentAt: new Date().toISOString() };
    const stolen = await deviceTurn(id, body, other.accessToken);
    expect(stolen.statusCode).toBe(404);
    expect(await transcript(id)).toHaveLength(0);
    expect((await deviceTurn(id, body)).statusCode).toBe(200);
    const elsewhere = await startOnDevice(library[7]!.id);
    const reused = await deviceTurn(elsewhere, body);
    expect(reused.statusCode).toBe(409);
    const long = await deviceTurn(id, {
      ...body,
      messageId: randomUUID(),
      messageContent: '가'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('메시지는 1000자 이하로 입력해주세요.');
  });

  it('refuses a turn beyond the message limit, and one for an ended session', async () => {
    const id = await startOnDevice(library[8]!.id);
    await t.database.db.insert(chatMessages).values(
      Array.from({ length: 400 }, (_, seq) => ({
        sessionId: id,
        seq,
        sender: seq % 2 === 0 ? ('user' as const) : ('ai' as const),
        content: '네',
        createdAt: new Date(),
      })),
    );
    const body = {
      messageId: randomUUID(),
      messageContent: '어디가 아프세요?',
      sentAt: new Date().toISOString(),
    };
    const full = await deviceTurn(id, body);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('대화가 너무 길어졌습니다. 진료를 종료하고 채점을 받아보세요.');
    const ended = await startOnDevice(library[9]!.id);
    await call('POST', `/practice-sessions/${ended}/complete`, { practiceMemo: '' });
    expect((await deviceTurn(ended, body)).statusCode).toBe(409);
  });

  it('keeps the time the learner asked, bounded by the session start and now', async () => {
    const id = await startOnDevice(appendicitis.id);
    const future = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    await deviceTurn(id, { messageId: randomUUID(), messageContent: '어디가 아프세요?', sentAt: future });
    const [stored] = await transcript(id);
    expect(new Date(stored!.createdAt).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
  });

  it('answers an online turn still waiting for its reply once, whichever path finishes first', async () => {
    const id = await startOnDevice(appendicitis.id);
    const messageId = randomUUID();
    const practice = t.app.services.practice;
    const turn = await practice.prepareTurn(learner.user.userId, id, '어디가 불편해서 오셨어요?', messageId);
    const viaDevice = await deviceTurn(id, {
      messageId,
      messageContent: '어디가 불편해서 오셨어요?',
      sentAt: new Date().toISOString(),
    });
    expect(viaDevice.statusCode).toBe(200);
    // The late online reply then stores nothing, and its give-up keeps the learner's message.
    await practice.finishTurn(turn, 'late streamed words');
    await practice.abandonTurn(turn);
    const stored = await transcript(id);
    expect(stored.map((m) => m.content)).toEqual([
      '어디가 불편해서 오셨어요?',
      appendicitis.persona.openingLine,
    ]);
    // The same message sent online again is refused rather than asked twice.
    const twice = await call('POST', `/practice-sessions/${id}/chat-messages`, {
      messageContent: '어디가 불편해서 오셨어요?',
      messageId,
    });
    expect(twice.statusCode).toBe(409);
  });
});

/** A short encounter of the kind learners type, with a follow-up, an exam and an explanation. */
const SCRIPT = [
  '안녕하세요, 학생의사 김민수입니다. 성함과 나이가 어떻게 되세요?',
  '어디가 불편해서 오셨어요?',
  '언제부터 그러셨어요?',
  '얼마나 자주요?',
  '다른 증상은 없으세요?',
  '열은 없으세요?',
  '술이나 담배는 하세요?',
  '(활력징후를 확인한다)',
  '진찰 좀 해볼게요. (청진한다)',
  '궁금한 점 있으세요?',
];

describe('device and server write the same replies', () => {
  const firsts = new Map<string, Case>();
  for (const c of library) if (!firsts.has(c.secondaryCategory)) firsts.set(c.secondaryCategory, c);
  const groups = batteryCases([...firsts]);

  it(
    `for one case of each of ${groups.length} presentation groups (of ${firsts.size})`,
    async () => {
      for (const [group, c] of groups) {
        const pack = encounterPack.parse((await call('GET', `/encounter-packs/${c.id}`)).json().data);
        const device = createPatientEngine(pack.case as unknown as Case, { seed: pack.engineSeed });
        const id = await startOnDevice(c.id);
        const history: ChatTurn[] = [];
        for (const line of SCRIPT) {
          const reply = device.reply(history, line).text;
          history.push({ sender: 'user', content: line }, { sender: 'ai', content: reply });
          const res = await deviceTurn(id, {
            messageId: randomUUID(),
            messageContent: line,
            sentAt: new Date().toISOString(),
          });
          expect(res.statusCode, group).toBe(200);
        }
        const stored = await transcript(id);
        expect(
          stored.map((m) => m.content),
          `${group} (${c.id})`,
        ).toEqual(history.map((m) => m.content));
      }
    },
    hangBound(180_000),
  );
});

describe('server replay', () => {
  it('rebuilds nothing the device sent: rows come only from the engine', async () => {
    const id = await startOnDevice(appendicitis.id);
    await deviceTurn(id, {
      messageId: randomUUID(),
      messageContent: '어디가 아프세요?',
      sentAt: new Date().toISOString(),
    });
    const rows = await t.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, id));
    expect(rows.filter((r) => r.sender === 'ai')).toHaveLength(1);
  });
});
