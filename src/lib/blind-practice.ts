/**
 * Blind practice (issue 24): a random case of the presentations the learner chose, practised as in
 * the exam, without knowing the diagnosis. Until the session is graded every screen that would name
 * it (briefing, live header, completed page, result page, 학습 기록, the grading indicator, the
 * document title) shows the door card and the words below instead; once a grade is there (the
 * server's, or the device's provisional one, which lists the checklist anyway) the diagnosis is named.
 *
 * Pure helpers and the Korean wording; where a draw or a blind session is kept is
 * data/repos/blind-practice-repo.
 */

export const BLIND_PRACTICE_ACTION = '블라인드 연습';
export const BLIND_PRACTICE_TITLE = '블라인드 연습';
export const BLIND_CASE_LABEL = '블라인드 연습';
/** The mark of a graded blind session in 학습 기록. */
export const BLIND_SHORT_LABEL = '블라인드';
export const BLIND_DIALOG_DESCRIPTION =
  '고른 주호소 중에서 증례 하나를 무작위로 정합니다. 진단명은 채점이 끝난 뒤 결과에서 공개됩니다.';
export const BLIND_ALL_PRESENTATIONS = '모든 주호소';
export const BLIND_PRESENTATIONS_LABEL = '주호소 분류';
export const BLIND_PRESENTATIONS_PLACEHOLDER = '비워 두면 모든 분류에서 고릅니다';
export const BLIND_START = '무작위 증례 시작';
export const BLIND_NO_CANDIDATES = '고른 분류에 연습할 수 있는 증례가 없습니다.';
export const BLIND_NO_CANDIDATES_OFFLINE =
  '오프라인입니다. 고른 분류에 이 기기에 받아 둔 증례가 없습니다. 연결되면 모든 증례에서 고를 수 있습니다.';
export const BLIND_DIAGNOSIS_HIDDEN_NOTE = '진단명은 채점이 끝난 뒤 결과에서 공개됩니다.';
export const BLIND_REDRAW = '다른 증례 뽑기';
export const BLIND_DRAW_MISSING = '이 블라인드 연습은 이 기기에 없습니다. 증례 목록에서 다시 시작해주세요.';
export const BLIND_DIAGNOSIS_REVEALED = '진단명';
export const BLIND_HIDDEN_NAME = '진단명 숨김';
export const HIDE_CASE_NAMES_LABEL = '진단명 숨기기';
export const HIDE_CASE_NAMES_SETTING = '증례 라이브러리에서 진단명 숨기기';
export const HIDE_CASE_NAMES_DESCRIPTION =
  '증례 카드에 진단명 대신 주호소 분류를 보여주고, 카드를 누르면 블라인드 연습으로 시작합니다. 검색은 주호소와 분류로 찾습니다. 이 기기에만 저장됩니다.';
export const STUDY_SETTINGS_TITLE = '학습 설정';
export const BLIND_NO_PRESENTATION_FOUND = '해당하는 분류가 없습니다';
export const BLIND_BRIEFING_LEAD = '문 앞의 환자 정보만 보고 진료를 시작하세요.';
export const BLIND_BRIEFING_GRADING_STEP =
  '진료를 종료하면 체크리스트 채점이 바로 시작되고, 채점이 끝나면 진단명이 공개됩니다.';
export const BLIND_PACK_MISSING_OFFLINE =
  '이 증례는 오프라인 연습용으로 받아 두지 않아 지금은 시작할 수 없습니다. 다른 증례를 뽑아보세요.';

/** How many cases the draw can land on (offline: those kept on the device). */
export function blindCountText(count: number, offline: boolean): string {
  return offline
    ? `오프라인: 이 기기에 받아 둔 ${count}개 증례 중에서 고릅니다.`
    : `${count}개 증례 중에서 무작위로 고릅니다.`;
}

/** "블라인드 연습 · 복통, 흉통", or "블라인드 연습 · 모든 주호소" when none was chosen. */
export function blindScopeText(presentations: readonly string[]): string {
  return `${BLIND_CASE_LABEL} · ${presentations.length > 0 ? presentations.join(', ') : BLIND_ALL_PRESENTATIONS}`;
}

/** A title for a hidden case in the library: its presentation, never its diagnosis. */
export function hiddenCaseTitle(secondaryCategory: string): string {
  return `${secondaryCategory} 증례`;
}

export interface BlindCandidate {
  scenarioId: string;
  secondaryCategory: string;
}

export interface BlindPickOptions {
  /** Presentations (sub-categories) to draw from; empty draws from all of them. */
  presentations: readonly string[];
  /** The case just practised (and the one on screen, for a redraw): drawn again only when nothing else is left. */
  avoid?: readonly (string | null | undefined)[];
  /** Only these cases can run now (offline: those whose encounter pack is on the device). */
  runnable?: ReadonlySet<string> | null;
  random?: () => number;
}

/** The cases a blind draw may land on, before the one just practised is set aside. */
export function blindCandidates<T extends BlindCandidate>(
  cases: readonly T[],
  { presentations, runnable }: Pick<BlindPickOptions, 'presentations' | 'runnable'>,
): T[] {
  const wanted = new Set(presentations);
  return cases.filter(
    (c) =>
      (wanted.size === 0 || wanted.has(c.secondaryCategory)) && (!runnable || runnable.has(c.scenarioId)),
  );
}

/**
 * One case at random among the candidates, never the one just practised while another exists.
 * Null when nothing fits.
 */
export function pickBlindCase<T extends BlindCandidate>(
  cases: readonly T[],
  options: BlindPickOptions,
): T | null {
  const candidates = blindCandidates(cases, options);
  const avoid = new Set(options.avoid ?? []);
  const fresh = candidates.filter((c) => !avoid.has(c.scenarioId));
  const pool = fresh.length > 0 ? fresh : candidates;
  if (pool.length === 0) return null;
  const random = options.random ?? Math.random;
  const index = Math.min(pool.length - 1, Math.floor(random() * pool.length));
  return pool[index] ?? null;
}

/** What the learner may know of a blind session right now. */
export interface BlindState {
  /** The session was started blind on this device. */
  blind: boolean;
  /** A grade exists (the server's or the device's provisional one). */
  graded: boolean;
}

/** Whether the diagnosis must stay hidden. */
export function diagnosisHidden({ blind, graded }: BlindState): boolean {
  return blind && !graded;
}

/** The name to show for a session: the diagnosis, or the blind label while it is hidden. */
export function shownCaseName(name: string | null | undefined, state: BlindState): string | null {
  if (diagnosisHidden(state)) return BLIND_CASE_LABEL;
  return name ?? null;
}

/**
 * A case with its diagnosis left out, for searching the library while names are hidden: the
 * presentation, system and complaint still match, the diagnosis (Korean or English) does not, so a
 * search cannot single out a hidden card by its name.
 */
export function withoutDiagnosis<
  T extends { name: string; englishName?: string; englishAliases?: readonly string[] },
>(scenario: T): T {
  return { ...scenario, name: '', englishName: '', englishAliases: [] };
}
