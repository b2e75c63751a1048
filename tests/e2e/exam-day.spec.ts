/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Page } from '@playwright/test';
import {
  apiGetAsLearner,
  expectSessionEndedOnServer,
  readStoredRow,
  navigateInApp,
  saveScreenshot,
  signedInLearner,
} from './support';

/**
 * Exam-day mode (issue 24 item 2): a custom mock exam of 2 cases set up with '실전 모드' runs as
 * stations — no pause button, the 2-minute notice with its tone, the station ending itself at 00:00
 * into the reading break with the next door card, the next station starting by itself when the
 * break is over — and is graded and shown as any mock exam. The page's clock is Playwright's, so
 * the 12 minutes and the break pass at once; Web Audio and the Screen Wake Lock are stubbed to
 * count the tones and the lock requests.
 */

const UUID = '[0-9a-f-]{36}';
const MINUTE = 60_000;
/** The frequency of each cue's beeps (src/encounter/exam-day/exam-tones.ts): start 1 beep, 2 minutes 2, end 3. */
const START_HZ = 880;
const TWO_MINUTES_HZ = 660;
const END_HZ = 520;

interface Counters {
  beeps: number[];
  lockRequests: number;
  lockReleases: number;
}

/** Stubs AudioContext and navigator.wakeLock before the app loads; what they saw is in window.__examDay. */
async function stubAudioAndWakeLock(page: Page) {
  await page.addInitScript(() => {
    // Kept in sessionStorage, so the counts run on across a reload of the page.
    const saved = sessionStorage.getItem('__examDay');
    const counters = (saved ? JSON.parse(saved) : { beeps: [], lockRequests: 0, lockReleases: 0 }) as {
      beeps: number[];
      lockRequests: number;
      lockReleases: number;
    };
    const keep = () => sessionStorage.setItem('__examDay', JSON.stringify(counters));
    (window as unknown as { __examDay: typeof counters }).__examDay = counters;
    const param = () => ({ setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined });
    class StubAudioContext {
      currentTime = 0;
      state = 'running';
      destination = {};
      resume() {
        return Promise.resolve();
      }
      createGain() {
        return { gain: param(), connect: () => undefined };
      }
      createOscillator() {
        let hz = 0;
        return {
          type: 'sine',
          frequency: { ...param(), setValueAtTime: (value: number) => (hz = value) },
          connect: () => undefined,
          start: () => {
            counters.beeps.push(hz);
            keep();
          },
          stop: () => undefined,
        };
      }
    }
    Object.defineProperty(window, 'AudioContext', { value: StubAudioContext, configurable: true });
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: () => {
          counters.lockRequests += 1;
          keep();
          const sentinel = {
            released: false,
            release: () => {
              sentinel.released = true;
              counters.lockReleases += 1;
              keep();
              return Promise.resolve();
            },
          };
          return Promise.resolve(sentinel);
        },
      },
    });
  });
}

async function counters(page: Page): Promise<Counters> {
  return page.evaluate(() => (window as unknown as { __examDay: Counters }).__examDay);
}

/** How many cues of each kind were played (each cue is a fixed number of beeps). */
async function cues(page: Page) {
  const { beeps } = await counters(page);
  const count = (hz: number) => beeps.filter((b) => b === hz).length;
  return { start: count(START_HZ), twoMinutes: count(TWO_MINUTES_HZ) / 2, end: count(END_HZ) / 3 };
}

async function sendQuestion(page: Page, text: string) {
  const input = page.getByLabel('환자에게 보낼 메시지');
  await expect(input).toBeEnabled();
  await input.fill(text);
  await input.press('Enter');
  await expect(page.getByTestId('chat-ai')).toHaveCount(1);
  await expect(page.getByTestId('chat-ai').last()).not.toHaveText('');
}

interface ExamAnswer {
  data: { status: string; selectedScenariosDetails: { caseNumber: number; score: number | null }[] };
}

