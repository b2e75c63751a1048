/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Page } from '@playwright/test';
import { ask } from './offline-support';
import {
  apiGetAsLearner,
  completeByApi,
  countStoredRows,
  expectGradedOnServer,
  practiseByApi,
  navigateInApp,
  pressCheckUntilGraded,
  saveScreenshot,
  signedInLearner,
} from './support';

/**
 * Learn from misses (issue 24 item 4), end to end: a graded session with misses → its result page's
 * '놓친 항목 다시 연습' → the same case practised → the missed items listed after ending, the retry
 * scored on those items only and labelled in 학습 기록; the 복습 tab lists the due cards of missed
 * items, a rating reschedules a card (FSRS), a rating made offline reaches the server once back
 * online, and the dashboard shows the due cards.
 */
const CASE_ID = 'acute-appendicitis';
const THIN = ['안녕하세요.', '어디가 아파서 오셨어요?', '언제부터 아프셨어요?'];
const viewports = [
  { name: '390x844', width: 390, height: 844 },
  { name: '1440x900', width: 1440, height: 900 },
];

interface Card {
  cardId: string;
  itemId: string;
  itemText: string;
  schedule: { reps: number; due: string };
}
interface Feedback {
  status: string;
  data: { checklistResults: { itemId: string; performance: string }[] } | null;
}

/** A graded session with misses, made through the API. */
async function gradedThinSession(page: Page): Promise<string> {
  const sessionId = await practiseByApi(page, CASE_ID, THIN);
  await completeByApi(page, sessionId, '');
  await expectGradedOnServer(page, sessionId);
  return sessionId;
}

/** The same screen at both sizes (SCREENSHOTS=1), ending at the desktop size. */
async function shoot(page: Page, name: string) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await saveScreenshot(page, `review-queue-${name}-${viewport.name}`);
  }
}

const serverCards = async (page: Page) =>
  (await apiGetAsLearner<{ data: Card[] }>(page, 'my-notes/review-cards')).data;

