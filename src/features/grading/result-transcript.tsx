import { Center, Loader, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { ChatBubble } from '../../components/chat/chat-bubble';
import type { CachedChatMessage } from '../../data/db';
import classes from './grading.module.css';

export interface EvidenceTarget {
  messageId: string;
  /** Bumped on every click, so clicking the same evidence again scrolls and flashes again. */
  nonce: number;
}

/** The DOM id of a transcript line, which checklist evidence points at. */
export const transcriptLineId = (messageId: string) => `chat-line-${messageId}`;

interface ResultTranscriptProps {
  messages: CachedChatMessage[] | null;
  target: EvidenceTarget | null;
  /** Still fetching and nothing kept on the device. */
  loading: boolean;
}

/** The whole conversation, read-only; the line a checklist item quotes is scrolled to and lit. */
export function ResultTranscript({ messages, target, loading }: ResultTranscriptProps) {
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!target) return;
    const line = scroller.current?.querySelector<HTMLElement>(
      `#${CSS.escape(transcriptLineId(target.messageId))}`,
    );
    if (!line) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    line.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    line.focus({ preventScroll: true });
  }, [target]);

  if (!messages || messages.length === 0) {
    return (
      <Center py="xl">
        {loading ? (
          <Loader size="sm" type="dots" />
        ) : (
          <Text size="sm" c="dimmed">
            {messages ? '주고받은 대화가 없습니다.' : '대화 기록은 연결되면 불러옵니다.'}
          </Text>
        )}
      </Center>
    );
  }

  return (
    <div ref={scroller} className={classes.transcript} role="log" aria-label="대화 기록" tabIndex={0}>
      {messages.map((message) => (
        <div
          key={message.id}
          id={transcriptLineId(message.id)}
          className={`${classes.line} ${message.sender === 'user' ? classes.lineUser : classes.lineAi}`}
          data-highlighted={target?.messageId === message.id}
          data-testid="transcript-line"
          tabIndex={-1}
        >
          <ChatBubble
            line={{ id: message.id, sender: message.sender, content: message.content }}
            speaker={message.sender === 'user' ? '나' : '환자'}
          />
        </div>
      ))}
    </div>
  );
}
