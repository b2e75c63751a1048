import { describe, expect, it } from 'vitest';
import { parseCaseNumber } from './case-number';

describe('parseCaseNumber', () => {
  it.each([
    ['1', 1],
    ['6', 6],
    ['12', 12],
    ['0', null],
    ['-1', null],
    ['01', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    ['1e2', null],
    ['1000', null],
  ])('%j -> %j', (input, expected) => {
    expect(parseCaseNumber(input)).toBe(expected);
  });
});
