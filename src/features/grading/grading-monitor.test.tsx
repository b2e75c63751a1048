import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceFakeTime, renderAtPath, signInTestLearner } from '../../../tests/unit/app-render';
import type { Evaluation } from '../../../contract/evaluation';
import { db } from '../../data/db';
import { gradingRepo } from '../../data/repos/grading-repo';
import { COMPLETION_NOTICE_MS } from '../../lib/completion-notice';
import { GradingMonitor, maskBlindWaits, showRunningIndicator } from './grading-monitor';
import { ResultActions } from './result-actions';

const evaluation = (overallScore: number, name = '급성 충수염') =>
  ({ overallScore, scenario: { scenarioId: 'acute-appendicitis', name } }) as Evaluation;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
  signInTestLearner();
  await db.gradingWaits.clear();
  await db.caseResults.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('background evaluation monitor', () => {
  it('shows a wait once while grading runs, then a completion notice with the score that closes after 15 s', async () => {
    await gradingRepo.startWaiting({ userId: 'u-1', sessionId: 's-1', caseTitle: '급성 충수염' });
    renderAtPath('/dashboard', <GradingMonitor />);

    const running = await screen.findByTestId('grading-running');
    expect(running.textContent).toContain('AI 채점 중 · 급성 충수염');
    expect(running.getAttribute('href')).toBe('/my-notes/history/case-results/s-1');

    // Opening the completed page again does not add it twice.
    await act(() => gradingRepo.startWaiting({ userId: 'u-1', sessionId: 's-1' }).then(() => undefined));
    expect(await db.gradingWaits.count()).toBe(1);
    expect(screen.getAllByTestId('grading-running')).toHaveLength(1);

    await act(() => gradingRepo.applyOutcome('s-1', { kind: 'completed', evaluation: evaluation(72) }));
    const notice = await screen.findByTestId('grading-notice');
    expect(notice.textContent).toContain('채점이 완료되었습니다');
    expect(notice.textContent).toContain('급성 충수염 · 72점');
    expect(
      within(notice)
        .getByRole('link', { name: /결과 보기/ })
        .getAttribute('href'),
    ).toBe('/my-notes/history/case-results/s-1');
    expect(screen.queryByTestId('grading-running')).toBeNull();

    await advanceFakeTime(COMPLETION_NOTICE_MS - 1_000);
    expect(screen.queryByTestId('grading-notice')).not.toBeNull();
    await advanceFakeTime(1_500);
    await waitFor(() => expect(screen.queryByTestId('grading-notice')).toBeNull());
    expect(await gradingRepo.wait('s-1')).toMatchObject({ status: 'completed', noticeDismissed: true });
  });

  it('lets a notice be closed by hand, and keeps one notice per graded session', async () => {
    for (const sessionId of ['s-1', 's-2']) {
      await gradingRepo.startWaiting({ userId: 'u-1', sessionId });
      await gradingRepo.applyOutcome(sessionId, {
        kind: 'completed',
        evaluation: evaluation(sessionId === 's-1' ? 90 : 40, sessionId === 's-1' ? '급성 충수염' : '편두통'),
      });
    }
    renderAtPath('/cases', <GradingMonitor />);
    expect(await screen.findAllByTestId('grading-notice')).toHaveLength(2);

    const [first] = screen.getAllByTestId('grading-notice') as [HTMLElement];
    await act(async () => within(first).getByRole('button', { name: '알림 닫기' }).click());
    await waitFor(() => expect(screen.getAllByTestId('grading-notice')).toHaveLength(1));
    expect(screen.getByTestId('grading-notice').textContent).toContain('편두통 · 40점');
  });

  it('on the result it links to, the notice is not shown and counts as seen; others still show', async () => {
    for (const sessionId of ['s-1', 's-2']) {
      await gradingRepo.startWaiting({ userId: 'u-1', sessionId });
      await gradingRepo.applyOutcome(sessionId, {
        kind: 'completed',
        evaluation: evaluation(sessionId === 's-1' ? 90 : 40, sessionId === 's-1' ? '급성 충수염' : '편두통'),
      });
    }
    renderAtPath('/my-notes/history/case-results/s-1', <GradingMonitor />);
    const notices = await screen.findAllByTestId('grading-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textContent).toContain('편두통 · 40점');
    await waitFor(async () => expect((await gradingRepo.wait('s-1'))?.noticeDismissed).toBe(true));
    expect((await gradingRepo.wait('s-2'))?.noticeDismissed).toBeFalsy();
  });

  it("shows nothing of another learner's waits", async () => {
    await gradingRepo.startWaiting({ userId: 'u-2', sessionId: 's-9' });
    await gradingRepo.applyOutcome('s-9', { kind: 'completed', evaluation: evaluation(80) });
    renderAtPath('/dashboard', <GradingMonitor />);
    await advanceFakeTime(100);
    expect(screen.queryByTestId('grading-notice')).toBeNull();
    expect(screen.queryByTestId('grading-running')).toBeNull();
  });

  it('keeps the running indicator off live practice and off the page of the only running wait', () => {
    const running = [{ sessionId: 's-1' }];
    expect(showRunningIndicator('/dashboard', running)).toBe(true);
    expect(showRunningIndicator('/dashboard', [])).toBe(false);
    expect(showRunningIndicator('/cases/practice/during/s-2', running)).toBe(false);
    expect(showRunningIndicator('/mock-exams/live/m-1/2', running)).toBe(false);
    expect(showRunningIndicator('/cases/completed/s-1', running)).toBe(false);
    expect(showRunningIndicator('/my-notes/history/case-results/s-1', running)).toBe(false);
    expect(showRunningIndicator('/cases/completed/s-1', [...running, { sessionId: 's-2' }])).toBe(true);
  });
});

describe('result page bottom buttons (spec 1 §2)', () => {
  it('lead back to my notes when the learner came from there', async () => {
    renderAtPath('/', <ResultActions fromMyNotes scenarioId="acute-appendicitis" />);
    const actions = await screen.findByTestId('result-actions');
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['학습 기록', '/my-notes/history'],
      ['오답노트', '/my-notes/incorrect'],
    ]);
  });

  it('otherwise offer practising again, the case list and the incorrect notes', async () => {
    renderAtPath('/', <ResultActions fromMyNotes={false} scenarioId="acute-appendicitis" />);
    const actions = await screen.findByTestId('result-actions');
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['다시 연습하기', '/cases/practice/acute-appendicitis'],
      ['증례 목록', '/cases'],
      ['오답노트', '/my-notes/incorrect'],
    ]);
  });
});

describe('a blind practice still being graded (issue 24)', () => {
  it('is named 블라인드 연습 by the running indicator, never by its diagnosis', () => {
    const running = [
      { sessionId: 'blind', caseTitle: '급성 충수염' },
      { sessionId: 'open', caseTitle: '본태성 고혈압' },
    ];
    expect(maskBlindWaits(running, new Set(['blind']))).toEqual([
      { sessionId: 'blind', caseTitle: '블라인드 연습' },
      { sessionId: 'open', caseTitle: '본태성 고혈압' },
    ]);
  });
});
