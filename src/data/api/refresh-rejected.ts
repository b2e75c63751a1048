/**
 * What happens when the session can no longer be refreshed (no refresh token, or the server refused
 * it), spec 1 §4: on a mock exam case page the learner is mid-exam, so the session is kept, the
 * failed call's error passes on and a warning asks them to finish and sign in again; anywhere else
 * the session ends and the router sends them to /login?error=session_expired.
 */
export const MOCK_EXAM_SESSION_WARNING = {
  title: '로그인 세션 만료',
  message: '로그인 세션이 만료되었습니다. 진행 중인 모의고사를 마친 뒤 다시 로그인해주세요.',
} as const;

/** Mock exam case pages: the spec's /mock-exams/{id}/case/{caseId} and the routed /mock-exams/live/…. */
export function isMockExamCasePath(pathname: string): boolean {
  if (pathname.startsWith('/mock-exams/live/')) return true;
  return pathname.includes('/mock-exams/') && pathname.includes('/case/');
}

export interface RefreshRejectedActions {
  expireSession: () => void;
  warn: (warning: typeof MOCK_EXAM_SESSION_WARNING) => void;
}

export function handleRefreshRejected(pathname: string, actions: RefreshRejectedActions): 'kept' | 'expired' {
  if (isMockExamCasePath(pathname)) {
    actions.warn(MOCK_EXAM_SESSION_WARNING);
    return 'kept';
  }
  actions.expireSession();
  return 'expired';
}
