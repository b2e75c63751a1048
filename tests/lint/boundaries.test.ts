/**
 * Lint fixtures that must fail: each forbidden import below is linted through the real
 * eslint.config.js as if it were written in a file at `filePath`, and must be reported; each
 * legitimate one must lint clean. The layer rules once silently stopped working (a later flat-config
 * block replaced an earlier one's options); these cases make that impossible to miss again.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const LAYER_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

/** The layer-rule reports for one import, as `rule: message` lines. */
async function layerErrors(filePath: string, specifier: string): Promise<string[]> {
  const code = `import * as imported from '${specifier}';\nexport const value = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && LAYER_RULES.has(message.ruleId))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const PATHS = 'import-x/no-restricted-paths';
const PACKAGES = 'no-restricted-imports';
/** The rule each message comes from: package bans are `no-restricted-imports`, layers are zones. */
const PACKAGE_MESSAGES = ['no Node API', 'engine/ is pure', 'no Fastify types'];

/** [importing file, import specifier, part of the expected message] */
const forbidden: [string, string, string][] = [
  ['src/features/cases/fixture.tsx', '../grading/case-result-page', 'another feature'],
  ['src/features/cases/fixture.tsx', '../../routes/_authed/dashboard', 'downwards only'],
  ['src/components/fixture.tsx', '../data/db', 'plain UI'],
  ['src/components/chat/fixture.tsx', '../../data/repos/practice-state-repo', 'plain UI'],
  ['src/lib/fixture.ts', '../data/api/practice-api', 'lib/ does not import data/'],
  ['src/features/mock-exams/fixture.tsx', '../practice/practice-workspace', 'another feature'],
  ['src/components/grading/fixture.tsx', '../../features/grading/case-result-page', 'plain UI'],
  ['src/lib/fixture.ts', '../data/db', 'lib/ does not import data/'],
  ['src/lib/fixture.ts', '../features/cases/filter-cases', 'lib/ must not import features'],
  ['src/data/fixture.ts', '../features/cases/filter-cases', 'data/ must not import features'],
  ['src/data/repos/fixture.ts', '../../../server/config', 'through contract/ only'],
  ['src/features/cases/fixture.tsx', '../../../content/load', 'through contract/ only'],
  ['server/services/fixture.ts', '../../src/lib/brand', 'server/ never imports src/'],
  ['content/fixture.ts', '../src/lib/brand', 'content/ never imports src/'],
  ['engine/patient/fixture.ts', '../../src/lib/brand', 'engine/ never imports src/'],
  ['engine/patient/fixture.ts', '../../server/config', 'engine/ imports only'],
  ['engine/patient/fixture.ts', '../../content/load', 'engine/ imports only'],
  // A test helper of the engine's that is no test file (conversation-helpers.ts) is engine code too:
  // the library loads through tests/support, for test files only.
  ['engine/patient/conversation-helpers.ts', '../../content/load', 'engine/ imports only'],
  ['engine/patient/fixture.ts', '../../tests/support/patient-cases', 'engine/ imports only'],
  ['engine/patient/fixture.ts', 'node:fs', 'no Node API'],
  ['engine/patient/fixture.ts', 'react', 'engine/ is pure'],
  ['engine/patient/fixture.ts', 'drizzle-orm', 'engine/ is pure'],
  ['contract/fixture.ts', '../src/lib/brand', 'contract/ imports only zod'],
  ['server/services/fixture.ts', 'fastify', 'no Fastify types'],
  // src/encounter/ sits between features and components/data/lib: features compose it, it imports
  // no feature or route, and nothing below it imports it.
  [
    'src/encounter/fixture.tsx',
    '../features/practice/practice-workspace',
    'src/encounter/ must not import features',
  ],
  [
    'src/encounter/memo/fixture.ts',
    '../../features/mock-exams/use-mock-exam',
    'src/encounter/ must not import features',
  ],
  ['src/encounter/chat/fixture.ts', '../../routes/_authed/dashboard', 'downwards only'],
  ['src/components/fixture.tsx', '../encounter/practice-encounter', 'src/encounter/ sits above'],
  [
    'src/components/chat/fixture.tsx',
    '../../encounter/chat/practice-chat-panel',
    'src/encounter/ sits above',
  ],
  ['src/data/fixture.ts', '../encounter/use-practice-session', 'src/encounter/ sits above'],
  ['src/data/repos/fixture.ts', '../../encounter/timer/practice-timer', 'src/encounter/ sits above'],
  ['src/lib/fixture.ts', '../encounter/speech/speech-apis', 'src/encounter/ sits above'],
];

/** [importing file, import specifier] that follow the layers. */
const allowed: [string, string][] = [
  ['src/routes/_authed/fixture.tsx', '../../features/cases/case-list-page'],
  ['src/features/cases/fixture.tsx', './case-card'],
  ['src/features/cases/fixture.tsx', '../../data/db'],
  ['src/features/cases/fixture.tsx', '../../components/page-container'],
  ['src/features/cases/fixture.tsx', '../../lib/brand'],
  ['src/features/cases/fixture.tsx', '../../../contract/cases'],
  ['src/data/repos/fixture.ts', '../../lib/brand'],
  ['src/data/repos/fixture.ts', '../../../engine/nlu/analyze'],
  ['src/components/fixture.tsx', '../lib/brand'],
  ['src/components/chat/fixture.tsx', '../../../contract/cases'],
  ['src/features/practice/fixture.tsx', '../../encounter/use-practice-encounter'],
  ['src/features/practice/fixture.tsx', '../../encounter/practice-encounter'],
  ['src/features/mock-exams/fixture.tsx', '../../encounter/use-practice-session'],
  ['src/features/landing/fixture.ts', '../../encounter/chat/use-streaming-chat'],
  ['src/encounter/fixture.tsx', '../data/repos/practice-state-repo'],
  ['src/encounter/chat/fixture.ts', '../../data/api/practice-api'],
  ['src/encounter/chat/fixture.tsx', '../../components/chat/chat-input'],
  ['src/encounter/timer/fixture.ts', '../../lib/dates'],
  ['src/encounter/on-device/fixture.ts', '../../../engine/nlu/analyze'],
  ['src/encounter/fixture.ts', '../../contract/practice'],
  ['server/services/fixture.ts', '../../engine/patient/engine'],
  ['engine/patient/fixture.ts', '../../contract/cases'],
  ['engine/patient/fixture.ts', '../nlu/analyze'],
  // The engine's tests read the library (directly or through the round tests' support).
  ['engine/patient/fixture.test.ts', '../../content/load'],
  ['engine/patient/fixture.test.ts', '../../tests/support/patient-cases'],
];

describe('import boundaries (eslint.config.js)', () => {
  it.each(forbidden)('%s may not import %s', async (filePath, specifier, expected) => {
    const errors = await layerErrors(filePath, specifier);
    const rule = PACKAGE_MESSAGES.some((part) => expected.includes(part)) ? PACKAGES : PATHS;
    expect(errors.some((error) => error.startsWith(`${rule}: `) && error.includes(expected))).toBe(true);
  });

  it.each(allowed)('%s may import %s', async (filePath, specifier) => {
    expect(await layerErrors(filePath, specifier)).toEqual([]);
  });

  it('makes no exceptions: every file under src/ gets the same zones', async () => {
    const zonesOf = async (filePath: string) =>
      JSON.stringify((await eslint.calculateConfigForFile(filePath)).rules?.[PATHS]);
    const reference = await zonesOf('src/features/cases/case-card.tsx');
    for (const filePath of [
      'src/encounter/practice-encounter.tsx',
      'src/encounter/chat/encounter-turns.ts',
      'src/components/chat/chat-input.tsx',
      'src/lib/dates.ts',
      'src/data/repos/practice-state-repo.ts',
      'src/routes/__root.tsx',
    ]) {
      expect(await zonesOf(filePath)).toBe(reference);
    }
  });
});
