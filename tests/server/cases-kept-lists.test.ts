import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseListQuery } from '../../contract/cases';
import { loadCases } from '../../content/load';
import { bookmarks } from '../../server/db/schema/cases';
import { learnerDataVersions } from '../../server/db/schema/learner-versions';
import { practiceSessions } from '../../server/db/schema/practice';
import {
  bearer,
  createSiblingApp,
  seededApp,
  signUp,
  type SignedUp,
  type TestApp,
} from '../support/test-app';

/**
 * The case list's kept answers found by the learner's data version (issue 21 item 3): asked again
 * with nothing changed, the list is the kept answer without the learner's figures being read; after
 * any change to the learner's bookmarks or sessions, made through either of two instances on one
 * database or outside the server, each instance answers exactly what a list made afresh answers.
 */
const library = loadCases();
const urls = [
  '/cases?limit=1000',
  '/cases?limit=1000&status=bookmarked',
  '/cases?limit=1000&status=completed',
  '/cases?limit=20&page=2&status=incomplete',
];

let t: TestApp;
let sibling: FastifyInstance;
let learner: SignedUp;
let other: SignedUp;

beforeAll(async () => {
  ({ t, learner } = await seededApp(library));
  sibling = await createSiblingApp(t);
  other = await signUp(t.app);
});
afterAll(async () => {
  await sibling?.close();
  await t?.close();
});

const list = (app: FastifyInstance, who: SignedUp, url: string, encoding = 'identity') =>
  app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { ...bearer(who.accessToken), 'accept-encoding': encoding },
  });

/** The page `url` asks for, made afresh from the catalogue and the learner's figures. */
async function fresh(who: SignedUp, url: string): Promise<string> {
  const query = caseListQuery.parse(Object.fromEntries(new URL(url, 'http://x').searchParams));
  return (await t.app.services.cases.freshListJson(who.user.userId, query)).toString();
}

/** Every page on both instances (raw and brotli) is the fresh one; the learner's figures of `id`. */
async function expectFresh(who: SignedUp, id?: string) {
  for (const url of urls) {
    const expected = await fresh(who, url);
    for (const app of [t.app, sibling]) {
      const raw = await list(app, who, url);
      expect(raw.statusCode, url).toBe(200);
      expect(raw.body, url).toBe(expected);
      const br = await list(app, who, url, 'br');
      const body =
        br.headers['content-encoding'] === 'br' ? brotliDecompressSync(br.rawPayload) : br.rawPayload;
      expect(body.toString(), url).toBe(expected);
      expect(br.headers.etag, url).toBe(raw.headers.etag);
    }
  }
  if (!id) return undefined;
  const whole = JSON.parse(await fresh(who, urls[0]!)) as {
    data: { scenarioId: string; learningCount: number; isBookmarked: boolean; bestScore: number | null }[];
  };
  const c = whole.data.find((s) => s.scenarioId === id)!;
  return { learningCount: c.learningCount, isBookmarked: c.isBookmarked, bestScore: c.bestScore };
}

const version = async (who: SignedUp) => {
  const [row] = await t.database.db
    .select({ version: learnerDataVersions.version })
    .from(learnerDataVersions)
    .where(eq(learnerDataVersions.userId, who.user.userId));
  return Number(row?.version ?? 0);
};

