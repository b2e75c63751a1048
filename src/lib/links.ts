/**
 * The operators' feedback form, opened in a new tab from the header and the mobile drawer.
 * Deployments point it at an external survey with VITE_FEEDBACK_FORM_URL (read at build time);
 * without one it opens the app's own feedback form, so the link never leads nowhere.
 */
const DEFAULT_FEEDBACK_FORM_URL = '/feedback/create';

export function feedbackFormUrl(configured: string | undefined): string {
  const value = configured?.trim();
  return value ? value : DEFAULT_FEEDBACK_FORM_URL;
}

export const EXTERNAL_FEEDBACK_FORM_URL = feedbackFormUrl(import.meta.env.VITE_FEEDBACK_FORM_URL);
