// The server as one ES module (server-dist/serve.mjs): our own TypeScript (server/, engine/,
// content/, contract/) compiled and bundled by esbuild; packages stay imports of node_modules.
// `npm start` runs it with plain node: no TypeScript loader at boot (issue 21, cold start).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(projectRoot, 'server-dist', 'serve.mjs');

export async function buildServer() {
  // Loaded only to build: `npm start` on an unchanged bundle never needs esbuild (about 0.1 s).
  const { build } = await import('esbuild');
  // Chunks of an earlier build are named by their hash: cleared, so they do not pile up.
  rmSync(path.join(path.dirname(serverBundle), 'chunks'), { recursive: true, force: true });
  await build({
    entryPoints: [path.join(projectRoot, 'server', 'cli', 'serve.ts')],
    // One entry (serve.mjs) and chunks it imports: the app's modules are a chunk loaded while the
    // database starts (server/server.ts), not before it.
    outdir: path.dirname(serverBundle),
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    tsconfig: path.join(projectRoot, 'tsconfig.server.json'),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
