import { LivePractice } from './live-practice';
import { NEW_SESSION_ID } from './practice-ids';
import { PracticeStarter } from './practice-starter';

/** The live practice route: a session being created, or a running one. */
export function PracticeRoutePage({ sessionId, scenarioId }: { sessionId: string; scenarioId?: string }) {
  if (sessionId === NEW_SESSION_ID) return <PracticeStarter scenarioId={scenarioId ?? null} />;
  return <LivePractice key={sessionId} sessionId={sessionId} />;
}
