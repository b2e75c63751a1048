import { z } from 'zod';
import { pagination } from './common';
import { patientAgeMonths } from './cases';
import { evaluation } from './evaluation';

/**
 * Study notes: practised cases (오답노트), bookmarks, a note's detail and the learning history
 * (spec 1 §3, spec 2 §7 Notes). Statistics and the dashboard are in dashboard.ts.
 */
export const USER_MEMO_MAX_LENGTH = 10_000;
export const HISTORY_MAX_LIMIT = 100;
/** Sessions listed per practised case (newest first); older ones still count in statistics. */
export const SESSIONS_PER_SCENARIO_LIMIT = 50;

export const practicedSession = z.object({
  practiceSessionId: z.string(),
  score: z.number().int().nullable(),
  completedAt: z.string(),
});

export const practicedScenario = z.object({
  scenarioId: z.string(),
  name: z.string(),
  primaryCategory: z.string(),
  secondaryCategory: z.string(),
  hasNote: z.boolean(),
  userMemo: z.string(),
  sessions: z.array(practicedSession),
});
export type PracticedScenario = z.infer<typeof practicedScenario>;
export const practicedScenariosAnswer = z.object({ data: z.array(practicedScenario) });
export const incorrectNoteAnswer = z.object({ data: practicedScenario });

export const bookmarkedCase = z.object({
  scenarioId: z.string(),
  name: z.string(),
  primaryCategory: z.string(),
  secondaryCategory: z.string(),
  age: z.number().int(),
  /** Completed months for a child under two (the door card then reads '생후 2개월', '18개월'), else null. */
  ageMonths: patientAgeMonths,
  sex: z.string(),
  presentingComplaint: z.string(),
  bookmarkedAt: z.string(),
});
export const bookmarksAnswer = z.object({ data: z.array(bookmarkedCase) });

export const scenarioParams = z.object({ scenarioId: z.string().min(1).max(120) });
export const noteDetailQuery = z.object({
  practiceSessionId: z.uuid({ error: '실습 세션을 찾을 수 없습니다.' }).optional(),
});

export const noteDetail = z.object({
  scenarioId: z.string(),
  name: z.string(),
  practiceSessionId: z.string(),
  completedAt: z.string().nullable(),
  chatHistory: z.array(
    z.object({ id: z.string(), sender: z.enum(['user', 'ai']), message: z.string(), createdAt: z.string() }),
  ),
  evaluation: evaluation.nullable(),
  practiceMemo: z.string(),
  userMemo: z.string(),
  hasNote: z.boolean(),
});
export type NoteDetail = z.infer<typeof noteDetail>;
export const noteDetailAnswer = z.object({ data: noteDetail });

export const noteStatusBody = z.object({
  hasNote: z.boolean({ error: 'hasNote는 true 또는 false여야 합니다.' }),
});
export const userMemoBody = z.object({
  userMemo: z
    .string({ error: '메모를 입력해주세요.' })
    .max(USER_MEMO_MAX_LENGTH, { error: `메모는 ${USER_MEMO_MAX_LENGTH}자 이하여야 합니다.` }),
});
export const noteStateAnswer = z.object({
  data: z.object({ scenarioId: z.string(), hasNote: z.boolean(), userMemo: z.string() }),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '날짜는 YYYY-MM-DD 형식이어야 합니다.' });
export const historyQuery = z
  .object({
    type: z.enum(['all', 'case', 'mock']).default('all'),
    /** Inclusive dates in Korean time (Asia/Seoul). */
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    page: z.coerce.number().int().min(1, { error: 'page는 1 이상이어야 합니다.' }).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(HISTORY_MAX_LIMIT, { error: `limit은 ${HISTORY_MAX_LIMIT} 이하여야 합니다.` })
      .default(20),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: '시작일은 종료일보다 늦을 수 없습니다.',
  });
export type HistoryQuery = z.infer<typeof historyQuery>;

export const historyItem = z.object({
  id: z.string(),
  /** '놓친 항목 연습': a retry of a session's missed items (issue 24), scored on those items only. */
  type: z.enum(['증례 실습', '모의고사', '놓친 항목 연습']),
  name: z.string(),
  scenarioName: z.string().nullable(),
  scenarioId: z.string().nullable(),
  examType: z.enum(['random', 'free']).nullable(),
  completedAt: z.string(),
  examDate: z.string(),
  score: z.number().int().nullable(),
  averageScore: z.number().nullable(),
  /** A blind practice (issue 24): its diagnosis stays hidden until it is graded. Absent for exams. */
  blind: z.boolean().optional(),
});
export type HistoryItem = z.infer<typeof historyItem>;
export const historyAnswer = z.object({ data: z.array(historyItem), pagination });
