import { describe, expect, it } from 'vitest';
import { formatPatientAge, formatPatientAgeSex } from './format-patient-age';

describe('formatPatientAge', () => {
  it('writes an infant in months after birth, never as 0 years', () => {
    expect(formatPatientAge({ age: 0, ageMonths: 2 })).toBe('생후 2개월');
    expect(formatPatientAge({ age: 0, ageMonths: 1 })).toBe('생후 1개월');
    expect(formatPatientAge({ age: 0, ageMonths: 11 })).toBe('생후 11개월');
    expect(formatPatientAge({ age: 0, ageMonths: 0 })).toBe('생후 1개월 미만');
  });

  it('writes a child in the second year in months, and years from two', () => {
    expect(formatPatientAge({ age: 1, ageMonths: 12 })).toBe('12개월');
    expect(formatPatientAge({ age: 1, ageMonths: 18 })).toBe('18개월');
    expect(formatPatientAge({ age: 1, ageMonths: 23 })).toBe('23개월');
    expect(formatPatientAge({ age: 2, ageMonths: null })).toBe('2세');
    expect(formatPatientAge({ age: 45, ageMonths: null })).toBe('45세');
  });

  it('falls back to years for a copy without months, saying "under 1" for an infant', () => {
    expect(formatPatientAge({ age: 0 })).toBe('1세 미만');
    expect(formatPatientAge({ age: 0, ageMonths: null })).toBe('1세 미만');
    expect(formatPatientAge({ age: 1 })).toBe('1세');
    expect(formatPatientAge({ age: 24 })).toBe('24세');
  });

  it('joins the sex as the door card does', () => {
    expect(formatPatientAgeSex({ age: 0, ageMonths: 2, sex: '남자' })).toBe('생후 2개월 남자');
    expect(formatPatientAgeSex({ age: 1, ageMonths: 14, sex: '여자' })).toBe('14개월 여자');
    expect(formatPatientAgeSex({ age: 67, ageMonths: null, sex: '여자' })).toBe('67세 여자');
  });
});
