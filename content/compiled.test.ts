import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledContent, contentFingerprint } from './compiled';
import { contentVersion, DEFAULT_CASES_DIR, loadCases } from './load';

describe('compiledContent', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'cpx-compiled-'));
  const casesDir = path.join(root, 'cases');
  const cacheDir = path.join(root, 'cache');
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(path.join(casesDir, 'gastrointestinal'), { recursive: true });
  for (const id of ['acute-appendicitis', 'acute-cholecystitis'])
    cpSync(
      path.join(DEFAULT_CASES_DIR, 'gastrointestinal', `${id}.yaml`),
      path.join(casesDir, 'gastrointestinal', `${id}.yaml`),
    );

  it('parses the YAML once, then answers the same version and cases from its cache', () => {
    const first = compiledContent(cacheDir, casesDir);
    expect(first.fromCache).toBe(false);
    const parsed = loadCases(casesDir);
    expect(first.version).toBe(contentVersion(parsed));
    const again = compiledContent(cacheDir, casesDir);
    expect(again.fromCache).toBe(true);
    expect(again.version).toBe(first.version);
    expect(again.cases()).toEqual(parsed);
  });

  it('compiles again when a case file changes', () => {
    const file = path.join(casesDir, 'gastrointestinal', 'acute-appendicitis.yaml');
    const before = contentFingerprint(casesDir);
    const cached = compiledContent(cacheDir, casesDir);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^name: (.*)$/m, 'name: $1 (수정)'));
    expect(contentFingerprint(casesDir)).not.toBe(before);
    const edited = compiledContent(cacheDir, casesDir);
    expect(edited.fromCache).toBe(false);
    expect(edited.version).not.toBe(cached.version);
    expect(edited.cases().find((c) => c.id === 'acute-appendicitis')!.name).toMatch(/\(수정\)$/);
    expect(compiledContent(cacheDir, casesDir).cases()).toEqual(edited.cases());
  });

  it('rebuilds an unreadable cache instead of failing', () => {
    const good = compiledContent(cacheDir, casesDir);
    writeFileSync(path.join(cacheDir, 'content-version.json'), '{"fingerpr');
    const rebuilt = compiledContent(cacheDir, casesDir);
    expect(rebuilt.fromCache).toBe(false);
    expect(rebuilt.version).toBe(good.version);
  });

  it('still refuses an invalid library (the YAML stays validated)', () => {
    writeFileSync(path.join(casesDir, 'gastrointestinal', 'broken.yaml'), 'id: [unclosed\n');
    expect(() => compiledContent(cacheDir, casesDir)).toThrow(/broken\.yaml:\d+ YAML/);
  });
});
