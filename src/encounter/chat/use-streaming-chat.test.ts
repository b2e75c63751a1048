import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../data/api/errors';
import { NO_REPLY_TEXT, displayText } from '../../lib/chat-lines';
import { useStreamingChat, type StreamingChatOptions } from './use-streaming-chat';

function setup(send: StreamingChatOptions['send']) {
  const onTurnComplete = vi.fn();
  const hook = renderHook(() => useStreamingChat({ send, onTurnComplete }));
  return { hook, onTurnComplete };
}

describe('streaming chat', () => {
  it('shows the learner line at once and grows the reply chunk by chunk', async () => {
    let finish: () => void = () => undefined;
    const { hook, onTurnComplete } = setup(async (_content, { onChunk }) => {
      onChunk('배가 ');
      onChunk('아파요.');
      await new Promise<void>((resolve) => (finish = resolve));
    });
    act(() => hook.result.current.setDraft('  어디가 아프세요?  '));
    let sent: Promise<boolean> = Promise.resolve(false);
    act(() => {
      sent = hook.result.current.send(true);
    });
    expect(hook.result.current.responding).toBe(true);
    expect(hook.result.current.draft).toBe('');
    expect(hook.result.current.lines.map((line) => [line.sender, line.content])).toEqual([
      ['user', '어디가 아프세요?'],
      ['ai', '배가 아파요.'],
    ]);
    await act(async () => {
      finish();
      expect(await sent).toBe(true);
    });
    expect(hook.result.current.responding).toBe(false);
    expect(onTurnComplete).toHaveBeenCalledOnce();
  });

  it('ignores a blank message, a message while not allowed, and one while a reply arrives', async () => {
    const send = vi.fn(() => new Promise<void>(() => undefined));
    const { hook } = setup(send);
    await act(async () => expect(await hook.result.current.send(true)).toBe(false));
    act(() => hook.result.current.setDraft('네'));
    await act(async () => expect(await hook.result.current.send(false)).toBe(false));
    act(() => void hook.result.current.send(true));
    act(() => hook.result.current.setDraft('또'));
    await act(async () => expect(await hook.result.current.send(true)).toBe(false));
    expect(send).toHaveBeenCalledOnce();
  });

  it('on a failed turn takes both lines back, returns the text to the input and keeps the error', async () => {
    const { hook } = setup(async (_content, { onChunk }) => {
      onChunk('배가');
      throw new ApiError(NETWORK_ERROR_MESSAGE, 'stream');
    });
    act(() => hook.result.current.setDraft('언제부터요?'));
    await act(async () => void (await hook.result.current.send(true)));
    expect(hook.result.current.lines).toEqual([]);
    expect(hook.result.current.draft).toBe('언제부터요?');
    expect(hook.result.current.error?.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("an empty reply becomes '(무응답)'", async () => {
    const { hook } = setup(async () => undefined);
    act(() => hook.result.current.setDraft('…'));
    await act(async () => void (await hook.result.current.send(true)));
    const reply = hook.result.current.lines[1];
    expect(reply && displayText(reply)).toBe(NO_REPLY_TEXT);
  });
});
