import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The learning history's filters, kept in the URL (invalid values fall back to the defaults). */
export const historySearchSchema = z.object({
  type: z.enum(['all', 'case', 'mock']).optional().catch(undefined),
  startDate: isoDate.optional().catch(undefined),
  endDate: isoDate.optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type HistorySearch = z.infer<typeof historySearchSchema>;

export const HISTORY_PAGE_SIZE = 20;
