import { Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { displayText, latestPairIds, type ChatLine } from '../../lib/chat-lines';
import { ChatBubble } from './chat-bubble';
import classes from './chat.module.css';

interface ChatTranscriptProps {
  lines: ChatLine[];
  responding: boolean;
  /** When false, all but the latest learner and patient lines are blurred (spec 1 §4). */
  showEarlier?: boolean;
  userLabel?: string;
  aiLabel?: string;
  /** Shown before the first message. */
  empty?: ReactNode;
}

/**
 * The scrolling conversation; it follows new text unless the learner scrolled up to reread.
 * The transcript itself is not a live region (a screen reader would read every streamed chunk and
 * the learner's own lines); a polite, visually hidden region beside it holds only the patient's
 * newest reply, set once the reply is complete, so each reply is read once and nothing earlier is
 * read again.
 */
export function ChatTranscript({
  lines,
  responding,
  showEarlier = true,
  userLabel = '나',
  aiLabel = '환자',
  empty,
}: ChatTranscriptProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const keep = showEarlier ? null : latestPairIds(lines);
  const waitingForFirstChunk = responding && lines.at(-1)?.sender === 'user';
  const [announcement, setAnnouncement] = useState('');
  const [wasResponding, setWasResponding] = useState(responding);
  // Adjusted while rendering (React's pattern for state that follows a prop): cleared when a reply
  // starts, so the same words twice are still read twice; set when it is complete.
  if (responding !== wasResponding) {
    setWasResponding(responding);
    const last = lines.at(-1);
    if (responding) setAnnouncement('');
    else if (last?.sender === 'ai') setAnnouncement(`${aiLabel}: ${displayText(last)}`);
  }

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => {
      pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [lines, waitingForFirstChunk]);

  return (
    <>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="patient-reply-announcer">
        {announcement}
      </VisuallyHidden>
      <div ref={scroller} className={classes.transcript} role="region" aria-label="대화 내용" tabIndex={0}>
        {lines.length === 0 && empty}
        {lines.map((line) => (
          <ChatBubble
            key={line.id}
            line={line}
            speaker={line.sender === 'user' ? userLabel : aiLabel}
            blurred={keep !== null && !keep.has(line.id)}
          />
        ))}
        {waitingForFirstChunk && (
          <Group gap={8} px={4} role="status">
            <Loader size="xs" type="dots" />
            <Text size="xs" c="dimmed">
              {aiLabel}가 답하고 있어요
            </Text>
          </Group>
        )}
      </div>
    </>
  );
}
