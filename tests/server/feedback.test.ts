import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../support/test-app';

let t: TestApp;
let alice: string;
let bob: string;
let bobLogin: { email: string; password: string };
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = (await signUp(t.app, { nickname: '앨리스' })).accessToken;
  const b = await signUp(t.app, { nickname: '밥' });
  bob = b.accessToken;
  bobLogin = { email: b.email, password: b.password };
  await t.app.services.auth.ensureAdmin('board-admin@example.com', 'admin-pass-123');
  admin = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'board-admin@example.com', password: 'admin-pass-123' },
    })
  ).json().accessToken;
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1/feedback${url}`, payload, headers: token ? bearer(token) : {} });
const post = async (token: string, body: object) => {
  const res = await call('POST', '/', token, body);
  expect(res.statusCode).toBe(201);
  return res.json().data;
};

describe('feedback board', () => {
  it('answers categories without a token, in Korean', async () => {
    const res = await call('GET', '/categories', null);
    expect(res.json().data).toEqual([
      { value: 'INQUIRY', label: '문의' },
      { value: 'COMPLAINT', label: '불만' },
      { value: 'SUGGESTION', label: '제안' },
      { value: 'BUG_REPORT', label: '버그 신고' },
      { value: 'OTHER', label: '기타' },
    ]);
  });

  it('creates with defaults and keeps markup as plain text', async () => {
    const created = await post(alice, {
      title: '  <script>alert(1)</script> 제목 ',
      content: '<img src=x onerror=alert(1)> 내용입니다.',
    });
    expect(created).toMatchObject({
      title: '<script>alert(1)</script> 제목',
      category: 'INQUIRY',
      priority: 'MEDIUM',
      status: 'PENDING',
      isPublic: true,
      viewCount: 0,
      author: { nickname: '앨리스' },
      adminResponse: null,
    });
  });

  it.each([
    [{ title: '   ', content: '열 글자 이상의 내용입니다' }, '제목을 입력해주세요.'],
    [{ title: 'a'.repeat(201), content: '열 글자 이상의 내용입니다' }, '제목은 200자 이내로 입력해주세요.'],
    [{ title: '제목', content: '짧음' }, '내용을 10자 이상 입력해주세요.'],
    [{ title: '제목', content: '   ' }, '내용을 입력해주세요.'],
    [
      { title: '제목', content: '열 글자 이상의 내용입니다', category: 'PRAISE' },
      '카테고리는 문의, 불만, 제안, 버그 신고, 기타 중 하나여야 합니다.',
    ],
  ])('refuses a bad post %# in Korean', async (body, message) => {
    const res = await call('POST', '/', alice, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('shows a private post only to its author and admins, in every list, count, search and detail', async () => {
    const secret = await post(alice, {
      title: '비공개 문의 zebra',
      content: '관리자만 보셨으면 하는 내용입니다.',
      isPublic: false,
    });
    const open = await post(alice, {
      title: '공개 제안 zebra',
      content: '모두가 볼 수 있는 제안입니다.',
      category: 'SUGGESTION',
    });
    const list = async (token: string, q = '') => (await call('GET', `/?search=zebra${q}`, token)).json();
    const ids = (body: { feedbacks: { feedbackId: string }[] }) =>
      body.feedbacks.map((f) => f.feedbackId).sort();

    expect(ids(await list(alice))).toEqual([secret.feedbackId, open.feedbackId].sort());
    expect(ids(await list(admin))).toEqual([secret.feedbackId, open.feedbackId].sort());
    const forBob = await list(bob);
    expect(ids(forBob)).toEqual([open.feedbackId]);
    expect(forBob.pagination.totalItems).toBe(1);
    expect((await call('GET', `/${secret.feedbackId}`, bob)).statusCode).toBe(404);
    expect((await call('GET', '/not-a-post-id', bob)).statusCode).toBe(404);
    expect((await call('PUT', `/${secret.feedbackId}`, bob, { title: '탈취' })).statusCode).toBe(404);
    expect((await call('DELETE', `/${secret.feedbackId}`, bob)).statusCode).toBe(404);
    expect((await call('GET', `/${secret.feedbackId}`, alice)).statusCode).toBe(200);
    expect((await call('GET', `/${secret.feedbackId}`, admin)).statusCode).toBe(200);
    const mine = (await call('GET', '/my', bob)).json();
    expect(mine.feedbacks).toEqual([]);
  });

  it('lets only the author edit or delete', async () => {
    const item = await post(alice, { title: '수정할 글', content: '처음 쓴 내용입니다. 열 자 이상.' });
    const byBob = await call('PUT', `/${item.feedbackId}`, bob, { title: '남의 글' });
    expect(byBob.statusCode).toBe(403);
    expect(byBob.json().error).toBe('작성자만 수정하거나 삭제할 수 있습니다.');
    expect((await call('DELETE', `/${item.feedbackId}`, admin)).statusCode).toBe(403);
    const edited = await call('PUT', `/${item.feedbackId}`, alice, { title: '고친 제목', isPublic: false });
    expect(edited.json().data).toMatchObject({ title: '고친 제목', isPublic: false });
    expect((await call('DELETE', `/${item.feedbackId}`, alice)).statusCode).toBe(200);
    expect((await call('GET', `/${item.feedbackId}`, alice)).statusCode).toBe(404);
  });

  it('lets admins answer and set the status, recording who and when; learners get 403', async () => {
    const item = await post(bob, {
      title: '버그',
      content: '채점 화면이 멈춰요. 확인 부탁드립니다.',
      category: 'BUG_REPORT',
      priority: 'HIGH',
    });
    const learner = await call('POST', `/${item.feedbackId}/admin-response`, bob, {
      adminResponse: '셀프 답변',
      status: 'RESOLVED',
    });
    expect(learner.statusCode).toBe(403);
    const blank = await call('POST', `/${item.feedbackId}/admin-response`, admin, {
      adminResponse: '   ',
      status: 'RESOLVED',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('답변 내용을 입력해주세요.');
    const answered = await call('POST', `/${item.feedbackId}/admin-response`, admin, {
      adminResponse: '  수정했습니다. ',
      status: 'RESOLVED',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      ok: true,
      data: { adminResponse: '수정했습니다.', status: 'RESOLVED', admin: { nickname: '관리자' } },
    });
    const seen = (await call('GET', `/${item.feedbackId}`, bob)).json().data;
    expect(seen.respondedAt).toBe(t.clock.now().toISOString());
  });

  it('filters, sorts by priority and pages; priority filtering is for admins', async () => {
    const levels = ['LOW', 'URGENT', 'MEDIUM', 'HIGH'] as const;
    for (const priority of levels)
      await post(bob, {
        title: `우선순위 ${priority} kiwi`,
        content: '우선순위 정렬 확인용 글입니다.',
        priority,
        category: 'OTHER',
      });
    const sorted = (await call('GET', '/?search=kiwi&sort=priority&order=desc', admin)).json();
    expect(sorted.feedbacks.map((f: { priority: string }) => f.priority)).toEqual([
      'URGENT',
      'HIGH',
      'MEDIUM',
      'LOW',
    ]);
    const urgentOnly = (await call('GET', '/?search=kiwi&priority=URGENT', admin)).json();
    expect(urgentOnly.feedbacks).toHaveLength(1);
    const learnerIgnored = (await call('GET', '/?search=kiwi&priority=URGENT', alice)).json();
    expect(learnerIgnored.feedbacks).toHaveLength(4);
    const paged = (await call('GET', '/?search=kiwi&limit=3&page=2&category=OTHER&status=', alice)).json();
    expect(paged.feedbacks).toHaveLength(1);
    expect(paged.pagination).toEqual({ currentPage: 2, totalPages: 2, totalItems: 4, itemsPerPage: 3 });
  });

  it('counts a view once per viewer per Korean day', async () => {
    const item = await post(alice, { title: '조회수', content: '조회수를 세는 글입니다. 열 자 이상.' });
    for (let i = 0; i < 3; i += 1) await call('GET', `/${item.feedbackId}`, bob);
    await call('GET', `/${item.feedbackId}`, alice);
    await call('GET', `/${item.feedbackId}`, admin);
    expect((await call('GET', `/${item.feedbackId}`, bob)).json().data.viewCount).toBe(2);
    // Next day (a new sign-in: the old access token has expired by then).
    t.clock.advance(24 * 3_600_000);
    const nextDay = (
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: bobLogin })
    ).json().accessToken;
    expect((await call('GET', `/${item.feedbackId}`, nextDay)).json().data.viewCount).toBe(3);
    expect((await call('GET', `/${item.feedbackId}`, nextDay)).json().data.viewCount).toBe(3);
  });

  it('needs a token for everything but categories', async () => {
    expect((await call('GET', '/', null)).statusCode).toBe(401);
    expect((await call('POST', '/', null, { title: 'x', content: '열 글자 이상입니다' })).statusCode).toBe(
      401,
    );
  });
});
