/**
 * The metamorphic check of rounds 10 to 12 on every tuning transcript of the examiner set (the locked
 * part is filtered out by the loader): typed without spaces, with common slips or in 반말, each earns the
 * same items, but for the few variants listed in KNOWN_VARIANT_GAPS (documented there, and asserted to
 * still differ so the list cannot go stale).
 *
 * The check grades 297 transcripts four times each, the longest of the node test files; it runs in two
 * halves (engine/grader/round12.test.ts and round12-variants.test.ts), so that two workers share it.
 */
import { describe, expect, it } from 'vitest';
import { gradeEncounter, type TranscriptMessage } from '../../engine/grader/grade';
import { loadCase, loadTranscripts } from './dataset';

const END = '(?=[?？.!,~]|\\s*$)';
/** Spaces between Hangul dropped (actions in parentheses kept as written). */
const noSpaces = (t: string) => (t.trim().startsWith('(') ? t : t.replace(/(?<=[가-힣])\s+(?=[가-힣])/g, ''));
/** Common slips: ㅆ typed as ㅅ, 뭐 as 머, 괜찮 as 괜찬. */
const slips = (t: string) =>
  t
    .replace(/있/g, '잇')
    .replace(/했/g, '햇')
    .replace(/었/g, '엇')
    .replace(/뭐/g, '머')
    .replace(/괜찮/g, '괜찬');
/** 반말 endings: "보세요" → "봐", "있으세요" → "있어", "아파요?" → "아파?", "맞죠?" → "맞지?". */
const banmal = (t: string) =>
  t
    .replace(new RegExp(`보세요${END}`, 'g'), '봐')
    .replace(new RegExp(`주세요${END}`, 'g'), '줘')
    .replace(new RegExp(`오세요${END}`, 'g'), '와')
    // Not the greeting: "안녕하세요," is no request, and no learner greets with "안녕해" (lead47).
    .replace(new RegExp(`(?<!안녕)하세요${END}`, 'g'), '해')
    .replace(new RegExp(`(있|없)으세요${END}`, 'g'), '$1어')
    .replace(new RegExp(`계세요${END}`, 'g'), '있어')
    .replace(new RegExp(`죠${END}`, 'g'), '지')
    .replace(new RegExp(`(어|아|해|야|지|네|까|나|래|게|데)요${END}`, 'g'), '$1');
export const VARIANTS = { noSpaces, slips, banmal } as const;

/**
 * Variants that still change the result, each with the reason (round 12 leaves them open). The test
 * fails when one of them no longer differs, so that a fix removes it from here.
 */
