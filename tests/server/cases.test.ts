import { and, eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caseListAnswer, scenario, type Scenario } from '../../contract/cases';
import { loadCases } from '../../content/load';
import { PRESENTATIONS } from '../../content/vocabulary';
import { practiceSessions } from '../../server/db/schema/practice';
import { COMPRESS_THRESHOLD_BYTES } from '../../server/plugins/compression';
import { bearer, signUp, seededApp, type TestApp } from '../support/test-app';

let t: TestApp;
let token: string;
let userId: string;
const library = loadCases();

beforeAll(async () => {
  const { t: app, learner: s } = await seededApp(library);
  t = app;
  token = s.accessToken;
  userId = s.user.userId;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });

describe('GET /cases', () => {
  it('answers every case with its door card and no facts when asked for 1000', async () => {
    const res = await get('/cases?limit=1000');
    expect(res.statusCode).toBe(200);
    const { data, pagination } = res.json();
    expect(data).toHaveLength(library.length);
    expect(pagination).toMatchObject({ currentPage: 1, totalItems: library.length, itemsPerPage: 1000 });
    for (const c of data) {
      for (const field of [
        'scenarioId',
        'name',
        'age',
        'sex',
        'presentingComplaint',
        'bloodPressure',
        'pulse',
        'respiration',
        'temperature',
        'description',
      ]) {
        expect(c[field], `${c.scenarioId}.${field}`).toBeDefined();
      }
      expect(c).not.toHaveProperty('history');
      expect(c).not.toHaveProperty('exam');
    }
    // Nothing of the facts leaks in the serialized answer.
    const first = library[0]!;
    const anyFact = Object.values(first.history)[0]!;
    expect(res.body).not.toContain(anyFact);
  });

  it('pages', async () => {
    const page2 = (await get('/cases?limit=3&page=2')).json();
    expect(page2.data).toHaveLength(Math.min(3, Math.max(0, library.length - 3)));
    expect(page2.pagination.totalPages).toBe(Math.ceil(library.length / 3));
  });

  it('searches by initial consonants and ignores spaces', async () => {
    const target = library[0]!;
    const { getChoseong } = await import('es-hangul');
    const initials = getChoseong(target.name.replace(/\s+/g, '')).slice(0, 3);
    const byInitials = (await get(`/cases?limit=1000&search=${encodeURIComponent(initials)}`)).json();
    expect(byInitials.data.map((c: { scenarioId: string }) => c.scenarioId)).toContain(target.id);
    const spaced = target.name.split('').join(' ');
    const bySpaced = (await get(`/cases?limit=1000&search=${encodeURIComponent(spaced)}`)).json();
    expect(bySpaced.data.map((c: { scenarioId: string }) => c.scenarioId)).toContain(target.id);
    const none = (await get(`/cases?search=${encodeURIComponent('존재하지않는질환명')}`)).json();
    expect(none.data).toEqual([]);
  });

  it('searches by English name and abbreviation, word by word, and answers the English names', async () => {
    const ids = async (search: string) =>
      (await get(`/cases?limit=1000&search=${encodeURIComponent(search)}`))
        .json()
        .data.map((c: { scenarioId: string }) => c.scenarioId);
    expect(await ids('appendicitis')).toEqual(['acute-appendicitis']);
    expect(await ids('APPEND')).toEqual(['acute-appendicitis']);
    expect(await ids('dka')).toEqual(['diabetic-ketoacidosis']);
    expect(await ids('BPPV')).toEqual(['benign-paroxysmal-positional-vertigo']);
    expect((await ids('stemi')).sort()).toEqual([
      'acute-myocardial-infarction',
      'inferior-myocardial-infarction-vomiting',
    ]);
    expect((await ids('nstemi')).sort()).toEqual([
      'nstemi-dyspnea-anginal-equivalent',
      'nstemi-referred-neck-jaw-pain',
    ]);
    // Word beginnings only: 'pendicitis' is inside a word.
    expect(await ids('pendicitis')).toEqual([]);
    // Korean and 초성 still answer as before.
    expect(await ids('급성 충수')).toEqual(['acute-appendicitis']);
    const dka = (await get('/cases/diabetic-ketoacidosis')).json().data;
    expect(dka).toMatchObject({ englishName: 'Diabetic ketoacidosis', englishAliases: ['DKA'] });
    const appendix = (await get('/cases/acute-appendicitis')).json().data;
    expect(appendix).toMatchObject({ englishName: 'Acute appendicitis', englishAliases: [] });
  });

  it('filters by comma-joined categories (primary or secondary)', async () => {
    const a = library[0]!;
    const res = (
      await get(`/cases?limit=1000&category=${encodeURIComponent(`${a.secondaryCategory},없는분류`)}`)
    ).json();
    expect(res.data.length).toBeGreaterThan(0);
    expect(
      res.data.every((c: { secondaryCategory: string }) => c.secondaryCategory === a.secondaryCategory),
    ).toBe(true);
    const byPrimary = (
      await get(`/cases?limit=1000&category=${encodeURIComponent(a.primaryCategory)}`)
    ).json();
    expect(
      byPrimary.data.every((c: { primaryCategory: string }) => c.primaryCategory === a.primaryCategory),
    ).toBe(true);
  });

  it('filters by status and counts completed sessions as learningCount', async () => {
    const [done, other] = library;
    await t.database.db.insert(practiceSessions).values({
      userId,
      scenarioId: done!.id,
      status: 'completed',
      startedAt: t.clock.now(),
      completedAt: t.clock.now(),
      overallScore: 72,
    });
    const completed = (await get('/cases?limit=1000&status=completed')).json();
    expect(completed.data.map((c: { scenarioId: string }) => c.scenarioId)).toEqual([done!.id]);
    expect(completed.data[0]).toMatchObject({ learningCount: 1, bestScore: 72 });
    const incomplete = (await get('/cases?limit=1000&status=incomplete')).json();
    expect(incomplete.data).toHaveLength(library.length - 1);
    expect(incomplete.data.map((c: { scenarioId: string }) => c.scenarioId)).toContain(other!.id);
  });

  it('keeps the contract: exact fields in order, and each learner figure as GET /cases/{id} gives it', async () => {
    const [, , third] = library;
    const at = t.clock.now();
    await t.database.db.insert(practiceSessions).values([
      {
        userId,
        scenarioId: third!.id,
        status: 'completed',
        startedAt: at,
        completedAt: at,
        overallScore: 55,
      },
      {
        userId,
        scenarioId: third!.id,
        status: 'completed',
        startedAt: at,
        completedAt: at,
        overallScore: 81,
      },
      // An unfinished session counts towards no learningCount.
      { userId, scenarioId: third!.id, status: 'active', startedAt: at },
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/cases/${third!.id}/bookmark`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);
    const res = await get('/cases?limit=1000');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    const strict = caseListAnswer.extend({ data: z.array(scenario.strict()) }).strict();
    expect(strict.parse(body)).toEqual(body);
    const fields = Object.keys(scenario.shape);
    for (const c of body.data) expect(Object.keys(c)).toEqual(fields);
    const listed = body.data.find((c: Scenario) => c.scenarioId === third!.id);
    expect(listed).toMatchObject({ learningCount: 2, bestScore: 81, isBookmarked: true });
    expect((await get(`/cases/${third!.id}`)).json().data).toEqual(listed);
    const untouched = body.data.find((c: Scenario) => c.scenarioId === library.at(-1)!.id);
    expect(untouched).toMatchObject({ learningCount: 0, bestScore: null, isBookmarked: false });
    expect((await get(`/cases/${library.at(-1)!.id}`)).json().data).toEqual(untouched);
    const bookmarked = (await get('/cases?limit=1000&status=bookmarked')).json();
    expect(bookmarked.data.map((c: Scenario) => c.scenarioId)).toEqual([third!.id]);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cases/${third!.id}/bookmark`,
      headers: bearer(token),
    });
  });

  it('refuses bad query values with Korean messages', async () => {
    for (const url of ['/cases?limit=1001', '/cases?limit=0', '/cases?page=abc', '/cases?status=weird']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatch(/[가-힣]/);
    }
  });

  it('needs a signed-in learner', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cases' })).statusCode).toBe(401);
  });
});

