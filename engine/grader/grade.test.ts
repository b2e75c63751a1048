import { describe, expect, it } from 'vitest';
import { evaluation } from '../../contract/evaluation';
import { caseChecklist } from '../../content/load';
import { loadCase, loadTranscripts, loadValidCases } from '../../bench/grader/dataset';
import { SECTION_WEIGHTS, gradeEncounter, type TranscriptMessage } from './grade';
import { unquote } from './text';
import { hangBound } from '../../tests/support/hang-bound';

const dev = loadTranscripts('dev-set.yaml');
const transcript = (id: string) => {
  const t = dev.find((x) => x.id === id);
  if (!t) throw new Error(`no transcript ${id}`);
  return { caseData: loadCase(t.caseId), messages: t.messages };
};

/** Builds a transcript from alternating learner / patient lines. */
function chat(lines: string[]): TranscriptMessage[] {
  return lines.map((content, i) => ({ id: `m${i + 1}`, sender: i % 2 === 0 ? 'user' : 'ai', content }));
}

const HANGUL = /[가-힣]/;

describe('gradeEncounter', () => {
  it('scores a thorough transcript clearly higher than a thin one of the same case', () => {
    const thorough = gradeEncounter(transcript('appendicitis-thorough'));
    const thin = gradeEncounter(transcript('appendicitis-thin'));
    expect(thorough.overallScore).toBeGreaterThanOrEqual(80);
    expect(thin.overallScore).toBeLessThanOrEqual(35);
    expect(thorough.overallScore - thin.overallScore).toBeGreaterThanOrEqual(40);
  });

  it('quotes real learner words and points at the message that holds them', () => {
    for (const t of dev) {
      const result = gradeEncounter({ caseData: loadCase(t.caseId), messages: t.messages });
      for (const r of result.checklistResults) {
        if (r.performance === 'no') {
          expect(r.evidenceMessageId).toBeNull();
          continue;
        }
        const message = t.messages.find((m) => m.id === r.evidenceMessageId);
        expect(message, `${t.id} ${r.itemId}`).toBeDefined();
        expect(message!.sender).toBe('user');
        const quote = /^“(.+?)”/.exec(r.aiComment)?.[1];
        expect(quote, r.aiComment).toBeDefined();
        expect(message!.content).toContain(unquote(quote!));
      }
    }
  });

  it('comments on a miss with what was missing and an example', () => {
    const result = gradeEncounter(transcript('ectopic-missed-lmp'));
    const lmp = result.checklistResults.find((r) => r.itemId.endsWith('.hx.lmp'))!;
    expect(lmp.performance).toBe('no');
    expect(lmp.aiComment).toContain('묻지 않았습니다');
    expect(lmp.aiComment).toMatch(/예: “.+”/);
    // The summary names the miss that matters for this presentation.
    expect(result.qualitativeFeedback).toContain('자궁외 임신');
  });

  it('credits the diagnosis only when the case diagnosis is named', () => {
    const right = gradeEncounter(transcript('ectopic-thorough'));
    const wrong = gradeEncounter(transcript('ectopic-missed-lmp'));
    const dx = (r: typeof right) => r.checklistResults.find((x) => x.itemId.endsWith('.ed.diagnosis'))!;
    expect(dx(right).performance).toBe('yes');
    expect(dx(wrong).performance).toBe('no');
    expect(dx(wrong).aiComment).toContain('골반염');
  });

  it('needs a concrete test, not just "검사하겠습니다"', () => {
    const c = loadCase('acute-appendicitis');
    const vague = gradeEncounter({
      caseData: c,
      messages: chat(['맹장염 같아요. 검사를 좀 해 보겠습니다.', '네.']),
    });
    const concrete = gradeEncounter({
      caseData: c,
      messages: chat(['맹장염 같아요. 피검사랑 배 CT를 찍어 보겠습니다.', '네.']),
    });
    const tests = (r: typeof vague) => r.checklistResults.find((x) => x.itemId.endsWith('.ed.tests'))!;
    expect(tests(vague).performance).toBe('no');
    expect(tests(vague).aiComment).toContain('구체적');
    expect(tests(concrete).performance).toBe('yes');
  });

  it('counts facts the patient volunteered only in lenient mode', () => {
    const c = loadCase('acute-appendicitis');
    // "다른 불편한 데는요?" is answered with nausea and loss of appetite: volunteered facts.
    const messages = chat([
      '안녕하세요, 학생의사 김하나입니다.',
      '네.',
      '배 아픈 거 말고 다른 불편한 데는 없으세요?',
      '속이 메슥거리고 입맛이 하나도 없어요.',
    ]);
    const strict = gradeEncounter({ caseData: c, messages });
    const lenient = gradeEncounter({ caseData: c, messages, mode: 'lenient' });
    const nausea = (r: typeof strict) =>
      r.checklistResults.find((x) => x.itemId.endsWith('.hx.nauseaVomiting'))!;
    expect(strict.mode).toBe('strict');
    expect(lenient.mode).toBe('lenient');
    expect(nausea(strict).performance).toBe('no');
    expect(nausea(lenient).performance).toBe('yes');
    expect(nausea(lenient).aiComment).toContain('환자가 먼저 말함');
    expect(nausea(lenient).evidenceMessageId).toBe('m4');
    expect(lenient.overallScore).toBeGreaterThan(strict.overallScore);
  });

  it('is deterministic', () => {
    const input = transcript('pneumonia-multiquestion');
    expect(JSON.stringify(gradeEncounter(input))).toBe(JSON.stringify(gradeEncounter(input)));
    expect(JSON.stringify(gradeEncounter({ ...input, mode: 'lenient' }))).toBe(
      JSON.stringify(gradeEncounter({ ...input, mode: 'lenient' })),
    );
  });

  it(
    'grades every item of every case, within bounds and in the contract shape',
    () => {
      const cases = loadValidCases();
      expect(cases.length).toBeGreaterThan(100);
      const empty: TranscriptMessage[] = [];
      const hello = chat([
        '안녕하세요, 학생의사 김하나입니다. 성함이 어떻게 되세요?',
        '네.',
        '어디가 불편해서 오셨어요?',
        '네.',
      ]);
      for (const c of cases) {
        for (const messages of [empty, hello]) {
          const result = gradeEncounter({ caseData: c, messages });
          expect(result.checklistResults.map((r) => r.itemId)).toEqual(caseChecklist(c).map((i) => i.id));
          expect(result.overallScore).toBeGreaterThanOrEqual(0);
          expect(result.overallScore).toBeLessThanOrEqual(100);
          const parsed = evaluation.safeParse({
            ...result,
            grader: 'embedded',
            gradedAt: '2026-01-01T00:00:00.000Z',
          });
          expect(parsed.success, `${c.id}: ${parsed.error?.message}`).toBe(true);
          expect(result.goodPoints.length).toBeGreaterThanOrEqual(2);
          expect(result.goodPoints.length).toBeLessThanOrEqual(4);
          expect(result.improvementAreas.length).toBeGreaterThanOrEqual(2);
          expect(result.improvementAreas.length).toBeLessThanOrEqual(5);
        }
      }
    },
    hangBound(180_000),
  );

  it('gives 0 for an empty session', () => {
    const c = loadCase('acute-appendicitis');
    expect(gradeEncounter({ caseData: c, messages: [] }).overallScore).toBe(0);
  });

  it('writes Korean throughout', () => {
    const result = gradeEncounter(transcript('kawasaki-informant'));
    expect(result.qualitativeFeedback).toMatch(HANGUL);
    const sentences = result.qualitativeFeedback.split(/(?<=다\.)\s/);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.length).toBeLessThanOrEqual(5);
    for (const g of result.goodPoints) expect(g.description).toMatch(HANGUL);
    for (const a of result.improvementAreas) {
      expect(a.description).toMatch(HANGUL);
      expect(a.advice).toMatch(/예: /);
    }
    for (const r of result.checklistResults) expect(r.aiComment).toMatch(HANGUL);
    // The informant answers for the child: advice says whom to ask.
    expect(result.checklistResults.some((r) => r.aiComment.includes('(어머니에게)'))).toBe(true);
  });

  it('fills the scenario and section scores from the case', () => {
    const input = transcript('disc-thorough');
    const result = gradeEncounter(input);
    expect(result.scenario).toMatchObject({
      scenarioId: input.caseData.id,
      name: input.caseData.name,
      patientName: input.caseData.doorCard.patientName,
      presentingComplaint: input.caseData.doorCard.presentingComplaint,
    });
    expect(result.sectionScores.map((s) => s.section)).toEqual([
      '병력청취',
      '신체진찰',
      '환자교육',
      '환자-의사관계',
    ]);
    expect(result.sectionScores.reduce((a, s) => a + s.weight, 0)).toBeCloseTo(100, 5);
    for (const s of result.sectionScores) expect(s.achieved).toBeLessThanOrEqual(s.total);
  });
});

describe('SECTION_WEIGHTS', () => {
  it('sums to 100', () => {
    expect(Object.values(SECTION_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });
});
