import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import { batteryCases, signUp, seededApp, apiCaller, type SignedUp, type TestApp } from '../support/test-app';
import { parseStream } from '../support/sse';

let t: TestApp;
let learner: SignedUp;
const library = loadCases();
const appendicitis = library.find((c) => c.id === 'acute-appendicitis')!;

beforeAll(async () => {
  ({ t, learner } = await seededApp(library));
});
afterAll(async () => {
  await t?.close();
});

const call = apiCaller(
  () => t.app,
  () => learner.accessToken,
);

async function start(scenarioId = appendicitis.id, token = learner.accessToken) {
  const res = await call('POST', '/practice-sessions', { scenarioId, practiceMode: 'chat' }, token);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const say = (sessionId: string, messageContent: string, token = learner.accessToken) =>
  call('POST', `/practice-sessions/${sessionId}/chat-messages`, { messageContent }, token);

describe('practice sessions', () => {
  it('starts a session, then resumes the same unfinished one', async () => {
    const first = await start();
    expect(first).toMatchObject({
      scenarioId: appendicitis.id,
      scenario: { scenarioId: appendicitis.id, name: appendicitis.name },
      practiceMode: 'chat',
      status: 'active',
      isResumed: false,
    });
    const again = await start();
    expect(again.isResumed).toBe(true);
    expect(again.practiceSessionId).toBe(first.practiceSessionId);
  });

  it('streams the patient reply and stores both messages with their chatLogId', async () => {
    const { practiceSessionId } = await start(library[1]!.id);
    const res = await say(practiceSessionId, '어디가 불편해서 오셨어요?');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const stream = parseStream(res.body);
    expect(stream.done).toBe(true);
    expect(stream.errors).toEqual([]);
    expect(stream.text).toBe(library[1]!.persona.openingLine);
    const messages = (await call('GET', `/practice-sessions/${practiceSessionId}/chat-messages`)).json().data;
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ sender: 'user', content: '어디가 불편해서 오셨어요?' });
    expect(messages[1]).toMatchObject({ sender: 'ai', content: stream.text });
    expect(messages[0].chatLogId).toBe(messages[0].id);
    expect(messages[1].chatLogId).not.toBe(messages[0].chatLogId);
  });

  it('holds a consistent encounter: a repeated question gets the same facts', async () => {
    const { practiceSessionId } = await start(library[2]!.id);
    const a = parseStream((await say(practiceSessionId, '언제부터 그러셨어요?')).body).text;
    const b = parseStream((await say(practiceSessionId, '언제부터 그러셨어요?')).body).text;
    expect(a.length).toBeGreaterThan(0);
    // Asked again, the patient says so and repeats briefly: the first answer's first sentence, and
    // nothing the first answer did not say.
    const sentences = (text: string) => text.split(/(?<=[.?!])\s+/).filter(Boolean);
    const [first] = sentences(a);
    expect(b).toContain(first);
    const said = new Set(sentences(a));
    const repeated = sentences(b).filter((sentence) => !sentence.endsWith('...'));
    expect(repeated.length).toBeGreaterThan(0);
    for (const sentence of repeated) expect(said.has(sentence) || sentence.endsWith(first!)).toBe(true);
  });

  it('refuses a blank message and one over 1000 characters with 400 in Korean', async () => {
    const { practiceSessionId } = await start(library[3]!.id);
    const blank = await say(practiceSessionId, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('메시지를 입력해주세요.');
    const long = await say(practiceSessionId, '가'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('메시지는 1000자 이하로 입력해주세요.');
  });

  it('completes with the memo, then refuses messages with 409; completing again is harmless', async () => {
    const { practiceSessionId } = await start(library[4]!.id);
    await say(practiceSessionId, '안녕하세요');
    const done = await call('POST', `/practice-sessions/${practiceSessionId}/complete`, {
      practiceMemo: '감별: A, B',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'completed', practiceMemo: '감별: A, B' });
    const late = await say(practiceSessionId, '하나 더 여쭤볼게요');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(/종료된 실습/);
    const again = await call('POST', `/practice-sessions/${practiceSessionId}/complete`, {
      practiceMemo: '바뀐 메모',
    });
    expect(again.json().data.practiceMemo).toBe('감별: A, B');
    // A completed session is not resumed: starting again opens a new one.
    const next = await start(library[4]!.id);
    expect(next.isResumed).toBe(false);
    expect(next.practiceSessionId).not.toBe(practiceSessionId);
  });

  it('hides a session from everyone but its owner (404)', async () => {
    const { practiceSessionId } = await start(library[5]!.id);
    const stranger = await signUp(t.app);
    for (const res of [
      await call('GET', `/practice-sessions/${practiceSessionId}`, undefined, stranger.accessToken),
      await call(
        'GET',
        `/practice-sessions/${practiceSessionId}/chat-messages`,
        undefined,
        stranger.accessToken,
      ),
      await say(practiceSessionId, '안녕하세요', stranger.accessToken),
      await call('POST', `/practice-sessions/${practiceSessionId}/complete`, {}, stranger.accessToken),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('실습 세션을 찾을 수 없습니다.');
    }
    expect((await call('GET', '/practice-sessions/not-a-uuid')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown case and 401 without a token', async () => {
    const res = await call('POST', '/practice-sessions', { scenarioId: 'no-such-case' });
    expect(res.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/practice-sessions',
      payload: { scenarioId: appendicitis.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a full encounter by API', () => {
  // One case of every presentation through the whole HTTP path; the engine itself is exercised
  // on every case of the library by its own (much faster) tests in engine/.
  const onePerPresentation = batteryCases([
    ...new Map(library.map((c) => [c.secondaryCategory, c])).values(),
  ]);

  it(
    `answers a basic interview on one case of each of ${onePerPresentation.length} presentations without error`,
    { timeout: 180_000 },
    async () => {
      const questions = [
        '안녕하세요, 저는 의대생 김철수입니다. 성함과 나이가 어떻게 되세요?',
        '어디가 불편해서 오셨어요?',
        '언제부터 그러셨어요?',
        '열은 없으세요?',
        '(활력징후를 확인한다)',
        '가족 중에 비슷한 병을 앓은 분이 있나요?',
        '궁금한 점 있으세요?',
      ];
      for (const c of onePerPresentation) {
        const { practiceSessionId } = await start(c.id);
        for (const q of questions) {
          const res = await say(practiceSessionId, q);
          expect(res.statusCode, `${c.id}: ${q}`).toBe(200);
          const stream = parseStream(res.body);
          expect(stream.done, `${c.id}: ${q}`).toBe(true);
          expect(stream.text.trim().length, `${c.id}: ${q}`).toBeGreaterThan(0);
        }
        const done = await call('POST', `/practice-sessions/${practiceSessionId}/complete`, {
          practiceMemo: '',
        });
        expect(done.statusCode).toBe(200);
      }
    },
  );
});
