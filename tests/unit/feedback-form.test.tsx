import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Feedback } from '../../contract/feedback';
import { AppModal } from '../../src/components/app-modal';
import { FeedbackArticle } from '../../src/features/feedback/feedback-article';
import { FeedbackForm } from '../../src/features/feedback/feedback-form';
import { emptyFeedbackForm } from '../../src/features/feedback/feedback-form-rules';
import { renderWithMantine } from './render-with-mantine';

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

const categories = [
  { value: 'INQUIRY' as const, label: '문의' },
  { value: 'BUG_REPORT' as const, label: '버그 신고' },
];

function renderForm(onSubmit = vi.fn()) {
  renderWithMantine(
    <FeedbackForm
      initial={emptyFeedbackForm}
      categories={categories}
      submitLabel="등록하기"
      saving={false}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return {
    onSubmit,
    title: () => screen.getByRole('textbox', { name: /제목/ }) as HTMLInputElement,
    content: () => screen.getByRole('textbox', { name: /내용/ }) as HTMLTextAreaElement,
    submit: () => screen.getByRole('button', { name: '등록하기' }),
  };
}

describe('the feedback form', () => {
  it('shows the field errors on submit, blocks submit while they show, and clears one as it is edited', () => {
    const form = renderForm();
    fireEvent.click(form.submit());

    expect(screen.getByText('제목을 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('내용을 입력해주세요.')).toBeTruthy();
    expect(form.submit()).toHaveProperty('disabled', true);
    expect(form.onSubmit).not.toHaveBeenCalled();

    fireEvent.change(form.title(), { target: { value: '로그인 오류' } });
    expect(screen.queryByText('제목을 입력해주세요.')).toBeNull();
    expect(screen.getByText('내용을 입력해주세요.')).toBeTruthy();
    expect(form.submit()).toHaveProperty('disabled', true);

    fireEvent.change(form.content(), { target: { value: '짧음' } });
    expect(form.submit()).toHaveProperty('disabled', false);
    fireEvent.click(form.submit());
    expect(screen.getByText('내용을 10자 이상 입력해주세요.')).toBeTruthy();
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('counts as you type, caps the title at 200 and sends the trimmed post', () => {
    const form = renderForm();
    fireEvent.change(form.title(), { target: { value: '가'.repeat(230) } });
    expect(form.title().value).toHaveLength(200);
    expect(screen.getByTestId('title-counter').textContent).toBe('200/200');

    // Counted as it will be sent: the spaces around it do not count.
    fireEvent.change(form.content(), { target: { value: '  열 글자가 넘는 내용입니다  ' } });
    expect(screen.getByTestId('content-counter').textContent).toBe('14자 (최소 10자)');

    fireEvent.click(screen.getByRole('radio', { name: '버그 신고' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /공개 게시/ }));
    fireEvent.click(form.submit());
    expect(form.onSubmit).toHaveBeenCalledWith({
      title: '가'.repeat(200),
      content: '열 글자가 넘는 내용입니다',
      category: 'BUG_REPORT',
      priority: 'MEDIUM',
      isPublic: false,
    });
  });
});

describe('a post shown read-only', () => {
  it('shows markup typed into it as text, with its line breaks', () => {
    const feedback: Feedback = {
      feedbackId: 'f-1',
      userId: 'u-1',
      title: '<img src=x onerror="alert(1)"><b>굵게</b>',
      content: '<script>alert("xss")</script>\n둘째 줄',
      category: 'BUG_REPORT',
      priority: 'URGENT',
      status: 'RESOLVED',
      isPublic: false,
      viewCount: 3,
      createdAt: '2026-11-20T01:00:00.000Z',
      updatedAt: '2026-11-20T01:00:00.000Z',
      author: null,
      adminResponse: '<i>고쳤습니다</i>',
      admin: null,
      respondedAt: '2026-11-21T01:00:00.000Z',
    };
    const { container } = renderWithMantine(<FeedbackArticle feedback={feedback} />);

    expect(screen.getByTestId('feedback-title').textContent).toBe(feedback.title);
    expect(screen.getByTestId('feedback-content').textContent).toBe(feedback.content);
    expect(screen.getByTestId('admin-answer-text').textContent).toBe('<i>고쳤습니다</i>');
    expect(container.querySelector('script, img, b, i')).toBeNull();
    // No author: anonymous; no responder name: 관리자.
    expect(screen.getByText('익명')).toBeTruthy();
    expect(screen.getByText('관리자')).toBeTruthy();
  });
});

describe('the shared modal', () => {
  it('has one button by default and a cancel button when there is something to confirm', () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    renderWithMantine(
      <AppModal
        opened
        onClose={onClose}
        type="success"
        message="피드백이 등록되었습니다. 소중한 의견 감사합니다!"
      />,
    );
    expect(screen.getByText('완료')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '취소' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    cleanup();
    renderWithMantine(
      <AppModal
        opened
        onClose={onClose}
        type="warning"
        title="피드백 삭제"
        message="이 피드백을 삭제하시겠습니까?"
        confirmLabel="삭제"
        onConfirm={onConfirm}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
