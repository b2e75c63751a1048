/**
 * The router's history state for the result page: pages under /my-notes link to it with
 * `state: { fromMyNotes: true }`, and its bottom buttons then lead back there (spec 1 §2).
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    fromMyNotes?: boolean;
  }
}

export const FROM_MY_NOTES = { fromMyNotes: true } as const;
