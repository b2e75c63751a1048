import { randomUUID } from 'node:crypto';
import { AppError } from '../lib/app-error';
import type { SharedStore } from '../lib/shared-store';

/** Chat streams one learner may hold open at once (each one is a model call). */
export const MAX_STREAMS_PER_LEARNER = 2;

/** A slot lapses after this long even if its process died holding it (a reply is far shorter). */
const SLOT_LEASE_MS = 5 * 60_000;

const ENDED_CHANNEL = 'streams-ended';

export interface StreamSlot {
  /** Aborts when the learner's streams must end at once (the account was deleted). */
  signal: AbortSignal;
  /** Gives the slot back (once). */
  release(): Promise<void>;
}

/**
 * Counts the open chat streams per learner in the shared store (every instance sees the same
 * count) and refuses one more than the cap with the catalogue's 429, so one account cannot fan out
 * into any number of parallel model calls. It also ends a learner's open streams on every
 * instance when `endAll` is called (account deletion).
 */
export class StreamSlots {
  private readonly local = new Map<string, Set<AbortController>>();
  private listening!: Promise<boolean>;

  constructor(
    private readonly store: SharedStore,
    private readonly cap = MAX_STREAMS_PER_LEARNER,
  ) {
    this.listen();
  }

  /** Hears "end this learner's streams" from every instance; tried again while the store is away. */
  private listen() {
    this.listening = this.store
      .listen(ENDED_CHANNEL, (learnerId) => this.abortLocal(learnerId))
      .then(
        () => true,
        () => false,
      );
  }

  /** Takes a slot or throws TOO_MANY_STREAMS. */
  async acquire(learnerId: string): Promise<StreamSlot> {
    if (!(await this.listening)) this.listen();
    const holder = randomUUID();
    const key = `streams:${learnerId}`;
    if (!(await this.store.acquireSlot(key, holder, this.cap, SLOT_LEASE_MS))) {
      throw new AppError('TOO_MANY_STREAMS', undefined, { 'retry-after': '5' });
    }
    const controller = new AbortController();
    const mine = this.local.get(learnerId) ?? new Set<AbortController>();
    mine.add(controller);
    this.local.set(learnerId, mine);
    let released = false;
    return {
      signal: controller.signal,
      release: async () => {
        if (released) return;
        released = true;
        mine.delete(controller);
        if (mine.size === 0 && this.local.get(learnerId) === mine) this.local.delete(learnerId);
        await this.store.releaseSlot(key, holder);
      },
    };
  }

  /** Ends every open stream of a learner, on every instance. */
  async endAll(learnerId: string): Promise<void> {
    if (!(await this.listening)) this.listen();
    this.abortLocal(learnerId);
    await this.store.publish(ENDED_CHANNEL, learnerId);
  }

  private abortLocal(learnerId: string) {
    for (const controller of this.local.get(learnerId) ?? []) controller.abort();
  }
}
