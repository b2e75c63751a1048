import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeRecognition, installRecognition } from '../../../tests/unit/fake-speech';
import { useDictation } from './use-dictation';

afterEach(() => vi.unstubAllGlobals());

function setup(initialDraft = '') {
  let draft = initialDraft;
  const setDraft = vi.fn((next: string) => {
    draft = next;
    hook.rerender();
  });
  const hook = renderHook(() => useDictation({ draft, setDraft }));
  return { hook, setDraft, draft: () => draft };
}

async function started(hook: { result: { current: ReturnType<typeof useDictation> } }) {
  act(() => hook.result.current.start());
  await waitFor(() => expect(FakeRecognition.instances.at(-1)?.started).toBe(true));
  return FakeRecognition.instances.at(-1) as FakeRecognition;
}

describe('useDictation', () => {
  it('is unsupported without speech recognition', () => {
    vi.stubGlobal('SpeechRecognition', undefined);
    vi.stubGlobal('webkitSpeechRecognition', undefined);
    expect(setup().hook.result.current.supported).toBe(false);
  });

  it('shows what is heard as it is heard and leaves the final words in the box, unsent', async () => {
    installRecognition();
    const { hook, draft } = setup('  ');
    expect(hook.result.current.supported).toBe(true);
    const recognition = await started(hook);
    expect(hook.result.current.listening).toBe(true);
    expect(recognition.lang).toBe('ko-KR');
    expect(recognition.interimResults).toBe(true);
    expect(recognition.continuous).toBe(false);
    expect(recognition.processLocally).toBeUndefined();

    act(() => recognition.hear([{ text: '어디가', final: false }]));
    expect(draft()).toBe('어디가');
    act(() => recognition.hear([{ text: '어디가 불편해서', final: false }]));
    expect(draft()).toBe('어디가 불편해서');
    act(() => recognition.hear([{ text: '어디가 불편해서 오셨어요?', final: true }]));
    act(() => recognition.end());
    expect(draft()).toBe('어디가 불편해서 오셨어요?');
    expect(hook.result.current.listening).toBe(false);
    expect(hook.result.current.error).toBeNull();
  });

  it('adds to what the learner already typed', async () => {
    installRecognition();
    const { hook, draft } = setup('안녕하세요. ');
    const recognition = await started(hook);
    act(() => recognition.hear([{ text: '저는 의사입니다.', final: true }]));
    expect(draft()).toBe('안녕하세요. 저는 의사입니다.');
  });

  it('recognises on the device where the browser offers it', async () => {
    const Recognition = installRecognition('SpeechRecognition');
    Recognition.available = vi.fn(async () => 'available');
    const { hook } = setup();
    const recognition = await started(hook);
    expect(recognition.processLocally).toBe(true);
  });

  it('keeps the last words after a stop, and drops them after a cancel', async () => {
    installRecognition();
    const { hook, draft } = setup();
    let recognition = await started(hook);
    act(() => hook.result.current.stop());
    expect(recognition.stopped).toBe(true);
    expect(hook.result.current.listening).toBe(false);
    act(() => recognition.hear([{ text: '배가 아프세요?', final: true }]));
    expect(draft()).toBe('배가 아프세요?');
    act(() => recognition.end());

    recognition = await started(hook);
    act(() => hook.result.current.cancel());
    expect(recognition.aborted).toBe(true);
    act(() => recognition.hear([{ text: '늦게 온 말', final: true }]));
    expect(draft()).toBe('배가 아프세요?');
  });

  it('tells a failure in Korean, and nothing for an abort', async () => {
    installRecognition();
    const { hook } = setup();
    let recognition = await started(hook);
    act(() => recognition.fail('not-allowed'));
    expect(hook.result.current.error).toContain('마이크 사용이 허용되지 않았습니다');
    expect(hook.result.current.listening).toBe(false);

    recognition = await started(hook);
    expect(hook.result.current.error).toBeNull();
    act(() => recognition.fail('no-speech'));
    expect(hook.result.current.error).toContain('말소리가 들리지 않았습니다');
    act(() => hook.result.current.clearError());
    expect(hook.result.current.error).toBeNull();

    recognition = await started(hook);
    act(() => recognition.fail('aborted'));
    expect(hook.result.current.error).toBeNull();
  });

  it('stops listening when the screen goes', async () => {
    installRecognition();
    const { hook } = setup();
    const recognition = await started(hook);
    hook.unmount();
    expect(recognition.aborted).toBe(true);
  });
});
