/**
 * The embedded engine on the device: the same patient engine and grader the server runs (engine/),
 * fed from an encounter pack. A chunk of its own, loaded by the pages an encounter runs from
 * (device-engine-loader.ts), so it never weighs on the landing page or the other pages.
 */
import type { EncounterPack } from '../../../contract/encounter-packs';
import { gradeEncounter, type EmbeddedEvaluation } from '../../../engine/grader/grade';
import { nearestTurns } from '../../../engine/grader/nearest-turn';
import { createPatientEngine, type ChatTurn } from '../../../engine/patient/engine';

type EngineCase = Parameters<typeof createPatientEngine>[0];

/**
 * The pack's case as the engine's type. The pack passed the contract's shape check when it was
 * read (encounter-packs-repo); the server built it from content that content/schema.ts validated.
 */
const caseOf = (pack: EncounterPack) => pack.case as unknown as EngineCase;

const engines = new Map<string, { version: string; engine: ReturnType<typeof createPatientEngine> }>();

function engineFor(pack: EncounterPack) {
  const cached = engines.get(pack.scenarioId);
  if (cached?.version === pack.contentVersion) return cached.engine;
  const engine = createPatientEngine(caseOf(pack), { seed: pack.engineSeed });
  engines.set(pack.scenarioId, { version: pack.contentVersion, engine });
  return engine;
}

/** The patient's reply to `utterance` after `history`, exactly as the server's engine writes it. */
export function replyOnDevice(pack: EncounterPack, history: ChatTurn[], utterance: string): string {
  return engineFor(pack).reply(history, utterance).text;
}

/** The embedded grader's evaluation of a transcript (strict mode, the server's default). */
export function gradeOnDevice(
  pack: EncounterPack,
  messages: { id: string; sender: 'user' | 'ai'; content: string }[],
  /** A retry of missed items (issue 24): scored on these only, as the server will. */
  focusItemIds?: readonly string[],
): EmbeddedEvaluation {
  return gradeEncounter({ caseData: caseOf(pack), messages, mode: 'strict', focusItemIds });
}

/** The learner's turn closest to each missed item (for review cards), as the server finds it. */
export function nearestOnDevice(
  pack: EncounterPack,
  messages: { id: string; sender: 'user' | 'ai'; content: string }[],
  missedItemIds: readonly string[],
): Record<string, string | null> {
  return Object.fromEntries(nearestTurns({ caseData: caseOf(pack), messages }, missedItemIds));
}
