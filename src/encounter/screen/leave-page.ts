/**
 * The leave-page warning of live practice (spec 1 §2 Shared layout): code outside the page — a
 * header button, a notice, a test — asks to leave by dispatching this window event with a target
 * path; a live practice page that is guarding answers with its confirm dialog. When no page is
 * guarding, nothing listens and the caller should navigate itself (see `requestLeavePage`).
 */
export const LEAVE_PAGE_EVENT = 'cpx:leave-page';

export interface LeavePageDetail {
  to: string;
}

/** Paths on which a running session may be lost by leaving (spec 1 §2). */
export function isLivePracticePath(pathname: string): boolean {
  return pathname.includes('/cases/practice/during/') || pathname.includes('/mock-exams/live/');
}

/**
 * Asks the guarding page to confirm leaving for `to`. Returns false when no page took the request
 * (no live practice on screen), so the caller navigates as usual.
 */
export function requestLeavePage(to: string, target: EventTarget = window): boolean {
  const event = new CustomEvent<LeavePageDetail>(LEAVE_PAGE_EVENT, { detail: { to }, cancelable: true });
  // The guard calls preventDefault() to say it will handle the request.
  return !target.dispatchEvent(event);
}
