/**
 * Issue 16 item 1 (grammatical Korean), found on review: one question asking two keys that the
 * case answers with one sentence ('토했어요? 몇 번?': vomiting and what was vomited; '어디가요? 뒷목은요':
 * the location and the neck pain; '가래는요? 색깔은?') had the reply say that sentence twice, once
 * after a '네,'. 104 such replies across the library (the realism suite of `npm run eval:patient`,
 * check d). A reply says each sentence once; the facts told stay the same.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { facts, talk } from './conversation-helpers';

let cases: Case[];
const byId = (id: string) => cases.find((c) => c.id === id)!;
beforeAll(() => {
  cases = loadCases();
});

/** The reply's sentences without an opening yes or no, as a reader would compare them. */
const cores = (text: string) =>
  text
    .split(/\n|(?<=[.?!])\s+/)
    .map((s) =>
      s
        .trim()
        .replace(/^(?:아,\s*)?(?:네|예|응|아니요|아뇨|아니)(?:,|…|\.{3})?\s*/, '')
        .replace(/^아까도?\s*말씀(?:드렸는데|드린 것처럼|드린 대로)[,.…\s]*/, ''),
    )
    .filter((s) => s.replace(/\s/g, '').length > 5);

const saysEachOnce = (text: string) => {
  const said = cores(text);
  expect(new Set(said).size, text).toBe(said.length);
};

describe('a sentence is said once a reply, whichever keys drew it', () => {
  it.each([
    ['bacterial-meningitis', '토했어요? 몇번?', '밤새 네 번 토했어요.', ['symptom:vomiting']],
    ['bacterial-meningitis', '어느 쪽이 아파요? 뒷목은요', '뒷목까지 아파요.', ['topic:location']],
    ['community-acquired-pneumonia', '가래는요? 색깔은?', '녹슨 쇠 색처럼 불그스름해요.', ['symptom:sputum']],
    ['acute-cholecystitis', '토했어요? 몇 번이요?', '새벽에 두 번 토했어요.', ['symptom:vomiting']],
  ])('%s: %s', (id, question, sentence, told) => {
    const r = talk(byId(id), '어디가 불편해서 오셨어요?', question);
    expect(r.text).toContain(sentence);
    saysEachOnce(r.text);
    // The facts disclosed are those of both keys, as before: only the words are not repeated.
    for (const fact of told) expect(facts(r)).toContain(fact);
  });

  it('a repeated answer does not leave a bare 네 behind, and the yes of the first stays', () => {
    const r = talk(byId('bacterial-meningitis'), '토했어요? 몇번?');
    expect(r.text).toMatch(/^네, 밤새 네 번 토했어요\.$/);
  });

  it('short answers to two different things are both kept', () => {
    // '없어요.'-like answers are too short to be a repeat of each other's fact.
    const r = talk(byId('community-acquired-pneumonia'), '쌕쌕거리는 소리 나요? 설사는요?');
    expect(r.text).toMatch(/쌕쌕/);
    expect(r.text).toMatch(/설사/);
  });

  // Wordings of our own, not those of the realism suite, over every case in the library.
  it.each([
    '몇 번 토했어요? 뭐가 나왔어요?',
    '머리 어디가 아파요? 목도 아파요?',
    '가래 나와요? 무슨 색이에요?',
  ])('every case: %s says no sentence twice', (question) => {
    for (const c of cases) saysEachOnce(talk(c, question).text);
  });
});
