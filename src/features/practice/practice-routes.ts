/**
 * The pages a case's encounter moves through (the live practice page, the completed page after
 * the end): the briefing and the live page load their code when they open, so the case starts,
 * runs and ends without a network even before the service worker is in control
 * (usePracticeCodeLoaded).
 */
export const CASE_ENCOUNTER_ROUTES = [
  '/_authed/cases/practice/during/$sessionId',
  '/_authed/cases/completed/$sessionId',
] as const;
