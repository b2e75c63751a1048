/**
 * A conversation as the screen shows it, and the rules of a streamed reply (spec 1 §4): chunks are
 * appended to the AI message being written, or start one; a reply that ends empty reads '(무응답)'.
 * Shared by the landing demo and live practice.
 */
export interface ChatLine {
  id: string;
  sender: 'user' | 'ai';
  content: string;
  /** The reply is still arriving. */
  streaming?: boolean;
}

export const NO_REPLY_TEXT = '(무응답)';

export function userLine(content: string): ChatLine {
  return { id: crypto.randomUUID(), sender: 'user', content };
}

/**
 * `replyId` names a reply this chunk starts (live practice: the learner line's id + ':reply', the
 * id a reply answered on the device is stored under); without it the reply gets a random id.
 */
export function appendReplyChunk(lines: readonly ChatLine[], text: string, replyId?: string): ChatLine[] {
  const last = lines.at(-1);
  if (last?.sender === 'ai' && last.streaming) {
    return [...lines.slice(0, -1), { ...last, content: last.content + text }];
  }
  return [...lines, { id: replyId ?? crypto.randomUUID(), sender: 'ai', content: text, streaming: true }];
}

/** The id of the reply to the learner line `messageId` (the same on the device and in the screen). */
export function replyIdOf(messageId: string): string {
  return `${messageId}:reply`;
}

/** [DONE]: the reply being written is complete; a turn with no reply at all gets an empty one. */
export function finishReply(lines: readonly ChatLine[]): ChatLine[] {
  const last = lines.at(-1);
  if (last?.sender === 'ai') {
    return last.streaming ? [...lines.slice(0, -1), { ...last, streaming: false }] : [...lines];
  }
  return [...lines, { id: crypto.randomUUID(), sender: 'ai', content: '' }];
}

export function displayText(line: ChatLine): string {
  return !line.streaming && line.sender === 'ai' && line.content.trim() === '' ? NO_REPLY_TEXT : line.content;
}

/** The latest learner line and the latest patient line: what stays readable when the log is hidden. */
export function latestPairIds(lines: readonly ChatLine[]): Set<string> {
  const ids = new Set<string>();
  const lastUser = lines.findLast((line) => line.sender === 'user');
  const lastAi = lines.findLast((line) => line.sender === 'ai');
  if (lastUser) ids.add(lastUser.id);
  if (lastAi) ids.add(lastAi.id);
  return ids;
}
