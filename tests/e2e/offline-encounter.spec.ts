/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Page } from '@playwright/test';
import { ask, bubbles, type ServerMessage } from './offline-support';
import {
  apiGetAsLearner,
  countStoredRows,
  readStoredRow,
  navigateInApp,
  signedInLearner,
  waitForActiveServiceWorker,
} from './support';

// Offline steps here rely on the service worker (blocked by default, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The encounter does not need the network (issue 18): the patient engine answers on the device
 * from the case's encounter pack (fetched when the briefing opened) whenever the network is gone
 * or the server is slow; the learner's words reach the server once through the outbox, and the
 * server rebuilds the patient's replies and grades on its own.
 */
const CASE_ID = 'acute-appendicitis';
const ONLINE = ['안녕하세요, 어디가 불편해서 오셨어요?', '언제부터 아프셨어요?'];
const OFFLINE = [
  '어느 부위가 가장 아프세요?',
  '통증이 옮겨 갔나요?',
  '열은 나셨어요?',
  '구역질이나 구토는 있으셨어요?',
  '식사는 하셨어요?',
  '(우하복부를 촉진한다)',
];

test.use({ viewport: { width: 390, height: 844 } });

async function startCase(page: Page): Promise<string> {
  await navigateInApp(page, `/cases/practice/${CASE_ID}`);
  await expect(page.getByTestId('door-card')).toContainText('배가 아파요');
  // The briefing fetches the case's encounter pack: the device can answer once it is stored.
  await expect.poll(() => readStoredRow(page, 'encounterPacks', CASE_ID)).toBeTruthy();
  await page.getByRole('button', { name: '실습 시작' }).click();
  await expect(page).toHaveURL(/\/during\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop() ?? '';
}

test('the network drops after the second question: six more answered on the device, a provisional grade, then the server replays and grades', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signedInLearner(page, 'offenc');
  await waitForActiveServiceWorker(page);
  const sessionId = await startCase(page);

  let replies = 0;
  for (const question of ONLINE) await ask(page, question, (replies += 1));

  await context.setOffline(true);
  for (const question of OFFLINE) await ask(page, question, (replies += 1));
  await expect(page.getByRole('alert')).toHaveCount(0);
  const deviceReplies = await bubbles(page, 'chat-ai');
  // The device speaks as the case's patient: the pain moved from the navel to the right lower belly.
  expect(deviceReplies.slice(ONLINE.length).join(' ')).toMatch(/오른쪽|아래/);

  await page.getByRole('button', { name: '진료 종료' }).click();
  await page.getByRole('dialog', { name: '진료 종료' }).getByRole('button', { name: '종료하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/cases/completed/${sessionId}$`));
  const provisional = page.getByTestId('provisional-result');
  await expect(provisional).toContainText('기기에서 채점한 임시 결과');
  await expect(
    provisional.getByRole('list', { name: '임시 체크리스트' }).getByRole('listitem').first(),
  ).toBeVisible();

  // Back online: the outbox delivers the six turns and the end; the server grades on its own.
  await context.setOffline(false);
  await expect(page.getByTestId('grading-status').getByText('채점 완료', { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(provisional).toHaveCount(0);

  const { data: messages } = await apiGetAsLearner<{ data: ServerMessage[] }>(
    page,
    `practice-sessions/${sessionId}/chat-messages`,
  );
  const learnerLines = messages.filter((message) => message.sender === 'user').map((m) => m.content);
  expect(learnerLines).toEqual([...ONLINE, ...OFFLINE]);
  // The server's own replies, rebuilt by the same engine: the same words the device showed.
  expect(messages.filter((message) => message.sender === 'ai').map((m) => m.content)).toEqual(deviceReplies);
});

test('a slow server is answered on the device and its late answer doubles nothing; a forged reply changes nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInLearner(page, 'slowenc');
  const sessionId = await startCase(page);

  // The question reaches the server, which answers, but the answer is held back past the bound
  // (4 s without a first chunk): the device answers instead. The same message id goes with the
  // device turn, so the server keeps the question once although it saw it twice.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/practice-sessions/*/chat-messages', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    try {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    } catch {
      // The page gave up on this request (it answered on the device): nothing left to deliver.
    }
  });
  await ask(page, '어디가 불편해서 오셨어요?', 1);
  release();
  await page.unroute('**/api/v1/practice-sessions/*/chat-messages');
  await ask(page, '언제부터 아프셨어요?', 2);
  await expect(page.getByTestId('chat-user')).toHaveCount(2);
  await expect
    .poll(
      async () =>
        (
          await apiGetAsLearner<{ data: ServerMessage[] }>(
            page,
            `practice-sessions/${sessionId}/chat-messages`,
          )
        ).data.map((m) => `${m.sender}: ${m.content}`),
      { timeout: 30_000 },
    )
    .toEqual(
      (await bubbles(page, 'chat-any')).map((text, index) => `${index % 2 === 0 ? 'user' : 'ai'}: ${text}`),
    );

  // A client that sends its own patient reply along with a device turn: the server drops it.
  const token = await page.evaluate(() => localStorage.getItem('aichpx_access_token'));
  const forged = await page.request.post(`/api/v1/practice-sessions/${sessionId}/device-turns`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      messageId: crypto.randomUUID(),
      messageContent: '열은 나셨어요?',
      sentAt: new Date().toISOString(),
      reply: '열은 전혀 없고 배도 하나도 안 아파요.',
      sender: 'ai',
    },
  });
  expect(forged.status(), await forged.text()).toBeLessThan(300);
  const { data: after } = await apiGetAsLearner<{ data: ServerMessage[] }>(
    page,
    `practice-sessions/${sessionId}/chat-messages`,
  );
  expect(after).toHaveLength(6);
  expect(after.map((m) => m.content)).not.toContain('열은 전혀 없고 배도 하나도 안 아파요.');
});

