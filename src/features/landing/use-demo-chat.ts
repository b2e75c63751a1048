import { useCallback, useRef, useState } from 'react';
import { hasErrorCode, type ApiError } from '../../data/api/errors';
import { useStreamingChat, type StreamingChat } from '../../encounter/chat/use-streaming-chat';

/**
 * idle: nothing asked of the server yet (a session is only made when the visitor wants one —
 * demo sessions are rate-limited per address); expired: the 30-minute session is gone (404);
 * limit: the demo's message allowance is used up (409).
 */
export type DemoPhase = 'idle' | 'starting' | 'ready' | 'start-failed' | 'expired' | 'limit';

export interface DemoChat {
  phase: DemoPhase;
  chat: StreamingChat;
  start: () => Promise<void>;
  send: () => void;
  /** Why the last refusal happened, for the expired and limit phases. */
  notice: string | null;
}

/**
 * The API client and the demo's calls are loaded when the visitor starts the conversation, not with
 * the landing page: most first visits never press the button.
 */
const loadDemoApi = () => import('../../data/api/demo-api').then((module) => module.demoApi);

/** The landing page's conversation with the virtual patient (spec 1 §4 Demo). */
export function useDemoChat(): DemoChat {
  const [phase, setPhase] = useState<DemoPhase>('idle');
  const [notice, setNotice] = useState<string | null>(null);
  const sessionId = useRef<string | null>(null);

  const onTurnFailed = useCallback((error: ApiError) => {
    if (hasErrorCode(error, 'DEMO_EXPIRED')) {
      sessionId.current = null;
      setNotice(error.message);
      setPhase('expired');
    } else if (hasErrorCode(error, 'DEMO_LIMIT_REACHED')) {
      setNotice(error.message);
      setPhase('limit');
    }
  }, []);

  const chat = useStreamingChat({
    send: (content, options) => {
      const id = sessionId.current;
      if (!id) return Promise.reject(new Error('no demo session'));
      return loadDemoApi().then((demoApi) => demoApi.sendMessage(id, content, options));
    },
    onTurnFailed,
  });
  const { setLines, clearError } = chat;

  const start = useCallback(async () => {
    setPhase('starting');
    setNotice(null);
    clearError();
    try {
      const demoApi = await loadDemoApi();
      const session = await demoApi.start();
      sessionId.current = session.demoSessionId;
      setLines([{ id: crypto.randomUUID(), sender: 'ai', content: session.ai }]);
      setPhase('ready');
    } catch {
      setPhase('start-failed');
    }
  }, [clearError, setLines]);

  return {
    phase,
    chat,
    start,
    notice,
    send: () => void chat.send(phase === 'ready' && sessionId.current !== null),
  };
}
