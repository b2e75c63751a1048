/**
 * What `npm start` runs, read from package.json's start script: the environment it sets, node's
 * options and the script. The server's memory settings live there (issue 21 item 5; they must be
 * given when the process starts, see scripts/start.mjs), so whatever starts the server as
 * `npm start` does but without npm (bench/server.ts) reads them here rather than keeping a copy.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../content/project-root';

export interface StartCommand {
  /** `VAR=value` words before `node`. */
  env: Record<string, string>;
  /** node's own options, between `node` and the script. */
  nodeArgs: string[];
  script: string;
  /** The script's own arguments. */
  args: string[];
}

/** `npm start`'s command in `root` (plain words: the start script uses no quoting). */
export function startCommand(root: string = projectRoot): StartCommand {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0]!)) {
    const word = words.shift()!;
    const at = word.indexOf('=');
    env[word.slice(0, at)] = word.slice(at + 1);
  }
  if (words.shift() !== 'node') throw new Error(`npm start does not run node: ${pkg.scripts.start}`);
  const scriptAt = words.findIndex((word) => !word.startsWith('-'));
  if (scriptAt < 0) throw new Error(`npm start names no script: ${pkg.scripts.start}`);
  return {
    env,
    nodeArgs: words.slice(0, scriptAt),
    script: words[scriptAt]!,
    args: words.slice(scriptAt + 1),
  };
}
