/**
 * The pages a mock exam's encounter moves through (a case's briefing, its live page, the completed
 * page after the last case): the pages of the exam load their code when they open, so the exam goes
 * on without a network even before the service worker is in control (usePracticeCodeLoaded).
 */
export const MOCK_EXAM_ENCOUNTER_ROUTES = [
  '/_authed/mock-exams/pre-practice/$mockExamSessionId/$caseNumber',
  '/_authed/mock-exams/live/$mockExamSessionId/$caseNumber',
  '/_authed/mock-exams/completed/$mockExamSessionId',
] as const;
