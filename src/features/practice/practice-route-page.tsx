import { LivePractice } from './live-practice';
import { NEW_SESSION_ID } from './practice-ids';
import { usePracticeCodeLoaded } from '../../encounter/use-practice-code-loaded';
import { CASE_ENCOUNTER_ROUTES } from './practice-routes';
import { BlindPracticeStarter, PracticeStarter } from './practice-starter';

/** The live practice route: a session being created, or a running one. */
export function PracticeRoutePage({
  sessionId,
  scenarioId,
  drawId,
  retryOf,
}: {
  sessionId: string;
  scenarioId?: string;
  /** A blind practice's draw (issue 24): the case is read from the device, not the address. */
  drawId?: string;
  /** '놓친 항목 다시 연습' (issue 24): the graded session whose missed items are retried. */
  retryOf?: string;
}) {
  usePracticeCodeLoaded(CASE_ENCOUNTER_ROUTES);
  if (sessionId === NEW_SESSION_ID) {
    if (drawId) return <BlindPracticeStarter drawId={drawId} />;
    return <PracticeStarter scenarioId={scenarioId ?? null} retryOf={retryOf} />;
  }
  return <LivePractice key={sessionId} sessionId={sessionId} />;
}
