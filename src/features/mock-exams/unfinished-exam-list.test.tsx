import { Notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../tests/unit/render-with-mantine';
import { db } from '../../data/db';
import type { UnfinishedExamView } from '../../data/repos/unfinished-exams';
import { appStore, onlineAtom } from '../../lib/app-atoms';
import { SUBMIT_EXAM_DONE_OFFLINE, SUBMIT_EXAM_HINT } from './mock-exam-messages';
import { UnfinishedExamList } from './unfinished-exam-list';

const endedElsewhere: UnfinishedExamView = {
  mockExamSessionId: 'exam-done',
  examType: 'random',
  title: '랜덤 모의고사 (6증례)',
  startTime: '2026-12-01T01:00:00.000Z',
  completedCases: 6,
  totalCases: 6,
  nextCaseNumber: 6,
  resumeAt: 'pre-practice',
  onDevice: false,
};

beforeEach(async () => {
  appStore.set(onlineAtom, false);
  await db.outbox.clear();
});
afterEach(() => cleanup());

describe('unfinished exams', () => {
  it('an exam whose six cases all ended is offered for submission, not a resume of an ended case', async () => {
    renderWithMantine(
      <Provider store={appStore}>
        <Notifications />
        <UnfinishedExamList userId="u-1" exams={[endedElsewhere]} pullFailed={false} />
      </Provider>,
    );
    const card = screen.getByTestId('exam-in-progress');
    expect(card.textContent).toContain(SUBMIT_EXAM_HINT);
    expect(card.textContent).toContain('6개 중 6개 완료');
    expect(screen.queryByRole('link', { name: /이어서 보기/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await screen.findByText(SUBMIT_EXAM_DONE_OFFLINE)).toBeTruthy();
    await waitFor(async () =>
      expect(await db.outbox.toArray()).toEqual([
        expect.objectContaining({
          userId: 'u-1',
          kind: 'mock-exam-complete',
          payload: { mockExamSessionId: 'exam-done' },
          status: 'pending',
        }),
      ]),
    );
  });
});