describe('GET /cases/{id} and categories', () => {
  it('answers one case, or 404 in Korean', async () => {
    const a = library[0]!;
    expect((await get(`/cases/${a.id}`)).json().data).toMatchObject({ scenarioId: a.id, name: a.name });
    const missing = await get('/cases/no-such-case');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('증례를 찾을 수 없습니다.');
  });

  it('gives an infant’s age in months beside its years, and null from two years on', async () => {
    const { data } = (await get('/cases?limit=1000')).json();
    const byId = new Map(data.map((c: { scenarioId: string }) => [c.scenarioId, c]));
    expect(byId.get('infant-vaccination-2-months')).toMatchObject({ age: 0, ageMonths: 2, patientAge: 0 });
    expect(byId.get('simple-febrile-seizure')).toMatchObject({ age: 1, ageMonths: 18 });
    expect(byId.get(library.find((c) => c.doorCard.age >= 2)!.id)).toMatchObject({ ageMonths: null });
    expect((await get('/cases/hypertrophic-pyloric-stenosis')).json().data).toMatchObject({
      age: 0,
      ageMonths: 1,
    });
  });

  it('lists categories with their presentations and cases', async () => {
    const { data } = (await get('/cases/categories')).json();
    const total = data.reduce((n: number, e: { caseCount: number }) => n + e.caseCount, 0);
    expect(total).toBe(library.length);
    for (const entry of data) {
      expect(Object.keys(PRESENTATIONS)).toContain(entry.primaryCategory);
      expect(entry.scenarios).toHaveLength(entry.caseCount);
    }
    const primary = data[0].primaryCategory;
    const subs = (await get(`/cases/categories/${encodeURIComponent(primary)}/subcategories`)).json();
    expect(subs.data).toEqual(data[0].secondaryCategories);
    expect((await get(`/cases/categories/${encodeURIComponent('없는계통')}/subcategories`)).statusCode).toBe(
      404,
    );
  });
});

