import { describe, expect, it } from 'vitest';
import { loadGrader, loadPatientEngine } from './engine-modules';

/** The patient engine and the grader, loaded on first use rather than at boot (issue 21 item 5). */
describe('engine modules loaded on first use', () => {
  it('loads the patient engine once and hands out the same module after', async () => {
    const first = loadPatientEngine();
    expect(loadPatientEngine()).toBe(first);
    const { createPatientEngine } = await first;
    expect(typeof createPatientEngine).toBe('function');
  });

  it('loads the grader with its three entry points', async () => {
    const grader = await loadGrader();
    expect(Object.keys(grader).sort()).toEqual(['gradeEncounter', 'nearestTurns', 'scoreChecklist']);
    for (const fn of Object.values(grader)) expect(typeof fn).toBe('function');
    expect((await loadGrader()).gradeEncounter).toBe(grader.gradeEncounter);
  });
});
