import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript script, no declarations
import { chrt, lowerSession, lowest, raiseSession, sessionMembers } from './background-priority.mjs';

/**
 * npm test's background stage (scripts/test.mjs): started at the lowest priority, lowered to the
 * lowest autogroup, and raised back to normal once the browser tests have ended. Checked on real
 * processes through /proc.
 */
const SCHED_OTHER = 0;
const SCHED_IDLE = 5;

/** Field N (1-based) of /proc/PID/stat: after the command name, the state is field 3. */
function statField(pid: number, field: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[field - 3]);
}
const niceOf = (pid: number) => statField(pid, 19);
const policyOf = (pid: number) => statField(pid, 41);
const autogroupOf = (pid: number) => readFileSync(`/proc/${pid}/autogroup`, 'utf8');
const autogroups = existsSync('/proc/sys/kernel/sched_autogroup_enabled')
  ? readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1'
  : false;
/** Raising a priority takes CAP_SYS_NICE (root here, as in CI); without it the stage stays low. */
const mayRaise = process.getuid?.() === 0;

let stage: ChildProcess | null = null;
afterEach(() => {
  if (stage?.pid) {
    try {
      process.kill(-stage.pid, 'SIGKILL');
    } catch {
      // Already ended.
    }
  }
  stage = null;
});

/** A background stage as npm test starts it: a shell with two children, in a session of its own. */
async function startStage(): Promise<number> {
  stage = spawn(lowest('sh -c "sleep 60 & sleep 60"'), { shell: true, detached: true, stdio: 'ignore' });
  const pid = stage.pid!;
  // The shell, the inner shell and its two sleeps.
  await expect.poll(() => sessionMembers(pid).length).toBeGreaterThanOrEqual(3);
  return pid;
}

describe('npm test: the background stage’s priority', () => {
  it('starts at nice 19, under SCHED_IDLE where chrt exists, in a session of its own', async () => {
    const pid = await startStage();
    // The session's leader is the shell that Node starts, which only waits; what it starts is the stage.
    const stageProcesses = (sessionMembers(pid) as number[]).filter((member) => member !== pid);
    expect(stageProcesses.length).toBeGreaterThanOrEqual(2);
    for (const member of stageProcesses) {
      expect(niceOf(member)).toBe(19);
      expect(policyOf(member)).toBe(chrt ? SCHED_IDLE : SCHED_OTHER);
    }
    expect(sessionMembers(process.pid)).not.toContain(pid);
  });

  it('lowers the session’s autogroup to nice 19', async () => {
    const pid = await startStage();
    expect(lowerSession(pid)).toBe(true);
    if (autogroups) expect(autogroupOf(pid)).toMatch(/ nice 19$/m);
  });

  it('raises every process of the session back to normal once the browser tests end', async () => {
    const pid = await startStage();
    lowerSession(pid);
    const members = sessionMembers(pid) as number[];
    const raised = raiseSession(pid);
    if (mayRaise) {
      expect(raised).toBe(members.length);
      for (const member of members) {
        expect(niceOf(member)).toBe(0);
        expect(policyOf(member)).toBe(SCHED_OTHER);
      }
      if (autogroups) expect(autogroupOf(pid)).toMatch(/ nice 0$/m);
    } else {
      // Best effort: not allowed to raise, the stage stays as it was and npm test goes on.
      expect(raised).toBe(0);
      for (const member of members) expect(niceOf(member)).toBe(19);
    }
  });

  it('finds no member of a session that does not exist', () => {
    expect(sessionMembers(2 ** 22 + 1)).toEqual([]);
  });
});
