import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root: the nearest folder above this module that holds package.json. Files the
 * server reads at run time (migrations, the case sources, the built PWA) are found from here, so the
 * same code works from the sources (tsx, vitest) and from the server bundle `npm start` runs
 * (scripts/build-server.mjs writes it to server-dist/).
 */
export function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
