/** Numbered page buttons: at most 5 (spec 2 §9), a window around the current page. */
export const PAGER_MAX_BUTTONS = 5;

/**
 * The page numbers to show as buttons: the current page in the middle where possible, the window
 * shifted at either end so it always shows `max` pages when there are that many.
 */
export function pageButtons(current: number, totalPages: number, max = PAGER_MAX_BUTTONS): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const count = Math.min(max, total);
  const start = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
