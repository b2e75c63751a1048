/**
 * The operators' external feedback form (a survey outside the app, opened in a new tab from the
 * header). Replace with the real form address before launch.
 */
export const EXTERNAL_FEEDBACK_FORM_URL = 'https://forms.gle/cpx-master-feedback';
