/**
 * Hrefs of one post's pages. Mantine components rendered as <Link> lose the router's typed
 * params, so these build the path itself.
 */
const encoded = (feedbackId: string) => encodeURIComponent(feedbackId);

export const feedbackDetailPath = (feedbackId: string) => `/feedback/${encoded(feedbackId)}`;
export const feedbackEditPath = (feedbackId: string) => `/feedback/${encoded(feedbackId)}/edit`;
export const adminFeedbackDetailPath = (feedbackId: string) => `/admin/feedback/${encoded(feedbackId)}`;
