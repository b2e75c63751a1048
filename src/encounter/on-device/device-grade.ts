/**
 * The provisional grade of a case ended on this device: the embedded grader (the same one the
 * server runs) over the device's transcript, from the case's encounter pack. It is shown marked as
 * provisional until the server grades the session through its queue and its result replaces this
 * one; it is never sent to the server nor counted anywhere.
 *
 * Its missed items go into the review queue at once (issue 24), as the server's grade will put
 * them: same card ids (engine/review/card-id.ts), same moves and a schedule from the same instant,
 * the end the device sends with the session's completion (`endedAt`).
 */
import { readClock } from '../../lib/dates';
import { db as defaultDb, type CachedChatMessage, type CpxDatabase } from '../../data/db';
import { encounterPacksRepo } from '../../data/repos/encounter-packs-repo';
import { createRetryPracticeRepo } from '../../data/repos/retry-practice-repo';
import { createReviewCardsRepo } from '../../data/repos/review-cards-repo';
import { loadDeviceEngine } from './device-engine-loader';

export async function gradeProvisionally(
  {
    endedAt,
    ...init
  }: {
    sessionId: string;
    userId: string;
    scenarioId: string;
    messages: CachedChatMessage[];
    /** When the learner ended the case (epoch ms; now by default), as sent with its completion. */
    endedAt?: number;
  },
  database: CpxDatabase = defaultDb,
  now: () => number = readClock,
): Promise<boolean> {
  if (!init.messages.some((m) => m.sender === 'user')) return false;
  const pack = await encounterPacksRepo.get(init.scenarioId);
  if (!pack) return false;
  const { gradeOnDevice, nearestOnDevice } = await loadDeviceEngine();
  const retry = await createRetryPracticeRepo(database, now).session(init.userId, init.sessionId);
  const evaluation = gradeOnDevice(
    pack,
    init.messages,
    retry?.items.map((item) => item.itemId),
  );
  const missed = evaluation.checklistResults.filter((r) => r.performance === 'no').map((r) => r.itemId);
  await database.provisionalResults.put({ ...init, evaluation, computedAt: now() });
  await createReviewCardsRepo(database, now).recordDeviceGrade(init.userId, {
    sessionId: init.sessionId,
    scenarioId: init.scenarioId,
    scenarioName: pack.case.name,
    endedAt: endedAt ?? now(),
    checklistResults: evaluation.checklistResults,
    nearest: nearestOnDevice(pack, init.messages, missed),
  });
  return true;
}
