/** What a screen shows about the pull that refreshes its local copy (data/sync/use-notes-pull). */
export interface PullState {
  online: boolean;
  pulling: boolean;
  /** Korean message of the last failed pull (online only), until retried. */
  error: string | null;
  retry: () => void;
}
