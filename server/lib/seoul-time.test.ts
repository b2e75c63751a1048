import { describe, expect, it } from 'vitest';
import { seoulDateTimeText } from './seoul-time';

describe('seoulDateTimeText', () => {
  it('writes an instant in Korean time with 오전/오후, whatever the server zone', () => {
    expect(seoulDateTimeText(new Date('2026-11-22T06:08:00Z'))).toBe('2026년 11월 22일 오후 3:08');
    expect(seoulDateTimeText(new Date('2026-11-22T15:08:00Z'))).toBe('2026년 11월 23일 오전 12:08');
    expect(seoulDateTimeText(new Date('2026-11-22T03:00:00Z'))).toBe('2026년 11월 22일 오후 12:00');
  });
});
