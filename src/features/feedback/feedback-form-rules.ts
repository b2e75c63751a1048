/**
 * The create/edit form's rules (spec 2 §5), from the contract's own schema so the PWA and the
 * server agree: title required after trimming and at most 200 characters (the input is also capped
 * at 200); content required after trimming and at least 10 characters.
 */
import {
  FEEDBACK_TITLE_MAX,
  createFeedbackBody,
  type CreateFeedbackBody,
  type FeedbackCategory,
  type FeedbackPriority,
} from '../../../contract/feedback';
import { zodFieldErrors } from '../../lib/zod-field-errors';

export interface FeedbackFormValues {
  category: FeedbackCategory;
  title: string;
  content: string;
  priority: FeedbackPriority;
  isPublic: boolean;
}

export type FeedbackFormErrors = Partial<Record<'title' | 'content', string>>;

/** Spec 2 §4: a new post is an inquiry of medium priority, public. */
export const emptyFeedbackForm: FeedbackFormValues = {
  category: 'INQUIRY',
  title: '',
  content: '',
  priority: 'MEDIUM',
  isPublic: true,
};

/**
 * What the title input keeps of a keystroke or paste: never more than 200 characters, counted as
 * the server and the input's maxLength count them (UTF-16 units).
 */
export function capTitle(value: string): string {
  return value.length > FEEDBACK_TITLE_MAX ? value.slice(0, FEEDBACK_TITLE_MAX) : value;
}

export type FeedbackFormCheck =
  { ok: true; body: CreateFeedbackBody } | { ok: false; errors: FeedbackFormErrors };

export function checkFeedbackForm(values: FeedbackFormValues): FeedbackFormCheck {
  const parsed = createFeedbackBody.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors = zodFieldErrors<'title' | 'content'>(parsed.error);
  return { ok: false, errors: { title: errors.title, content: errors.content } };
}

/** Editing a field clears that field's error only. */
export function clearFieldError(
  errors: FeedbackFormErrors,
  field: keyof FeedbackFormValues,
): FeedbackFormErrors {
  if (!(field in errors) || errors[field as keyof FeedbackFormErrors] === undefined) return errors;
  return { ...errors, [field]: undefined };
}

export function hasErrors(errors: FeedbackFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}
