import { describe, expect, it } from 'vitest';
import { freeSetupSearch, scopeOf, withScope } from './free-setup-search';

describe('free setup search', () => {
  it('keeps a valid count and scope', () => {
    expect(freeSetupSearch({ count: 3, primary: ['소화기'], middle: ['황달'], cases: ['a'] })).toEqual({
      count: 3,
      primary: ['소화기'],
      middle: ['황달'],
      cases: ['a'],
    });
  });

  it('drops what is not valid instead of failing the page', () => {
    expect(freeSetupSearch({ count: 9, primary: 'x', middle: [''], cases: [1] })).toEqual({});
    expect(freeSetupSearch({ count: 2.5 })).toEqual({});
  });

  it('scope round trip; empty lists leave the address', () => {
    const search = { count: 4 };
    expect(scopeOf(search)).toEqual({
      selectedPrimaryCategories: [],
      selectedMiddleCategories: [],
      selectedIndividualCases: [],
    });
    const next = withScope(search, {
      selectedPrimaryCategories: ['소화기'],
      selectedMiddleCategories: [],
      selectedIndividualCases: [],
    });
    expect(next).toEqual({ count: 4, primary: ['소화기'], middle: undefined, cases: undefined });
    expect(scopeOf(next).selectedPrimaryCategories).toEqual(['소화기']);
  });
});
