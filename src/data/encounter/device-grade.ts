/**
 * The provisional grade of a case ended on this device: the embedded grader (the same one the
 * server runs) over the device's transcript, from the case's encounter pack. It is shown marked as
 * provisional until the server grades the session through its queue and its result replaces this
 * one; it is never sent to the server nor counted anywhere.
 */
import { db as defaultDb, type CachedChatMessage, type CpxDatabase } from '../db';
import { encounterPacksRepo } from '../repos/encounter-packs-repo';
import { createRetryPracticeRepo } from '../repos/retry-practice-repo';

export async function gradeProvisionally(
  init: { sessionId: string; userId: string; scenarioId: string; messages: CachedChatMessage[] },
  database: CpxDatabase = defaultDb,
  now: () => number = Date.now,
): Promise<boolean> {
  if (!init.messages.some((m) => m.sender === 'user')) return false;
  const pack = await encounterPacksRepo.get(init.scenarioId);
  if (!pack) return false;
  const { gradeOnDevice } = await import('./device-engine');
  const retry = await createRetryPracticeRepo(database, now).session(init.userId, init.sessionId);
  const evaluation = gradeOnDevice(
    pack,
    init.messages,
    retry?.items.map((item) => item.itemId),
  );
  await database.provisionalResults.put({ ...init, evaluation, computedAt: now() });
  return true;
}
