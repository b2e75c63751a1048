import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import { bearer, uniqueEmail, seededApp, apiCaller, type SignedUp, type TestApp } from '../support/test-app';

/** Input an adversary sends on purpose: control characters, oversized values, framework errors. */
let t: TestApp;
let learner: SignedUp;
const library = loadCases();
const caseId = 'acute-appendicitis';

beforeAll(async () => {
  ({ t, learner } = await seededApp(library));
});
afterAll(async () => {
  await t?.close();
});

/** Without a token unless one is passed: the adversary is often not signed in. */
const call = apiCaller(
  () => t.app,
  () => null,
);

const NUL = '\u0000';

describe('a NUL character', () => {
  it('in a feedback title or content answers 400 in Korean and stores nothing', async () => {
    const title = await call(
      'POST',
      '/feedback',
      { title: `제목${NUL}`, content: '내용은 열 글자 이상입니다.', category: 'INQUIRY' },
      learner.accessToken,
    );
    expect(title.statusCode).toBe(400);
    expect(title.json()).toEqual({
      error: '제목에 사용할 수 없는 문자(NUL)가 들어 있습니다. 해당 문자를 지우고 다시 시도해주세요.',
      code: 'INVALID_CHARACTER',
    });
    const content = await call(
      'POST',
      '/feedback',
      { title: '제목', content: `내용은 열 글자 이상입니다.${NUL}`, category: 'INQUIRY' },
      learner.accessToken,
    );
    expect(content.statusCode).toBe(400);
    expect(content.json().error).toMatch(/^내용에 사용할 수 없는 문자/);
    const mine = await call('GET', '/feedback/my', undefined, learner.accessToken);
    expect(mine.json().pagination.totalItems).toBe(0);
  });

  it('in a query string (feedback search, case search) answers 400, not 500', async () => {
    for (const url of ['/feedback?search=a%00b', '/cases?search=%00', '/cases?search=%EB%B3%B5%00']) {
      const res = await call('GET', url, undefined, learner.accessToken);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        error: '검색어에 사용할 수 없는 문자(NUL)가 들어 있습니다. 해당 문자를 지우고 다시 시도해주세요.',
        code: 'INVALID_CHARACTER',
      });
    }
  });

  it('in a sign-up name or a nickname is refused and no account or change is stored', async () => {
    const email = uniqueEmail('nul');
    const reg = await call('POST', '/auth/register', {
      fullName: `김${NUL}학생`,
      nickname: '닉네임',
      email,
      password: 'correct-horse-9',
    });
    expect(reg.statusCode).toBe(400);
    expect(reg.json().error).toMatch(/^이름에 사용할 수 없는 문자/);
    const login = await call('POST', '/auth/login', { email, password: 'correct-horse-9' });
    expect(login.statusCode).toBe(401);

    const nick = await call('PUT', '/users/me/profile', { nickname: `새${NUL}` }, learner.accessToken);
    expect(nick.statusCode).toBe(400);
    expect(nick.json().error).toMatch(/^닉네임에 사용할 수 없는 문자/);
    const me = await call('GET', '/users/me', undefined, learner.accessToken);
    expect(me.json().data.nickname).toBe('열공의대생');
  });

  it('in a chat message or a memo is refused and the conversation and note stay as they were', async () => {
    const started = await call(
      'POST',
      '/practice-sessions',
      { scenarioId: caseId, practiceMode: 'chat' },
      learner.accessToken,
    );
    expect(started.statusCode).toBe(200);
    const sessionId = started.json().practiceSessionId as string;
    const chat = await call(
      'POST',
      `/practice-sessions/${sessionId}/chat-messages`,
      { messageContent: `어디가 아프세요?${NUL}` },
      learner.accessToken,
    );
    expect(chat.statusCode).toBe(400);
    expect(chat.json().error).toMatch(/^메시지에 사용할 수 없는 문자/);
    const messages = await call(
      'GET',
      `/practice-sessions/${sessionId}/chat-messages`,
      undefined,
      learner.accessToken,
    );
    expect(messages.json().data).toEqual([]);

    const complete = await call(
      'POST',
      `/practice-sessions/${sessionId}/complete`,
      { practiceMemo: `메모${NUL}` },
      learner.accessToken,
    );
    expect(complete.statusCode).toBe(400);
    expect(complete.json().code).toBe('INVALID_CHARACTER');
    const session = await call('GET', `/practice-sessions/${sessionId}`, undefined, learner.accessToken);
    expect(session.json().data?.status ?? session.json().status).not.toBe('COMPLETED');

    const memo = await call(
      'PUT',
      `/my-notes/incorrect-notes/${caseId}`,
      { userMemo: `a${NUL}` },
      learner.accessToken,
    );
    expect(memo.statusCode).toBe(400);
    expect(memo.json().error).toMatch(/^메모에 사용할 수 없는 문자/);
  });

  it('in a path parameter or an object key is refused too', async () => {
    const path = await call('GET', '/cases/abc%00def', undefined, learner.accessToken);
    expect(path.statusCode).toBe(400);
    expect(path.json().code).toBe('INVALID_CHARACTER');
    const key = await call('PUT', '/users/me/profile', { [`nick${NUL}`]: 'x' }, learner.accessToken);
    expect(key.statusCode).toBe(400);
    expect(key.json().code).toBe('INVALID_CHARACTER');
  });
});

describe("Fastify's own errors", () => {
  it('answer in the catalogue: too-long path parameter, malformed URL, unknown path, too-large body', async () => {
    const long = await call('GET', `/cases/${'a'.repeat(500)}`, undefined, learner.accessToken);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: '요청 주소가 너무 깁니다.', code: 'URI_TOO_LONG' });

    const malformed = await call('GET', '/cases/%E0%A4%A', undefined, learner.accessToken);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: '요청 주소가 올바르지 않습니다.', code: 'BAD_URL' });

    const unknown = await call('DELETE', '/no-such-thing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('ROUTE_NOT_FOUND');

    const big = await call('POST', '/auth/login', { email: 'a@b.kr', password: 'x'.repeat(1_100_000) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: '요청이 너무 큽니다.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answer in the catalogue when Node refuses the request itself (bad request line, huge headers)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(text));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    const garbage = await raw('HELLO WORLD\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4))).toEqual({
      error: '요청을 처리할 수 없습니다. 요청 형식을 확인해주세요.',
      code: 'BAD_REQUEST',
    });
    const huge = await raw(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toEqual({
      error: '요청 헤더가 너무 큽니다.',
      code: 'HEADERS_TOO_LARGE',
    });
  });

  it('a password of a million characters is refused as too long, not as missing', async () => {
    const res = await call('POST', '/auth/login', { email: learner.email, password: 'x'.repeat(1_000_000) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: '비밀번호가 너무 깁니다. 128자 이하로 입력해주세요.',
      code: 'VALIDATION',
    });
    for (const [method, url, payload] of [
      ['PUT', '/users/me/password', { currentPassword: 'x'.repeat(1000), newPassword: 'another-pass-1' }],
      ['DELETE', '/users/me', { password: 'x'.repeat(1000) }],
    ] as const) {
      const other = await t.app.inject({
        method,
        url: `/api/v1${url}`,
        payload,
        headers: bearer(learner.accessToken),
      });
      expect(other.statusCode, url).toBe(400);
      expect(other.json().error, url).toBe('비밀번호가 너무 깁니다. 128자 이하로 입력해주세요.');
    }
  });
});