describe('bookmarks', () => {
  it('adds and removes idempotently and shows in the list', async () => {
    const a = library[1]!;
    const url = `/api/v1/cases/${a.id}/bookmark`;
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(token) });
      expect(res.json().data).toEqual({ scenarioId: a.id, isBookmarked: true });
    }
    const marked = (await get('/cases?limit=1000&status=bookmarked')).json();
    expect(marked.data.map((c: { scenarioId: string }) => c.scenarioId)).toEqual([a.id]);
    expect(marked.data[0].isBookmarked).toBe(true);
    expect(marked.data[0].ageMonths).toBe(a.doorCard.ageMonths ?? null);
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
      expect(res.json().data).toEqual({ scenarioId: a.id, isBookmarked: false });
    }
    expect((await get('/cases?status=bookmarked')).json().data).toEqual([]);
  });

  it('answers 404 for an unknown case', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cases/nope/bookmark',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(404);
  });

  it('keeps bookmarks per learner', async () => {
    const other = await signUp(t.app);
    const a = library[2]!;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/cases/${a.id}/bookmark`,
      headers: bearer(other.accessToken),
    });
    expect((await get('/cases?status=bookmarked')).json().data).toEqual([]);
  });
});

describe('GET /cases compressed and kept between requests', () => {
  const list = async (accessToken: string, url = '/cases?limit=1000', encoding = 'identity') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { ...bearer(accessToken), 'accept-encoding': encoding },
    });
  /**
   * The list as the learner reads it, asked for in every encoding: all three must say the same
   * (an answer under the compression threshold goes uncompressed in all three).
   */
  const everyEncoding = async (accessToken: string, url = '/cases?limit=1000') => {
    const raw = await list(accessToken, url, 'identity');
    const br = await list(accessToken, url, 'br');
    const gzip = await list(accessToken, url, 'gzip, deflate');
    const compressed = raw.rawPayload.length >= COMPRESS_THRESHOLD_BYTES;
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe(compressed ? 'br' : undefined);
    expect(gzip.headers['content-encoding']).toBe(compressed ? 'gzip' : undefined);
    expect((compressed ? brotliDecompressSync(br.rawPayload) : br.rawPayload).toString()).toBe(raw.body);
    expect((compressed ? gunzipSync(gzip.rawPayload) : gzip.rawPayload).toString()).toBe(raw.body);
    return raw.json() as { data: Scenario[]; pagination: { totalItems: number } };
  };
  const figures = (answer: { data: Scenario[] }, id: string) => {
    const c = answer.data.find((s) => s.scenarioId === id)!;
    return { learningCount: c.learningCount, isBookmarked: c.isBookmarked, bestScore: c.bestScore };
  };

  it('sends the whole list compressed as the client asks, with Vary and its exact length', async () => {
    const learner = await signUp(t.app);
    const raw = await list(learner.accessToken);
    for (const [accept, sent] of [
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['*', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
    ] as const) {
      const res = await list(learner.accessToken, '/cases?limit=1000', accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(sent);
      expect(res.headers['content-type'], accept).toBe('application/json; charset=utf-8');
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length']), accept).toBe(res.rawPayload.length);
      const body =
        sent === 'br'
          ? brotliDecompressSync(res.rawPayload)
          : sent === 'gzip'
            ? gunzipSync(res.rawPayload)
            : res.rawPayload;
      expect(body.toString(), accept).toBe(raw.body);
    }
    // The whole library stays under 80 KB on the wire (issue 21).
    expect((await list(learner.accessToken, '/cases?limit=1000', 'br')).rawPayload.length).toBeLessThan(
      80_000,
    );
    expect((await list(learner.accessToken, '/cases?limit=1000', 'gzip')).rawPayload.length).toBeLessThan(
      80_000,
    );
    // An answer under the threshold goes as it is.
    const none = await list(
      learner.accessToken,
      `/cases?search=${encodeURIComponent('존재하지않는질환명')}`,
      'br',
    );
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json().data).toEqual([]);
  });

  it('answers each change of a learner’s bookmarks, sessions and scores at once, in every encoding', async () => {
    const learner = await signUp(t.app);
    const [a, b] = [library[5]!, library[6]!];
    const before = await everyEncoding(learner.accessToken);
    expect(figures(before, a.id)).toEqual({ learningCount: 0, isBookmarked: false, bestScore: null });

    const url = `/api/v1/cases/${a.id}/bookmark`;
    await t.app.inject({ method: 'POST', url, headers: bearer(learner.accessToken) });
    const marked = await everyEncoding(learner.accessToken);
    expect(figures(marked, a.id)).toEqual({ learningCount: 0, isBookmarked: true, bestScore: null });
    const onlyMarked = await everyEncoding(learner.accessToken, '/cases?limit=1000&status=bookmarked');
    expect(onlyMarked.data.map((c) => c.scenarioId)).toEqual([a.id]);

    // A session finished and then graded (written where the list's service never hears of it).
    const at = t.clock.now();
    const [session] = await t.database.db
      .insert(practiceSessions)
      .values({ userId: learner.user.userId, scenarioId: b.id, status: 'active', startedAt: at })
      .returning({ id: practiceSessions.id });
    expect(figures(await everyEncoding(learner.accessToken), b.id)).toEqual({
      learningCount: 0,
      isBookmarked: false,
      bestScore: null,
    });
    await t.database.db
      .update(practiceSessions)
      .set({ status: 'completed', completedAt: at })
      .where(eq(practiceSessions.id, session!.id));
    expect(figures(await everyEncoding(learner.accessToken), b.id)).toEqual({
      learningCount: 1,
      isBookmarked: false,
      bestScore: null,
    });
    await t.database.db
      .update(practiceSessions)
      .set({ overallScore: 64 })
      .where(and(eq(practiceSessions.id, session!.id), eq(practiceSessions.userId, learner.user.userId)));
    const graded = await everyEncoding(learner.accessToken);
    expect(figures(graded, b.id)).toEqual({ learningCount: 1, isBookmarked: false, bestScore: 64 });
    const completed = await everyEncoding(learner.accessToken, '/cases?limit=1000&status=completed');
    expect(completed.data.map((c) => c.scenarioId)).toEqual([b.id]);

    await t.app.inject({ method: 'DELETE', url, headers: bearer(learner.accessToken) });
    const unmarked = await everyEncoding(learner.accessToken);
    expect(figures(unmarked, a.id)).toEqual({ learningCount: 0, isBookmarked: false, bestScore: null });
    expect(figures(unmarked, b.id)).toEqual({ learningCount: 1, isBookmarked: false, bestScore: 64 });
    expect((await everyEncoding(learner.accessToken, '/cases?limit=1000&status=bookmarked')).data).toEqual(
      [],
    );
    // Each figure as GET /cases/{id} gives it; the file's other learner never practised this case.
    expect((await get(`/cases/${b.id}`)).json().data).toMatchObject({ learningCount: 0, bestScore: null });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/cases/${b.id}`,
      headers: bearer(learner.accessToken),
    });
    expect(one.json().data).toEqual(unmarked.data.find((c) => c.scenarioId === b.id));
  });

  it('keeps one answer for learners with the same figures, and none shows another learner’s', async () => {
    const [first, second] = [await signUp(t.app), await signUp(t.app)];
    const firstList = await list(first.accessToken, '/cases?limit=1000', 'br');
    const kept = t.app.services.cases.keptListAnswers.answers;
    const secondList = await list(second.accessToken, '/cases?limit=1000', 'br');
    expect(t.app.services.cases.keptListAnswers.answers).toBe(kept);
    expect(secondList.rawPayload.equals(firstList.rawPayload)).toBe(true);

    const a = library[7]!;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/cases/${a.id}/bookmark`,
      headers: bearer(first.accessToken),
    });
    const firstMarked = (await list(first.accessToken)).json();
    const secondStill = (await list(second.accessToken)).json();
    expect(figures(firstMarked, a.id).isBookmarked).toBe(true);
    expect(figures(secondStill, a.id).isBookmarked).toBe(false);
    expect(t.app.services.cases.keptListAnswers.answers).toBeGreaterThan(kept);
  });
});

describe('GET /cases asked again with the tag it last gave (a phone’s mirror kept in step)', () => {
  const ask = (accessToken: string, headers: Record<string, string> = {}, url = '/cases?limit=1000') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { ...bearer(accessToken), 'accept-encoding': 'br', ...headers },
    });

  it('answers 304 with no body while nothing changed, and the whole list with a new tag once it did', async () => {
    const learner = await signUp(t.app);
    const first = await ask(learner.accessToken);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/u);
    // The same tag in every encoding: it names the list, not the bytes on the wire.
    expect((await ask(learner.accessToken, { 'accept-encoding': 'identity' })).headers.etag).toBe(tag);

    const again = await ask(learner.accessToken, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(tag);
    expect(again.headers['content-encoding']).toBeUndefined();
    // Weak comparison: the tag without W/, among others, or '*'.
    for (const header of [tag.slice(2), `"other", ${tag}`, '*'])
      expect((await ask(learner.accessToken, { 'if-none-match': header })).statusCode, header).toBe(304);
    expect((await ask(learner.accessToken, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    // A bookmark changes the list: the old tag gets the whole new list and its new tag.
    const a = library[9]!;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/cases/${a.id}/bookmark`,
      headers: bearer(learner.accessToken),
    });
    const changed = await ask(learner.accessToken, { 'if-none-match': tag, 'accept-encoding': 'identity' });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    const row = (changed.json() as { data: Scenario[] }).data.find((c) => c.scenarioId === a.id)!;
    expect(row.isBookmarked).toBe(true);
    expect(
      (await ask(learner.accessToken, { 'if-none-match': changed.headers.etag as string })).statusCode,
    ).toBe(304);
  });

  it('a tag from another query or another learner’s different list gets the whole answer', async () => {
    const [first, second] = [await signUp(t.app), await signUp(t.app)];
    const tag = (await ask(first.accessToken)).headers.etag as string;
    // Another page of the list is another answer.
    expect((await ask(first.accessToken, { 'if-none-match': tag }, '/cases?limit=10')).statusCode).toBe(200);
    const a = library[11]!;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/cases/${a.id}/bookmark`,
      headers: bearer(second.accessToken),
    });
    const other = await ask(second.accessToken, { 'if-none-match': tag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(tag);
  });
});

describe('seeding', () => {
  it('is a no-op for the same version and retires cases that left the content', async () => {
    expect(await t.app.services.cases.seed(library, 'v1')).toMatchObject({ changed: false });
    const fewer = library.slice(1);
    expect(await t.app.services.cases.seed(fewer, 'v2')).toMatchObject({ changed: true });
    expect((await get(`/cases/${library[0]!.id}`)).statusCode).toBe(404);
    expect((await get('/cases?limit=1000')).json().data).toHaveLength(fewer.length);
    await t.app.services.cases.seed(library, 'v3');
    expect((await get(`/cases/${library[0]!.id}`)).statusCode).toBe(200);
  });

  it('reads a lazily given library only when the version changed (a boot on unchanged content)', async () => {
    let reads = 0;
    const source = () => {
      reads += 1;
      return library;
    };
    expect(await t.app.services.cases.seed(source, 'v3')).toMatchObject({ changed: false });
    expect(reads).toBe(0);
    expect(await t.app.services.cases.seed(source, 'v4')).toMatchObject({ changed: true });
    expect(reads).toBe(1);
    expect((await get('/cases?limit=1000')).json().data).toHaveLength(library.length);
  });
});
