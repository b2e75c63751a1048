import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceFakeTime, renderInApp, signInTestLearner } from '../../../tests/unit/app-render';
import { db } from '../../data/db';
import { outboxRepo } from '../../data/repos/outbox-repo';
import { syncStatusRepo } from '../../data/repos/sync-status-repo';
import { appStore, onlineAtom } from '../../lib/app-atoms';
import { SyncStatus, accessibleName, pillCount } from './sync-status';

const queue = (userId: string, id: string) =>
  outboxRepo.enqueue(
    { userId, write: { kind: 'bookmark', payload: { scenarioId: id, bookmarked: true } } },
    { tables: [], apply: async () => undefined },
  );

const render = () => renderInApp(<SyncStatus />);

beforeEach(async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: true,
    now: Date.UTC(2026, 10, 20, 3, 0, 0),
  });
  signInTestLearner();
  appStore.set(onlineAtom, true);
  await db.outbox.clear();
  await db.meta.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('header sync status', () => {
  it('offline with changes waiting: says so and counts them (only this learner’s)', async () => {
    appStore.set(onlineAtom, false);
    await queue('u-1', 'a');
    await queue('u-1', 'b');
    await queue('u-2', 'c');
    render();

    const pill = await screen.findByTestId('sync-status');
    expect(pill.textContent).toContain('오프라인');
    await waitFor(() => expect(within(pill).getByTestId('sync-count').textContent).toBe('2'));
    expect(pill.getAttribute('aria-label')).toBe('동기화 상태: 오프라인 2 건 대기 중');

    fireEvent.click(pill);
    const details = await screen.findByTestId('sync-status-details');
    expect(details.textContent).toContain('연결이 돌아오면 자동으로 보냅니다');
    expect(details.textContent).toContain('보낼 변경2건');
    expect(details.textContent).toContain('마지막 동기화동기화 기록 없음');
  });

  it('online: the count goes as entries are delivered, then shows when it was last in sync', async () => {
    const first = (await queue('u-1', 'a')).entry;
    render();
    const pill = await screen.findByTestId('sync-status');
    await waitFor(() => expect(pill.getAttribute('data-state')).toBe('pending'));
    expect(pill.textContent).toContain('보내는 중');
    expect(pill.getAttribute('aria-label')).toBe('동기화 상태: 보내는 중 1 건');

    await act(async () => {
      await outboxRepo.markSent(first.seq);
      await syncStatusRepo.markSynced('u-1');
    });
    // The outbox and the last-sync time are two live queries: wait for both to have arrived.
    await waitFor(() => {
      expect(pill.getAttribute('data-state')).toBe('synced');
      expect(pill.textContent).toContain('방금 동기화됨');
    });
    expect(within(pill).queryByTestId('sync-count')).toBeNull();
    expect(pill.getAttribute('aria-label')).toBe('동기화 상태: 방금 동기화됨');

    // The wording follows the clock (refreshed every 30 s) without any new sync.
    await advanceFakeTime(5 * 60_000 + 30_000);
    await waitFor(() => expect(pill.textContent).toContain('5분 전 동기화'));
  });

  it('shows refused changes in red with their count', async () => {
    const refused = (await queue('u-1', 'a')).entry;
    await outboxRepo.markRejected(refused.seq, '증례를 찾을 수 없습니다.');
    render();
    const pill = await screen.findByTestId('sync-status');
    await waitFor(() => expect(pill.getAttribute('data-state')).toBe('rejected'));
    expect(pill.textContent).toContain('반영 안 된 변경');
    expect(within(pill).getByTestId('sync-count').textContent).toBe('1');
    expect(pill.getAttribute('aria-label')).toBe('동기화 상태: 반영 안 된 변경 1 건');
    fireEvent.click(pill);
    expect((await screen.findByTestId('sync-status-details')).textContent).toContain('반영 안 된 변경1건');
  });

  it('keeps the last sync time across a reload (it lives in Dexie)', async () => {
    await syncStatusRepo.markSynced('u-1');
    await advanceFakeTime(3 * 3_600_000);
    render();
    const pill = await screen.findByTestId('sync-status');
    await waitFor(() => expect(pill.textContent).toContain('3시간 전 동기화'));
  });

  it('refused and waiting at once: the pill counts the refused ones, the name adds the waiting', async () => {
    const refused = (await queue('u-1', 'a')).entry;
    await outboxRepo.markRejected(refused.seq, '증례를 찾을 수 없습니다.');
    await queue('u-1', 'b');
    await queue('u-1', 'c');
    render();
    const pill = await screen.findByTestId('sync-status');
    await waitFor(() => expect(within(pill).getByTestId('sync-count').textContent).toBe('1'));
    expect(pill.getAttribute('data-state')).toBe('rejected');
    expect(pill.getAttribute('aria-label')).toBe('동기화 상태: 반영 안 된 변경 1 건, 보낼 변경 2건');
  });
});

describe('the pill’s name holds what it shows (WCAG 2.5.3, axe label-content-name-mismatch)', () => {
  const words = (text: string) => text.replace(/[:,]/g, ' ').split(/\s+/).filter(Boolean);
  const contains = (name: string, shown: string) => {
    const [hay, needle] = [words(name), words(shown)];
    return hay.some((_, i) => needle.every((word, j) => hay[i + j] === word));
  };
  const states = [
    { online: false, pending: 2, rejected: 0, label: '오프라인' },
    { online: false, pending: 0, rejected: 3, label: '오프라인' },
    { online: false, pending: 1, rejected: 1, label: '오프라인' },
    { online: true, pending: 4, rejected: 0, label: '보내는 중' },
    { online: true, pending: 0, rejected: 2, label: '반영 안 된 변경' },
    { online: true, pending: 5, rejected: 2, label: '반영 안 된 변경' },
    { online: true, pending: 0, rejected: 0, label: '방금 동기화됨' },
  ];
  it.each(states)('$label, $pending waiting, $rejected refused', ({ online, pending, rejected, label }) => {
    const status = { pending, rejected, lastSyncedAt: null };
    const count = pillCount(online, status);
    const name = accessibleName(online, status, label, count);
    // Phones may show the count alone, wider screens the label and the count.
    const shown = count > 0 ? `${label} ${count}` : label;
    expect(contains(name, shown)).toBe(true);
    if (count > 0) expect(contains(name, String(count))).toBe(true);
  });
});
