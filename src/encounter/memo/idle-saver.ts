/**
 * Saves after a pause in typing (spec 1 §4: the memo is saved after 1 s of inactivity). Each change
 * restarts the wait; `flush` saves at once (leaving the page, ending the case) and `cancel` drops a
 * pending save. Framework-free so it is tested with fake timers.
 */
export interface IdleSaver<T> {
  change(value: T): void;
  flush(): void;
  cancel(): void;
  pending(): boolean;
}

export const MEMO_AUTOSAVE_DELAY_MS = 1_000;

export function createIdleSaver<T>(save: (value: T) => void, delayMs = MEMO_AUTOSAVE_DELAY_MS): IdleSaver<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest: { value: T } | null = null;

  const run = () => {
    timer = null;
    if (!latest) return;
    const { value } = latest;
    latest = null;
    save(value);
  };

  return {
    change(value) {
      latest = { value };
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(run, delayMs);
    },
    flush() {
      if (timer !== null) clearTimeout(timer);
      run();
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      latest = null;
    },
    pending: () => latest !== null,
  };
}
