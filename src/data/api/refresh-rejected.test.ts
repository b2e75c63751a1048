import { describe, expect, it, vi } from 'vitest';
import { handleRefreshRejected, isMockExamCasePath, MOCK_EXAM_SESSION_WARNING } from './refresh-rejected';

describe('isMockExamCasePath', () => {
  it.each([
    ['/mock-exams/live/exam-1/2', true],
    ['/mock-exams/exam-1/case/abc', true],
    ['/mock-exams', false],
    ['/mock-exams/pre-practice/exam-1/2', false],
    ['/mock-exams/completed/exam-1', false],
    ['/cases/practice/during/s-1', false],
    ['/dashboard', false],
  ])('%s → %s', (path, expected) => {
    expect(isMockExamCasePath(path)).toBe(expected);
  });
});

describe('handleRefreshRejected', () => {
  it('expires the session outside a mock exam case', () => {
    const actions = { expireSession: vi.fn(), warn: vi.fn() };
    expect(handleRefreshRejected('/cases', actions)).toBe('expired');
    expect(actions.expireSession).toHaveBeenCalledTimes(1);
    expect(actions.warn).not.toHaveBeenCalled();
  });

  it('keeps the session and warns in Korean during a mock exam case', () => {
    const actions = { expireSession: vi.fn(), warn: vi.fn() };
    expect(handleRefreshRejected('/mock-exams/live/e/1', actions)).toBe('kept');
    expect(actions.expireSession).not.toHaveBeenCalled();
    expect(actions.warn).toHaveBeenCalledWith(MOCK_EXAM_SESSION_WARNING);
    expect(MOCK_EXAM_SESSION_WARNING.message).toContain('모의고사를 마친 뒤 다시 로그인');
  });
});
