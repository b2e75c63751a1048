import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../content/project-root';
import { startCommand } from './start-command';

/** The server's memory settings (issue 21 item 5) are given by `npm start` itself. */
describe('npm start', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cpx-start-command-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('starts scripts/start.mjs with the young generation, V8 thread pool and malloc settings', () => {
    // Through npm, as README's `npm install && npm start` and the browser tests' servers start it.
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const run = spawnSync(npm, ['start', '--silent', '--', '--print-runtime'], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const runtime = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
      execArgv: string[];
      mallocTrimThreshold: string | null;
      mallocMmapThreshold: string | null;
    };
    expect(runtime.execArgv).toEqual(['--max-semi-space-size=2', '--v8-pool-size=1']);
    expect(runtime.mallocTrimThreshold).toBe('131072');
    expect(runtime.mallocMmapThreshold).toBe('32768');
  });

  it('is read back whole by whoever starts the server without npm (bench/server.ts)', () => {
    expect(startCommand()).toEqual({
      env: { MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '32768' },
      nodeArgs: ['--max-semi-space-size=2', '--v8-pool-size=1'],
      script: 'scripts/start.mjs',
      args: [],
    });
    // A start script with no settings, as before them.
    writeFileSync(
      path.join(scratch, 'package.json'),
      JSON.stringify({ scripts: { start: 'node scripts/start.mjs --flag' } }),
    );
    expect(startCommand(scratch)).toEqual({
      env: {},
      nodeArgs: [],
      script: 'scripts/start.mjs',
      args: ['--flag'],
    });
  });
});
