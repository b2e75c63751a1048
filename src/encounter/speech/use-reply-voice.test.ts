import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeVoice, installSpeechSynthesis } from '../../../tests/unit/fake-speech';
import type { ChatLine } from '../../lib/chat-lines';
import { useReplyVoice, type ReplyVoiceOptions } from './use-reply-voice';

afterEach(() => vi.unstubAllGlobals());

const persona = { sex: '남자', age: 45 };
const history: ChatLine[] = [
  { id: 'u0', sender: 'user', content: '안녕하세요.' },
  { id: 'a0', sender: 'ai', content: '안녕하세요, 선생님.' },
];

function setup(overrides: Partial<ReplyVoiceOptions> = {}) {
  const initial: ReplyVoiceOptions = {
    lines: history,
    responding: false,
    enabled: true,
    active: true,
    persona,
    ...overrides,
  };
  return renderHook((props: ReplyVoiceOptions) => useReplyVoice(props), { initialProps: initial });
}

type Hook = ReturnType<typeof setup>;

/** One turn as the streamed chat shows it: the question, the reply growing, then complete. */
function turn(hook: Hook, base: ReplyVoiceOptions, n: number, reply: string): ChatLine[] {
  const asked: ChatLine = { id: `u${n}`, sender: 'user', content: `질문 ${n}` };
  const before = base.lines;
  hook.rerender({ ...base, lines: [...before, asked], responding: true });
  hook.rerender({
    ...base,
    lines: [...before, asked, { id: `a${n}`, sender: 'ai', content: reply.slice(0, 2), streaming: true }],
    responding: true,
  });
  const done: ChatLine[] = [...before, asked, { id: `a${n}`, sender: 'ai', content: reply }];
  hook.rerender({ ...base, lines: done, responding: false });
  return done;
}

function options(lines: ChatLine[], overrides: Partial<ReplyVoiceOptions> = {}): ReplyVoiceOptions {
  return { lines, responding: false, enabled: true, active: true, persona, ...overrides };
}

describe('useReplyVoice', () => {
  it('says each new reply once, complete and in order, never the conversation already there', () => {
    const synth = installSpeechSynthesis([fakeVoice('Yuna'), fakeVoice('Minsu')]);
    const hook = setup();
    expect(hook.result.current.supported).toBe(true);
    expect(synth.speak).not.toHaveBeenCalled();

    let lines = turn(hook, options(history), 1, '배가 아파요.');
    expect(synth.said()).toEqual(['배가 아파요.']);
    // Rendering again (the server's copy of the transcript arriving) says nothing more.
    hook.rerender(options([...lines]));
    hook.rerender(options(lines.map((line) => ({ ...line, id: `server-${line.id}` }))));
    lines = turn(hook, options(lines), 2, '(배를 가리키며) 오른쪽 아래요.');
    lines = turn(hook, options(lines), 3, '어제 저녁부터요.');
    expect(synth.said()).toEqual(['배가 아파요.', '오른쪽 아래요.', '어제 저녁부터요.']);
    // The man's voice, at an adult's pace, in Korean.
    const [utterance] = synth.speak.mock.calls[0] ?? [];
    expect(utterance?.voice?.name).toBe('Minsu');
    expect(utterance?.lang).toBe('ko-KR');
    expect([utterance?.rate, utterance?.pitch]).toEqual([1, 1]);
  });

  it('says nothing for a failed turn or a reply with only an action', () => {
    const synth = installSpeechSynthesis([fakeVoice('Yuna')]);
    const hook = setup();
    const asked: ChatLine = { id: 'u1', sender: 'user', content: '질문' };
    hook.rerender(options([...history, asked], { responding: true }));
    // The turn failed: the screen takes both lines back.
    hook.rerender(options(history));
    turn(hook, options(history), 2, '(고개를 끄덕인다)');
    expect(synth.speak).not.toHaveBeenCalled();
  });

  it('says nothing while off, and not the replies missed once turned on', () => {
    const synth = installSpeechSynthesis([fakeVoice('Yuna')]);
    const hook = setup({ enabled: false });
    const lines = turn(hook, options(history, { enabled: false }), 1, '배가 아파요.');
    hook.rerender(options(lines, { enabled: true }));
    expect(synth.speak).not.toHaveBeenCalled();
    turn(hook, options(lines), 2, '어제부터요.');
    expect(synth.said()).toEqual(['어제부터요.']);
  });

  it('stops the voice when turned off, paused, ended or left', () => {
    const synth = installSpeechSynthesis([fakeVoice('Yuna')]);
    const hook = setup();
    expect(synth.cancel).not.toHaveBeenCalled();
    hook.rerender(options(history, { enabled: false }));
    expect(synth.cancel).toHaveBeenCalledTimes(1);
    hook.rerender(options(history));
    // Paused (or ending): stopped, and a reply that completes meanwhile is not said.
    hook.rerender(options(history, { active: false }));
    expect(synth.cancel).toHaveBeenCalledTimes(2);
    turn(hook, options(history, { active: false }), 1, '배가 아파요.');
    expect(synth.speak).not.toHaveBeenCalled();
    hook.unmount();
    expect(synth.cancel).toHaveBeenCalledTimes(3);
  });

  it('is unsupported without speech synthesis or without a Korean voice, until one arrives', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    expect(setup().result.current.supported).toBe(false);
    const synth = installSpeechSynthesis([fakeVoice('Samantha', 'en-US')]);
    const hook = setup();
    expect(hook.result.current.supported).toBe(false);
    act(() => synth.changeVoices([fakeVoice('Samantha', 'en-US'), fakeVoice('Yuna')]));
    expect(hook.result.current.supported).toBe(true);
  });
});
