import { describe, expect, it } from 'vitest';
import { choseongOf, matchesSearch, searchKey } from './case-search';

describe('case search matching', () => {
  it('matches initial consonants across spaces', () => {
    expect(choseongOf('급성 충수염')).toBe('ㄱㅅㅊㅅㅇ');
    expect(matchesSearch('급성 충수염', 'ㄱㅅㅊㅅ')).toBe(true);
    expect(matchesSearch('급성 충수염', 'ㅊㅅㅇ')).toBe(true);
    expect(matchesSearch('급성 충수염', 'ㄷㄴ')).toBe(false);
  });

  it('ignores spaces and letter case', () => {
    expect(matchesSearch('급성 충수염', '급성충수')).toBe(true);
    expect(matchesSearch('급성충수염', '충 수 염')).toBe(true);
    expect(matchesSearch('GERD 위식도역류', 'gerd')).toBe(true);
  });

  it('treats a blank query as matching everything', () => {
    expect(searchKey('   ')).toBeNull();
    expect(matchesSearch('무엇이든', '  ')).toBe(true);
  });

  it('does not treat mixed text as an initial-consonant query', () => {
    expect(searchKey('ㄱ성')?.choseongOnly).toBe(false);
    expect(matchesSearch('급성 충수염', 'ㄱ성')).toBe(false);
  });
});
