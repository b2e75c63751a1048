import { describe, expect, it } from 'vitest';
import { findQuote } from './model-grader';

const messages = [
  { id: 'a', sender: 'user' as const, content: '언제부터 아프셨어요? 그리고 어디가 제일 아프세요?' },
  { id: 'b', sender: 'ai' as const, content: '어제 저녁부터요.' },
  { id: 'c', sender: 'user' as const, content: '가족 중에 비슷한 병 앓은 분 있으세요?' },
];

describe('model quote verification', () => {
  it('finds a quote in a learner message, ignoring spaces and quotation marks', () => {
    expect(findQuote(messages, '“가족 중에 비슷한 병 앓은 분”')?.id).toBe('c');
    expect(findQuote(messages, '언제부터아프셨어요')?.id).toBe('a');
  });

  it('accepts a quote shortened with an ellipsis only when its pieces occur in order in one message', () => {
    expect(findQuote(messages, '언제부터 … 제일 아프세요')?.id).toBe('a');
    expect(findQuote(messages, '제일 아프세요 … 언제부터')).toBeUndefined();
    expect(findQuote(messages, '언제부터 … 앓은 분')).toBeUndefined();
  });

  it('never takes the patient’s words or an invented sentence as the learner’s', () => {
    expect(findQuote(messages, '어제 저녁부터요')).toBeUndefined();
    expect(findQuote(messages, '드시는 약 있으세요?')).toBeUndefined();
    expect(findQuote(messages, '')).toBeUndefined();
  });
});