test.describe('exam-day mock exam', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('two stations: no pause, the 2-minute notice, ending itself into the reading break, starting itself', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await stubAudioAndWakeLock(page);
    await page.clock.install();
    await signedInLearner(page, 'examday', '/mock-exams');

    // ---- Setup: '실전 모드' on the chooser, still on in the custom setup --------------------------
    const examDaySwitch = page.getByRole('switch', { name: '실전 모드' });
    await examDaySwitch.check({ force: true });
    await expect(page.getByRole('switch', { name: '신호음 끄기' })).not.toBeChecked();
    await saveScreenshot(page, 'exam-day-chooser-1440x900', { fullPage: false });
    await page.getByRole('link', { name: '범위 설정하기' }).click();
    await expect(page).toHaveURL(/\/mock-exams\/free-setup/);
    await expect(page.getByRole('switch', { name: '실전 모드' })).toBeChecked();
    await page.getByRole('textbox', { name: '증례 개수' }).fill('2');
    await page.getByRole('button', { name: '모의고사 시작' }).click();
    await expect(page).toHaveURL(new RegExp(`/mock-exams/pre-practice/${UUID}/1$`));
    const examId = page.url().split('/').at(-2) as string;
    // The choice is kept with the exam on the device.
    await expect
      .poll(async () => (await readStoredRow<{ examDay?: boolean }>(page, 'mockExams', examId))?.examDay)
      .toBe(true);

    // ---- Station 1's reading break, started early with the button -------------------------------
    const readingBreak = page.getByTestId('reading-break');
    await expect(readingBreak.getByRole('heading', { level: 1, name: '증례 1 읽기 시간' })).toBeVisible();
    await expect(readingBreak.getByTestId('door-card')).toContainText('활력징후');
    await expect(readingBreak).toContainText('초 후 자동 시작');
    await page.getByRole('button', { name: '지금 시작' }).click();
    await expect(page).toHaveURL(new RegExp(`/mock-exams/live/${examId}/1$`));
    await expect(page.getByTestId('exam-case-label')).toHaveText('증례 1/2');
    await expect(page.getByTestId('exam-day-badge')).toHaveText('실전');
    await expect(page.getByTestId('practice-clock')).toBeVisible();
    // No pause control in a station.
    await expect(page.getByRole('button', { name: '실습 일시정지' })).toHaveCount(0);
    expect(await cues(page)).toEqual({ start: 1, twoMinutes: 0, end: 0 });
    await expect.poll(async () => (await counters(page)).lockRequests).toBe(1);
    await sendQuestion(page, '안녕하세요, 어디가 불편해서 오셨어요?');
    await page.getByLabel('메모 1번째 줄').fill('실전 1번 메모');
    await expect(page.getByTestId('memo-save-state')).toHaveText('자동 저장됨');

    // ---- 2 minutes left: the notice and its tone --------------------------------------------------
    // Held there (the notice shows for 2 s) while it is looked at on a desktop and on a phone.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10 * MINUTE);
    await expect(page.getByTestId('station-notice')).toHaveText('종료 2분 전입니다');
    // The 5-minute banner, due in the same jump, gives way to it.
    await expect(page.getByText('실습 시간이 5분 남았습니다!')).toHaveCount(0);
    await expect.poll(async () => (await cues(page)).twoMinutes).toBe(1);
    await saveScreenshot(page, 'exam-day-live-1440x900', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('tab', { name: '대화' })).toBeVisible();
    // On a phone the notice sits below the tabs, never over them.
    const tabs = (await page.getByRole('tablist').first().boundingBox())!;
    const notice = (await page.getByTestId('station-notice').boundingBox())!;
    expect(notice.y).toBeGreaterThanOrEqual(tabs.y + tabs.height);
    await saveScreenshot(page, 'exam-day-live-390x844', { fullPage: false });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.clock.resume();

    // ---- 00:00: the station ends itself into the reading break of station 2 -------------------------
    await page.clock.fastForward(2 * MINUTE);
    await expect(page).toHaveURL(new RegExp(`/mock-exams/pre-practice/${examId}/2$`));
    await expect(readingBreak.getByRole('heading', { level: 1, name: '증례 2 읽기 시간' })).toBeVisible();
    await expect(readingBreak.getByTestId('door-card')).toContainText('활력징후');
    await expect(page.getByTestId('exam-progress')).toContainText('1개 완료');
    await expect.poll(async () => (await cues(page)).end).toBe(1);
    // The station's screen lock was given back when it ended.
    await expect.poll(async () => (await counters(page)).lockReleases).toBe(1);
    const stored = await readStoredRow<{ cases: { practiceSessionId: string | null; ended: boolean }[] }>(
      page,
      'mockExams',
      examId,
    );
    expect(stored?.cases.map((c) => c.ended)).toEqual([true, false]);
    await saveScreenshot(page, 'exam-day-break-1440x900');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'exam-day-break-390x844');
    await page.setViewportSize({ width: 1440, height: 900 });

    // ---- A reload halfway through the break continues its countdown, not a new one -------------
    const breakSeconds = async () => Number(await page.getByTestId('reading-break-seconds').textContent());
    await page.clock.fastForward(MINUTE / 2);
    await expect.poll(breakSeconds).toBeLessThanOrEqual(30);
    await page.reload();
    await expect(readingBreak.getByRole('heading', { level: 1, name: '증례 2 읽기 시간' })).toBeVisible();
    await expect.poll(breakSeconds).toBeLessThanOrEqual(30);
    expect(await breakSeconds()).toBeGreaterThan(0);
    const keptBreak = await readStoredRow<{ readingBreak?: { caseNumber: number; endsAt: number } }>(
      page,
      'mockExams',
      examId,
    );
    expect(keptBreak?.readingBreak?.caseNumber).toBe(2);

    // ---- The break is over: station 2 starts by itself -----------------------------------------
    await page.clock.fastForward(MINUTE / 2);
    await expect(page).toHaveURL(new RegExp(`/mock-exams/live/${examId}/2$`));
    await expect(page.getByTestId('exam-case-label')).toHaveText('증례 2/2');
    await expect(page.getByRole('button', { name: '실습 일시정지' })).toHaveCount(0);
    expect((await cues(page)).start).toBe(2);
    await expect.poll(async () => (await counters(page)).lockRequests).toBe(2);
    await sendQuestion(page, '언제부터 아프셨어요?');

    // ---- A reload during the station keeps its clock running from where it was ---------------------
    await page.clock.fastForward(5 * MINUTE);
    await expect(page.getByTestId('practice-clock')).toHaveText(/^0[67]:\d{2}$/);
    await page.reload();
    await expect(page.getByTestId('exam-case-label')).toHaveText('증례 2/2');
    await expect(page.getByTestId('practice-clock')).toHaveText(/^0[67]:\d{2}$/);
    await expect(page.getByTestId('chat-ai')).toHaveCount(1);

    // ---- The last station ends itself: the exam is over and graded as any mock exam ----------------
    await page.clock.fastForward(5 * MINUTE);
    await expect(page.getByTestId('station-notice')).toHaveText('종료 2분 전입니다');
    await page.clock.fastForward(2 * MINUTE);
    await expect(page).toHaveURL(new RegExp(`/mock-exams/completed/${examId}$`));
    await expect(page.getByRole('heading', { level: 1, name: '모의고사가 종료되었습니다' })).toBeVisible();
    expect(await cues(page)).toEqual({ start: 2, twoMinutes: 2, end: 2 });
    await expect.poll(async () => (await counters(page)).lockReleases).toBe(2);

    const first = stored?.cases[0]?.practiceSessionId as string;
    await expectSessionEndedOnServer(page, first, '실전 1번 메모', { timeout: 30_000 });
    await expect
      .poll(async () => (await apiGetAsLearner<ExamAnswer>(page, `mock-exams/${examId}`)).data.status, {
        timeout: 90_000,
        intervals: [2_500],
      })
      .toBe('COMPLETED');
    const exam = await apiGetAsLearner<ExamAnswer>(page, `mock-exams/${examId}`);
    await navigateInApp(page, `/my-notes/history/mock-exam-results/${examId}`);
    const scores = page.getByTestId('case-score');
    await expect(scores).toHaveCount(2);
    for (const [index, examCase] of exam.data.selectedScenariosDetails.entries()) {
      await expect(scores.nth(index)).toHaveText(`${examCase.score}점`);
    }
  });
});
