import { describe, expect, it } from 'vitest';
import {
  appendReplyChunk,
  displayText,
  finishReply,
  latestPairIds,
  NO_REPLY_TEXT,
  type ChatLine,
} from './chat-lines';

const line = (id: string, sender: ChatLine['sender'], content: string): ChatLine => ({ id, sender, content });

describe('chat lines', () => {
  it('appends chunks to the reply being written, or starts one', () => {
    let lines = [line('u1', 'user', '어디가 아프세요?')];
    lines = appendReplyChunk(lines, '배가 ');
    lines = appendReplyChunk(lines, '아파요.');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ sender: 'ai', content: '배가 아파요.', streaming: true });
    lines = finishReply(lines);
    expect(lines[1]?.streaming).toBe(false);
    // The next reply starts a new line even right after a finished one.
    expect(appendReplyChunk(lines, '네')).toHaveLength(3);
  });

  it("shows '(무응답)' for a reply that ended empty", () => {
    const done = finishReply([line('u1', 'user', '…')]);
    expect(done).toHaveLength(2);
    expect(displayText(done[1] as ChatLine)).toBe(NO_REPLY_TEXT);
    expect(displayText({ ...line('a', 'ai', ''), streaming: true })).toBe('');
  });

  it('keeps the latest learner and patient lines readable when the log is hidden', () => {
    const lines = [
      line('u1', 'user', 'a'),
      line('a1', 'ai', 'b'),
      line('u2', 'user', 'c'),
      line('a2', 'ai', 'd'),
    ];
    expect([...latestPairIds(lines)]).toEqual(['u2', 'a2']);
  });
});
