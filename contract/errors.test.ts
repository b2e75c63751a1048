import { describe, expect, it } from 'vitest';
import { codeForStatus, errorCatalogue, isErrorCode } from './errors';

describe('error catalogue', () => {
  it('gives every code a 4xx/5xx status and a Korean sentence (UNAUTHENTICATED keeps the spec’s English)', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      if (code !== 'UNAUTHENTICATED') expect(entry.message, code).toMatch(/[가-힣]/);
    }
  });

  it('maps a bare status to its generic code, for answers without a code of ours', () => {
    expect(codeForStatus(404)).toBe('NOT_FOUND');
    expect(codeForStatus(422)).toBe('VALIDATION');
    expect(codeForStatus(502)).toBe('INTERNAL');
    expect(codeForStatus(418)).toBeNull();
  });

  it('has the finer codes screens react to', () => {
    for (const code of [
      'SESSION_ENDED',
      'DEMO_EXPIRED',
      'DEMO_LIMIT_REACHED',
      'IMAGE_TOO_LARGE',
      'RESET_LINK_INVALID',
    ])
      expect(isErrorCode(code), code).toBe(true);
    expect(errorCatalogue.DEMO_EXPIRED.status).toBe(404);
    expect(errorCatalogue.IMAGE_TOO_LARGE.status).toBe(413);
  });
});
