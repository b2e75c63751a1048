/**
 * Lets a tab that does not sync ask the syncing tab (tab-leader) to do something now. Today that is
 * "ask the server about this session's grade": the 채점 완료 확인 and 다시 확인 buttons work in any
 * tab, but only the leader polls for grades, so the others hand the question over.
 *
 * Over a BroadcastChannel named like the learner's lock. The leader answers once the work is done
 * (its result is then in Dexie, which every tab reads). An asker does not wait forever: if no
 * answer comes in `answerWithinMs` — no leader yet, or its tab frozen in the background — it stops
 * waiting, and the result still reaches the screen through Dexie whenever the leader gets to it.
 */

export interface LeaderRequest {
  kind: 'check-grade';
  sessionId: string;
}

type Message = { type: 'ask'; id: string; request: LeaderRequest } | { type: 'done'; id: string };

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
  serve(handler: (request: LeaderRequest) => Promise<void>): () => void;
  /** Follower side: resolves when the leader has done it, or when waiting makes no more sense. */
  ask(request: LeaderRequest): Promise<void>;
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
          .finally(() => channel.postMessage({ type: 'done', id: message.id } satisfies Message));
      };
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },

    ask(request) {
      if (!channel) return Promise.resolve();
      const id = newId();
      return new Promise<void>((resolve) => {
        const finish = () => {
          clearTimer(timer);
          channel.removeEventListener('message', listener);
          resolve();
        };
        const listener = (event: MessageEvent) => {
          const message = event.data as Message;
          if (message?.type === 'done' && message.id === id) finish();
        };
        const timer = setTimer(finish, answerWithinMs);
        channel.addEventListener('message', listener);
        channel.postMessage({ type: 'ask', id, request } satisfies Message);
      });
    },

    close() {
      channel?.close();
    },
  };
}
