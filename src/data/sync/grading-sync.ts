/**
 * The app's grading pollers and result loaders, bound to Dexie and the API client: case grades
 * here, whole mock exams in mock-exam-sync.ts (started with them, as `mockExams`). The sync engine
 * (app-sync-engine) starts and stops both with the session; screens call the helpers here and read
 * what they write through useLiveQuery.
 */
import { liveQuery, type Subscription } from 'dexie';
import { gradingApi } from '../api/grading-api';
import { GRADING_FAILED_MESSAGE, toApiError } from '../api/errors';
import { practiceApi } from '../api/practice-api';
import { keyedSingleFlight } from '../api/single-flight';
import { gradingRepo } from '../repos/grading-repo';
import type { Connectivity } from './connectivity';
import { createGradingPoller } from './grading-poller';
import { createMockExamSync } from './mock-exam-sync';

/** How a screen's fetch of a result ended; the data itself is in Dexie. */
export type ResultLoad =
  | { status: 'loaded' }
  | { status: 'not-found'; message: string }
  | { status: 'unreachable'; message: string }
  | { status: 'error'; message: string };

/** Keeps the session record and transcript on the device; failures are left for the next visit. */
async function keepTranscript(userId: string, sessionId: string): Promise<void> {
  const [session, messages] = await Promise.allSettled([
    practiceApi.get(sessionId),
    practiceApi.messages(sessionId),
  ]);
  if (session.status === 'fulfilled') await gradingRepo.saveSession(userId, session.value);
  if (messages.status === 'fulfilled') await gradingRepo.saveMessages(userId, sessionId, messages.value);
}

export function createGradingSync(connectivity: Connectivity) {
  const mockExams = createMockExamSync(connectivity);
  const poller = createGradingPoller({
    store: gradingRepo,
    fetchFeedback: (sessionId) => gradingApi.feedback(sessionId),
    fetchSessionStatus: async (sessionId) => (await practiceApi.get(sessionId)).status,
    connectivity,
    onCompleted: (userId, sessionId) => void keepTranscript(userId, sessionId).catch(() => undefined),
  });
  let watches: Subscription[] = [];

  async function loadResult(userId: string, sessionId: string): Promise<ResultLoad> {
    const [session, messages, feedback] = await Promise.allSettled([
      practiceApi.get(sessionId),
      practiceApi.messages(sessionId),
      gradingApi.feedback(sessionId),
    ]);
    if (session.status === 'fulfilled') {
      await gradingRepo.saveSession(userId, session.value);
    }
    if (messages.status === 'fulfilled') await gradingRepo.saveMessages(userId, sessionId, messages.value);
    const title = session.status === 'fulfilled' ? session.value.scenario.name : null;
    const scenarioId = session.status === 'fulfilled' ? session.value.scenarioId : null;

    if (feedback.status === 'fulfilled') {
      connectivity.reportSuccess();
      const answer = feedback.value;
      const wait = await gradingRepo.wait(sessionId);
      if (answer.status === 'completed' && answer.data) {
        if (wait) await gradingRepo.applyOutcome(sessionId, { kind: 'completed', evaluation: answer.data });
        else await gradingRepo.saveEvaluation(userId, sessionId, answer.data);
        return { status: 'loaded' };
      }
      // Still grading, or failed: the wait row is what the screens show, and the poller's to-do.
      await gradingRepo.startWaiting({ userId, sessionId, caseTitle: title, scenarioId });
      if (answer.status === 'failed') {
        await gradingRepo.applyOutcome(sessionId, {
          kind: 'failed',
          message: answer.error ?? GRADING_FAILED_MESSAGE,
        });
      } else poller.kick();
      return { status: 'loaded' };
    }

    const error = await toApiError(feedback.reason);
    if (error.kind === 'network') {
      connectivity.reportFailure();
      return { status: 'unreachable', message: error.message };
    }
    // Unknown to the server while its start is still queued (a session started offline).
    const queued = error.status === 404 && (await gradingRepo.completionQueued(userId, sessionId));
    if (error.status === 404 && !queued) return { status: 'not-found', message: error.message };
    if (error.status === 409 || queued) {
      // Not ended yet (maybe still queued to be): the poller decides, and keeps asking.
      await gradingRepo.startWaiting({ userId, sessionId, caseTitle: title, scenarioId });
      poller.kick();
      return { status: 'loaded' };
    }
    return { status: 'error', message: error.message };
  }

  return {
    /** Whole mock exams: their background poller and the results page's loader. */
    mockExams,

    start(userId: string) {
      if (poller.userId === userId) return;
      this.stop();
      mockExams.start(userId);
      poller.start(userId);
      // A wait added or restarted is asked about at once.
      const waits = liveQuery(async () =>
        (await gradingRepo.evaluating(userId)).map((row) => `${row.sessionId}@${row.startedAt}`).join(),
      ).subscribe({ next: () => poller.kick(), error: () => undefined });
      // A case ended offline: the moment the outbox delivers its end, grading has begun — ask then
      // rather than at the next turn of the cadence.
      let queued = new Set<string>();
      const deliveries = liveQuery(() => gradingRepo.queuedCompletions(userId)).subscribe({
        next: (sessionIds) => {
          const now = new Set(sessionIds);
          for (const sessionId of queued) if (!now.has(sessionId)) void poller.checkNow(sessionId);
          queued = now;
        },
        error: () => undefined,
      });
      watches = [waits, deliveries];
    },

    stop() {
      for (const watch of watches) watch.unsubscribe();
      watches = [];
      poller.stop();
      mockExams.stop();
    },

    /**
     * The completed page opened: wait for this session's grade (once), and learn the case's name
     * when the network allows. Never waits on the network.
     */
    async beginWaiting(userId: string, sessionId: string): Promise<void> {
      await gradingRepo.startWaiting({ userId, sessionId });
      poller.kick();
      try {
        const session = await practiceApi.get(sessionId);
        await gradingRepo.saveSession(userId, session);
        await gradingRepo.startWaiting({
          userId,
          sessionId,
          caseTitle: session.scenario.name,
          scenarioId: session.scenarioId,
        });
      } catch {
        // Offline, or not found: the poller's answers tell the page.
      }
    },

    /** "채점 완료 확인": ask the server now. */
    checkNow: (sessionId: string) => poller.checkNow(sessionId),

    /** After a failure or a missing session: start the wait again and ask at once. */
    async retry(userId: string, sessionId: string): Promise<void> {
      await gradingRepo.startWaiting({ userId, sessionId });
      await gradingRepo.restartWaiting(sessionId);
      await poller.checkNow(sessionId);
    },

    /**
     * Fetches a result page's data (session, transcript, grade) into Dexie; one request set per
     * session at a time. A still-running grade becomes a wait the poller follows.
     */
    loadResult: keyedSingleFlight(
      (userId: string, sessionId: string) => `${userId}:${sessionId}`,
      loadResult,
    ),
  };
}

export type GradingSync = ReturnType<typeof createGradingSync>;
