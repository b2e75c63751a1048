/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot, signedInLearner } from './support';

/**
 * Voice in live practice (issue 24 item 3), with the browser's speech APIs replaced by stand-ins
 * before the app loads: a speechSynthesis with two Korean voices that records what it is asked to
 * say, and a SpeechRecognition the test speaks into. What a headless browser cannot show (a real
 * voice, a real microphone) is in the README's 'Voice' section.
 */

const CASE_ID = 'acute-appendicitis';

interface Said {
  text: string;
  voice: string | null;
  lang: string;
  rate: number;
  pitch: number;
}

interface SpeechLog {
  said: Said[];
  cancels: number;
  recognitions: { lang: string; interimResults: boolean; processLocally?: boolean; started: boolean }[];
}

declare global {
  interface Window {
    __speech: SpeechLog;
    __hear: (phrases: { text: string; final: boolean }[]) => void;
    __endHearing: () => void;
    __failHearing: (error: string) => void;
  }
}

/** The stand-ins, installed in every document of the page before its scripts run. */
function installSpeechStubs() {
  type Handler<T> = ((event: T) => void) | null;
  const log: SpeechLog = { said: [], cancels: 0, recognitions: [] };
  window.__speech = log;
  const voices = [
    { name: 'Yuna', lang: 'ko-KR', localService: true, default: true, voiceURI: 'Yuna' },
    { name: 'Minsu', lang: 'ko-KR', localService: true, default: false, voiceURI: 'Minsu' },
    { name: 'Samantha', lang: 'en-US', localService: true, default: false, voiceURI: 'Samantha' },
  ];
  class FakeUtterance {
    lang = '';
    voice: { name: string } | null = null;
    rate = 1;
    pitch = 1;
    constructor(public text: string) {}
  }
  const synth = {
    speaking: false,
    pending: false,
    paused: false,
    getVoices: () => voices,
    speak: (utterance: FakeUtterance) => {
      log.said.push({
        text: utterance.text,
        voice: utterance.voice?.name ?? null,
        lang: utterance.lang,
        rate: utterance.rate,
        pitch: utterance.pitch,
      });
    },
    cancel: () => {
      log.cancels += 1;
    },
    pause: () => undefined,
    resume: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });

  const instances: FakeRecognition[] = [];
  class FakeRecognition {
    static available = async () => 'available';
    lang = '';
    continuous = true;
    interimResults = false;
    maxAlternatives = 0;
    processLocally?: boolean;
    onresult: Handler<unknown> = null;
    onerror: Handler<{ error: string }> = null;
    onend: (() => void) | null = null;
    start() {
      instances.push(this);
      log.recognitions.push({
        lang: this.lang,
        interimResults: this.interimResults,
        processLocally: this.processLocally,
        started: true,
      });
    }
    stop() {
      this.onend?.();
    }
    abort() {
      this.onend?.();
    }
  }
  Object.defineProperty(window, 'SpeechRecognition', { value: FakeRecognition, configurable: true });
  Object.defineProperty(window, 'webkitSpeechRecognition', { value: FakeRecognition, configurable: true });
  window.__hear = (phrases) => {
    const results = phrases.map(({ text, final }) =>
      Object.assign([{ transcript: text }], { isFinal: final }),
    );
    instances.at(-1)?.onresult?.({ resultIndex: 0, results });
  };
  window.__endHearing = () => instances.at(-1)?.onend?.();
  window.__failHearing = (error) => {
    instances.at(-1)?.onerror?.({ error });
    instances.at(-1)?.onend?.();
  };
}

/** A browser with neither API. */
function removeSpeechApis() {
  for (const name of [
    'speechSynthesis',
    'SpeechSynthesisUtterance',
    'SpeechRecognition',
    'webkitSpeechRecognition',
  ])
    Object.defineProperty(window, name, { value: undefined, configurable: true });
}

const speechLog = (page: Page) => page.evaluate(() => window.__speech);

