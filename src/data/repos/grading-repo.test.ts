import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anEvaluation } from '../../../tests/unit/contract-fixtures';
import type { PracticeSession } from '../../../contract/practice';
import { CpxDatabase } from '../db';
import { createBlindPracticeRepo } from './blind-practice-repo';
import { COMPLETION_NOTICE_MS } from '../../lib/completion-notice';
import { createGradingRepo } from './grading-repo';
import { createOutboxRepo } from './outbox-repo';
import { createUserMirrorRepo } from './user-mirror-repo';

let database: CpxDatabase;
let clock = 1_000;
const now = () => clock;

beforeEach(async () => {
  clock = 1_000;
  database = new CpxDatabase(`cpx-grading-${crypto.randomUUID()}`);
  await database.open();
});
afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

const evaluation = anEvaluation({ overallScore: 72 });

describe('grading repo: waits', () => {
  it('adds a wait once; opening again keeps its start and only fills in a missing case name', async () => {
    const repo = createGradingRepo(database, now);
    await repo.startWaiting({ userId: 'u-1', sessionId: 's-1' });
    clock = 5_000;
    const again = await repo.startWaiting({
      userId: 'u-1',
      sessionId: 's-1',
      caseTitle: '급성 충수염',
      scenarioId: 'acute-appendicitis',
    });
    expect(await database.gradingWaits.count()).toBe(1);
    expect(again).toMatchObject({ startedAt: 1_000, status: 'evaluating', caseTitle: '급성 충수염' });
    expect((await repo.evaluating('u-1')).map((row) => row.sessionId)).toEqual(['s-1']);
    expect(await repo.evaluating('u-2')).toEqual([]);
  });

  it('moves a graded wait from running to a completion notice with its score, and keeps the evaluation', async () => {
    const repo = createGradingRepo(database, now);
    await repo.startWaiting({ userId: 'u-1', sessionId: 's-1' });
    expect(await repo.monitorState('u-1')).toMatchObject({ running: [{ sessionId: 's-1' }], notices: [] });

    clock = 9_000;
    await repo.applyOutcome('s-1', { kind: 'evaluating' });
    expect(await repo.wait('s-1')).toMatchObject({ status: 'evaluating', lastCheckedAt: 9_000 });

    clock = 12_000;
    await repo.applyOutcome('s-1', { kind: 'completed', evaluation });
    const state = await repo.monitorState('u-1');
    expect(state.running).toEqual([]);
    expect(state.notices).toEqual([
      expect.objectContaining({
        sessionId: 's-1',
        status: 'completed',
        overallScore: 72,
        caseTitle: '급성 충수염',
        completedAt: 12_000,
      }),
    ]);
    expect((await repo.result('s-1'))?.evaluation).toEqual(evaluation);

    // The same grade seen again (the result page loading it) does not restart the notice.
    clock = 20_000;
    await repo.applyOutcome('s-1', { kind: 'completed', evaluation });
    expect((await repo.wait('s-1'))?.completedAt).toBe(12_000);
  });

  it('drops the device’s provisional grade once the server’s arrives, and lists only the learner’s own', async () => {
    const repo = createGradingRepo(database, now);
    const provisional = (sessionId: string, userId: string, computedAt: number) => ({
      sessionId,
      userId,
      scenarioId: 'acute-appendicitis',
      evaluation: { ...evaluation, overallScore: 60 },
      messages: [{ id: 'm-1', sender: 'user' as const, content: '어디가 아프세요?' }],
      computedAt,
    });
    await database.provisionalResults.bulkPut([
      provisional('s-1', 'u-1', 1_000),
      provisional('s-2', 'u-1', 2_000),
      provisional('s-3', 'u-2', 3_000),
    ]);
    expect((await repo.provisionals('u-1')).map((row) => row.sessionId)).toEqual(['s-2', 's-1']);
    expect(await repo.provisional('u-2', 's-1')).toBeNull();

    await repo.startWaiting({ userId: 'u-1', sessionId: 's-1' });
    await repo.applyOutcome('s-1', { kind: 'failed', message: '채점에 실패했습니다.' });
    expect(await repo.provisional('u-1', 's-1')).not.toBeNull();
    await repo.applyOutcome('s-1', { kind: 'completed', evaluation });
    // Read without a wait (the result page opened elsewhere): the server's grade replaces it too.
    await repo.saveEvaluation('u-1', 's-2', evaluation);
    expect(await repo.provisionals('u-1')).toEqual([]);
    expect(await repo.provisionals('u-2')).toHaveLength(1);
  });

  it('lets a notice go after 15 s, or when dismissed', async () => {
    const repo = createGradingRepo(database, now);
    for (const sessionId of ['s-1', 's-2']) {
      await repo.startWaiting({ userId: 'u-1', sessionId });
      await repo.applyOutcome(sessionId, { kind: 'completed', evaluation });
    }
    expect((await repo.monitorState('u-1', 1_000 + COMPLETION_NOTICE_MS - 1)).notices).toHaveLength(2);
    expect((await repo.monitorState('u-1', 1_000 + COMPLETION_NOTICE_MS)).notices).toHaveLength(0);

    await repo.dismissNotice('s-1');
    expect((await repo.monitorState('u-1', 2_000)).notices.map((row) => row.sessionId)).toEqual(['s-2']);
  });

  it('records failures, then restarts the wait when asked to retry', async () => {
    const repo = createGradingRepo(database, now);
    await repo.startWaiting({ userId: 'u-1', sessionId: 's-1' });
    await repo.applyOutcome('s-1', { kind: 'failed', message: '채점에 실패했습니다.' });
    expect(await repo.wait('s-1')).toMatchObject({ status: 'failed', error: '채점에 실패했습니다.' });
    expect(await repo.evaluating('u-1')).toEqual([]);

    clock = 50_000;
    await repo.restartWaiting('s-1');
    expect(await repo.wait('s-1')).toMatchObject({ status: 'evaluating', error: null, startedAt: 50_000 });
  });

  it('knows whether the end of a session is still queued in the outbox', async () => {
    const repo = createGradingRepo(database, now);
    const outbox = createOutboxRepo(database, now);
    const { entry } = await outbox.enqueue(
      {
        userId: 'u-1',
        write: { kind: 'practice-complete', payload: { sessionId: 's-1', practiceMemo: '' } },
      },
      { tables: [], apply: async () => undefined },
    );
    expect(await repo.completionQueued('u-1', 's-1')).toBe(true);
    expect(await repo.completionQueued('u-2', 's-1')).toBe(false);
    expect(await repo.queuedCompletions('u-1')).toEqual(['s-1']);
    await outbox.markSent(entry.seq);
    expect(await repo.completionQueued('u-1', 's-1')).toBe(false);
  });
});