// Round 16: the five left by round 14 are closed (an instruction list and a post-void question run together,
// a diagnosis run together read as a telegraphic question, two 반말 endings); none open. Round 17: the eight new
// transcripts brought five (a son or daughter as the subject typed without spaces, "머 약 같은 거 햇어",
// a show request run together, "괜찬으셨어요", "운동은 해"), closed as classes in round17.test.ts. Round 18: the
// eight new transcripts brought six ("…높은 분 있어?", "힘들엇겠다 ㅠㅠ", an instruction run on without spaces,
// "머라 하시면", work asked run together or in 반말), closed as classes in round18.test.ts.
// Round 20: the eight new transcripts brought two (a feeling supposed in 반말 at the start of a run-on turn,
// "많이 놀라셨지, …", and "잇던" in an old complaint compared), closed as classes in round20.test.ts.
// Round 23: the eight new transcripts brought three ("…누를게, 팔로 뻗치면 말씀해" in 반말, "멍울언제첨만져졌어요" typed without
// spaces, "누가 봐 줘?"), closed as classes in round23.test.ts; the second batch four ("제가 잘 들엇는지 볼게요. … 맞아요?" with a
// slip or in 반말, "…선택한분" and "장유리님맞죠스물둘?" typed without spaces), closed there too; the third three ("…편해, 아니면 …
// 들으실래?", "안마시면손떨리거나잠안오는거", "…위험할 수 잇어서, …"), closed there too.
// Round 25: the fifteen new transcripts brought sixteen (a deferral or a plan in 반말 or with slips, "못했어요" and "안잴게요" typed
// without spaces, "잇다 없다", "끊으셨으면 해.", "햇죠", "머라고", a drug and what to do in 반말), closed as classes in round25.test.ts but one, left open.
// Round 30: the last one ("가래나와요? 색깔이랑양은" typed without spaces read as the cough's character) closed as a class in
// round30.test.ts; none open.
// Round 33: the twelve new transcripts brought four; "약드릴게요" typed without spaces and "수고하셨어" in 반말 closed as classes
// in round33.test.ts; three left open for the next round (found at the deadline, not yet read item by item).
// Round 34: the two bad-news gaps of round 33 closed with the round's classes (round34.test.ts); the thirteen new transcripts
// brought four: "어머님술은좀하세요?" typed without spaces closed as a class there (the patient named to a son as his mother);
// three left open for the typing-variant work (found at the deadline): the support asked without spaces, a tag "하셨지?" in 반말
// read as a summary, and "머 잡을 때" with a slip.
// Round 35: "ex33-zoster-thin banmal" (the diagnosis told in 반말, "대상포진이네") closed as a class in round35.test.ts.
// Round 37 (grader37): the three of round 34 closed as classes in round37.test.ts ("…가족이나이웃…" typed without spaces holds no
// 나이; one clause of several read alone in 반말, "…그대로라고 하셨지?", summarises nothing; "잇을 때" with a slip is "있을 때").
// Round 36: the twelve new transcripts brought three; the worry invited with a slip ("걱정되시는 점 잇으면 말씀해 주세요", "또
// 걱정되시는 부분 잇으세요?") closed in judge.ts (OPEN_WORRY); one left open for the typing-variant work (found at the deadline).
export const KNOWN_VARIANT_GAPS: Readonly<Record<string, string>> = {
  'ex45-aki-daughter-caregiver noSpaces':
    '"따님도며칠동안걱정많이되셨겠어요." typed without spaces is not read as empathy (the NLU reads it; the grader drops it)',
};

const TUNING = loadTranscripts('examiner-set.yaml').filter((t) => !t.locked);

function metItems(caseId: string, messages: readonly TranscriptMessage[]): string[] {
  return gradeEncounter({ caseData: loadCase(caseId), messages: [...messages] })
    .checklistResults.filter((r) => r.performance === 'yes')
    .map((r) => r.itemId)
    .sort();
}

/** Half `half` (0 or 1) of the tuning transcripts, alternately; half 0 also checks the whole set's size. */
export function checkTypingVariants(half: 0 | 1): void {
  describe(`round 12: every tuning transcript typed without spaces, with slips or in 반말 earns the same items (half ${half + 1} of 2)`, () => {
    if (half === 0)
      it('holds the tuning part only (297 transcripts)', () => {
        expect(TUNING).toHaveLength(297);
        expect(TUNING.every((t) => !t.locked)).toBe(true);
        // Every gap listed names a tuning transcript (a stale id would check nothing).
        const ids = new Set(TUNING.map((t) => t.id));
        expect(Object.keys(KNOWN_VARIANT_GAPS).filter((k) => !ids.has(k.split(' ')[0]!))).toEqual([]);
      });

    it.each(TUNING.filter((_, i) => i % 2 === half).map((t) => [t.id, t] as const))('%s', (_id, t) => {
      const base = metItems(t.caseId, t.messages);
      let changed = 0;
      for (const [name, vary] of Object.entries(VARIANTS)) {
        const varied = t.messages.map((m) => (m.sender === 'user' ? { ...m, content: vary(m.content) } : m));
        if (varied.every((m, i) => m.content === t.messages[i]!.content)) continue;
        changed += 1;
        const known = KNOWN_VARIANT_GAPS[`${t.id} ${name}`];
        if (known) expect(metItems(t.caseId, varied), `${name}: ${known}`).not.toEqual(base);
        else expect(metItems(t.caseId, varied), name).toEqual(base);
      }
      expect(changed).toBeGreaterThanOrEqual(1);
    });
  });
}
