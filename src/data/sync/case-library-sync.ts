/**
 * The pull side for the case library: GET /cases?limit=1000 and /cases/categories into Dexie.
 * The list is asked for with the tag of the one the mirror holds: unchanged, it is not sent again.
 * Screens never wait on this to render — they show the mirror and it updates underneath them.
 * Each pull is single-flight, so screens may ask as often as they like (mount, reconnect).
 */
import { casesApi } from '../api/cases-api';
import { singleFlight } from '../api/single-flight';
import { casesRepo } from '../repos/cases-repo';
import { outboxRepo } from '../repos/outbox-repo';
import { syncStatusRepo } from '../repos/sync-status-repo';

const pullsByUser = new Map<string, () => Promise<void>>();

/** Refreshes the whole library mirror for this learner; rejects with an ApiError when offline. */
export function pullCaseLibrary(userId: string): Promise<void> {
  let pull = pullsByUser.get(userId);
  if (!pull) {
    pull = singleFlight(async () => {
      const [asked, tag] = await Promise.all([
        outboxRepo.pendingEntries(userId),
        casesRepo.libraryTag(userId),
      ]);
      const [pulled, categories] = await Promise.all([casesApi.listUnless(tag), casesApi.categories()]);
      if (pulled.unchanged) await casesRepo.markLibrarySynced();
      else await casesRepo.replaceAll(userId, pulled.scenarios, asked, pulled.etag);
      await casesRepo.saveCategories(categories);
      await syncStatusRepo.markSynced(userId);
    });
    pullsByUser.set(userId, pull);
  }
  return pull();
}

/** Refreshes one case (the briefing opens it), so it stays readable offline afterwards. */
export async function pullCase(userId: string, scenarioId: string): Promise<void> {
  const asked = await outboxRepo.pendingEntries(userId);
  await casesRepo.putOne(userId, await casesApi.get(scenarioId), asked);
}