test('a retry of the missed items, then the review queue: rated online and offline, shown on the dashboard', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(viewports[1]!);
  await signedInLearner(page, 'review', null);
  const sourceId = await gradedThinSession(page);
  const source = (await apiGetAsLearner<Feedback>(page, `practice-sessions/${sourceId}/feedback`)).data!;
  const missed = source.checklistResults.filter((r) => r.performance === 'no').map((r) => r.itemId);
  expect(missed.length).toBeGreaterThan(10);

  // The result page offers the retry of its missed items.
  await page.goto(`/my-notes/history/case-results/${sourceId}`);
  const retryButton = page.getByTestId('retry-missed');
  await expect(retryButton).toHaveText(`놓친 항목 다시 연습 (${missed.length})`);
  await shoot(page, 'result');
  await retryButton.click();
  await expect(page).toHaveURL(/\/cases\/practice\/during\/[0-9a-f-]{36}$/);
  const retryId = page.url().split('/').pop()!;
  // The items are not shown during the encounter.
  await expect(page.getByTestId('retry-items')).toHaveCount(0);
  await ask(page, '안녕하세요.', 1);
  await ask(page, '구역질이나 구토는요?', 2);
  await ask(page, '열은 없으세요?', 3);
  await page.getByRole('button', { name: '진료 종료' }).click();
  await page.getByRole('dialog', { name: '진료 종료' }).getByRole('button', { name: '종료하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/cases/completed/${retryId}$`));

  // After ending: the missed items it was about, listed.
  const listed = page.getByTestId('retry-items');
  await expect(listed.getByRole('listitem')).toHaveCount(missed.length);
  await pressCheckUntilGraded(page, page.getByText('채점 완료', { exact: true }));
  await shoot(page, 'completed');

  // Scored on the missed items only, and marked as a retry on its result page.
  const retried = (await apiGetAsLearner<Feedback>(page, `practice-sessions/${retryId}/feedback`)).data!;
  expect(retried.checklistResults.map((r) => r.itemId)).toEqual(missed);
  const earned = retried.checklistResults.filter((r) => r.performance === 'yes').map((r) => r.itemId);
  expect(earned.sort()).toEqual(['acute-abdominal-pain.hx.fever', 'acute-abdominal-pain.hx.nauseaVomiting']);
  await navigateInApp(page, `/my-notes/history/case-results/${retryId}`);
  await expect(page.getByTestId('retry-badge')).toHaveText(`놓친 항목 연습 · ${missed.length}개 항목만 채점`);

  // 학습 기록 labels it as its own kind.
  await navigateInApp(page, '/my-notes/history');
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByText('놓친 항목 연습', { exact: true })).toBeVisible();
  await expect(rows.nth(1).getByText('증례 실습', { exact: true })).toBeVisible();
  await shoot(page, 'history');

  // 복습: every item still missed is a due card; the earned ones left the queue.
  const left = missed.length - earned.length;
  await navigateInApp(page, '/my-notes/review');
  await expect(page.getByTestId('due-count')).toHaveText(`오늘 복습할 카드 ${left}장`);
  // One card at a time; the others wait in a list the learner can pick from.
  await expect(page.getByTestId('review-card')).toHaveCount(1);
  await expect(page.getByTestId('due-list').getByRole('button')).toHaveCount(left - 1);
  // A card of the list is named by what it shows: the item, then its section and case.
  await page.getByRole('button', { name: /^인사하고 자신을 소개했다/ }).click();
  const greeting = page.getByTestId('review-card').filter({ hasText: '인사하고 자신을 소개했다' });
  await expect(greeting.getByTestId('nearest-turn')).toHaveText('“안녕하세요.”');
  await greeting.getByRole('button', { name: '어떻게 하면 되는지 보기' }).click();
  await expect(greeting.getByTestId('review-advice')).toContainText('소개');
  await shoot(page, 'review');

  // A rating reschedules the card: it leaves today's list, and the server has the same schedule.
  const greetingCard = (await serverCards(page)).find((c) => c.itemText === '인사하고 자신을 소개했다')!;
  await greeting.getByRole('button', { name: /^알맞음/ }).click();
  await expect(page.getByTestId('due-count')).toHaveText(`오늘 복습할 카드 ${left - 1}장`);
  await expect(page.getByTestId('upcoming-card')).toHaveCount(1);
  await expect
    .poll(async () => (await serverCards(page)).find((c) => c.cardId === greetingCard.cardId)!.schedule.reps)
    .toBe(1);
  const rescheduled = (await serverCards(page)).find((c) => c.cardId === greetingCard.cardId)!;
  expect(Date.parse(rescheduled.schedule.due) - Date.now()).toBeGreaterThan(20 * 3_600_000);

  // Offline: a rating is kept on the device and queued; back online it reaches the server.
  await context.setOffline(true);
  const next = page.getByTestId('review-card').first();
  const nextText = (await next.locator('p').nth(0).textContent()) ?? '';
  await next.getByRole('button', { name: '어떻게 하면 되는지 보기' }).click();
  await next.getByRole('button', { name: /^쉬움/ }).click();
  await expect(page.getByTestId('due-count')).toHaveText(`오늘 복습할 카드 ${left - 2}장`);
  expect(await countStoredRows(page, 'outbox')).toBe(1);
  await context.setOffline(false);
  await expect.poll(() => countStoredRows(page, 'outbox'), { timeout: 30_000 }).toBe(0);
  const reviewed = (await serverCards(page)).filter((c) => c.schedule.reps === 1);
  expect(reviewed).toHaveLength(2);
  expect(nextText.length).toBeGreaterThan(0);

  // The dashboard shows the due cards and leads to 복습.
  await navigateInApp(page, '/dashboard');
  const due = page.getByTestId('due-reviews');
  await expect(due).toContainText(`오늘 복습할 카드 ${left - 2}장`);
  await shoot(page, 'dashboard');
  await due.getByRole('link', { name: '복습하기' }).click();
  await expect(page).toHaveURL(/\/my-notes\/review$/);
});