describe('kept case lists by the learner’s data version', () => {
  it('answers a list asked again with nothing changed without reading the learner’s figures', async () => {
    const cases = t.app.services.cases;
    const first = await list(t.app, learner, urls[0]!, 'br');
    const reads = cases.marksReads;
    expect(reads).toBeGreaterThan(0);
    for (let i = 0; i < 3; i += 1) {
      const again = await list(t.app, learner, urls[0]!, 'br');
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    expect(cases.marksReads).toBe(reads);
    // Another learner with the same figures (none): the same kept answer, found once by content.
    const theirs = await list(t.app, other, urls[0]!, 'br');
    expect(theirs.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(cases.marksReads).toBe(reads + 1);
    await list(t.app, other, urls[0]!, 'br');
    expect(cases.marksReads).toBe(reads + 1);
  });

  it('raises the learner’s data version with each bookmark added or removed (migration 0008)', async () => {
    const id = library[3]!.id;
    const start = await version(learner);
    await t.database.db
      .insert(bookmarks)
      .values({ userId: learner.user.userId, scenarioId: id, createdAt: t.clock.now() });
    const added = await version(learner);
    expect(added).toBeGreaterThan(start);
    await t.database.db
      .delete(bookmarks)
      .where(and(eq(bookmarks.userId, learner.user.userId), eq(bookmarks.scenarioId, id)));
    expect(await version(learner)).toBeGreaterThan(added);
    expect(await version(other)).toBe(0);
  });

  it('answers every change at once on both instances, whoever made it, as a list made afresh', async () => {
    const [a, b, c] = [library[10]!, library[11]!, library[12]!];
    const theirs = (await list(t.app, other, urls[0]!)).body;
    expect(await expectFresh(learner, a.id)).toEqual({
      learningCount: 0,
      isBookmarked: false,
      bestScore: null,
    });

    // A bookmark through the other instance, one removed through this one, one written outside.
    await sibling.inject({
      method: 'POST',
      url: `/api/v1/cases/${a.id}/bookmark`,
      headers: bearer(learner.accessToken),
    });
    expect(await expectFresh(learner, a.id)).toMatchObject({ isBookmarked: true });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cases/${a.id}/bookmark`,
      headers: bearer(learner.accessToken),
    });
    expect(await expectFresh(learner, a.id)).toMatchObject({ isBookmarked: false });
    await t.database.db
      .insert(bookmarks)
      .values({ userId: learner.user.userId, scenarioId: c.id, createdAt: t.clock.now() });
    expect(await expectFresh(learner, c.id)).toMatchObject({ isBookmarked: true });

    // A session started, completed, graded, graded again, then deleted, all outside the server.
    const at = t.clock.now();
    const [session] = await t.database.db
      .insert(practiceSessions)
      .values({ userId: learner.user.userId, scenarioId: b.id, status: 'active', startedAt: at })
      .returning({ id: practiceSessions.id });
    expect(await expectFresh(learner, b.id)).toEqual({
      learningCount: 0,
      isBookmarked: false,
      bestScore: null,
    });
    const where = eq(practiceSessions.id, session!.id);
    await t.database.db.update(practiceSessions).set({ status: 'completed', completedAt: at }).where(where);
    expect(await expectFresh(learner, b.id)).toEqual({
      learningCount: 1,
      isBookmarked: false,
      bestScore: null,
    });
    await t.database.db.update(practiceSessions).set({ overallScore: 71 }).where(where);
    expect(await expectFresh(learner, b.id)).toEqual({
      learningCount: 1,
      isBookmarked: false,
      bestScore: 71,
    });
    await t.database.db.update(practiceSessions).set({ overallScore: 58 }).where(where);
    expect(await expectFresh(learner, b.id)).toEqual({
      learningCount: 1,
      isBookmarked: false,
      bestScore: 58,
    });
    await t.database.db.delete(practiceSessions).where(where);
    expect(await expectFresh(learner, b.id)).toEqual({
      learningCount: 0,
      isBookmarked: false,
      bestScore: null,
    });

    // The other learner's list never moved.
    expect((await list(sibling, other, urls[0]!)).body).toBe(theirs);
    await expectFresh(other);
  });

  it('answers the new library once it is seeded again, not a list kept from the old one', async () => {
    const before = JSON.parse((await list(t.app, learner, urls[0]!)).body) as {
      pagination: { totalItems: number };
    };
    expect(before.pagination.totalItems).toBe(library.length);
    const reads = t.app.services.cases.marksReads;
    await t.app.services.cases.seed(library.slice(1), 'v2');
    const after = JSON.parse((await list(t.app, learner, urls[0]!)).body) as {
      data: { scenarioId: string }[];
      pagination: { totalItems: number };
    };
    expect(after.pagination.totalItems).toBe(library.length - 1);
    expect(after.data.map((s) => s.scenarioId)).not.toContain(library[0]!.id);
    expect(t.app.services.cases.marksReads).toBe(reads + 1);
    expect((await list(t.app, learner, urls[0]!)).body).toBe(await fresh(learner, urls[0]!));
  });
});
