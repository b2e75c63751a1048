// The server as one ES module (server-dist/serve.mjs): our own TypeScript (server/, engine/,
// content/, contract/) compiled and bundled by esbuild; packages stay imports of node_modules.
// `npm start` runs it with plain node: no TypeScript loader at boot (issue 21, cold start).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(projectRoot, 'server-dist', 'serve.mjs');

export async function buildServer() {
  await build({
    entryPoints: [path.join(projectRoot, 'server', 'cli', 'serve.ts')],
    outfile: serverBundle,
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
