#!/usr/bin/env node
/**
 * `npm run typecheck`: every TypeScript project of the repository (PWA, server, service worker,
 * engine), checked by TypeScript 7's native compiler (package alias `typescript-go`): it takes
 * about a sixth of the CPU time of the JavaScript compiler. Single-threaded, because `npm test`
 * runs lint beside it on 2 cores. The `typescript` package (5.x) stays for typescript-eslint, which
 * does not support 7 yet.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve('typescript-go/package.json')), 'bin', 'tsc');
const projects = ['tsconfig.json', 'tsconfig.server.json', 'tsconfig.sw.json', 'tsconfig.engine.json'];

let failed = false;
for (const project of projects) {
  const started = Date.now();
  const { status } = spawnSync(process.execPath, [tsc, '-p', project, '--singleThreaded'], {
    stdio: 'inherit',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`typecheck ${project.padEnd(22)} ${seconds} s ${status === 0 ? 'ok' : 'FAILED'}`);
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
