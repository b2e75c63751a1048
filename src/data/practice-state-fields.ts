/** Patient-info panel height (spec 1 §5, §9): the learner drags it between these bounds. */
export const PANEL_HEIGHT_MIN = 100;
export const PANEL_HEIGHT_MAX = 600;
export const PANEL_HEIGHT_DEFAULT = 300;

export function clampPanelHeight(height: number): number {
  if (!Number.isFinite(height)) return PANEL_HEIGHT_DEFAULT;
  return Math.round(Math.min(PANEL_HEIGHT_MAX, Math.max(PANEL_HEIGHT_MIN, height)));
}
