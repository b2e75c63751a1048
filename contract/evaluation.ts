import { z } from 'zod';
import { patientAgeMonths } from './cases';

/** Grading answers (spec 1 §3 Evaluation result). */
export const checklistSection = z.enum(['병력청취', '신체진찰', '환자교육', '환자-의사관계']);

export const checklistResult = z.object({
  /** Stable item id, so results can be compared across sessions. */
  itemId: z.string(),
  section: checklistSection,
  subtitle: z.string(),
  performance: z.enum(['yes', 'no']),
  itemText: z.string(),
  /** For 'yes': the learner's own words that satisfied the item, quoted. For 'no': what was missing and how to ask or do it. */
  aiComment: z.string(),
  /** For 'yes': the chat message (chatLogId) holding the evidence, so the result can scroll to it. */
  evidenceMessageId: z.string().nullable(),
});
export type ChecklistResult = z.infer<typeof checklistResult>;

export const sectionScore = z.object({
  section: checklistSection,
  achieved: z.number().int(),
  total: z.number().int(),
  /** 0-100 */
  rate: z.number(),
  /** Points of the overall 100 this section carries. */
  weight: z.number(),
});

export const evaluation = z.object({
  overallScore: z.number().int().min(0).max(100),
  qualitativeFeedback: z.string(),
  goodPoints: z.array(z.object({ description: z.string() })),
  improvementAreas: z.array(z.object({ description: z.string(), advice: z.string() })),
  checklistResults: z.array(checklistResult),
  sectionScores: z.array(sectionScore),
  scenario: z.object({
    scenarioId: z.string(),
    name: z.string(),
    primaryCategory: z.string(),
    secondaryCategory: z.string(),
    patientName: z.string(),
    age: z.number().int(),
    /**
     * As Scenario.ageMonths. Optional: evaluations are stored as graded, and those graded before
     * months existed lack it (shown by years, '1세 미만' for an infant).
     */
    ageMonths: patientAgeMonths.optional(),
    sex: z.string(),
    presentingComplaint: z.string(),
  }),
  /** Who graded: the embedded checklist grader, or a configured model (with the embedded one as fallback). */
  grader: z.enum(['embedded', 'model']),
  mode: z.enum(['strict', 'lenient']),
  gradedAt: z.string(),
});
export type Evaluation = z.infer<typeof evaluation>;

export const feedbackAnswer = z.object({
  status: z.enum(['evaluating', 'completed', 'failed']),
  data: evaluation.nullable(),
  /** When status is 'failed': why, in Korean. */
  error: z.string().optional(),
});
export type FeedbackAnswer = z.infer<typeof feedbackAnswer>;
