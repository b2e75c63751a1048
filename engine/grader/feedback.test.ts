/**
 * Every case's generated feedback, run through grammar and relevance checks: the words a learner
 * is told to copy must be Korean a professor would write, and must belong to this case.
 */
import { describe, expect, it } from 'vitest';
import { loadValidCases } from '../../bench/grader/dataset';
import type { Case } from '../../content/schema';
import { caseChecklist } from '../../content/case-checklist';
import { adviceFromItem, caseExample, exampleFor } from './examples';
import { gradeEncounter, type TranscriptMessage } from './grade';
import { toPolite } from './text';
import { hangBound } from '../../tests/support/hang-bound';

const cases = loadValidCases();

/** A thin session: most items are missed, so most examples are shown. */
function thin(c: Case): TranscriptMessage[] {
  const turns = ['안녕하세요.', '어디가 불편해서 오셨어요?', '언제부터 그러셨어요?', '(활력징후 측정)'];
  return turns.flatMap((u, i) => [
    { id: `${c.id}-u${i}`, sender: 'user' as const, content: u },
    { id: `${c.id}-a${i}`, sender: 'ai' as const, content: '네.' },
  ]);
}

/** Each case's thin session graded once for the whole file (grading the library is most of its time). */
const thinGrades = new Map<string, ReturnType<typeof gradeEncounter>>();
function gradeThin(c: Case) {
  let result = thinGrades.get(c.id);
  if (!result) {
    result = gradeEncounter({ caseData: c, messages: thin(c) });
    thinGrades.set(c.id, result);
  }
  return result;
}

/** Every piece of text the result page shows for a grading. */
function feedbackTexts(c: Case): string[] {
  const r = gradeThin(c);
  return [
    r.qualitativeFeedback,
    ...r.goodPoints.map((g) => g.description),
    ...r.improvementAreas.flatMap((a) => [a.description, a.advice]),
    ...r.checklistResults.map((x) => x.aiComment),
  ];
}

/** The model phrases inside “…” (each a sentence a learner could copy). */
const quoted = (text: string) => [...text.matchAll(/“([^”]*)”/g)].map((m) => m[1]!);

const PSYCHIATRIC = new Set(['기분변화', '불안', '수면장애', '기억력저하']);

describe('polite sentence endings', () => {
  it('changes only a sentence-final 다, never one inside a word', () => {
    expect(toPolite('검사할 때마다 혈압을 잰다.')).toBe('검사할 때마다 혈압을 잽니다.');
    expect(toPolite('아침마다 약을 먹는다')).toBe('아침마다 약을 먹습니다');
    expect(toPolite('전보다 좋아졌다. 계속 지켜본다.')).toBe('전보다 좋아졌습니다. 계속 지켜봅니다.');
    expect(toPolite('상태다')).toBe('상태입니다');
  });
});

