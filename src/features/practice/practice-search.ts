import { z } from 'zod';

/**
 * Search params of the live page while the session is being created: `scenarioId`, or `draw` for a
 * blind practice (issue 24), whose case the device looks up so the address never names it.
 */
export const practiceSearch = z.object({
  scenarioId: z.string().min(1).max(120).optional().catch(undefined),
  draw: z.string().min(1).max(80).optional().catch(undefined),
  /** '놓친 항목 다시 연습' (issue 24): the graded session whose missed items this practice retries. */
  retryOf: z.uuid().optional().catch(undefined),
});
export type PracticeSearch = z.infer<typeof practiceSearch>;
