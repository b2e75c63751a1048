// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import direction (architecture guide), expressed once as import-x `no-restricted-paths` zones
 * so every rule applies together (a second `no-restricted-imports` block in flat config replaces
 * the first instead of adding to it):
 *   routes -> features -> encounter -> components / data / lib -> contract / engine;
 *   a feature never imports another feature; src/encounter/ (the practice encounter, which case
 *   practice and mock exams both compose; see the README's Layout) imports no feature and nothing
 *   below it imports it; components/ is plain UI (no data/, no features);
 *   lib/ does not import data/; server/, content/ and engine/ never import src/;
 *   engine/ imports no Node API, framework, database or model client.
 * tests/lint/boundaries.test.ts lints forbidden and legitimate imports through this file. The
 * package bans below (`no-restricted-imports`: engine/, services, and date libraries in src/) each
 * cover a file set of their own for the same reason; tests/lint/date-policy.test.ts and the
 * boundary fixtures fail if one block ever replaces another.
 */
const features = existsSync('src/features') ? readdirSync('src/features') : [];

/** @param {string} target @param {string} from @param {string} message @param {string[]} [except] */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

const COMPONENTS_NO_DATA = 'components/ holds plain UI: take data through props or a feature.';
const LIB_NO_DATA = 'lib/ does not import data/: put data access in data/ or a feature.';
const UP =
  'Layers import downwards only: routes -> features -> encounter -> components/data/lib -> contract/engine.';
const ENCOUNTER_BELOW =
  'src/encounter/ sits above components/, data/ and lib/: move what they need from it down, or use it from a feature.';
const zones = [
  // Nothing below routes imports a route.
  zone('./src/!(routes)/**/*', './src/routes', UP),
  // Shared layers never import features.
  zone('./src/components', './src/features', 'components/ holds plain UI: no feature code.'),
  zone('./src/data', './src/features', 'data/ must not import features; move shared code down.'),
  zone('./src/lib', './src/features', 'lib/ must not import features; move shared code down.'),
  zone('./src/encounter', './src/features', 'src/encounter/ must not import features: features compose it.'),
  // The layers below the encounter never import it.
  zone('./src/components', './src/encounter', ENCOUNTER_BELOW),
  zone('./src/data', './src/encounter', ENCOUNTER_BELOW),
  zone('./src/lib', './src/encounter', ENCOUNTER_BELOW),
  // components/ is plain UI; lib/ is pure helpers.
  zone('./src/components', './src/data', COMPONENTS_NO_DATA),
  zone('./src/lib', './src/data', LIB_NO_DATA),
  // A feature never imports another feature.
  ...features.map((feature) =>
    zone(
      `./src/features/${feature}`,
      './src/features',
      'A feature must not import another feature; move shared code to src/encounter/, components/, lib/ or data/.',
      [`./${feature}`],
    ),
  ),
  // The PWA talks to the server through contract/ only.
  zone('./src', './server', 'The PWA talks to the server through contract/ only.'),
  zone('./src', './content', 'The PWA talks to the server through contract/ only.'),
  // Server, content and the engine never import the PWA.
  zone('./server', './src', 'server/ never imports src/.'),
  zone('./content', './src', 'content/ never imports src/.'),
  zone('./engine', './src', 'engine/ never imports src/.'),
  // contract/ imports only zod.
  ...['./src', './server', './content', './engine'].map((from) =>
    zone('./contract', from, 'contract/ imports only zod.'),
  ),
];

const ENGINE_PURE = 'engine/ imports only contract/, content/ data and schemas, and pure libraries.';
/**
 * engine/ (its tests aside, which read content files and bench datasets) imports only pure code; nor
 * test support (tests/support/patient-cases.ts loads the library for the round tests with Node).
 */
const engineZones = [
  zone('./engine', './server', ENGINE_PURE),
  zone('./engine', './bench', ENGINE_PURE),
  zone('./engine', './tests', ENGINE_PURE),
  zone('./engine', ['./content/load.ts', './content/cli.ts'], ENGINE_PURE),
];

const DATE_POLICY = 'Format dates and times with src/lib/dates.ts (Korean locale, Asia/Seoul) only.';

/** Package bans (layers are the zones above); one block per file set, so none replaces another. */
const restrictPackages = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'server-dist/**',
      'node_modules/**',
      'data/**',
      'src/routeTree.gen.ts',
      'server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'tests/e2e/artifacts/**',
      'dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.server.json', 'tsconfig.sw.json', 'tsconfig.engine.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  {
    files: ['engine/**'],
    ignores: ['engine/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...engineZones] }] },
  },
  {
    // One date policy (src/lib/dates.ts): dates are formatted there only, in Korean and Seoul time.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/dates.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='Intl'][property.name=/^(DateTimeFormat|RelativeTimeFormat)$/]",
          message: DATE_POLICY,
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: `${DATE_POLICY} (A number: Intl.NumberFormat.)`,
        },
        {
          selector: 'CallExpression[callee.property.name=/^get(FullYear|Month|Date|Day|Hours|Minutes)$/]',
          message: `${DATE_POLICY} These getters read the device's time zone, not Seoul's.`,
        },
      ],
      ...restrictPackages([
        {
          group: ['dayjs', 'dayjs/*', 'date-fns', 'date-fns/*', 'date-fns-tz', 'moment', 'moment/*', 'luxon'],
          message: DATE_POLICY,
        },
      ]),
    },
  },
  {
    files: ['engine/**'],
    ignores: ['engine/**/*.test.ts'],
    rules: restrictPackages([
      {
        group: ['node:*', 'fs', 'path', 'crypto', 'os', 'url', 'worker_threads'],
        message: 'engine/ runs on the device too: no Node API.',
      },
      {
        group: [
          'react',
          'react-*',
          'dexie',
          'dexie-*',
          'ky',
          'fastify',
          '@fastify/*',
          'drizzle-orm',
          'drizzle-orm/*',
          'pg',
          '@electric-sql/*',
          'ai',
          '@ai-sdk/*',
        ],
        message: 'engine/ is pure: no framework, database, network or model API.',
      },
    ]),
  },
  {
    files: ['server/services/**', 'server/ai/**'],
    rules: restrictPackages([
      {
        group: ['fastify', '@fastify/*', 'fastify-*'],
        message: 'Services and the AI engine carry no Fastify types.',
      },
    ]),
  },
);
