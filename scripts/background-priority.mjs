/**
 * The CPU priority of npm test's background stage (vitest; scripts/test.mjs): lowest while the browser
 * tests run, normal again once they have ended.
 *
 * Lowest is the scheduler's, not only `nice`: Linux puts each session in an autogroup
 * (kernel.sched_autogroup_enabled, on by default) and shares the CPU between autogroups first, so a
 * process's nice value counts only against processes of its own session. The background stage
 * therefore runs in a session of its own (spawned detached) whose autogroup is set to nice 19
 * (/proc/PID/autogroup), under `nice -n 19` for kernels without autogroups and, where util-linux's
 * chrt exists, the SCHED_IDLE policy (any other task that wakes up takes the core at once).
 *
 * Once the browser tests have ended, the background stage is raised back to normal: otherwise any
 * other work on the machine (a developer's editor or build, another checkout's tests) takes the CPU
 * from it while it has nothing left to yield to, and npm test waits for it (2026-12-07: with a CPU
 * hog on one core and helpers' work, vitest crawled for many minutes after the browser tests ended).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { delimiter, join } from 'node:path';

/** util-linux's chrt, to switch the scheduling policy (absent on some systems). */
export const chrt = (process.env.PATH ?? '')
  .split(delimiter)
  .map((folder) => join(folder, 'chrt'))
  .find((path) => existsSync(path));

/**
 * The command line that starts a command at the lowest priority: nice 19 and, where chrt exists,
 * SCHED_IDLE.
 */
export const lowest = (command) => `nice -n 19 ${chrt ? `${chrt} --idle 0 ` : ''}${command}`;

/** Whether this kernel groups the CPU by session (autogroups). */
function autogroupsEnabled() {
  try {
    return readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1';
  } catch {
    return false;
  }
}

/**
 * Sets the autogroup of session leader `pid` to `nice`. Returns false where autogroups exist but could
 * not be set (no such process, or not allowed).
 */
function setAutogroup(pid, nice) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice));
    return true;
  } catch {
    return !autogroupsEnabled();
  }
}

/** Lowers the session led by `pid` (started with `lowest`) to the lowest autogroup priority. */
export function lowerSession(pid) {
  return setAutogroup(pid, 19);
}

/** The processes whose session is `sid` (read from /proc; none where /proc does not exist). */
export function sessionMembers(sid) {
  if (!existsSync('/proc')) return [];
  const members = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // Ended meanwhile.
    }
    // After the command name in parentheses: state, ppid, pgrp, session, ...
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[3]) === sid) members.push(Number(entry));
  }
  return members;
}

/**
 * Raises the session led by `pid` back to normal priority: its autogroup to nice 0 and every process
 * in it (all threads) to SCHED_OTHER at nice 0. Processes it starts later inherit that. Returns how
 * many processes were raised. Best effort: where raising is not allowed (it takes CAP_SYS_NICE or an
 * RLIMIT_NICE that permits it), the stage simply stays low.
 */
export function raiseSession(pid) {
  setAutogroup(pid, 0);
  let raised = 0;
  for (const member of sessionMembers(pid)) {
    // nice is per thread on Linux: each of the process's threads.
    let threads = [member];
    try {
      threads = readdirSync(`/proc/${member}/task`).map(Number);
    } catch {
      // No /proc/PID/task: the process alone.
    }
    try {
      for (const thread of threads) setPriority(thread, 0);
    } catch {
      continue; // Not allowed, or ended meanwhile.
    }
    if (chrt) spawnSync(chrt, ['--all-tasks', '--other', '--pid', '0', String(member)], { stdio: 'ignore' });
    raised += 1;
  }
  return raised;
}
