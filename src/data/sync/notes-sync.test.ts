import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryItem } from '../../../contract/notes';
import { notesApi, type HistoryParams } from '../api/notes-api';
import { db } from '../db';
import { blindPracticeRepo } from '../repos/blind-practice-repo';
import { notesRepo } from '../repos/notes-repo';
import { historyQueryKey, notesSync } from './notes-sync';

const params: HistoryParams = { type: 'case', page: 1, limit: 10 };

const item = (id: string, extra: Partial<HistoryItem> = {}): HistoryItem => ({
  id,
  type: '증례 실습',
  name: '급성 충수염',
  scenarioName: '급성 충수염',
  scenarioId: 'acute-appendicitis',
  examType: null,
  completedAt: '2026-12-01T03:00:00.000Z',
  examDate: '2026-12-01',
  score: null,
  averageScore: null,
  ...extra,
});

beforeEach(async () => {
  await Promise.all([db.meta.clear(), db.notesCache.clear()]);
});
afterEach(() => vi.restoreAllMocks());

describe('history pull', () => {
  it('records the blind sessions it brings (begun on another device) before it keeps the page', async () => {
    vi.spyOn(notesApi, 'history').mockResolvedValue({
      data: [
        item('s-blind', { blind: true }),
        item('s-open', { blind: false }),
        item('s-old'),
        item('m-1', { type: '모의고사', scenarioId: null, scenarioName: null, examType: 'random' }),
      ],
      pagination: { currentPage: 1, totalPages: 1, totalItems: 4, itemsPerPage: 10 },
    });
    await notesSync.history('u-1', params);

    expect([...(await blindPracticeRepo.sessionIds('u-1'))]).toEqual(['s-blind']);
    expect(await blindPracticeRepo.session('u-1', 's-blind')).toMatchObject({
      scenarioId: 'acute-appendicitis',
    });
    const kept = await notesRepo.readCache('u-1', 'history', historyQueryKey(params));
    expect(kept?.data.map((row) => row.id)).toEqual(['s-blind', 's-open', 's-old', 'm-1']);
    // Another learner on the same device knows nothing of it.
    expect((await blindPracticeRepo.sessionIds('u-2')).size).toBe(0);
  });
});
