import { describe, expect, it } from 'vitest';
import {
  caseMatches,
  choseongOf,
  englishMatchOf,
  indexMatches,
  matchesCase,
  matchesSearch,
  searchIndexOf,
  searchKey,
  searchWordsOf,
  type SearchableCase,
} from './case-search';

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

const appendicitis: SearchableCase = {
  name: '급성 충수염',
  presentingComplaint: '배가 아파요',
  secondaryCategory: '급성복통',
  primaryCategory: '소화기',
  englishName: 'Acute appendicitis',
};
const mi: SearchableCase = {
  name: '급성 심근경색',
  presentingComplaint: '가슴이 아파요',
  secondaryCategory: '가슴통증',
  primaryCategory: '순환기',
  englishName: 'Acute myocardial infarction',
  englishAliases: ['MI', 'AMI', 'STEMI', 'heart attack'],
};
const alzheimer: SearchableCase = {
  name: '알츠하이머병 치매',
  presentingComplaint: '자꾸 깜빡해요',
  secondaryCategory: '기억력저하',
  primaryCategory: '정신/신경',
  englishName: 'Alzheimer disease dementia',
  englishAliases: ['AD'],
};
const gbs: SearchableCase = {
  name: '길랭-바레 증후군',
  presentingComplaint: '다리에 힘이 빠져요',
  secondaryCategory: '근력/감각이상',
  primaryCategory: '정신/신경',
  englishName: 'Guillain-Barré syndrome',
  englishAliases: ['GBS'],
};
const crohn: SearchableCase = {
  name: '크론병',
  presentingComplaint: '설사를 해요',
  secondaryCategory: '설사',
  primaryCategory: '소화기',
  englishName: "Crohn's disease",
  englishAliases: ['IBD'],
};
const library = [appendicitis, mi, alzheimer, gbs, crohn];
const found = (query: string) => library.filter((c) => matchesCase(c, query)).map((c) => c.name);

describe('case search in English', () => {
  it('finds a case by its English name, whole or by the beginning of a word, in any letter case', () => {
    expect(found('appendicitis')).toEqual(['급성 충수염']);
    expect(found('append')).toEqual(['급성 충수염']);
    expect(found('APPENDICITIS')).toEqual(['급성 충수염']);
    expect(found('Acute Append')).toEqual(['급성 충수염']);
    expect(found('  myocardial   infarction ')).toEqual(['급성 심근경색']);
    expect(found('acute')).toEqual(['급성 충수염', '급성 심근경색']);
    // Every word must begin a word of the case: order does not matter, a stray word excludes.
    expect(found('infarction acute')).toEqual(['급성 심근경색']);
    expect(found('acute stroke')).toEqual([]);
  });

  it('finds a case by an abbreviation or plain synonym, and not by letters inside a word', () => {
    expect(found('MI')).toEqual(['급성 심근경색']);
    expect(found('mi')).toEqual(['급성 심근경색']);
    expect(found('stemi')).toEqual(['급성 심근경색']);
    expect(found('heart attack')).toEqual(['급성 심근경색']);
    expect(found('ibd')).toEqual(['크론병']);
    // 'mi' sits inside 'Alzheimer' and 'dementia'; 'pen' inside 'appendicitis': no match.
    expect(matchesCase(alzheimer, 'mi')).toBe(false);
    expect(matchesCase(appendicitis, 'pen')).toBe(false);
    expect(matchesCase(appendicitis, 'icitis')).toBe(false);
  });

  it('ignores accents, hyphens and apostrophes', () => {
    expect(searchWordsOf("Guillain-Barré syndrome Crohn's")).toEqual([
      'guillain',
      'barre',
      'syndrome',
      'crohns',
    ]);
    expect(found('barre')).toEqual(['길랭-바레 증후군']);
    expect(found('Barré')).toEqual(['길랭-바레 증후군']);
    expect(found('guillain-barre')).toEqual(['길랭-바레 증후군']);
    expect(found('crohn')).toEqual(['크론병']);
    expect(found("crohn's")).toEqual(['크론병']);
  });

  it('still finds cases by Korean, spaces ignored, and by 초성', () => {
    expect(found('충수염')).toEqual(['급성 충수염']);
    expect(found('급성심근')).toEqual(['급성 심근경색']);
    expect(found('ㄱㅅㅊㅅ')).toEqual(['급성 충수염']);
    expect(found('ㅋㄹㅂ')).toEqual(['크론병']);
    // A query with Hangul in it is Korean: English words do not join in.
    expect(found('급성 appendicitis')).toEqual([]);
  });

  it('matches Latin letters that stand in the Korean text by word too', () => {
    const hiv = { ...mi, name: 'HIV 감염 확진 통보', englishName: undefined, englishAliases: undefined };
    expect(matchesCase(hiv, 'hiv')).toBe(true);
    expect(matchesCase(hiv, 'iv')).toBe(false);
    expect(matchesSearch('GERD 위식도역류', 'ger')).toBe(true);
    expect(matchesSearch('급성 충수염', 'append', ['Acute appendicitis'])).toBe(true);
  });

  it('matches a device row mirrored before English names: its Korean still finds it', () => {
    const old = { ...appendicitis, englishName: undefined };
    expect(matchesCase(old, '충수')).toBe(true);
    expect(matchesCase(old, 'appendicitis')).toBe(false);
  });

  it('answers the same with a prepared index (the server) as case by case (the device)', () => {
    const queries = ['appendicitis', 'mi', 'heart', 'barre', 'ㄱㅅㅊㅅ', '급성', '가슴', 'ad', 'x', '2'];
    for (const c of library)
      for (const query of queries) {
        const key = searchKey(query)!;
        expect(indexMatches(searchIndexOf(c), key), `${c.name} / ${query}`).toBe(caseMatches(c, key));
      }
  });

  it('says why an English query matched: the English name and the aliases it hit', () => {
    expect(englishMatchOf(appendicitis, 'append')).toEqual({ name: 'Acute appendicitis', aliases: [] });
    expect(englishMatchOf(mi, 'mi')).toEqual({ name: 'Acute myocardial infarction', aliases: ['MI'] });
    expect(englishMatchOf(mi, 'heart')).toEqual({
      name: 'Acute myocardial infarction',
      aliases: ['heart attack'],
    });
    // An alias the name already shows is not repeated.
    expect(englishMatchOf(mi, 'acute')).toEqual({ name: 'Acute myocardial infarction', aliases: [] });
    expect(englishMatchOf(mi, '심근')).toBeNull();
    expect(englishMatchOf(mi, 'append')).toBeNull();
    expect(englishMatchOf({ englishName: undefined }, 'append')).toBeNull();
  });
});
