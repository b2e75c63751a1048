import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../tests/unit/render-with-mantine';
import { PracticeChatPanel, type PracticeChatView } from '../chat/practice-chat-panel';
import { PracticeToolbar } from '../screen/practice-toolbar';

// jsdom has neither the Font Loading API nor ResizeObserver, which the autosizing textarea uses.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(cleanup);

const noop = () => undefined;
const chat: PracticeChatView = { lines: [], responding: false, draft: '', setDraft: noop, error: null };

function toolbar(voiceReplies: boolean | null, onToggleVoiceReplies = noop) {
  return renderWithMantine(
    <PracticeToolbar
      scenarioName="급성 충수염"
      patientLine={null}
      snapshot={null}
      showChatLog
      showDiseaseName
      onToggleChatLog={noop}
      onToggleDiseaseName={noop}
      voiceReplies={voiceReplies}
      onToggleVoiceReplies={onToggleVoiceReplies}
      onPause={noop}
      onResume={noop}
      onEnd={noop}
      ending={false}
    />,
  );
}

describe('voice controls of live practice', () => {
  it('hides the voice switch and the microphone where the device has neither', () => {
    toolbar(null);
    renderWithMantine(
      <PracticeChatPanel
        chat={chat}
        showEarlier
        hiddenNoticeVisible={false}
        disabledReason={null}
        onSend={noop}
      />,
    );
    expect(screen.queryByLabelText('환자 음성 듣기')).toBeNull();
    expect(screen.queryByRole('button', { name: '음성으로 입력' })).toBeNull();
    // Typing works as always.
    expect(screen.getByLabelText('환자에게 보낼 메시지')).toBeTruthy();
  });

  it('shows the voice switch where a Korean voice exists', () => {
    const onToggle = vi.fn();
    toolbar(false, onToggle);
    fireEvent.click(screen.getByLabelText('환자 음성 듣기'));
    expect(onToggle).toHaveBeenCalledWith(true);
  });

  it('starts and stops dictation from the microphone, and tells its failure in Korean', () => {
    const dictation: { listening: boolean; error: string | null; onStart: () => void; onStop: () => void } = {
      listening: false,
      error: null,
      onStart: vi.fn(),
      onStop: vi.fn(),
    };
    const panel = (props: Partial<typeof dictation>, disabledReason: string | null = null) => (
      <PracticeChatPanel
        chat={chat}
        showEarlier
        hiddenNoticeVisible={false}
        disabledReason={disabledReason}
        onSend={noop}
        dictation={{ ...dictation, ...props }}
      />
    );
    const view = renderWithMantine(panel({}));
    fireEvent.click(screen.getByRole('button', { name: '음성으로 입력' }));
    expect(dictation.onStart).toHaveBeenCalledTimes(1);

    view.rerender(panel({ listening: true }));
    expect(screen.getByPlaceholderText('듣고 있습니다… 말씀하세요')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '음성 입력 멈추기' }));
    expect(dictation.onStop).toHaveBeenCalledTimes(1);

    view.rerender(panel({ error: '마이크를 찾을 수 없습니다. 마이크가 연결되어 있는지 확인해주세요.' }));
    expect(screen.getByRole('alert').textContent).toBe(
      '오류: 마이크를 찾을 수 없습니다. 마이크가 연결되어 있는지 확인해주세요.',
    );

    view.rerender(panel({}, '환자가 답하고 있습니다…'));
    expect(screen.getByRole('button', { name: '음성으로 입력' }).hasAttribute('disabled')).toBe(true);
  });
});
