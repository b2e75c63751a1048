import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_DESCRIPTION, APP_FULL_NAME, PATIENT_NAME } from './brand';

/** Every source file of the PWA that a learner's screen text can come from (tests aside). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('what the product calls the simulated patient', () => {
  it("is '가상 환자', and no screen, title or manifest calls it an AI", () => {
    expect(PATIENT_NAME).toBe('가상 환자');
    expect(`${APP_FULL_NAME} ${APP_DESCRIPTION}`).not.toMatch(/AI\s*(표준화)?\s*환자/);
    const offending = [...sources('src'), 'index.html'].filter((file) =>
      /AI\s*(표준화)?\s*환자/.test(readFileSync(file, 'utf8')),
    );
    expect(offending).toEqual([]);
  });
});
