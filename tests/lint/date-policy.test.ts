/**
 * The one date policy (src/lib/dates.ts): outside that module, code under src/ may not format a
 * date itself. Each snippet is linted through the real eslint.config.js as if written at `filePath`.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const POLICY = 'src/lib/dates.ts';

async function policyErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.message.includes(POLICY))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const FEATURE = 'src/features/grading/fixture.tsx';

/** [what, file, code, rule that must report it] */
const forbidden: [string, string, string, string][] = [
  [
    'Intl.DateTimeFormat',
    FEATURE,
    "export const f = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long' });",
    'no-restricted-syntax',
  ],
  [
    'Intl.DateTimeFormat without new',
    FEATURE,
    "export const f = Intl.DateTimeFormat('ko');",
    'no-restricted-syntax',
  ],
  [
    'Intl.RelativeTimeFormat',
    'src/features/app-shell/fixture.ts',
    "export const r = new Intl.RelativeTimeFormat('ko');",
    'no-restricted-syntax',
  ],
  [
    'toLocaleDateString',
    FEATURE,
    "export const s = new Date().toLocaleDateString('ko-KR');",
    'no-restricted-syntax',
  ],
  [
    'toLocaleTimeString',
    'src/components/fixture.tsx',
    'export const s = new Date().toLocaleTimeString();',
    'no-restricted-syntax',
  ],
  [
    'toLocaleString',
    'src/data/fixture.ts',
    "export const s = new Date(0).toLocaleString('ko-KR');",
    'no-restricted-syntax',
  ],
  ['getHours (device zone)', FEATURE, 'export const h = new Date().getHours();', 'no-restricted-syntax'],
  [
    'getFullYear (device zone)',
    'src/features/landing/fixture.tsx',
    'export const y = new Date().getFullYear();',
    'no-restricted-syntax',
  ],
  ['dayjs', FEATURE, "import dayjs from 'dayjs';\nexport const d = dayjs();", 'no-restricted-imports'],
  [
    'date-fns',
    FEATURE,
    "import { format } from 'date-fns';\nexport const f = format;",
    'no-restricted-imports',
  ],
];

/** [what, file, code] that the policy allows. */
const allowed: [string, string, string][] = [
  [
    'the policy module itself',
    POLICY,
    "export const f = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul' });",
  ],
  [
    'a formatter from the module',
    FEATURE,
    "import { formatDateTime } from '../../lib/dates';\nexport const s = formatDateTime(0);",
  ],
  ['Korean lower-casing', FEATURE, "export const s = 'ABC'.toLocaleLowerCase('ko');"],
  ['a number formatter', FEATURE, "export const n = new Intl.NumberFormat('ko-KR').format(1200);"],
  ['epoch arithmetic', FEATURE, 'export const t = new Date().getTime() - Date.now();'],
];

describe('one date policy (eslint.config.js)', () => {
  it.each(forbidden)('forbids %s in %s', async (_what, filePath, code, rule) => {
    const errors = await policyErrors(filePath, code);
    expect(errors.some((error) => error.startsWith(`${rule}: `))).toBe(true);
  });

  it.each(allowed)('allows %s (%s)', async (_what, filePath, code) => {
    expect(await policyErrors(filePath, code)).toEqual([]);
  });
});