/** What of a reply is said: its words, not its actions in parentheses. */
const spoken = (reply: string) =>
  reply
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function startCase(page: Page) {
  await page.goto(`/cases/practice/${CASE_ID}`);
  await page.getByRole('button', { name: '실습 시작' }).click();
  await expect(page).toHaveURL(/\/cases\/practice\/during\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('practice-clock')).toBeVisible();
}

async function send(page: Page, text: string, replies: number) {
  const input = page.getByLabel('환자에게 보낼 메시지');
  await expect(input).toBeEnabled();
  await input.fill(text);
  await input.press('Enter');
  await expect(page.getByTestId('chat-ai')).toHaveCount(replies);
  await expect(input).toBeEnabled();
}

const replyTexts = async (page: Page) =>
  (await page.getByTestId('chat-ai').locator('[data-chat-text]').allTextContents()).map(spoken);

test.describe('voice in live practice', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('replies said once and in order, dictation into the box, failures in Korean, stopped on pause and off', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    page.on(
      'dialog',
      (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()),
    );
    await page.addInitScript(installSpeechStubs);
    await signedInLearner(page, 'voice390');
    await startCase(page);

    const voiceSwitch = page.getByLabel('환자 음성 듣기');
    const input = page.getByLabel('환자에게 보낼 메시지');
    await expect(voiceSwitch).not.toBeChecked();
    await expect(page.getByRole('button', { name: '음성으로 입력' })).toBeVisible();

    // Off: a reply is shown, not said.
    await send(page, '안녕하세요, 저는 의사 김하늘입니다.', 1);
    expect((await speechLog(page)).said).toEqual([]);

    await voiceSwitch.check({ force: true });
    await expect(voiceSwitch).toBeChecked();

    // ---- Dictation: heard words appear as they are heard, the final ones stay, nothing is sent ----
    await page.getByRole('button', { name: '음성으로 입력' }).click();
    await expect(page.getByRole('button', { name: '음성 입력 멈추기' })).toBeVisible();
    await expect.poll(async () => (await speechLog(page)).recognitions.length).toBe(1);
    expect((await speechLog(page)).recognitions[0]).toMatchObject({
      lang: 'ko-KR',
      interimResults: true,
      processLocally: true,
    });
    await page.evaluate(() => window.__hear([{ text: '어디가', final: false }]));
    await expect(input).toHaveValue('어디가');
    await saveScreenshot(page, 'voice-practice-390x844', { fullPage: false });
    await page.evaluate(() => window.__hear([{ text: '어디가 불편해서 오셨어요?', final: true }]));
    await page.evaluate(() => window.__endHearing());
    await expect(input).toHaveValue('어디가 불편해서 오셨어요?');
    await expect(page.getByRole('button', { name: '음성으로 입력' })).toBeVisible();
    await expect(page.getByTestId('chat-user')).toHaveCount(1);

    // The learner edits and sends; the reply is said once, in the man's voice.
    await input.fill('어디가 불편해서 오셨어요? 언제부터 그러셨어요?');
    await input.press('Enter');
    await expect(page.getByTestId('chat-ai')).toHaveCount(2);
    await expect(input).toBeEnabled();
    await expect.poll(async () => (await speechLog(page)).said.length).toBe(1);
    let said = (await speechLog(page)).said;
    expect(said[0]).toMatchObject({ text: (await replyTexts(page))[1], voice: 'Minsu', lang: 'ko-KR' });

    await send(page, '(오른쪽 아랫배를 눌렀다 뗀다) 여기 누르면 어떠세요?', 3);
    await expect.poll(async () => (await speechLog(page)).said.length).toBe(2);
    said = (await speechLog(page)).said;
    expect(said.map((utterance) => utterance.text)).toEqual((await replyTexts(page)).slice(1));

    // ---- A reload says nothing of the conversation already there; the switch is kept ---------
    await page.reload();
    await expect(page.getByTestId('chat-ai')).toHaveCount(3);
    await expect(page.getByLabel('환자 음성 듣기')).toBeChecked();
    await send(page, '열은 없으셨어요?', 4);
    await expect.poll(async () => (await speechLog(page)).said.length).toBe(1);
    expect((await speechLog(page)).said[0]?.text).toBe((await replyTexts(page))[3]);

    // ---- A failure tells the learner in Korean --------------------------------------------
    await page.getByRole('button', { name: '음성으로 입력' }).click();
    await expect.poll(async () => (await speechLog(page)).recognitions.length).toBe(1);
    await page.evaluate(() => window.__failHearing('not-allowed'));
    await expect(page.getByRole('alert')).toHaveText(
      '오류: 마이크 사용이 허용되지 않았습니다. 브라우저 설정에서 마이크 권한을 허용한 뒤 다시 눌러주세요.',
    );
    await page.getByRole('button', { name: '음성으로 입력' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(async () => (await speechLog(page)).recognitions.length).toBe(2);
    await page.evaluate(() => window.__failHearing('no-speech'));
    await expect(page.getByRole('alert')).toHaveText(
      '오류: 말소리가 들리지 않았습니다. 마이크 버튼을 누르고 다시 말해주세요.',
    );

    // ---- Pausing and turning the voice off stop it ---------------------------------------
    const cancels = (await speechLog(page)).cancels;
    await page.getByRole('button', { name: '실습 일시정지' }).click();
    await expect.poll(async () => (await speechLog(page)).cancels).toBe(cancels + 1);
    await page.getByRole('button', { name: '실습 다시 시작' }).first().click();
    await expect(input).toBeEnabled();
    await page.getByLabel('환자 음성 듣기').uncheck({ force: true });
    await expect.poll(async () => (await speechLog(page)).cancels).toBe(cancels + 2);
    await send(page, '식사는 하셨어요?', 5);
    expect((await speechLog(page)).said).toHaveLength(1);
  });

  test('without the speech APIs the controls are hidden and typing works as always', async ({ page }) => {
    await page.addInitScript(removeSpeechApis);
    await signedInLearner(page, 'voicenone');
    await startCase(page);
    await expect(page.getByLabel('환자에게 보낼 메시지')).toBeVisible();
    await expect(page.getByLabel('환자 음성 듣기')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '음성으로 입력' })).toHaveCount(0);
    await send(page, '안녕하세요, 어디가 불편해서 오셨어요?', 1);
  });
});

