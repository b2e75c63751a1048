/**
 * The wording of "learn from misses" (issue 24) in one place: the retry of a session's missed
 * items and the review queue (복습) with its FSRS grades, for every screen that names them.
 */
import type { ReviewRating } from '../../contract/review-cards';

export const RETRY_ACTION = '놓친 항목 다시 연습';
/** The history's type of a retry (contract/notes.ts historyItem.type). */
export const RETRY_KIND = '놓친 항목 연습';
export const retryScopeNote = (count: number) =>
  `지난 실습에서 놓친 ${count}개 항목만 채점합니다. 항목은 진료를 마친 뒤에 보여드려요.`;
export const RETRY_ITEMS_TITLE = '이번에 다시 연습한 항목';
export const retryInvite = (count: number) =>
  `놓친 ${count}개 항목만 골라 같은 증례로 다시 연습하고 채점받을 수 있어요.`;

export const REVIEW_TAB = '복습';
export const REVIEW_DESCRIPTION =
  '실습에서 놓친 체크리스트 항목을 간격 반복(FSRS)으로 복습해요. 이후 실습에서 해내면 목록에서 빠집니다.';
export const NEAREST_TURN_LABEL = '내가 가장 가깝게 한 말';
export const NO_NEAREST_TURN = '이 항목과 가까운 질문이나 설명이 없었습니다.';
export const SHOW_ANSWER = '어떻게 하면 되는지 보기';

/** FSRS grades as the learner picks them. */
export const RATING_LABELS: Record<ReviewRating, string> = {
  1: '다시',
  2: '어려움',
  3: '알맞음',
  4: '쉬움',
};
export const RATING_COLORS: Record<ReviewRating, string> = { 1: 'red', 2: 'orange', 3: 'brand', 4: 'teal' };

/** "10분 후", "3일 후", "2개월 후": how far the next review is, as the rating buttons say it. */
export function untilLabel(fromMs: number, dueMs: number): string {
  const minutes = Math.max(1, Math.round((dueMs - fromMs) / 60_000));
  if (minutes < 60) return `${minutes}분 후`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours}시간 후`;
  const days = Math.round(hours / 24);
  if (days < 31) return `${days}일 후`;
  const months = Math.round(days / 30);
  if (months < 12) return `${months}개월 후`;
  return `${Math.round(days / 365)}년 후`;
}

export const dueCountLabel = (count: number) =>
  count === 0 ? '오늘 복습할 카드가 없습니다' : `오늘 복습할 카드 ${count}장`;
