import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import { seededApp, apiCaller, type SignedUp, type TestApp } from '../support/test-app';

/**
 * Blind practice (issue 24): the flag travels with the session. The server keeps it from the start
 * (online, or the device's queued start), answers it with the session, the history and the
 * dashboard, so any device of the learner masks the diagnosis until the session is graded.
 */
const library = loadCases();
const CASE = 'acute-appendicitis';

let t: TestApp;
let learner: SignedUp;

const call = apiCaller(
  () => t.app,
  () => learner.accessToken,
);

async function start(body: Record<string, unknown>) {
  const res = await call('POST', '/practice-sessions', { scenarioId: CASE, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { practiceSessionId: string; blind: boolean; isResumed: boolean };
}

const session = async (id: string) =>
  (await call('GET', `/practice-sessions/${id}`)).json().data as { blind: boolean };

const complete = (id: string) => call('POST', `/practice-sessions/${id}/complete`, { practiceMemo: '' });

beforeAll(async () => {
  ({ t, learner } = await seededApp(library));
});
afterAll(async () => {
  await t?.close();
});

describe('the blind flag on the session', () => {
  it('a blind start is kept and answered with the session; an ordinary one is not blind', async () => {
    const blind = await start({ blind: true });
    expect(blind.blind).toBe(true);
    expect((await session(blind.practiceSessionId)).blind).toBe(true);
    await complete(blind.practiceSessionId);

    const ordinary = await start({});
    expect(ordinary.blind).toBe(false);
    expect((await session(ordinary.practiceSessionId)).blind).toBe(false);
    await complete(ordinary.practiceSessionId);
  });

  it("a blind start that resumes the case's unfinished session makes it blind", async () => {
    const ordinary = await start({});
    const resumed = await start({ blind: true });
    expect(resumed).toMatchObject({
      practiceSessionId: ordinary.practiceSessionId,
      isResumed: true,
      blind: true,
    });
    expect((await session(ordinary.practiceSessionId)).blind).toBe(true);
    await complete(ordinary.practiceSessionId);
  });

  it("a start queued offline carries it with the device's id, and a resend answers the same", async () => {
    const practiceSessionId = crypto.randomUUID();
    const first = await start({ blind: true, practiceSessionId });
    expect(first).toMatchObject({ practiceSessionId, blind: true, isResumed: false });
    const again = await start({ blind: true, practiceSessionId });
    expect(again).toMatchObject({ practiceSessionId, blind: true, isResumed: true });
    await complete(practiceSessionId);
  });

  it('the history and the dashboard say which sessions were blind', async () => {
    await t.app.services.gradingQueue.drain();
    const history = (await call('GET', '/my-notes/history?type=case')).json().data as {
      id: string;
      blind?: boolean;
    }[];
    expect(history).toHaveLength(4);
    expect(history.filter((item) => item.blind).length).toBe(3);
    expect(history.filter((item) => item.blind === false).length).toBe(1);
    const recent = (await call('GET', '/dashboard/summary')).json().data.recentCases as {
      practiceSessionId: string;
      blind?: boolean;
    }[];
    const blindIds = new Set(history.filter((item) => item.blind).map((item) => item.id));
    expect(recent.length).toBeGreaterThan(0);
    for (const item of recent) expect(item.blind).toBe(blindIds.has(item.practiceSessionId));
  });
});
