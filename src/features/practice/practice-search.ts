import { z } from 'zod';

/** Search params of the live page: only `scenarioId`, used while the session is being created. */
export const practiceSearch = z.object({
  scenarioId: z.string().min(1).max(120).optional().catch(undefined),
});
export type PracticeSearch = z.infer<typeof practiceSearch>;
