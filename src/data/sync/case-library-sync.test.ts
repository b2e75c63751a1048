import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scenario } from '../../../contract/cases';
import { aScenario } from '../../../tests/unit/contract-fixtures';
import { db } from '../db';
import { casesRepo } from '../repos/cases-repo';
import { userMirrorRepo } from '../repos/user-mirror-repo';
import { pullCaseLibrary } from './case-library-sync';

/**
 * A stand-in for GET /cases and /cases/categories that tags its list as the server does and answers
 * 304 to a request naming the current tag; it records the If-None-Match of every list request.
 */
function fakeLibraryServer() {
  const state = { scenarios: [] as Scenario[], version: 1, asked: [] as (string | null)[] };
  const tag = () => `W/"list-${state.version}"`;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      const path = new URL(request.url).pathname;
      if (path.endsWith('/cases/categories')) return Response.json({ data: [] });
      if (!path.endsWith('/cases')) return new Response(null, { status: 404 });
      const asked = request.headers.get('if-none-match');
      state.asked.push(asked);
      if (asked === tag()) return new Response(null, { status: 304, headers: { etag: tag() } });
      const body = {
        data: state.scenarios,
        pagination: {
          currentPage: 1,
          totalPages: 1,
          totalItems: state.scenarios.length,
          itemsPerPage: 1000,
        },
      };
      return Response.json(body, { headers: { etag: tag() } });
    }),
  );
  return state;
}

const scenario = (id: string, overrides: Partial<Scenario> = {}) =>
  aScenario({ id, scenarioId: id, name: `증례 ${id}`, ...overrides });

beforeEach(async () => {
  await Promise.all([db.cases.clear(), db.meta.clear(), db.outbox.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pulling the library with the tag of the list the device holds', () => {
  it('downloads the list once, then is told it is unchanged and leaves the mirror alone', async () => {
    const server = fakeLibraryServer();
    server.scenarios = [scenario('a'), scenario('b')];
    await pullCaseLibrary('u-1');
    expect((await casesRepo.all()).map((row) => row.scenarioId)).toEqual(['a', 'b']);
    // The "last synced" time as if the first pull were long ago.
    await db.meta.update('caseLibrarySyncedAt', { value: 1 });

    const put = vi.spyOn(db.cases, 'bulkPut');
    await pullCaseLibrary('u-1');
    expect(server.asked).toEqual([null, 'W/"list-1"']);
    expect(put).not.toHaveBeenCalled();
    expect((await casesRepo.all()).map((row) => row.scenarioId)).toEqual(['a', 'b']);
    // Unchanged is in step: the header's "last synced" moves on.
    expect(await casesRepo.syncedAt()).toBeGreaterThan(1);

    // A change on the server (a case renamed, a bookmark from another device): the whole new list.
    server.scenarios = [scenario('a', { isBookmarked: true }), scenario('b', { name: '새 이름' })];
    server.version = 2;
    await pullCaseLibrary('u-1');
    expect(server.asked.at(-1)).toBe('W/"list-1"');
    expect((await casesRepo.all()).map((row) => [row.scenarioId, row.name, row.isBookmarked])).toEqual([
      ['a', '증례 a', true],
      ['b', '새 이름', false],
    ]);
    await pullCaseLibrary('u-1');
    expect(server.asked.at(-1)).toBe('W/"list-2"');
  });

  it('asks for the whole list for another learner, after a sign-out, or when the mirror is empty', async () => {
    const server = fakeLibraryServer();
    server.scenarios = [scenario('a')];
    await pullCaseLibrary('u-1');
    expect(await casesRepo.libraryTag('u-1')).toBe('W/"list-1"');

    // Another learner on this device never gets the first one's tag.
    await pullCaseLibrary('u-2');
    expect(server.asked).toEqual([null, null]);
    expect(await casesRepo.libraryTag('u-1')).toBeNull();
    expect(await casesRepo.libraryTag('u-2')).toBe('W/"list-1"');

    // The mirror gone without its tag (storage cleared by the browser): the tag is not used.
    await db.cases.clear();
    expect(await casesRepo.libraryTag('u-2')).toBeNull();
    await pullCaseLibrary('u-2');
    expect(server.asked.at(-1)).toBeNull();
    expect((await casesRepo.all()).map((row) => row.scenarioId)).toEqual(['a']);

    // A sign-out forgets the mirror and its tag together.
    await userMirrorRepo.clearLocalUserData();
    expect(await casesRepo.libraryTag('u-2')).toBeNull();
  });

  it('a list without a tag (an older server) keeps no tag, and the next pull downloads it again', async () => {
    const server = fakeLibraryServer();
    server.scenarios = [scenario('a')];
    await pullCaseLibrary('u-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL((input as Request).url).pathname;
        if (path.endsWith('/cases/categories')) return Response.json({ data: [] });
        const body = {
          data: [scenario('z')],
          pagination: { currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 1000 },
        };
        return Response.json(body);
      }),
    );
    await pullCaseLibrary('u-1');
    expect((await casesRepo.all()).map((row) => row.scenarioId)).toEqual(['z']);
    expect(await casesRepo.libraryTag('u-1')).toBeNull();
  });
});
