import { describe, expect, it } from 'vitest';
import { checkAdminResponse, showsPreviousResponse } from './admin-response-rules';

describe('admin response rules (spec 2 §5)', () => {
  it('refuses a blank answer', () => {
    expect(checkAdminResponse('   \n ', 'RESOLVED')).toEqual({
      ok: false,
      error: '답변 내용을 입력해주세요.',
    });
    expect(checkAdminResponse('', 'PENDING')).toEqual({ ok: false, error: '답변 내용을 입력해주세요.' });
  });

  it('trims the answer before sending, with any of the four statuses', () => {
    for (const status of ['PENDING', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const) {
      expect(checkAdminResponse('  확인했습니다.\n', status)).toEqual({
        ok: true,
        body: { adminResponse: '확인했습니다.', status },
      });
    }
  });

  it('shows the previous answer only when the edit differs from it', () => {
    expect(showsPreviousResponse(null, '새 답변')).toBe(false);
    expect(showsPreviousResponse('예전 답변', '예전 답변')).toBe(false);
    expect(showsPreviousResponse('예전 답변', '예전 답변  ')).toBe(false);
    expect(showsPreviousResponse('예전 답변', '예전 답변을 고쳤습니다')).toBe(true);
    expect(showsPreviousResponse('예전 답변', '')).toBe(true);
  });
});
