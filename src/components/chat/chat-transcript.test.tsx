import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../tests/unit/render-with-mantine';
import type { ChatLine } from '../../lib/chat-lines';
import { ChatTranscript } from './chat-transcript';

afterEach(cleanup);

const asked: ChatLine = { id: 'u1', sender: 'user', content: '어디가 불편해서 오셨어요?' };
const replied: ChatLine = { id: 'a1', sender: 'ai', content: '배가 아파요.' };
const askedAgain: ChatLine = { id: 'u2', sender: 'user', content: '언제부터요?' };

describe('ChatTranscript live region', () => {
  it('announces each complete patient reply once, alone, and not the transcript', () => {
    const view = renderWithMantine(<ChatTranscript lines={[]} responding={false} />);
    const announcer = screen.getByTestId('patient-reply-announcer');
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    expect(announcer.getAttribute('aria-atomic')).toBe('true');
    // The transcript is a labelled, focusable region, not a live one.
    const transcript = screen.getByRole('region', { name: '대화 내용' });
    expect(transcript.getAttribute('aria-live')).toBeNull();
    expect(announcer.textContent).toBe('');

    // A reply streaming in is not read chunk by chunk.
    view.rerender(
      <ChatTranscript lines={[asked, { ...replied, content: '배가', streaming: true }]} responding />,
    );
    expect(announcer.textContent).toBe('');
    view.rerender(<ChatTranscript lines={[asked, replied]} responding={false} />);
    expect(announcer.textContent).toBe('환자: 배가 아파요.');

    // The next question clears it; the next reply replaces it (the first is not read again).
    view.rerender(<ChatTranscript lines={[asked, replied, askedAgain]} responding />);
    expect(announcer.textContent).toBe('');
    const second: ChatLine = { id: 'a2', sender: 'ai', content: '어제 저녁부터요.' };
    view.rerender(<ChatTranscript lines={[asked, replied, askedAgain, second]} responding={false} />);
    expect(announcer.textContent).toBe('환자: 어제 저녁부터요.');
  });

  it('says nothing for a conversation restored on load, and reads an empty reply as no reply', () => {
    const view = renderWithMantine(
      <ChatTranscript lines={[asked, replied]} responding={false} aiLabel="가상 환자" />,
    );
    const announcer = screen.getByTestId('patient-reply-announcer');
    expect(announcer.textContent).toBe('');
    view.rerender(<ChatTranscript lines={[asked, replied, askedAgain]} responding aiLabel="가상 환자" />);
    view.rerender(
      <ChatTranscript
        lines={[asked, replied, askedAgain, { id: 'a2', sender: 'ai', content: '' }]}
        responding={false}
        aiLabel="가상 환자"
      />,
    );
    expect(announcer.textContent).toBe('가상 환자: (무응답)');
  });
});
