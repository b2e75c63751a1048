import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { HEAVY, HeavyFirstSequencer } from './vitest-sequencer';

/**
 * The heavy-first order (vitest-sequencer.ts) only reorders: every file given comes back once, the
 * listed ones first and longest first, and the list names files that exist (a renamed file would
 * silently lose its early start).
 */
const root = process.cwd();
const spec = (project: string, file: string) =>
  ({
    project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: project !== 'unit' } },
    moduleId: join(root, file),
  }) as unknown as TestSpecification;
const ctx = {
  config: { root },
  cache: { getFileTestResults: () => undefined, getFileStats: () => undefined },
} as unknown as Vitest;

describe('vitest sequencer: heavy node files first', () => {
  it('lists existing files, each once, longest first', () => {
    for (const [file] of HEAVY) expect(existsSync(join(root, file)), file).toBe(true);
    expect(new Set(HEAVY.map(([file]) => file)).size).toBe(HEAVY.length);
    const seconds = HEAVY.map(([, s]) => s);
    expect(seconds).toEqual([...seconds].sort((a, b) => b - a));
  });

  it('returns every file once, the heavy node files first in their order', async () => {
    const heavy = HEAVY.map(([file]) => spec('node', file));
    const others = [
      spec('node', 'engine/nlu/analyze.test.ts'),
      spec('unit', 'src/lib/dates.test.ts'),
      spec('server-pglite', 'tests/server/health.test.ts'),
      // A heavy file's path in another project is no heavy node file.
      ...(HEAVY[0] ? [spec('unit', HEAVY[0][0])] : []),
    ];
    const given = [...others.slice(0, 2), ...[...heavy].reverse(), ...others.slice(2)];
    const sorted = await new HeavyFirstSequencer(ctx).sort(given);
    expect(sorted).toHaveLength(given.length);
    expect(new Set(sorted)).toEqual(new Set(given));
    expect(sorted.slice(0, heavy.length)).toEqual(heavy);
  });
});
