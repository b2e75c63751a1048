import { Text } from '@mantine/core';
import { displayText, NO_REPLY_TEXT, type ChatLine } from '../../lib/chat-lines';
import classes from './chat.module.css';

interface ChatBubbleProps {
  line: ChatLine;
  speaker: string;
  /** Earlier conversation hidden by the chat-visibility toggle. */
  blurred?: boolean;
}

/** One message: the learner on the right in the brand colour, the patient on the left. */
export function ChatBubble({ line, speaker, blurred = false }: ChatBubbleProps) {
  const text = displayText(line);
  const isUser = line.sender === 'user';
  return (
    <div
      className={`${classes.row} ${isUser ? classes.rowUser : classes.rowAi} ${blurred ? classes.blurred : ''}`}
      aria-hidden={blurred || undefined}
      data-testid={isUser ? 'chat-user' : 'chat-ai'}
    >
      <Text size="xs" c="dimmed" px={4}>
        {speaker}
      </Text>
      <div
        className={`${classes.bubble} ${isUser ? classes.user : classes.ai} ${text === NO_REPLY_TEXT && !isUser ? classes.noReply : ''}`}
        data-chat-text
      >
        {text}
      </div>
    </div>
  );
}