test.describe('voice controls on a desktop, in a mock exam case', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the switch and the microphone sit with the other controls; a reply is said, dictation lands', async ({
    page,
  }) => {
    await page.addInitScript(installSpeechStubs);
    await signedInLearner(page, 'voice1440', '/mock-exams');
    await page
      .getByRole('region', { name: '랜덤 모의고사' })
      .getByRole('button', { name: '바로 시작' })
      .click();
    await expect(page).toHaveURL(/\/mock-exams\/pre-practice\/[0-9a-f-]{36}\/1$/);
    await page.getByRole('button', { name: '진료 시작' }).click();
    await expect(page).toHaveURL(/\/mock-exams\/live\/[0-9a-f-]{36}\/1$/);

    await page.getByLabel('환자 음성 듣기').check({ force: true });
    await send(page, '안녕하세요, 어디가 불편해서 오셨어요?', 1);
    await expect.poll(async () => (await speechLog(page)).said.length).toBe(1);
    expect((await speechLog(page)).said[0]).toMatchObject({
      text: (await replyTexts(page))[0],
      lang: 'ko-KR',
    });

    await page.getByRole('button', { name: '음성으로 입력' }).click();
    await expect.poll(async () => (await speechLog(page)).recognitions.length).toBe(1);
    await page.evaluate(() => window.__hear([{ text: '언제부터 그러셨어요', final: false }]));
    await expect(page.getByLabel('환자에게 보낼 메시지')).toHaveValue('언제부터 그러셨어요');
    await saveScreenshot(page, 'voice-practice-1440x900', { fullPage: false });
  });
});
