import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../data/api/errors';
import { NO_REPLY_TEXT, displayText } from '../../lib/chat-lines';
import type { ChatLine } from '../../lib/chat-lines';
import { useStreamingChat, type StreamingChatOptions } from './use-streaming-chat';

function setup(send: StreamingChatOptions['send']) {
  const hook = renderHook(() => useStreamingChat({ send }));
  return { hook };
}

const pairs = (lines: readonly ChatLine[]) => lines.map((line) => [line.sender, line.content]);

describe('streaming chat', () => {
  it('shows the learner line at once and grows the reply chunk by chunk', async () => {
    let finish: () => void = () => undefined;
    const { hook } = setup(async (_content, { onChunk }) => {
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
    expect(pairs(hook.result.current.lines)).toEqual([
      ['user', '어디가 아프세요?'],
      ['ai', '배가 아파요.'],
    ]);
    expect(hook.result.current.lines[1]?.streaming).toBe(false);
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

  describe('with a store (live practice: the session row in Dexie)', () => {
    const greeting: ChatLine = { id: 'm-0', sender: 'user', content: '안녕하세요.' };
    const hello: ChatLine = { id: 'm-0:reply', sender: 'ai', content: '안녕하세요.' };

    /** A store the test moves by hand, as Dexie's live query would after a write. */
    function withStore(send: StreamingChatOptions['send'], initial: ChatLine[]) {
      let stored = initial;
      const commit = vi.fn(async (lines: ChatLine[]) => {
        stored = lines;
      });
      const hook = renderHook(() => useStreamingChat({ send, store: { lines: stored, commit } }));
      const deliver = (lines?: ChatLine[]) => {
        if (lines) stored = lines;
        hook.rerender();
      };
      return { hook, commit, deliver };
    }

    it('shows the stored turns and the turn in flight; the finished turn is stored, then shown once', async () => {
      let finish: () => void = () => undefined;
      const { hook, commit, deliver } = withStore(
        async (_content, { onChunk }) => {
          onChunk('어제부터요.');
          await new Promise<void>((resolve) => (finish = resolve));
        },
        [greeting, hello],
      );
      act(() => hook.result.current.setDraft('언제부터 아프셨어요?'));
      let sent: Promise<boolean> = Promise.resolve(false);
      act(() => {
        sent = hook.result.current.send(true);
      });
      const asked = hook.result.current.lines[2]!;
      expect(pairs(hook.result.current.lines)).toEqual([
        ['user', '안녕하세요.'],
        ['ai', '안녕하세요.'],
        ['user', '언제부터 아프셨어요?'],
        ['ai', '어제부터요.'],
      ]);
      // The reply is named after the question, as a reply answered on the device is stored.
      expect(hook.result.current.lines[3]?.id).toBe(`${asked.id}:reply`);
      await act(async () => {
        finish();
        expect(await sent).toBe(true);
      });
      expect(commit).toHaveBeenCalledOnce();
      expect(pairs(commit.mock.calls[0]![0])).toEqual(pairs(hook.result.current.lines));
      // Until the store's new lines arrive, the turn still shows (from the hook), and only once after.
      expect(hook.result.current.lines).toHaveLength(4);
      act(() => deliver());
      expect(pairs(hook.result.current.lines)).toEqual([
        ['user', '안녕하세요.'],
        ['ai', '안녕하세요.'],
        ['user', '언제부터 아프셨어요?'],
        ['ai', '어제부터요.'],
      ]);
      expect(hook.result.current.lines[3]?.streaming).toBe(false);
    });

    it('the server’s transcript arriving mid-turn replaces the stored turns and keeps the turn in flight on top', async () => {
      let finish: () => void = () => undefined;
      const { hook, deliver } = withStore(
        async (_content, { onChunk }) => {
          onChunk('네.');
          await new Promise<void>((resolve) => (finish = resolve));
        },
        [greeting],
      );
      act(() => hook.result.current.setDraft('열은요?'));
      act(() => void hook.result.current.send(true));
      act(() => deliver([greeting, { ...hello, content: '네, 안녕하세요.' }]));
      expect(pairs(hook.result.current.lines)).toEqual([
        ['user', '안녕하세요.'],
        ['ai', '네, 안녕하세요.'],
        ['user', '열은요?'],
        ['ai', '네.'],
      ]);
      await act(async () => finish());
    });

    it('a turn answered on the device and stored before its reply shows is shown once', async () => {
      let store: (lines: ChatLine[]) => void = () => undefined;
      const { hook, deliver } = withStore(
        async (content, { onChunk, messageId, history }) => {
          // encounter-turns.ts: the device turn is queued with the row's new messages, then said.
          store([
            ...history,
            { id: messageId, sender: 'user', content },
            { id: `${messageId}:reply`, sender: 'ai', content: '아니요.' },
          ]);
          onChunk('아니요.');
        },
        [greeting, hello],
      );
      store = (lines) => deliver(lines);
      act(() => hook.result.current.setDraft('토하셨어요?'));
      await act(async () => void (await hook.result.current.send(true)));
      expect(pairs(hook.result.current.lines)).toEqual([
        ['user', '안녕하세요.'],
        ['ai', '안녕하세요.'],
        ['user', '토하셨어요?'],
        ['ai', '아니요.'],
      ]);
    });

    it('a failed turn leaves the store as it was and gives the text back', async () => {
      const { hook, commit } = withStore(async () => {
        throw new ApiError(NETWORK_ERROR_MESSAGE, 'stream');
      }, [greeting, hello]);
      act(() => hook.result.current.setDraft('언제부터요?'));
      await act(async () => void (await hook.result.current.send(true)));
      expect(commit).not.toHaveBeenCalled();
      expect(pairs(hook.result.current.lines)).toEqual([
        ['user', '안녕하세요.'],
        ['ai', '안녕하세요.'],
      ]);
      expect(hook.result.current.draft).toBe('언제부터요?');
    });
  });
});
