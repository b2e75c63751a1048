/**
 * Exam-day mode (issue 24): a mock exam run with the station rhythm of the national exam. Each
 * station is the usual 12-minute encounter without a pause control; a tone sounds at its start, at
 * 2 minutes left (with a notice) and at its end, when it ends itself; a reading break with the next
 * door card comes before each station and starts it on its own. Memo, grading and results are the
 * mock exam's.
 *
 * The timing rules and the Korean wording, free of React; the tones are exam-tones.ts, the screen
 * lock lib/wake-lock.
 */

/** The reading break before each station, in seconds. */
export const READING_BREAK_SECONDS = 60;
/** The second notice, with its tone: 2 minutes left. */
export const STATION_NOTICE_AT_MS = 2 * 60_000;
/** How long the 2-minute notice stays on screen. */
export const STATION_NOTICE_VISIBLE_MS = 5_000;

export const EXAM_DAY_LABEL = '실전 모드';
export const EXAM_DAY_BADGE = '실전';
export const EXAM_DAY_DESCRIPTION =
  '국가시험처럼 증례마다 12분, 일시정지 없이 진행합니다. 시간이 끝나면 증례가 자동으로 종료되고, 다음 증례의 문 앞 정보를 읽는 시간이 지나면 바로 시작됩니다.';
export const EXAM_DAY_MUTE_LABEL = '신호음 끄기';
export const EXAM_DAY_MUTE_DESCRIPTION =
  '시작, 종료 2분 전, 종료 때 울리는 신호음입니다. 이 기기에만 저장됩니다.';
export const STATION_TWO_MINUTES_NOTICE = '종료 2분 전입니다';
export const STATION_END_NOTICE = '실전 모드에서는 시간이 끝나면 증례가 자동으로 종료됩니다.';
export const READING_BREAK_TITLE = '읽기 시간';
export const READING_BREAK_LEAD = '문 앞의 환자 정보를 읽으세요. 시간이 끝나면 진료가 자동으로 시작됩니다.';
export const READING_BREAK_START_NOW = '지금 시작';
export const READING_BREAK_WAITING_OFFLINE =
  '인터넷에 연결되면 진료를 시작할 수 있습니다. 연결될 때까지 기다립니다.';
export const EXAM_DAY_GUIDE_TITLE = '실전 모드 안내';
export const EXAM_DAY_GUIDE = [
  '증례마다 진료 시간은 12분이며, 일시정지할 수 없습니다.',
  '시작, 종료 2분 전, 종료 때 신호음이 울립니다.',
  '12분이 지나면 증례가 자동으로 종료되고 다음 증례의 읽기 시간으로 넘어갑니다.',
  '진료 중에는 화면이 꺼지지 않도록 유지합니다(지원하는 기기에서).',
] as const;

/** "증례 2 읽기 시간" */
export function readingBreakTitle(caseNumber: number): string {
  return `증례 ${caseNumber} ${READING_BREAK_TITLE}`;
}

/** "45초 후 자동 시작" */
export function readingBreakCountdownText(secondsLeft: number): string {
  return `${secondsLeft}초 후 자동 시작`;
}

export interface StationCueHandlers {
  /** 2 minutes or less are left (and time is not up): once per station. */
  onTwoMinutes: () => void;
  /** The 12 minutes are up: once per station. */
  onEnd: () => void;
}

/**
 * Watches a station's clock (every snapshot of encounter/timer/practice-timer) and raises each cue once. A
 * station reopened after its 2-minute mark raises the notice again, so the learner is told; one
 * reopened after its end raises only the end.
 */
export function createStationCues(handlers: StationCueHandlers) {
  let noticed = false;
  let ended = false;
  return {
    observe(remainingMs: number) {
      if (ended) return;
      if (remainingMs <= 0) {
        ended = true;
        handlers.onEnd();
        return;
      }
      if (!noticed && remainingMs <= STATION_NOTICE_AT_MS) {
        noticed = true;
        handlers.onTwoMinutes();
      }
    },
  };
}

export interface ReadingBreakOptions {
  seconds?: number;
  /**
   * When the break ends (epoch ms), as kept with the exam when it began: a reload continues from
   * it. Without it the break runs `seconds` from start().
   */
  endsAt?: number;
  /** The whole seconds left, at the start and at each change. */
  onTick: (secondsLeft: number) => void;
  /** The break is over (once). */
  onDone: () => void;
  now?: () => number;
}

/**
 * The countdown of a reading break, from the clock rather than counted ticks (a throttled
 * background tab ends it on time). Stopping it before the end calls nothing more.
 */
export function createReadingBreak(options: ReadingBreakOptions) {
  const now = options.now ?? Date.now;
  const total = (options.seconds ?? READING_BREAK_SECONDS) * 1000;
  let endsAt = 0;
  let interval: ReturnType<typeof setInterval> | null = null;
  let shown = -1;

  const stop = () => {
    if (interval !== null) clearInterval(interval);
    interval = null;
  };
  const tick = () => {
    const left = Math.max(0, Math.ceil((endsAt - now()) / 1000));
    if (left !== shown) {
      shown = left;
      options.onTick(left);
    }
    if (left === 0) {
      stop();
      options.onDone();
    }
  };

  return {
    start() {
      if (interval !== null) return;
      endsAt = options.endsAt ?? now() + total;
      shown = -1;
      interval = setInterval(tick, 250);
      tick();
    },
    stop,
  };
}