describe('feedback for every case', () => {
  it(
    'is grammatical: no word-internal replacement, no stitched lists, no broken particles',
    () => {
      const problems: string[] = [];
      for (const c of cases) {
        for (const text of feedbackTexts(c)) {
          if (/(때|침|날|번|주|달)맙니다|(전|나)봅니다\s/.test(text)) problems.push(`${c.id}: ${text}`);
          if (/undefined|null|NaN|\s{2,}|(을를|를을|은는|는은)(?![가-힣])/.test(text))
            problems.push(`${c.id}: ${text}`);
          for (const phrase of quoted(text)) {
            // A model sentence, not plan lines joined by commas ("…MRI, 신경 증상이 생기면 즉시 시행,
            // 칼슘, …을 하겠습니다"): no comma-separated piece is a bare plan fragment.
            if (phrase.split(/,\s*/).some((p, i) => i > 0 && /(시행|고려|검사|평가|측정)$/.test(p.trim())))
              problems.push(`${c.id} stitched: ${phrase}`);
          }
        }
        for (const concept of ['tests', 'treatment'] as const) {
          const ex = caseExample(c, concept);
          if (ex && ((ex.match(/,/g) ?? []).length > 0 || ex.length > 90))
            problems.push(`${c.id} ${concept}: ${ex}`);
        }
      }
      expect(problems).toEqual([]);
    },
    hangBound(300_000),
  );

  it(
    'belongs to the case: headings match their items, referrals fit the presentation',
    () => {
      const problems: string[] = [];
      for (const c of cases) {
        const r = gradeThin(c);
        const counselling = c.primaryCategory === '상담';
        for (const a of r.improvementAreas) {
          if (counselling && /동반 증상과 감별|OLDCoExCAFE/.test(a.description))
            problems.push(`${c.id} heading: ${a.description}`);
        }
        const texts = feedbackTexts(c).join('\n');
        if (!counselling && !PSYCHIATRIC.has(c.secondaryCategory) && /정신건강의학과/.test(texts)) {
          // Only when the case itself is about the mind (its own checklist or text names it).
          const own = JSON.stringify(c);
          if (!/정신건강의학과|우울|자살|불안|정신과/.test(own)) problems.push(`${c.id}: psychiatry example`);
        }
      }
      expect(problems).toEqual([]);
    },
    hangBound(300_000),
  );

  it('gives examples from the case’s own checklist: no alcohol-and-smoking advice, no pain wording, no generic treatment where the item says otherwise', () => {
    const problems: string[] = [];
    for (const c of cases) {
      for (const item of caseChecklist(c)) {
        const by = item.satisfiedBy;
        const ex = exampleFor(item, c);
        const outside = item.text.replace(/\s*\([^)]*\)/g, '');
        if (
          by.education?.includes('lifestyle') &&
          /술과 담배/.test(ex) &&
          !/술|담배|금연|금주|절주/.test(item.text)
        )
          problems.push(`${c.id} ${item.id} lifestyle: ${ex}`);
        if (by.education?.includes('treatment') && /필요하면 입원해서/.test(ex) && adviceFromItem(item.text))
          problems.push(`${c.id} ${item.id} treatment: ${ex}`);
        if (
          by.topics?.[0] === 'character' &&
          /쥐어짜는지/.test(ex) &&
          !/통증|아프|아픈|아파|두통/.test(outside) &&
          !/통/.test(c.secondaryCategory)
        )
          problems.push(`${c.id} ${item.id} character: ${ex}`);
        if (/치료는 [^.]*(은|는) [^.]*으?로 하겠습니다|(않음|가능|금기)으?로 하겠습니다/.test(ex))
          problems.push(`${c.id} ${item.id} clause as a treatment: ${ex}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('speaks advice in the item’s own words', () => {
    expect(adviceFromItem('섬유질과 물 섭취, 올바른 배변 습관을 권했다')).toBe(
      '섬유질과 물 섭취, 올바른 배변 습관을 권해 드립니다.',
    );
    expect(adviceFromItem('의심되는 원인 물질을 피하도록 설명했다')).toBe(
      '의심되는 원인 물질을 피하도록 하세요.',
    );
    expect(adviceFromItem('손 씻기와 음식 위생, 가족 간 전파 예방을 설명했다')).toBe(
      '손 씻기와 음식 위생, 가족 간 전파 예방에 대해 설명드리겠습니다.',
    );
    expect(adviceFromItem('관절 보호와 운동, 식습관에 대해 설명했다')).toBe(
      '관절 보호와 운동, 식습관에 대해 설명드리겠습니다.',
    );
  });

  it('says when the patient volunteered what the learner never asked (strict mode)', () => {
    const c = cases.find((x) => x.symptoms && Object.values(x.symptoms).some((s) => s?.present))!;
    const r = gradeEncounter({ caseData: c, messages: thin(c) });
    // The open question draws the opening line; a history item it answers is marked as volunteered,
    // not as never mentioned, when the patient engine's reply carries it.
    for (const x of r.checklistResults) {
      if (x.performance === 'no' && x.aiComment.startsWith('환자가 먼저 말했지만'))
        expect(x.aiComment).toMatch(/^환자가 먼저 말했지만\(“.+”\) 직접 묻지 않았습니다\./);
    }
  });
});

describe('good points name only what the learner did', () => {
  const byId = (id: string) => cases.find((c) => c.id === id)!;
  const session = (c: Case, turns: string[]): TranscriptMessage[] =>
    turns.flatMap((u, i) => [
      { id: `${c.id}-u${i}`, sender: 'user' as const, content: u },
      { id: `${c.id}-a${i}`, sender: 'ai' as const, content: '네.' },
    ]);

  it('an exam item of two manoeuvres met by one is praised for that one alone', () => {
    // '복부 촉진과 늑골척추각 압통을 확인했다', earned by a flank percussion: the belly was never palpated.
    const c = byId('acute-pyelonephritis-fever');
    const r = gradeEncounter({
      caseData: c,
      messages: session(c, ['안녕하세요 어디가 불편해서 오셨어요?', '옆구리 좀 두드려 볼게요']),
    });
    const praise = r.goodPoints.map((g) => g.description).join('\n');
    expect(praise).toMatch(/늑골척추각 압통/);
    expect(praise).not.toMatch(/복부 촉진/);
  });

  it('the item is still met, and its praise names a manoeuvre done, when both were done', () => {
    const c = byId('acute-pyelonephritis-fever');
    const r = gradeEncounter({
      caseData: c,
      messages: session(c, ['어디가 불편해서 오셨어요?', '(배를 눌러 본다) (옆구리를 두드려 본다)']),
    });
    const abdomen = r.checklistResults.find((x) => x.itemText === '복부 촉진과 늑골척추각 압통을 확인했다');
    expect(abdomen?.performance).toBe('yes');
    expect(r.goodPoints.map((g) => g.description).join('\n')).toMatch(/복부 촉진|늑골척추각 압통/);
  });
});
