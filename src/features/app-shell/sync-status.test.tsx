import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceFakeTime, renderInApp, signInTestLearner } from '../../../tests/unit/app-render';
import { db } from '../../data/db';
import { outboxRepo } from '../../data/repos/outbox-repo';
import { syncStatusRepo } from '../../data/repos/sync-status-repo';
import { appStore, onlineAtom } from '../../lib/app-atoms';
import { SyncStatus } from './sync-status';

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
    expect(pill.getAttribute('aria-label')).toBe('동기화 상태: 오프라인, 보낼 변경 2건');

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
    expect(pill.getAttribute('aria-label')).toBe('동기화 상태: 반영 안 된 변경 1건');
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
});
