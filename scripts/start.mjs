// `npm start`: build the PWA and the server bundle when their sources changed since the last build
// (a content hash kept beside each), then migrate, seed and serve app and API on one port.
// Plain JavaScript on purpose: nothing at boot needs a TypeScript loader.
//
// The process's memory settings are in package.json's start script, since they must be given when
// node starts (issue 21 item 5, idle memory of a server on PGlite, bench/RESULTS.md):
// - `--max-semi-space-size=2`: V8's young generation at 2 MiB a semi-space (default 16) for the main
//   thread and the PGlite worker; it stayed committed at idle (32 MiB of the main thread's heap).
// - `--v8-pool-size=1`: one V8 background thread (default 4); each filled a malloc arena of its own
//   compiling PGlite's WebAssembly, kept after.
// - `MALLOC_TRIM_THRESHOLD_=131072`: glibc gives freed memory at the top of its heaps back above
//   128 KiB, as before its dynamic threshold rose to tens of MiB after the boot's large compiles.
// - `MALLOC_MMAP_THRESHOLD_=32768`: blocks of 32 KiB and more get pages of their own, given back
//   when freed. V8's compilers (PGlite's WebAssembly above all) take their working memory in
//   segments of about 32 KiB and free them after; kept in glibc's heaps among live blocks, whole
//   free pages of them stayed resident, 20-30 MiB of the idle server (malloc_trim(0) from a
//   debugger gave them back), varying from boot to boot (issue 21 item 5).
// `--print-runtime` prints what this process got and stops (scripts/start-command.test.ts).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, projectRoot, serverBundle } from './build-server.mjs';

// engine/ (the patient, the grader, the review schedule) and content/ (case schema, vocabulary)
// are bundled into the PWA too.
const pwaInputs = [
  'src',
  'sw',
  'public',
  'contract',
  'engine',
  'content',
  'index.html',
  'vite.config.ts',
  'scripts/vite-precompress.ts',
  'scripts/vite-prerender.ts',
  'package-lock.json',
];
// The server bundle holds only TypeScript; the case sources and migrations are read at run time.
const serverInputs = [
  'server',
  'engine',
  'content',
  'contract',
  'tsconfig.server.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];

function collect(target, out, only) {
  if (!existsSync(target)) return out;
  if (statSync(target).isDirectory()) {
    for (const entry of readdirSync(target).sort()) {
      if (entry === 'node_modules' || /\.test\.tsx?$/.test(entry)) continue;
      collect(path.join(target, entry), out, only);
    }
  } else if (!only || only.test(target)) out.push(target);
  return out;
}

function sourceHash(inputs, only) {
  const hash = createHash('sha256');
  for (const input of inputs)
    for (const file of collect(path.join(projectRoot, input), [], only))
      hash.update(path.relative(projectRoot, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

/** Runs `build` unless `output` exists and was built from the same sources. */
async function buildIfChanged(label, hashFile, output, wanted, build) {
  const built = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : '';
  if (built === wanted && existsSync(output)) return;
  console.log(`Building ${label} (sources changed since the last build)...`);
  await build();
  mkdirSync(path.dirname(hashFile), { recursive: true });
  writeFileSync(hashFile, `${wanted}\n`);
}

function buildPwa() {
  const vite = path.join(projectRoot, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The PWA build failed; see the errors above.');
    process.exit(1);
  }
}

if (process.argv.includes('--print-runtime')) {
  console.log(
    JSON.stringify({
      execArgv: process.execArgv,
      mallocTrimThreshold: process.env.MALLOC_TRIM_THRESHOLD_ ?? null,
      mallocMmapThreshold: process.env.MALLOC_MMAP_THRESHOLD_ ?? null,
    }),
  );
  process.exit(0);
}

if (process.env.SKIP_BUILD !== '1') {
  await buildIfChanged(
    'the PWA',
    path.join(projectRoot, 'dist', '.source-hash'),
    path.join(projectRoot, 'dist', 'index.html'),
    sourceHash(pwaInputs),
    buildPwa,
  );
}
await buildIfChanged(
  'the server',
  path.join(projectRoot, 'server-dist', '.source-hash'),
  serverBundle,
  sourceHash(serverInputs, /\.(ts|json|mjs)$/),
  buildServer,
);
// `--build-only` (npm test's first step, beside typecheck and lint): build what changed and stop.
if (process.argv.includes('--build-only')) process.exit(0);
const { serve } = await import(pathToFileURL(serverBundle).href);
await serve();
