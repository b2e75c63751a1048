import { Notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aScenario } from '../../../tests/unit/contract-fixtures';
import { renderWithMantine } from '../../../tests/unit/render-with-mantine';
import { db } from '../../data/db';
import { casesRepo } from '../../data/repos/cases-repo';
import { feedbackRepo } from '../../data/repos/feedback-repo';
import { notesRepo } from '../../data/repos/notes-repo';
import { outboxRepo } from '../../data/repos/outbox-repo';
import { revertingQueue } from '../../data/sync/reverting-queue';
import { appStore, sessionAtom } from '../../lib/app-atoms';
import { RejectedWritesNotifier } from './rejected-writes-notifier';
import { rejectedWriteText, rejectedWriteTitle } from './rejected-write-text';

const queue = revertingQueue(db, outboxRepo, [casesRepo, notesRepo, feedbackRepo]);

function render() {
  return renderWithMantine(
    <Provider store={appStore}>
      <Notifications />
      <RejectedWritesNotifier />
    </Provider>,
  );
}

beforeEach(async () => {
  appStore.set(sessionAtom, {
    status: 'signedIn',
    user: {
      userId: 'u-1',
      role: 'USER',
      fullName: '김테스트',
      email: 't@example.com',
      nickname: '테스터',
    } as never,
  });
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
        { userId: 'u-2', method: 'POST', path: 'cases/appendicitis/bookmark' },
        { tables: [], apply: async () => undefined },
      );
      await outboxRepo.markRejected(other.entry.seq, '거절');
      const mine = await outboxRepo.enqueue(
        { userId: 'u-1', method: 'DELETE', path: 'cases/appendicitis/bookmark', label: '급성 충수염' },
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
        { userId: 'u-1', method: 'POST', path: 'feedback', label: name },
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

describe('what each refused change is called', () => {
  it('names every kind of write in Korean, with what the device undid', () => {
    const base = { body: null, label: '급성 충수염' };
    expect(
      rejectedWriteText({
        ...base,
        method: 'PUT',
        path: 'my-notes/incorrect-notes/x',
        body: { userMemo: 'm' },
      }),
    ).toEqual({
      what: "'급성 충수염' 나의 메모 저장",
      undone: '메모를 저장하기 전 내용으로 되돌렸습니다.',
    });
    expect(
      rejectedWriteText({
        ...base,
        method: 'PATCH',
        path: 'my-notes/incorrect-notes/x/status',
        body: { hasNote: true },
      }).what,
    ).toBe("'급성 충수염' 오답노트 표시");
    expect(
      rejectedWriteText({ ...base, method: 'POST', path: 'feedback', label: '건의합니다', body: {} }),
    ).toMatchObject({
      what: "피드백 '건의합니다' 등록",
      undone: expect.stringContaining('피드백 게시판에 남아'),
    });
    expect(
      rejectedWriteText({ ...base, method: 'POST', path: 'practice-sessions/s-1/complete' }),
    ).toMatchObject({
      what: "'급성 충수염' 진료 종료",
      undone: expect.stringContaining('진료 메모'),
    });
    expect(rejectedWriteText({ method: 'POST', path: 'mock-exams/m-1/cases/x/complete', body: {} })).toEqual({
      what: '모의고사 증례 종료',
      undone: '모의고사 진행은 이 기기에서 그대로 이어집니다.',
    });
    expect(rejectedWriteText({ method: 'POST', path: 'mock-exams/m-1/complete', body: null }).what).toBe(
      '모의고사 종료',
    );
    expect(rejectedWriteText({ method: 'POST', path: 'cases/x/bookmark', body: null }).what).toBe(
      '즐겨찾기 추가',
    );
    expect(
      rejectedWriteText({ method: 'POST', path: 'feedback', label: '가'.repeat(40), body: {} }).what,
    ).toBe(`피드백 '${'가'.repeat(29)}…' 등록`);
  });

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
