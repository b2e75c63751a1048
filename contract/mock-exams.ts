import { z } from 'zod';
import { patientAgeMonths } from './cases';
import { evaluation } from './evaluation';
import { CUSTOM_EXAM_MAX_CASES } from './values';

/** Mock exams (spec 1 §3-§5, spec 2 §7 Mock exams). */
export const RANDOM_EXAM_CASES = 6;
export { CUSTOM_EXAM_MAX_CASES };
/** Fastest polling the server accepts for progress (the client polls every 10 s, then 60 s). */
export const PROGRESS_POLL_WINDOW_SECONDS = 10;
export const PROGRESS_POLLS_PER_WINDOW = 3;

export const mockExamStatus = z.enum(['in-progress', 'EVALUATING', 'COMPLETED', 'cancelled']);
export type MockExamStatus = z.infer<typeof mockExamStatus>;

const names = z.array(z.string().trim().min(1).max(120)).max(600).default([]);

export const customExamConfig = z.object({
  caseCount: z.coerce
    .number({ error: '증례 개수를 선택해주세요 (1~6개)' })
    .int({ error: '증례 개수를 선택해주세요 (1~6개)' })
    .min(1, { error: '증례 개수를 선택해주세요 (1~6개)' })
    .max(CUSTOM_EXAM_MAX_CASES, { error: '증례 개수를 선택해주세요 (1~6개)' }),
  selectedPrimaryCategories: names,
  selectedMiddleCategories: names,
  selectedIndividualCases: names,
});
export type CustomExamConfig = z.infer<typeof customExamConfig>;

export const createMockExamBody = z.discriminatedUnion(
  'examType',
  [
    z.object({ examType: z.literal('random') }),
    customExamConfig.extend({ examType: z.literal('free'), specifiedCases: names }),
  ],
  { error: "examType은 'random' 또는 'free'여야 합니다." },
);
export type CreateMockExamBody = z.infer<typeof createMockExamBody>;
export const createMockExamAnswer = z.object({ mockExamSessionId: z.string() });

export const mockExamParams = z.object({ id: z.uuid({ error: '모의고사를 찾을 수 없습니다.' }) });
export const mockExamCaseParams = mockExamParams.extend({ caseId: z.string().min(1).max(120) });

export const mockExamCase = z.object({
  caseNumber: z.number().int(),
  scenarioId: z.string(),
  name: z.string(),
  primaryCategory: z.string(),
  secondaryCategory: z.string(),
  age: z.number().int(),
  /** Completed months for a child under two (the door card then reads '생후 2개월', '18개월'), else null. */
  ageMonths: patientAgeMonths,
  sex: z.string(),
  presentingComplaint: z.string(),
  practiceSessionId: z.string().nullable(),
  completedAt: z.string().nullable(),
  score: z.number().int().nullable(),
  feedback: evaluation.nullable(),
});
export type MockExamCase = z.infer<typeof mockExamCase>;

export const mockExamSession = z.object({
  mockExamSessionId: z.string(),
  examType: z.enum(['random', 'free']),
  title: z.string(),
  status: mockExamStatus,
  startTime: z.string(),
  completedAt: z.string().nullable(),
  overallScore: z.number().nullable(),
  selectedScenariosDetails: z.array(mockExamCase),
  customExamConfig: customExamConfig.nullable(),
  /**
   * When the learner gave the exam up (its status is then 'cancelled'), else null. An addition to
   * the spec's session (issue 23): 'cancelled' alone does not tell a given-up exam from one whose
   * grading failed. Absent on copies a device stored before it existed.
   */
  abandonedAt: z.string().nullable().optional(),
});
export type MockExamSession = z.infer<typeof mockExamSession>;
export const mockExamAnswer = z.object({ data: mockExamSession });

export const mockExamCategoriesAnswer = z.object({
  data: z.array(
    z.object({
      primaryCategory: z.string(),
      middleCategories: z.array(
        z.object({
          name: z.string(),
          scenarios: z.array(z.object({ scenarioId: z.string(), name: z.string() })),
        }),
      ),
    }),
  ),
});

export const startMockCaseAnswer = z.object({
  practiceSessionId: z.string(),
  scenarioId: z.string(),
  scenarioName: z.string(),
  caseNumber: z.number().int(),
  isResumed: z.boolean(),
});
/**
 * POST …/cases/{caseId}/start may carry a session id made on the device: a case started offline
 * (issue 18). The server creates the case's session with that id, or answers the one it has.
 */
export const startMockCaseBody = z
  .object({ practiceSessionId: z.uuid({ error: '실습 세션 번호가 올바르지 않습니다.' }).optional() })
  .nullish();
export type StartMockCaseBody = z.infer<typeof startMockCaseBody>;
export const completeMockCaseBody = z.object({ practiceMemo: z.string().max(20_000).optional().default('') });
export const completeMockCaseAnswer = z.object({
  data: z.object({ practiceSessionId: z.string(), caseNumber: z.number().int() }),
});
export const completeMockExamAnswer = z.object({ data: z.object({ status: mockExamStatus }) });
export const evaluationProgressAnswer = z.object({ completed: z.number().int(), total: z.number().int() });
export const mockExamCasesAnswer = z.object({ data: z.array(mockExamCase.omit({ feedback: true })) });

/**
 * The learner's unfinished exams (issue 23): GET /mock-exams/unfinished, an addition beside the
 * spec's calls so an exam left half-way can be resumed from any device. Newest first, bounded.
 */
export const UNFINISHED_EXAMS_MAX = 20;
export const unfinishedExamsQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit은 숫자여야 합니다.' })
    .int({ error: 'limit은 정수여야 합니다.' })
    .min(1, { error: 'limit은 1 이상이어야 합니다.' })
    .max(UNFINISHED_EXAMS_MAX, { error: `limit은 ${UNFINISHED_EXAMS_MAX} 이하여야 합니다.` })
    .default(UNFINISHED_EXAMS_MAX),
});
export const unfinishedExam = z.object({
  mockExamSessionId: z.string(),
  examType: z.enum(['random', 'free']),
  title: z.string(),
  startTime: z.string(),
  /** Cases whose practice session the server has ended. */
  completedCases: z.number().int(),
  totalCases: z.number().int(),
  /** The first case not ended yet (the last case when all are ended but the exam is not submitted). */
  nextCaseNumber: z.number().int(),
});
export type UnfinishedExam = z.infer<typeof unfinishedExam>;
/** `total` counts every unfinished exam; `data` holds at most `limit` of them. */
export const unfinishedExamsAnswer = z.object({ data: z.array(unfinishedExam), total: z.number().int() });

/** POST /mock-exams/{id}/abandon: the exam is kept, marked given up; asking again answers the same. */
export const abandonMockExamAnswer = z.object({
  data: z.object({ mockExamSessionId: z.string(), status: mockExamStatus, abandonedAt: z.string() }),
});
