import type * as PatientEngineModule from '../../engine/patient/engine';
import type * as GradeModule from '../../engine/grader/grade';
import type * as NearestTurnModule from '../../engine/grader/nearest-turn';

/**
 * The patient engine and the grader, loaded on first use (issue 21 item 5): with their lexicons and
 * cue tables they are most of the server's own code (about 1 MB of the bundle), and a server
 * starts, and idles, without them until a learner talks to a patient or a session is graded.
 * Loaded once per process; every later call has them at once.
 */
let patientEngine: Promise<typeof PatientEngineModule> | undefined;
let grader: Promise<[typeof GradeModule, typeof NearestTurnModule]> | undefined;

export function loadPatientEngine(): Promise<typeof PatientEngineModule> {
  patientEngine ??= import('../../engine/patient/engine');
  return patientEngine;
}

export async function loadGrader() {
  grader ??= Promise.all([import('../../engine/grader/grade'), import('../../engine/grader/nearest-turn')]);
  const [grade, nearest] = await grader;
  return {
    gradeEncounter: grade.gradeEncounter,
    scoreChecklist: grade.scoreChecklist,
    nearestTurns: nearest.nearestTurns,
  };
}
