import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../../../contract/notes';
import type { ProvisionalResultRow } from '../../data/db';
import { historyRows } from './history-provisional';

const at = (iso: string) => new Date(iso).getTime();

function provisional(sessionId: string, computedAt: number, overallScore = 64): ProvisionalResultRow {
  return {
    sessionId,
    userId: 'u-1',
    scenarioId: 'acute-appendicitis',
    evaluation: {
      overallScore,
      scenario: { name: '급성 충수염' },
    } as ProvisionalResultRow['evaluation'],
    messages: [],
    computedAt,
  };
}

function serverItem(id: string, score: number | null): HistoryItem {
  return {
    id,
    type: '증례 실습',
    name: '급성 충수염',
    scenarioName: '급성 충수염',
    scenarioId: 'acute-appendicitis',
    examType: null,
    completedAt: '2026-12-05T01:00:00.000Z',
    examDate: '2026-12-05T01:00:00.000Z',
    score,
    averageScore: null,
  };
}

const firstPage = { type: 'all' as const, page: 1, limit: 20 };

describe('learning history with cases graded on the device only', () => {
  it('puts a case the server has not listed yet first, with its provisional score, and counts it', () => {
    const { rows, totalItems } = historyRows(
      { data: [serverItem('s-old', 80)], totalItems: 1 },
      [provisional('s-new', at('2026-12-05T02:00:00Z'))],
      firstPage,
    );
    expect(rows.map((row) => [row.id, row.score, row.provisional])).toEqual([
      ['s-new', 64, true],
      ['s-old', 80, false],
    ]);
    expect(totalItems).toBe(2);
    // Offline with nothing pulled yet: the device's cases alone.
    expect(historyRows(undefined, [provisional('s-new', 0)], firstPage).totalItems).toBe(1);
  });

  it('counts a session the server lists once: its grade wins, the provisional score only stands in for none', () => {
    const rows = [provisional('s-1', at('2026-12-05T02:00:00Z'))];
    const graded = historyRows({ data: [serverItem('s-1', 88)], totalItems: 1 }, rows, firstPage);
    expect(graded.rows.map((row) => [row.id, row.score, row.provisional])).toEqual([['s-1', 88, false]]);
    expect(graded.totalItems).toBe(1);
    const grading = historyRows({ data: [serverItem('s-1', null)], totalItems: 1 }, rows, firstPage);
    expect(grading.rows.map((row) => [row.id, row.score, row.provisional])).toEqual([['s-1', 64, true]]);
    expect(grading.totalItems).toBe(1);
  });

  it('keeps the filters: mock exams only, later pages and days outside the range (Korean time) leave it out', () => {
    // 2026-12-05 23:30 UTC is 2026-12-06 in Seoul.
    const rows = [provisional('s-1', at('2026-12-05T23:30:00Z'))];
    const server = { data: [], totalItems: 0 };
    expect(historyRows(server, rows, { ...firstPage, type: 'mock' }).rows).toEqual([]);
    expect(historyRows(server, rows, { ...firstPage, page: 2 }).rows).toEqual([]);
    expect(historyRows(server, rows, { ...firstPage, endDate: '2026-12-05' }).rows).toEqual([]);
    expect(historyRows(server, rows, { ...firstPage, startDate: '2026-12-06' }).rows).toHaveLength(1);
    expect(historyRows(server, rows, { ...firstPage, type: 'case' }).rows).toHaveLength(1);
  });
});
