// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import direction (architecture guide): routes -> features -> data / components / lib;
 * a feature never imports another feature; shared layers never import features or routes;
 * contract/ imports nothing of ours; server services and the AI engine stay free of Fastify.
 */
const features = existsSync('src/features') ? readdirSync('src/features') : [];
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      'dist/**',
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
    files: ['src/data/**', 'src/components/**', 'src/lib/**'],
    rules: restrict([
      {
        group: ['**/features/**', '**/routes/**'],
        message: 'Shared layers must not import features or routes.',
      },
    ]),
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: restrict([
      { group: ['**/routes/**'], message: 'Features must not import routes.' },
      {
        group: ['**/features/*/**', `!**/features/${feature}/**`, '../*/**', `!../${feature}/**`],
        message: 'A feature must not import another feature; move shared code to components/, lib/ or data/.',
      },
    ]),
  })),
  {
    files: ['contract/**'],
    rules: restrict([
      { group: ['../src/**', '../server/**', '../content/**'], message: 'contract/ imports only zod.' },
    ]),
  },
  {
    files: ['src/**'],
    rules: restrict([
      {
        group: ['**/server/**', '**/content/**'],
        message: 'The PWA talks to the server through contract/ only.',
      },
    ]),
  },
  {
    files: ['server/services/**', 'server/ai/**'],
    rules: restrict([
      {
        group: ['fastify', '@fastify/*', 'fastify-*'],
        message: 'Services and the AI engine carry no Fastify types.',
      },
    ]),
  },
);
