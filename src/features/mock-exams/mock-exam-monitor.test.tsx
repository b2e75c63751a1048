import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceFakeTime, renderAtPath, signInTestLearner } from '../../../tests/unit/app-render';
import type { Evaluation } from '../../../contract/evaluation';
import type { MockExamSession } from '../../../contract/mock-exams';
import { MonitorDock } from '../../components/grading/monitor-dock';
import { db } from '../../data/db';
import { COMPLETION_NOTICE_MS } from '../../lib/completion-notice';
import { mockExamWaitsRepo } from '../../data/repos/mock-exam-waits-repo';
import { MockExamMonitor } from './mock-exam-monitor';

const monitor = (
  <MonitorDock>
    <MockExamMonitor />
  </MonitorDock>
);

const feedback = (overallScore: number) =>
  ({
    overallScore,
    qualitativeFeedback: '좋습니다.',
    goodPoints: [],
    improvementAreas: [],
    checklistResults: [],
  }) as unknown as Evaluation;

const gradedExam = {
  mockExamSessionId: 'm-1',
  examType: 'random',
  title: '랜덤 모의고사 (2증례)',
  status: 'COMPLETED',
  startTime: '2026-11-20T00:00:00Z',
  completedAt: '2026-11-20T00:30:00Z',
  overallScore: 75,
  customExamConfig: null,
  selectedScenariosDetails: [70, 80].map((score, index) => ({
    caseNumber: index + 1,
    scenarioId: `case-${index + 1}`,
    name: `증례 ${index + 1}`,
    primaryCategory: '소화기',
    secondaryCategory: '복통',
    age: 40,
    sex: '여자',
    presentingComplaint: '배가 아파요',
    practiceSessionId: `p-${index + 1}`,
    completedAt: '2026-11-20T00:20:00Z',
    score,
    feedback: feedback(score),
  })),
} as MockExamSession;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
  signInTestLearner();
  await db.mockExamWaits.clear();
  await db.mockExams.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('mock exam background monitor', () => {
  it('shows the exam while it is graded, then the post-grading toast linking to its results for 15 s', async () => {
    await mockExamWaitsRepo.startWaiting('u-1', 'm-1', '랜덤 모의고사 (2증례)');
    await mockExamWaitsRepo.applyProgress('m-1', { completed: 1, total: 2 });
    renderAtPath('/dashboard', monitor);

    const running = await screen.findByTestId('mock-exam-running');
    expect(running.textContent).toContain('모의고사 채점 중 · 랜덤 모의고사 (2증례) (1/2)');
    expect(running.getAttribute('href')).toBe('/mock-exams/results/m-1');

    await act(() => mockExamWaitsRepo.applyExam('u-1', gradedExam).then(() => undefined));
    const toast = await screen.findByTestId('mock-exam-notice');
    expect(toast.textContent).toContain('모의고사 채점이 완료되었습니다');
    expect(toast.textContent).toContain('랜덤 모의고사 (2증례) · 평균 75점');
    expect(
      within(toast)
        .getByRole('link', { name: /결과 보기/ })
        .getAttribute('href'),
    ).toBe('/mock-exams/results/m-1');
    expect(screen.queryByTestId('mock-exam-running')).toBeNull();

    await advanceFakeTime(COMPLETION_NOTICE_MS - 1_000);
    expect(screen.queryByTestId('mock-exam-notice')).not.toBeNull();
    await advanceFakeTime(1_500);
    await waitFor(() => expect(screen.queryByTestId('mock-exam-notice')).toBeNull());
    expect(await mockExamWaitsRepo.wait('m-1')).toMatchObject({ status: 'completed', noticeDismissed: true });
  });

  it('closes the toast by hand', async () => {
    await mockExamWaitsRepo.startWaiting('u-1', 'm-1', null);
    await mockExamWaitsRepo.applyExam('u-1', gradedExam);
    renderAtPath('/cases', monitor);
    const toast = await screen.findByTestId('mock-exam-notice');
    await act(async () => within(toast).getByRole('button', { name: '알림 닫기' }).click());
    await waitFor(() => expect(screen.queryByTestId('mock-exam-notice')).toBeNull());
  });

  it('keeps the running pill off live practice and off the results page of the exam', async () => {
    await mockExamWaitsRepo.startWaiting('u-1', 'm-1', null);
    renderAtPath('/mock-exams/results/m-1', monitor);
    await advanceFakeTime(200);
    expect(screen.queryByTestId('mock-exam-running')).toBeNull();
    cleanup();
    renderAtPath('/mock-exams/live/m-2/1', monitor);
    await advanceFakeTime(200);
    expect(screen.queryByTestId('mock-exam-running')).toBeNull();
  });

  it("shows nothing of another learner's exams", async () => {
    await mockExamWaitsRepo.startWaiting('u-2', 'm-9', '남의 모의고사');
    renderAtPath('/dashboard', monitor);
    await advanceFakeTime(200);
    expect(screen.queryByTestId('mock-exam-running')).toBeNull();
    expect(screen.queryByTestId('mock-exam-notice')).toBeNull();
  });
});
