import { describe, expect, it } from 'vitest';
import { loadCase } from '../../bench/grader/dataset';
import { gradeEncounter, type TranscriptMessage } from './grade';
import { nearestTurns } from './nearest-turn';

function chat(lines: string[]): TranscriptMessage[] {
  return lines.map((content, i) => ({ id: `m${i + 1}`, sender: i % 2 === 0 ? 'user' : 'ai', content }));
}

const caseData = loadCase('acute-appendicitis');
const thin = chat([
  '안녕하세요.',
  '안녕하세요.',
  '어디가 아파서 오셨어요?',
  '배가 아파서 왔어요.',
  '언제부터 아프셨어요?',
  '어제 저녁부터요.',
]);

describe('a retry scored only on the missed items (focusItemIds)', () => {
  const full = gradeEncounter({ caseData, messages: thin });
  const missed = full.checklistResults.filter((r) => r.performance === 'no').map((r) => r.itemId);

  it('judges, scores and lists only the focus items', () => {
    const focus = missed.slice(0, 4);
    const retry = gradeEncounter({ caseData, messages: thin, focusItemIds: focus });
    expect(retry.checklistResults.map((r) => r.itemId)).toEqual(focus);
    const total = retry.sectionScores.reduce((sum, s) => sum + s.total, 0);
    expect(total).toBeGreaterThanOrEqual(focus.length - 1);
    expect(retry.overallScore).toBe(0);
  });

  it('a focus item earned in the retry counts fully, whatever the rest of the checklist', () => {
    const onset = full.checklistResults.find((r) => r.performance === 'yes')!.itemId;
    const retry = gradeEncounter({ caseData, messages: thin, focusItemIds: [onset] });
    expect(retry.checklistResults).toHaveLength(1);
    expect(retry.overallScore).toBe(100);
  });

  it('an unknown focus (a checklist since changed) falls back to the whole checklist', () => {
    const retry = gradeEncounter({ caseData, messages: thin, focusItemIds: ['no-such-item'] });
    expect(retry.checklistResults).toHaveLength(full.checklistResults.length);
    expect(retry.overallScore).toBe(full.overallScore);
  });
});

describe('nearestTurns', () => {
  it("takes the judge's near miss: a greeting without introducing oneself", () => {
    const full = gradeEncounter({ caseData, messages: thin });
    const greeting = full.checklistResults.find(
      (r) => r.performance === 'no' && r.section === '환자-의사관계' && r.aiComment.includes('인사는 했지만'),
    );
    expect(greeting).toBeDefined();
    expect(nearestTurns({ caseData, messages: thin }, [greeting!.itemId]).get(greeting!.itemId)).toBe(
      '안녕하세요.',
    );
  });

  it('otherwise the learner turn sharing most of the item text, or null when none is near', () => {
    const full = gradeEncounter({ caseData, messages: thin });
    const item = full.checklistResults.find((r) => r.performance === 'no' && r.itemText.includes('구토'));
    expect(item).toBeDefined();
    // A statement that names the item's subject without asking about it earns nothing, but it is
    // the closest the learner came.
    const said = chat(['안녕하세요.', '네.', '구토 얘기는 나중에 할게요.', '네.']);
    expect(nearestTurns({ caseData, messages: said }, [item!.itemId]).get(item!.itemId)).toBe(
      '구토 얘기는 나중에 할게요.',
    );
    expect(
      nearestTurns({ caseData, messages: chat(['네.', '네.']) }, [item!.itemId]).get(item!.itemId),
    ).toBeNull();
  });
});
