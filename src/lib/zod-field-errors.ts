import type { z } from 'zod';

/** The first message per top-level field of a failed parse, for showing under each input. */
export function zodFieldErrors<Key extends string>(error: z.ZodError): Partial<Record<Key, string>> {
  const errors: Partial<Record<Key, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as Key] = issue.message;
  }
  return errors;
}
