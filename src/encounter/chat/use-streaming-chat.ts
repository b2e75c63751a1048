/**
 * The send side of a streamed chat, shared by the landing demo and live practice (spec 1 §4, §5):
 * - a blank message, or one sent while a reply is arriving or while `canSend` is false, is ignored;
 * - the learner's line shows at once and the reply grows as chunks arrive;
 * - if the turn fails (model down, connection lost mid-reply) the server has taken the turn back,
 *   so the screen does too: both lines go and the learner's text returns to the input, with the
 *   error shown above it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../data/api/errors';
import { appendReplyChunk, finishReply, userLine, type ChatLine } from '../../lib/chat-lines';

export interface StreamingChatOptions {
  /** The conversation so far, read once on mount. */
  initialLines?: ChatLine[];
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
  /** Called with the whole conversation after each reply that completed. */
  onTurnComplete?: (lines: ChatLine[]) => void;
  /** Called when a turn fails, before the text goes back to the input. */
  onTurnFailed?: (error: ApiError) => void;
}

export interface StreamingChat {
  lines: ChatLine[];
  setLines: (lines: ChatLine[]) => void;
  draft: string;
  setDraft: (draft: string) => void;
  responding: boolean;
  error: ApiError | null;
  clearError: () => void;
  /** Sends the draft; resolves true when the reply completed. */
  send: (canSend: boolean) => Promise<boolean>;
}

export function useStreamingChat(options: StreamingChatOptions): StreamingChat {
  const [lines, setLinesState] = useState<ChatLine[]>(() => options.initialLines ?? []);
  const [draft, setDraft] = useState('');
  const [responding, setResponding] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const linesRef = useRef(lines);
  const respondingRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const setLines = useCallback((next: ChatLine[]) => {
    linesRef.current = next;
    setLinesState(next);
  }, []);

  // Leaving the page stops the reply; the server then takes the turn back.
  useEffect(() => () => abortRef.current?.abort(), []);

  const send = useCallback(
    async (canSend: boolean) => {
      const content = draft.trim();
      if (!content || !canSend || respondingRef.current) return false;
      const before = linesRef.current;
      const controller = new AbortController();
      abortRef.current = controller;
      respondingRef.current = true;
      setResponding(true);
      setError(null);
      setDraft('');
      const asked = userLine(content);
      setLines([...before, asked]);
      try {
        await optionsRef.current.send(content, {
          signal: controller.signal,
          onChunk: (text) => setLines(appendReplyChunk(linesRef.current, text)),
          messageId: asked.id,
          history: before,
          discardPartial: () => setLines([...before, asked]),
        });
        const done = finishReply(linesRef.current);
        setLines(done);
        optionsRef.current.onTurnComplete?.(done);
        return true;
      } catch (caught) {
        if (controller.signal.aborted) return false;
        // Anything that is not an ApiError is a bug or a broken connection; never show it raw.
        const failure = caught instanceof ApiError ? caught : new ApiError(NETWORK_ERROR_MESSAGE, 'network');
        setLines(before);
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
    [draft, setLines],
  );

  return {
    lines,
    setLines,
    draft,
    setDraft,
    responding,
    error,
    clearError: useCallback(() => setError(null), []),
    send,
  };
}
