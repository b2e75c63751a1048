import { z } from 'zod';
import { errorCatalogue, type ErrorCode } from './errors';

/** Body of every non-2xx answer: `error` is always a sentence the learner can read (Korean). */
export const errorBody = z.object({
  error: z.string(),
  code: z.string().optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const pagination = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  itemsPerPage: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

/** Error answers a route may give, keyed by status, for OpenAPI and response validation. */
export function errorResponses(...codes: ErrorCode[]) {
  const out: Record<number, typeof errorBody> = {};
  for (const code of codes) out[errorCatalogue[code].status] = errorBody;
  return out;
}

export const okBody = z.object({ ok: z.literal(true) });