test('a mock exam survives the network dropping during and between cases: cases start, run and end on the device, and reach the server once', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
  await signedInLearner(page, 'offexam');
  await waitForActiveServiceWorker(page);
  const token = await page.evaluate(() => localStorage.getItem('aichpx_access_token'));
  const created = await page.request.post('/api/v1/mock-exams', {
    headers: { Authorization: `Bearer ${token}` },
    data: { examType: 'random' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { mockExamSessionId: examId } = (await created.json()) as { mockExamSessionId: string };

  // Online once: the exam, its door cards and every case's encounter pack come to the device.
  await navigateInApp(page, `/mock-exams/pre-practice/${examId}/1`);
  await expect(page.getByTestId('door-card')).toContainText('활력징후');
  await expect.poll(() => countStoredRows(page, 'encounterPacks')).toBe(6);

  // Case 1 starts online; the network drops during it.
  await page.getByRole('button', { name: '진료 시작' }).click();
  await expect(page).toHaveURL(new RegExp(`/mock-exams/live/${examId}/1$`));
  await ask(page, '안녕하세요, 어디가 불편해서 오셨어요?', 1);
  await context.setOffline(true);
  await ask(page, '언제부터 그러셨어요?', 2);
  await page.getByRole('button', { name: '진료 종료' }).click();
  await page.getByRole('dialog', { name: '진료 종료' }).getByRole('button', { name: '종료하기' }).click();

  // Case 2 starts with no network at all, on the device.
  await expect(page).toHaveURL(new RegExp(`/mock-exams/pre-practice/${examId}/2$`));
  await page.getByRole('button', { name: '진료 시작' }).click();
  await expect(page).toHaveURL(new RegExp(`/mock-exams/live/${examId}/2$`));
  await ask(page, '어디가 불편해서 오셨어요?', 1);
  await ask(page, '언제부터요?', 2);
  const secondReplies = await bubbles(page, 'chat-ai');
  await page.getByRole('button', { name: '진료 종료' }).click();
  await page.getByRole('dialog', { name: '진료 종료' }).getByRole('button', { name: '종료하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/mock-exams/pre-practice/${examId}/3$`));

  // Back online: both cases reach the server once, with the learner's words and its own replies.
  await context.setOffline(false);
  // The device knows both sessions' ids (the second one it made itself); the server must too.
  const stored = await readStoredRow<{ cases: { practiceSessionId: string | null }[] }>(
    page,
    'mockExams',
    examId,
  );
  const [firstId, secondId] = [stored?.cases[0]?.practiceSessionId, stored?.cases[1]?.practiceSessionId];
  if (!firstId || !secondId) throw new Error('the exam’s first two cases have no session on the device');
  const authorization = {
    Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('aichpx_access_token'))}`,
  };
  // Until the outbox delivers its start, the server does not know the session made on the device.
  const statusOf = async (sessionId: string) => {
    const response = await page.request.get(`/api/v1/practice-sessions/${sessionId}`, {
      headers: authorization,
    });
    return response.ok()
      ? ((await response.json()) as { data: { status: string } }).data.status
      : response.status();
  };
  await expect.poll(() => statusOf(secondId), { timeout: 30_000 }).toBe('completed');
  expect(await statusOf(firstId)).toBe('completed');
  // The exam lists them as its cases' sessions (its reads are rate-limited: a 429 is asked again later).
  const examSessions = async () => {
    const response = await page.request.get(`/api/v1/mock-exams/${examId}`, {
      headers: {
        Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('aichpx_access_token'))}`,
      },
    });
    if (!response.ok()) return response.status();
    const body = (await response.json()) as {
      data: { selectedScenariosDetails: { practiceSessionId: string | null }[] };
    };
    return body.data.selectedScenariosDetails.slice(0, 2).map((c) => c.practiceSessionId);
  };
  await expect.poll(examSessions, { intervals: [3_000], timeout: 40_000 }).toEqual([firstId, secondId]);
  const first = await apiGetAsLearner<{ data: ServerMessage[] }>(
    page,
    `practice-sessions/${firstId}/chat-messages`,
  );
  expect(first.data.filter((m) => m.sender === 'user').map((m) => m.content)).toEqual([
    '안녕하세요, 어디가 불편해서 오셨어요?',
    '언제부터 그러셨어요?',
  ]);
  const second = await apiGetAsLearner<{ data: ServerMessage[] }>(
    page,
    `practice-sessions/${secondId}/chat-messages`,
  );
  expect(second.data.map((m) => `${m.sender}: ${m.content}`)).toEqual([
    'user: 어디가 불편해서 오셨어요?',
    `ai: ${secondReplies[0]}`,
    'user: 언제부터요?',
    `ai: ${secondReplies[1]}`,
  ]);
});
