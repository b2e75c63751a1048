// The server as one ES module (server-dist/serve.mjs): our own TypeScript (server/, engine/,
// content/, contract/) compiled and bundled by esbuild with the packages it loads at boot.
// `npm start` runs it with plain node: no TypeScript loader at boot (issue 21, cold start).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(projectRoot, 'server-dist', 'serve.mjs');

/**
 * Packages left as imports of node_modules: native code (argon2, xxhash, sharp), PGlite (its
 * worker, server/db/pglite-worker.mjs, loads it from there anyway), packages that read files of
 * their own folder (@fastify/swagger its package.json, @fastify/swagger-ui its pages, pino its
 * transports' worker files), and those loaded only by `require` at run time or never at boot.
 * Everything else is bundled (issue 21 item 5): the boot loaded some 800 files of node_modules one
 * by one (Node's module resolution, a file read and a compile each), about a third of the main
 * thread's CPU before the server listened.
 */
export const externalPackages = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@node-rs/*',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'thread-stream',
  'pg',
  'pg-native',
  'sharp',
  'ioredis',
  'nodemailer',
  'esbuild',
  'tsx',
];

/** Builds the bundle into `outdir` (server-dist; a test builds elsewhere). */
export async function buildServer(outdir = path.dirname(serverBundle)) {
  // Loaded only to build: `npm start` on an unchanged bundle never needs esbuild (about 0.1 s).
  const { build } = await import('esbuild');
  // Chunks of an earlier build are named by their hash: cleared, so they do not pile up.
  rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
  await build({
    entryPoints: [path.join(projectRoot, 'server', 'cli', 'serve.ts')],
    // One entry (serve.mjs) and chunks it imports: the app's modules are a chunk loaded while the
    // database starts (server/server.ts), not before it.
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: externalPackages,
    // Bundled CommonJS packages `require` Node's modules and the external packages: the bundle's
    // own require, as an ES module has none.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    logLevel: 'warning',
    tsconfig: path.join(projectRoot, 'tsconfig.server.json'),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
