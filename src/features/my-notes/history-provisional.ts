import type { HistoryItem } from '../../../contract/notes';
import type { HistoryParams } from '../../data/api/notes-api';
import type { ProvisionalResultRow } from '../../data/db';
import { seoulDayKey } from '../../lib/dates';

/** A row of 학습 기록, marked when its score is the device's provisional grade. */
export interface HistoryRowItem extends HistoryItem {
  provisional: boolean;
}

function provisionalItem(row: ProvisionalResultRow): HistoryRowItem {
  const completedAt = new Date(row.computedAt).toISOString();
  const name = row.evaluation.scenario.name;
  return {
    id: row.sessionId,
    type: '증례 실습',
    name,
    scenarioName: name,
    scenarioId: row.scenarioId,
    examType: null,
    completedAt,
    examDate: completedAt,
    score: row.evaluation.overallScore,
    averageScore: null,
    provisional: true,
  };
}

/**
 * 학습 기록 as the learner should see it: the server's page, and before it the cases ended offline
 * that the server has not listed yet, each with the device's provisional grade (first page only,
 * within the filters). A session the server lists is its row, counted once; while the server has
 * no score for it yet, the device's provisional score stands in, marked as such.
 */
export function historyRows(
  server: { data: HistoryItem[]; totalItems: number } | undefined,
  provisionals: readonly ProvisionalResultRow[],
  params: HistoryParams,
): { rows: HistoryRowItem[]; totalItems: number } {
  const byId = new Map(provisionals.map((row) => [row.sessionId, row]));
  const listed = new Set(server?.data.map((item) => item.id));
  const inFilters = (row: ProvisionalResultRow) => {
    if (params.type === 'mock') return false;
    const day = seoulDayKey(row.computedAt);
    return (!params.startDate || day >= params.startDate) && (!params.endDate || day <= params.endDate);
  };
  const extra =
    params.page === 1
      ? provisionals.filter((row) => !listed.has(row.sessionId) && inFilters(row)).map(provisionalItem)
      : [];
  const fromServer = (server?.data ?? []).map((item): HistoryRowItem => {
    const own = item.type === '증례 실습' && item.score === null ? byId.get(item.id) : undefined;
    return own
      ? { ...item, score: own.evaluation.overallScore, provisional: true }
      : { ...item, provisional: false };
  });
  return { rows: [...extra, ...fromServer], totalItems: (server?.totalItems ?? 0) + extra.length };
}
