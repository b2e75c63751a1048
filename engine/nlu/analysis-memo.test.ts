import { describe, expect, it } from 'vitest';
import { analysesKept, analyzeDetailed, ANALYSED_MAX, forgetAnalyses, isAnalysisKept } from './analyze';

describe('kept analyses (analyzeDetailed is a pure function of its text)', () => {
  it('gives the same reading again, and a caller that changes its copy changes nothing for the next', () => {
    forgetAnalyses();
    const first = analyzeDetailed('열 나세요? 언제부터요?');
    expect(first.symptoms).toContain('fever');
    expect(analysesKept()).toBe(1);
    // A caller rewriting what it was given (the engine does, on its own copies).
    first.symptoms.length = 0;
    first.detail[0]!.symptoms.push('cough');
    (first as { openQuestion: boolean }).openQuestion = true;
    first.segments[0]!.kind = 'action';
    first.detail[1]!.topics.length = 0;
    const again = analyzeDetailed('열 나세요? 언제부터요?');
    expect(again.symptoms).toContain('fever');
    expect(again.detail[0]!.symptoms).not.toContain('cough');
    expect(again.openQuestion).toBe(false);
    expect(again.segments[0]!.kind).toBe('question');
    expect(again.detail[1]!.topics.length).toBeGreaterThan(0);
    forgetAnalyses();
    expect(analysesKept()).toBe(0);
    expect(analyzeDetailed('열 나세요? 언제부터요?')).toEqual(again);
  });

  it('keeps at most ANALYSED_MAX texts, dropping the least recently read first', () => {
    forgetAnalyses();
    analyzeDetailed('기침은요?');
    for (let i = 0; i < ANALYSED_MAX - 1; i += 1) {
      analyzeDetailed(`${i}번`);
      // Read again half-way: it is then the most recently read, not the oldest.
      if (i === ANALYSED_MAX / 2) analyzeDetailed('기침은요?');
    }
    expect(analysesKept()).toBe(ANALYSED_MAX);
    analyzeDetailed('가래는요?');
    analyzeDetailed('숨은 안 차세요?');
    expect(analysesKept()).toBe(ANALYSED_MAX);
    // '0번' and '1번' were the oldest and went; the re-read '기침은요?' stayed.
    expect(isAnalysisKept('0번')).toBe(false);
    expect(isAnalysisKept('1번')).toBe(false);
    expect(isAnalysisKept('2번')).toBe(true);
    expect(isAnalysisKept('기침은요?')).toBe(true);
    expect(isAnalysisKept('숨은 안 차세요?')).toBe(true);
    forgetAnalyses();
  });
});
