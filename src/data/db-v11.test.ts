import { describe, expect, it } from 'vitest';
import { upgradeDatabases } from './db-upgrade-support';

const databases = upgradeDatabases();

describe('cpx database version 11 (the review queue)', () => {
  it('keeps what version 10 held, and starts with an empty reviewCards table that takes cards', async () => {
    const v10 = await databases.openAt(10);
    await v10.table('outbox').add({
      id: 'e-1',
      userId: 'u-1',
      kind: 'note-memo',
      payload: { scenarioId: 'a', userMemo: '메모' },
      createdAt: 1,
      attempts: 0,
      nextAttemptAt: 1,
      status: 'pending',
      lastError: null,
    });
    await v10.table('meta').put({ key: 'signedInUser', value: { userId: 'u-1' }, updatedAt: 1 });
    const name = v10.name;
    v10.close();

    const current = await databases.openCurrent(name);
    expect(current.verno).toBe(11);
    expect(await current.outbox.toArray()).toMatchObject([
      { id: 'e-1', kind: 'note-memo', payload: { scenarioId: 'a', userMemo: '메모' }, status: 'pending' },
    ]);
    expect(await current.meta.get('signedInUser')).toMatchObject({ value: { userId: 'u-1' } });
    expect(await current.reviewCards.count()).toBe(0);
    await current.reviewCards.put({
      key: 'u-1|c-1',
      userId: 'u-1',
      cardId: 'c-1',
      scenarioId: 'a',
      scenarioName: '증례',
      itemId: 'i',
      section: '병력청취',
      itemText: '구토를 물었다',
      advice: '',
      nearestTurn: null,
      sessionId: 's',
      missedAt: '2026-12-01T00:00:00.000Z',
      schedule: {
        due: '2026-12-01T00:00:00.000Z',
        stability: 0,
        difficulty: 0,
        elapsedDays: 0,
        scheduledDays: 0,
        learningSteps: 0,
        reps: 0,
        lapses: 0,
        state: 0,
        lastReview: null,
      },
    });
    expect(await current.reviewCards.where('userId').equals('u-1').count()).toBe(1);
  });
});
