/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Page } from '@playwright/test';
import { apiGetAsLearner, logInViaForm, saveScreenshot, signedInLearner } from './support';

async function bearer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('aichpx_access_token'));
  return { Authorization: `Bearer ${token}` };
}

/**
 * Issue 23 item 2: a random exam left at its first briefing in one browser is found on /mock-exams
 * in another browser signed in to the same account, resumes at its next case there, and giving it
 * up (confirmed) removes it on the server too.
 */
test('an exam begun in one browser is resumed in another, then given up', async ({
  page,
  browser,
}, testInfo) => {
  const learner = await signedInLearner(page, 'resume');
  const created = await page.request.post('/api/v1/mock-exams', {
    headers: await bearer(page),
    data: { examType: 'random' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { mockExamSessionId: examId } = (await created.json()) as { mockExamSessionId: string };

  // A second, fresh browser: nothing of this exam on its device.
  const other = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1440, height: 900 },
  });
  const second = await other.newPage();
  await second.goto('/login');
  await logInViaForm(second, learner.email, learner.password);
  await expect(second).toHaveURL(/\/dashboard$/);
  await second.goto('/mock-exams');

  const unfinished = second.getByTestId('exam-in-progress');
  await expect(second.getByRole('heading', { name: '진행 중인 모의고사' })).toBeVisible();
  await expect(unfinished).toHaveCount(1);
  await expect(unfinished).toContainText('랜덤 모의고사 (6증례)');
  await expect(unfinished).toContainText('6개 중 0개 완료');
  await expect(unfinished).toContainText('다른 기기에서 시작');
  await saveScreenshot(second, 'mock-exams-unfinished-1440x900');

  await unfinished.getByRole('link', { name: '증례 1부터 이어서 보기' }).click();
  await expect(second).toHaveURL(new RegExp(`/mock-exams/pre-practice/${examId}/1$`));
  await expect(second.getByRole('heading', { level: 1, name: '증례 1' })).toBeVisible();
  await expect(second.getByTestId('exam-progress')).toContainText('증례 1 / 6');

  // The learning history lists finished work only; it points to the exam in progress.
  await second.setViewportSize({ width: 390, height: 844 });
  await second.goto('/my-notes/history');
  const pointer = second.getByTestId('history-unfinished');
  await expect(pointer).toContainText('진행 중인 모의고사 1개는 제출하면 학습 기록에 올라옵니다.');
  await saveScreenshot(second, 'history-unfinished-390x844', { fullPage: false });

  // Back on the list, now with the exam on this device too, at phone size.
  await pointer.getByRole('link', { name: '모의고사 화면에서 이어서 보기' }).click();
  await expect(second).toHaveURL(/\/mock-exams$/);
  await expect(unfinished).toHaveCount(1);
  await expect(unfinished).not.toContainText('다른 기기에서 시작');
  await saveScreenshot(second, 'mock-exams-unfinished-390x844');

  await unfinished.getByRole('button', { name: '포기하기' }).click();
  const confirm = second.getByLabel('모의고사를 포기할까요?');
  await expect(confirm).toContainText('모의고사를 포기할까요?');
  await expect(confirm).toContainText('되돌릴 수 없고');
  await saveScreenshot(second, 'mock-exams-abandon-confirm-390x844', { fullPage: false });
  await confirm.getByRole('button', { name: '포기하기' }).click();
  await expect(unfinished).toHaveCount(0);
  await expect(second.getByText('포기함')).toBeVisible();

  // The outbox delivers it: the server no longer lists it, nor lets it be continued.
  await expect
    .poll(async () => (await apiGetAsLearner<{ total: number }>(second, 'mock-exams/unfinished')).total)
    .toBe(0);
  const restart = await page.request.post(`/api/v1/mock-exams/${examId}/cases/1/start`, {
    headers: await bearer(page),
  });
  expect(restart.status()).toBe(409);
  await other.close();
});
