import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CpxDatabase } from '../db';
import { outboxRequest } from '../sync/outbox-kinds';
import { createPracticeStateRepo } from './practice-state-repo';
import { createRetryPracticeRepo } from './retry-practice-repo';

let database: CpxDatabase;
beforeEach(async () => {
  database = new CpxDatabase(`cpx-retry-${crypto.randomUUID()}`);
  await database.open();
});
afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

const items = [
  { itemId: 'a.hx.fever', section: '병력청취' as const, itemText: '열이 나는지 물었다' },
  { itemId: 'a.rel.greeting', section: '환자-의사관계' as const, itemText: '인사하고 자신을 소개했다' },
];

describe('retries of missed items on the device', () => {
  it('remembers a retry session per learner, newest first', async () => {
    const repo = createRetryPracticeRepo(database, () => 1);
    await repo.mark('u-1', { sessionId: 's-2', scenarioId: 'a', retryOfSessionId: 's-1', items });
    expect(await repo.session('u-1', 's-2')).toMatchObject({ retryOfSessionId: 's-1', items });
    expect(await repo.session('u-2', 's-2')).toBeNull();
    expect(await repo.sessionIds('u-1')).toEqual(new Set(['s-2']));
  });

  it("reads a graded result's missed items from the device (to retry offline); none without a result", async () => {
    const repo = createRetryPracticeRepo(database, () => 1);
    expect(await repo.missedItemsOf('s-1')).toBeNull();
    await database.caseResults.put({
      sessionId: 's-1',
      userId: 'u-1',
      session: null,
      messages: null,
      evaluation: {
        overallScore: 10,
        qualitativeFeedback: '',
        goodPoints: [],
        improvementAreas: [],
        checklistResults: [
          { ...items[0]!, subtitle: '', performance: 'no', aiComment: '', evidenceMessageId: null },
          {
            itemId: 'a.hx.onset',
            section: '병력청취',
            itemText: '언제',
            subtitle: '',
            performance: 'yes',
            aiComment: '',
            evidenceMessageId: 'm1',
          },
          { ...items[1]!, subtitle: '', performance: 'no', aiComment: '', evidenceMessageId: null },
        ],
        sectionScores: [],
        scenario: {
          scenarioId: 'a',
          name: '증례',
          primaryCategory: '',
          secondaryCategory: '',
          patientName: '',
          age: 30,
          sex: '남성',
          presentingComplaint: '',
        },
        grader: 'embedded',
        mode: 'strict',
        gradedAt: '2026-12-05T00:00:00.000Z',
      },
      updatedAt: 1,
    });
    expect(await repo.missedItemsOf('s-1')).toEqual(items);
  });

  it('a retry started on the device sends its source with the start', async () => {
    const states = createPracticeStateRepo(database, () => 1);
    const sessionId = await states.startOnDevice({
      userId: 'u-1',
      scenarioId: 'a',
      scenarioName: '증례',
      selectedAiPersonalityId: 'default',
      retryOfSessionId: '9f1c2d3e-0000-4000-8000-000000000001',
    });
    const [entry] = await database.outbox.toArray();
    expect(outboxRequest(entry!)).toEqual({
      method: 'POST',
      path: 'practice-sessions',
      body: {
        scenarioId: 'a',
        selectedAiPersonalityId: 'default',
        practiceMode: 'chat',
        practiceSessionId: sessionId,
        retryOfSessionId: '9f1c2d3e-0000-4000-8000-000000000001',
      },
    });
  });
});
