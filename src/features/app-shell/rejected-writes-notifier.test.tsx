import { Notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aScenario } from '../../../tests/unit/contract-fixtures';
import { renderInApp, signInTestLearner } from '../../../tests/unit/app-render';
import { db } from '../../data/db';
import { casesRepo } from '../../data/repos/cases-repo';
import { outboxRepo } from '../../data/repos/outbox-repo';
import { repoReverters, revertingQueue } from '../../data/sync/reverting-queue';
import { RejectedWritesNotifier } from './rejected-writes-notifier';
import { rejectedWriteTitle } from './rejected-write-text';

const queue = revertingQueue(db, outboxRepo, repoReverters(db));

const render = () =>
  renderInApp(
    <>
      <Notifications />
      <RejectedWritesNotifier />
    </>,
  );

beforeEach(async () => {
  signInTestLearner();
  await Promise.all([
    db.outbox.clear(),
    db.cases.clear(),
    db.feedbackDrafts.clear(),
    db.practicedScenarios.clear(),
  ]);
  await db.cases.put({
    ...aScenario({ scenarioId: 'appendicitis', name: '급성 충수염', isBookmarked: false }),
    sortOrder: 0,
  });
});
afterEach(() => {
  cleanup();
});

describe('notices of changes the server refused', () => {
  it('tells what was refused, why and what was undone; closing it deletes the refused entry', async () => {
    render();
    await act(async () => {
      await casesRepo.setBookmark('u-1', 'appendicitis', true);
      await queue.markRejected((await outboxRepo.nextPending('u-1'))!.seq, '증례를 찾을 수 없습니다.');
    });

    const notice = await screen.findByTestId('rejected-write-notice');
    expect(notice.textContent).toBe(
      "'급성 충수염' 즐겨찾기 추가가 반영되지 않았습니다" +
        '증례를 찾을 수 없습니다.' +
        '즐겨찾기를 원래대로 되돌렸습니다.',
    );
    expect((await db.cases.get('appendicitis'))?.isBookmarked).toBe(false);

    const card = notice.closest('.mantine-Notification-root') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: '알림 닫기' }));
    await waitFor(async () => expect(await outboxRepo.rejectedCount('u-1')).toBe(0));
  });

  it("shows nothing for another learner's refusals, and hides a notice dismissed elsewhere", async () => {
    await act(async () => {
      const other = await outboxRepo.enqueue(
        {
          userId: 'u-2',
          write: { kind: 'bookmark', payload: { scenarioId: 'appendicitis', bookmarked: true } },
        },
        { tables: [], apply: async () => undefined },
      );
      await outboxRepo.markRejected(other.entry.seq, '거절');
      const mine = await outboxRepo.enqueue(
        {
          userId: 'u-1',
          write: { kind: 'bookmark', payload: { scenarioId: 'appendicitis', bookmarked: false } },
          label: '급성 충수염',
        },
        { tables: [], apply: async () => undefined },
      );
      await outboxRepo.markRejected(mine.entry.seq, '이미 해제된 즐겨찾기입니다.');
    });
    render();
    expect((await screen.findAllByTestId('rejected-write-notice')).map((node) => node.textContent)).toEqual([
      expect.stringContaining("'급성 충수염' 즐겨찾기 해제"),
    ]);

    // Another tab closed it: the entry is gone, so the notice goes here too; u-2's entry stays.
    await act(async () => {
      const [entry] = await outboxRepo.rejectedEntries('u-1');
      await outboxRepo.dismissRejected('u-1', entry!.seq);
    });
    await waitFor(() => expect(screen.queryByTestId('rejected-write-notice')).toBeNull());
    expect(await outboxRepo.rejectedCount('u-2')).toBe(1);
  });
});

it('shows two at a time, oldest first; closing one brings up the next', async () => {
  await act(async () => {
    for (const name of ['하나', '둘', '셋']) {
      const { entry } = await outboxRepo.enqueue(
        {
          userId: 'u-1',
          write: {
            kind: 'feedback-post',
            payload: {
              title: name,
              content: '피드백 내용입니다.',
              category: 'INQUIRY',
              priority: 'MEDIUM',
              isPublic: true,
            },
          },
          label: name,
        },
        { tables: [], apply: async () => undefined },
      );
      await outboxRepo.markRejected(entry.seq, '거절');
    }
  });
  render();
  const titles = async () =>
    (await screen.findAllByTestId('rejected-write-notice')).map((node) => node.firstChild?.textContent);
  await waitFor(async () =>
    expect(await titles()).toEqual([
      "피드백 '하나' 등록이 반영되지 않았습니다",
      "피드백 '둘' 등록이 반영되지 않았습니다",
    ]),
  );

  const first = (await screen.findAllByTestId('rejected-write-notice'))[0]!;
  const card = first.closest('.mantine-Notification-root') as HTMLElement;
  fireEvent.click(within(card).getByRole('button', { name: '알림 닫기' }));
  await waitFor(async () =>
    expect(await titles()).toEqual([
      "피드백 '둘' 등록이 반영되지 않았습니다",
      "피드백 '셋' 등록이 반영되지 않았습니다",
    ]),
  );
  expect(await outboxRepo.rejectedCount('u-1')).toBe(2);
});

describe('the heading of a notice', () => {
  it('heads the notice with the right particle', () => {
    expect(rejectedWriteTitle("'급성 충수염' 즐겨찾기 추가")).toBe(
      "'급성 충수염' 즐겨찾기 추가가 반영되지 않았습니다",
    );
    expect(rejectedWriteTitle("'급성 충수염' 나의 메모 저장")).toBe(
      "'급성 충수염' 나의 메모 저장이 반영되지 않았습니다",
    );
    expect(rejectedWriteTitle('변경 내용 저장')).toBe('변경 내용 저장이 반영되지 않았습니다');
    expect(rejectedWriteTitle('memo')).toBe('memo이(가) 반영되지 않았습니다');
  });
});
