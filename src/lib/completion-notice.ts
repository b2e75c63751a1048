/** Spec 1 §9: a completion notice closes itself after 15 s. */
export const COMPLETION_NOTICE_MS = 15_000;
