import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../content/project-root';
// @ts-expect-error: a plain JavaScript build script, no declarations
import { buildServer, externalPackages } from './build-server.mjs';

/**
 * The server bundle holds the packages it loads at boot (issue 21 item 5), all but those that must
 * stay in node_modules (native code, files read from their own folder, loaded only by require).
 * Built here into a folder of its own inside the checkout, so its external imports resolve from
 * node_modules as server-dist's do.
 */
describe('server bundle', () => {
  const outdir = path.join(projectRoot, 'server-dist', `.test-build-${process.pid}`);
  let files: string[] = [];
  beforeAll(async () => {
    await (buildServer as (outdir: string) => Promise<void>)(outdir);
    files = [
      path.join(outdir, 'serve.mjs'),
      ...readdirSync(path.join(outdir, 'chunks'))
        .filter((f) => f.endsWith('.mjs'))
        .map((f) => path.join(outdir, 'chunks', f)),
    ];
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  const external = externalPackages as string[];
  const isExternal = (specifier: string) =>
    external.some((pattern) =>
      pattern.endsWith('/*')
        ? specifier.startsWith(pattern.slice(0, -1))
        : specifier === pattern || specifier.startsWith(`${pattern}/`),
    );

  it('imports nothing of node_modules but the packages left external', () => {
    const imported = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // esbuild's output: static imports at the start of a line, dynamic imports, and the
      // require of a bundled CommonJS module.
      for (const pattern of [
        /^import\s[^;]*?from\s*"([^"]+)";/gm,
        /^import\s*"([^"]+)";/gm,
        /\bimport\("([^"]+)"\)/g,
        /\b__require\("([^"]+)"\)/g,
      ])
        for (const match of text.matchAll(pattern)) imported.add(match[1]!);
    }
    const packages = [...imported].filter(
      (s) => !s.startsWith('.') && !s.startsWith('node:') && !builtinModules.includes(s.split('/')[0]!),
    );
    expect(packages.length).toBeGreaterThan(0);
    expect(packages.filter((s) => !isExternal(s))).toEqual([]);
  });

  it('bundles no code that needs CommonJS file names, which an ES module does not have', () => {
    for (const file of files)
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/\b__(dirname|filename)\b/);
  });

  it('loads every chunk, the lazily loaded ones too (jose, arctic, the app), with its external packages', () => {
    // DATABASE_URL set: the entry starts no embedded database when imported (server/db/pglite-early.ts).
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `for (const file of ${JSON.stringify(files)}) await import(file); console.log('loaded', ${files.length});`,
      ],
      {
        cwd: projectRoot,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: 'postgres://127.0.0.1:1/unused' },
      },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(`loaded ${files.length}`);
  });
});
