/**
 * Paths under /api/v1 (no leading slash) of the writes a device queues in its outbox and sends
 * later (the PWA's sync engine). Each id is one encoded path segment. The PWA builds these requests
 * from here only (src/data/sync/outbox-kinds.ts); tests/server/api-paths.test.ts checks that the
 * server answers every one of them.
 */
const segment = (value: string) => encodeURIComponent(value);

export const apiPaths = {
  /** POST adds the bookmark, DELETE removes it. */
  caseBookmark: (scenarioId: string) => `cases/${segment(scenarioId)}/bookmark`,
  /** PUT { userMemo } (noteDetail reads add `/detail`). */
  incorrectNote: (scenarioId: string) => `my-notes/incorrect-notes/${segment(scenarioId)}`,
  /** PATCH { hasNote } */
  incorrectNoteStatus: (scenarioId: string) => `my-notes/incorrect-notes/${segment(scenarioId)}/status`,
  /** GET the review queue's cards (issue 24). */
  reviewCards: () => 'my-notes/review-cards',
  /** POST { rating, reviewedAt }: a review of one card, scheduled by FSRS. */
  reviewCardReviews: (cardId: string) => `my-notes/review-cards/${segment(cardId)}/reviews`,
  /** POST a new post. */
  feedback: () => 'feedback',
  /** POST starts a practice session. */
  practiceSessions: () => 'practice-sessions',
  /** POST { messageId, messageContent, sentAt }: a turn the device answered itself. */
  practiceDeviceTurns: (sessionId: string) => `practice-sessions/${segment(sessionId)}/device-turns`,
  /** POST { practiceMemo } ends the session. */
  practiceComplete: (sessionId: string) => `practice-sessions/${segment(sessionId)}/complete`,
  /** POST (optionally { practiceSessionId }) starts one case of a mock exam. */
  mockExamCaseStart: (mockExamSessionId: string, scenarioId: string) =>
    `mock-exams/${segment(mockExamSessionId)}/cases/${segment(scenarioId)}/start`,
  /** POST { practiceMemo } ends one case of a mock exam. */
  mockExamCaseComplete: (mockExamSessionId: string, scenarioId: string) =>
    `mock-exams/${segment(mockExamSessionId)}/cases/${segment(scenarioId)}/complete`,
  /** POST submits the exam for grading. */
  mockExamComplete: (mockExamSessionId: string) => `mock-exams/${segment(mockExamSessionId)}/complete`,
  /** POST gives the exam up. */
  mockExamAbandon: (mockExamSessionId: string) => `mock-exams/${segment(mockExamSessionId)}/abandon`,
} as const;
