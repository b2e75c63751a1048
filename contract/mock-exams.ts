import { z } from 'zod';
import { patientAgeMonths } from './cases';
import { evaluation } from './evaluation';

/** Mock exams (spec 1 §3-§5, spec 2 §7 Mock exams). */
export const RANDOM_EXAM_CASES = 6;
export const CUSTOM_EXAM_MAX_CASES = 6;
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
export const completeMockCaseBody = z.object({ practiceMemo: z.string().max(20_000).optional().default('') });
export const completeMockCaseAnswer = z.object({
  data: z.object({ practiceSessionId: z.string(), caseNumber: z.number().int() }),
});
export const completeMockExamAnswer = z.object({ data: z.object({ status: mockExamStatus }) });
export const evaluationProgressAnswer = z.object({ completed: z.number().int(), total: z.number().int() });
export const mockExamCasesAnswer = z.object({ data: z.array(mockExamCase.omit({ feedback: true })) });
