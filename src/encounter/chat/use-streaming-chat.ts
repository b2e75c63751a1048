/**
 * The send side of a streamed chat, shared by the landing demo and live practice (spec 1 §4, §5):
 * - a blank message, or one sent while a reply is arriving or while `canSend` is false, is ignored;
 * - the learner's line shows at once and the reply grows as chunks arrive;
 * - if the turn fails (model down, connection lost mid-reply) the server has taken the turn back,
 *   so the screen does too: both lines go and the learner's text returns to the input, with the
 *   error shown above it.
 *
 * Finished turns live in one place. Live practice passes `store`: the session's row in Dexie,
 * read live, is the transcript the screen shows (the server's copy and turns answered on the device
 * are written there by their own code), and a finished turn is written there too. Only the turn in
 * flight (the learner's line and the reply as it grows) is this hook's own, shown after the stored
 * lines until the store holds lines of the same ids. The landing demo has no store: the hook keeps
 * its finished turns itself.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../data/api/errors';
import { appendReplyChunk, finishReply, replyIdOf, userLine, type ChatLine } from '../../lib/chat-lines';

export interface ChatStore {
  /** The finished turns as stored (read live by the caller). */
  lines: readonly ChatLine[];
  /** Stores the conversation after a reply completed. */
  commit: (lines: ChatLine[]) => Promise<void>;
}

export interface StreamingChatOptions {
  /** Where finished turns live; without it, this hook keeps them. */
  store?: ChatStore;
  send: (
    content: string,
    options: {
      signal: AbortSignal;
      onChunk: (text: string) => void;
      /** The learner line's id (made here), which the server stores the message under. */
      messageId: string;
      /** The conversation before this question. */
      history: ChatLine[];
      /** Drops the reply text shown so far, for a reply that starts again from another source. */
      discardPartial: () => void;
    },
  ) => Promise<void>;
  /** Called when a turn fails, before the text goes back to the input. */
  onTurnFailed?: (error: ApiError) => void;
}

export interface StreamingChat {
  /** The finished turns, then the turn in flight. */
  lines: ChatLine[];
  /** Replaces the finished turns the hook keeps (a chat without a store: the demo's greeting). */
  setLines: (lines: ChatLine[]) => void;
  draft: string;
  setDraft: (draft: string) => void;
  responding: boolean;
  error: ApiError | null;
  clearError: () => void;
  /** Sends the draft; resolves true when the reply completed. */
  send: (canSend: boolean) => Promise<boolean>;
}

/** The finished lines, then the lines in flight that they do not hold yet. */
function merged(finished: readonly ChatLine[], inFlight: readonly ChatLine[]): ChatLine[] {
  if (inFlight.length === 0) return [...finished];
  const ids = new Set(finished.map((line) => line.id));
  return [...finished, ...inFlight.filter((line) => !ids.has(line.id))];
}

export function useStreamingChat(options: StreamingChatOptions): StreamingChat {
  const [own, setOwn] = useState<readonly ChatLine[]>([]);
  const finished = options.store?.lines ?? own;
  const [inFlight, setInFlightState] = useState<readonly ChatLine[]>([]);
  const [draft, setDraft] = useState('');
  const [responding, setResponding] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  // Read by the turn in flight between renders: the latest finished lines and the latest in flight.
  const finishedRef = useRef(finished);
  finishedRef.current = finished;
  const inFlightRef = useRef(inFlight);
  const respondingRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const setInFlight = useCallback((next: readonly ChatLine[]) => {
    inFlightRef.current = next;
    setInFlightState(next);
  }, []);

  // The store now holds every line of the finished turn: nothing is in flight any more.
  useEffect(() => {
    if (responding || inFlight.length === 0) return;
    const ids = new Set(finished.map((line) => line.id));
    if (inFlight.every((line) => ids.has(line.id))) setInFlight([]);
  }, [finished, inFlight, responding, setInFlight]);

  const setLines = useCallback(
    (next: ChatLine[]) => {
      setOwn(next);
      setInFlight([]);
    },
    [setInFlight],
  );

  // Leaving the page stops the reply; the server then takes the turn back.
  useEffect(() => () => abortRef.current?.abort(), []);

  const send = useCallback(
    async (canSend: boolean) => {
      const content = draft.trim();
      if (!content || !canSend || respondingRef.current) return false;
      const before = merged(finishedRef.current, inFlightRef.current);
      const controller = new AbortController();
      abortRef.current = controller;
      respondingRef.current = true;
      setResponding(true);
      setError(null);
      setDraft('');
      const asked = userLine(content);
      const replyId = replyIdOf(asked.id);
      setInFlight([asked]);
      try {
        await optionsRef.current.send(content, {
          signal: controller.signal,
          onChunk: (text) => setInFlight(appendReplyChunk(inFlightRef.current, text, replyId)),
          messageId: asked.id,
          history: before,
          discardPartial: () => setInFlight([asked]),
        });
        const done = finishReply(merged(finishedRef.current, inFlightRef.current));
        const store = optionsRef.current.store;
        if (store) {
          // Until the store holds them, the lines stay shown as in flight (a failed write keeps them).
          const from = done.findIndex((line) => line.id === asked.id);
          if (from >= 0) setInFlight(done.slice(from));
          await store.commit(done).catch(() => undefined);
        } else {
          setOwn(done);
          setInFlight([]);
        }
        return true;
      } catch (caught) {
        if (controller.signal.aborted) return false;
        // Anything that is not an ApiError is a bug or a broken connection; never show it raw.
        const failure = caught instanceof ApiError ? caught : new ApiError(NETWORK_ERROR_MESSAGE, 'network');
        setInFlight([]);
        setDraft(content);
        setError(failure);
        optionsRef.current.onTurnFailed?.(failure);
        return false;
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
        respondingRef.current = false;
        setResponding(false);
      }
    },
    [draft, setInFlight],
  );

  return {
    lines: useMemo(() => merged(finished, inFlight), [finished, inFlight]),
    setLines,
    draft,
    setDraft,
    responding,
    error,
    clearError: useCallback(() => setError(null), []),
    send,
  };
}
