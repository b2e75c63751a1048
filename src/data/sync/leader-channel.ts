/**
 * Lets a tab that does not sync ask the syncing tab (tab-leader) to do something now. Today that is
 * "ask the server about this grade": the 채점 완료 확인 / 다시 확인 buttons (a case) and 진행 상황
 *새로고침 (a mock exam) work in any tab, but only the leader polls, so the others hand it over.
 *
 * Over a BroadcastChannel named like the learner's lock. The leader answers once the work is done,
 * with the handler's result (the data itself is then in Dexie, which every tab reads). An asker does
 * not wait forever: if no answer comes in `answerWithinMs` — no leader yet, or its tab frozen in the
 * background — it stops waiting with `undefined`, and the data still reaches the screen through
 * Dexie whenever the leader gets to it.
 */

export type LeaderRequest =
  | { kind: 'check-grade'; sessionId: string }
  | { kind: 'check-mock-exam'; mockExamSessionId: string }
  /** A write made in this tab waits in the shared outbox: drain it now (outbox-watch). */
  | { kind: 'sync-outbox' };

type Message =
  { type: 'ask'; id: string; request: LeaderRequest } | { type: 'done'; id: string; result?: unknown };

/** The part of BroadcastChannel used here. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface LeaderChannelDeps {
  open?: (name: string) => ChannelLike | null;
  answerWithinMs?: number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  newId?: () => string;
}

export interface LeaderChannel {
  /** Leader side: handle requests from other tabs until the returned function is called. */
  serve(handler: (request: LeaderRequest) => Promise<unknown>): () => void;
  /**
   * Follower side: the leader's result once it has done it; undefined when it failed or when
   * waiting makes no more sense.
   */
  ask(request: LeaderRequest): Promise<unknown>;
  close(): void;
}

const openBroadcastChannel = (name: string): ChannelLike | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);

export function createLeaderChannel(name: string, deps: LeaderChannelDeps = {}): LeaderChannel {
  const channel = (deps.open ?? openBroadcastChannel)(name);
  const answerWithinMs = deps.answerWithinMs ?? 15_000;
  const setTimer = deps.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const clearTimer =
    deps.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const newId = deps.newId ?? (() => crypto.randomUUID());

  return {
    serve(handler) {
      if (!channel) return () => undefined;
      const listener = (event: MessageEvent) => {
        const message = event.data as Message;
        if (message?.type !== 'ask') return;
        void handler(message.request)
          .catch(() => undefined) // the asker only needs to stop waiting
          .then((result) => channel.postMessage({ type: 'done', id: message.id, result } satisfies Message));
      };
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },

    ask(request) {
      if (!channel) return Promise.resolve(undefined);
      const id = newId();
      return new Promise<unknown>((resolve) => {
        const finish = (result?: unknown) => {
          clearTimer(timer);
          channel.removeEventListener('message', listener);
          resolve(result);
        };
        const listener = (event: MessageEvent) => {
          const message = event.data as Message;
          if (message?.type === 'done' && message.id === id) finish(message.result);
        };
        const timer = setTimer(() => finish(), answerWithinMs);
        channel.addEventListener('message', listener);
        channel.postMessage({ type: 'ask', id, request } satisfies Message);
      });
    },

    close() {
      channel?.close();
    },
  };
}
