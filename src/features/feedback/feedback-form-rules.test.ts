import { describe, expect, it } from 'vitest';
import {
  capTitle,
  checkFeedbackForm,
  clearFieldError,
  emptyFeedbackForm,
  hasErrors,
  type FeedbackFormValues,
} from './feedback-form-rules';

const form = (patch: Partial<FeedbackFormValues>): FeedbackFormValues => ({ ...emptyFeedbackForm, ...patch });

describe('feedback form rules (spec 2 §5)', () => {
  it('starts as a public inquiry of medium priority', () => {
    expect(emptyFeedbackForm).toEqual({
      category: 'INQUIRY',
      title: '',
      content: '',
      priority: 'MEDIUM',
      isPublic: true,
    });
  });

  it('requires a title and content after trimming', () => {
    const checked = checkFeedbackForm(form({ title: '   ', content: ' \n ' }));
    expect(checked).toEqual({
      ok: false,
      errors: { title: '제목을 입력해주세요.', content: '내용을 입력해주세요.' },
    });
  });

  it('refuses a title over 200 characters and content under 10', () => {
    const checked = checkFeedbackForm(form({ title: '가'.repeat(201), content: '아홉 글자입니다.' }));
    expect(checked).toEqual({
      ok: false,
      errors: { title: '제목은 200자 이내로 입력해주세요.', content: '내용을 10자 이상 입력해주세요.' },
    });
  });

  it('counts content after trimming: 9 characters padded with spaces is still too short', () => {
    const checked = checkFeedbackForm(form({ title: '제목', content: '   123456789   ' }));
    expect(checked.ok).toBe(false);
    expect(checked.ok ? null : checked.errors.content).toBe('내용을 10자 이상 입력해주세요.');
  });

  it('accepts exactly 200 and 10 characters and sends the trimmed text', () => {
    const checked = checkFeedbackForm(
      form({ title: ` ${'제'.repeat(200)} `, content: ' 0123456789 ', priority: 'URGENT', isPublic: false }),
    );
    expect(checked).toEqual({
      ok: true,
      body: {
        category: 'INQUIRY',
        title: '제'.repeat(200),
        content: '0123456789',
        priority: 'URGENT',
        isPublic: false,
      },
    });
  });

  it('caps what the title input keeps at 200 characters', () => {
    expect(capTitle('a'.repeat(250))).toHaveLength(200);
    expect(capTitle('짧은 제목')).toBe('짧은 제목');
  });

  it('clears only the edited field’s error', () => {
    const errors = { title: '제목을 입력해주세요.', content: '내용을 입력해주세요.' };
    const afterTitle = clearFieldError(errors, 'title');
    expect(afterTitle).toEqual({ title: undefined, content: '내용을 입력해주세요.' });
    expect(hasErrors(afterTitle)).toBe(true);
    expect(hasErrors(clearFieldError(afterTitle, 'content'))).toBe(false);
    // Editing a field without an error leaves the object as it was (no re-render churn).
    expect(clearFieldError(afterTitle, 'priority')).toBe(afterTitle);
  });
});