describe('grading repo: kept results', () => {
  it('merges the session, transcript and evaluation as they arrive', async () => {
    const repo = createGradingRepo(database, now);
    await repo.saveMessages('u-1', 's-1', [
      {
        chatLogId: 'm-1',
        id: 'm-1',
        sender: 'user',
        content: '어디가 아프세요?',
        createdAt: '2026-11-22T00:00:00.000Z',
        timestamp: '2026-11-22T00:00:00.000Z',
      },
    ]);
    await repo.saveEvaluation('u-1', 's-1', evaluation);
    expect(await repo.result('s-1')).toMatchObject({
      userId: 'u-1',
      session: null,
      evaluation,
      messages: [{ id: 'm-1', sender: 'user', content: '어디가 아프세요?' }],
    });
  });

  it('is forgotten on sign-out with the rest of the learner’s data', async () => {
    const repo = createGradingRepo(database, now);
    await repo.startWaiting({ userId: 'u-1', sessionId: 's-1' });
    await repo.saveEvaluation('u-1', 's-1', evaluation);
    await createUserMirrorRepo(database).clearLocalUserData();
    expect(await database.gradingWaits.count()).toBe(0);
    expect(await database.caseResults.count()).toBe(0);
  });
});

describe('grading repo: a blind session from the server (issue 24)', () => {
  const session = (id: string, blind?: boolean): PracticeSession => ({
    practiceSessionId: id,
    scenarioId: 'acute-appendicitis',
    scenario: { scenarioId: 'acute-appendicitis', name: '급성 충수염' },
    selectedAiPersonalityId: 'default',
    practiceMode: 'chat',
    status: 'completed',
    practiceMemo: '',
    startedAt: '2026-12-05T01:00:00.000Z',
    completedAt: '2026-12-05T01:12:00.000Z',
    messageCount: 2,
    ...(blind === undefined ? {} : { blind }),
  });

  it('is known as blind on this device once its record is kept; others are not', async () => {
    const repo = createGradingRepo(database, now);
    const blind = createBlindPracticeRepo(database);
    await repo.saveSession('u-1', session('s-blind', true));
    await repo.saveSession('u-1', session('s-open', false));
    await repo.saveSession('u-1', session('s-old'));
    expect(await blind.sessionIds('u-1')).toEqual(new Set(['s-blind']));
    expect(await blind.session('u-1', 's-blind')).toMatchObject({ scenarioId: 'acute-appendicitis' });
    expect((await repo.result('s-blind'))?.session?.blind).toBe(true);
  });
});
