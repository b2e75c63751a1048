/**
 * Issue 17, round 12: classes found by six new tuning transcripts weighted to history taking in
 * everyday words and to patient education (bench/grader/examiner-drafts/21-round12.yaml), written out
 * in sentences of our own, in other presentations where the class allows (none taken from the locked
 * part). Each row: case, item, the examiner's decision (bench/grader/EXAMINER-RULES.md: met, not met,
 * or met and earned by the message named), the learner's lines, and what the row shows.
 *
 * Last, the metamorphic check of rounds 10 and 11 on every tuning transcript of the examiner set: typed
 * without spaces, with common slips or in 반말, each earns the same items, but for the few variants
 * listed in KNOWN_VARIANT_GAPS (documented there, and asserted to still differ so the list cannot
 * go stale).
 */
import { describe, expect, it } from 'vitest';
import { gradeEncounter, type TranscriptMessage } from './grade';
import { loadCase, loadTranscripts } from '../../bench/grader/dataset';
import { checkRows, type Row } from '../../bench/grader/verdict';

const AMI = 'acute-myocardial-infarction';
const CHOLE = 'acute-cholecystitis';
const INSOMNIA = 'insomnia-disorder';
const PYELO = 'acute-pyelonephritis-fever';
const CDIFF = 'clostridioides-difficile-colitis';
const MIGRAINE = 'migraine-with-aura';
const SCREEN = 'lung-cancer-screening-smoker-precontemplation';
const COPD = 'copd-smoker-contemplation';
const DISC = 'lumbar-disc-herniation';
const GOUT = 'acute-gouty-arthritis';
const STENOSIS = 'lumbar-spinal-stenosis-neurogenic-claudication';
const PHENTERMINE = 'phentermine-appetite-suppressant-misuse';
const CERVICAL = 'cervical-radiculopathy';

/** History asked in everyday words. */
const HISTORY: readonly Row[] = [
  // Radiation as a pull towards another place ("땡겨요", "당겨요").
  [CHOLE, 'hx.radiation', true, ['오른쪽 어깻죽지나 등으로 땡겨요?']],
  [AMI, 'hx.radiation', true, ['왼쪽 팔이나 턱 쪽으로 당겨요?']],
  [
    CHOLE,
    'hx.radiation',
    false,
    ['등이 땡기는 건 언제부터예요?'],
    'when the back began, not where the pain goes',
  ],
  // Snoring and apnoea as others tell it.
  [
    INSOMNIA,
    'hx.snoring',
    true,
    ['옆에서 코를 심하게 곤다거나 자다가 숨을 안 쉰다는 얘기 들은 적 있으세요?'],
  ],
  [INSOMNIA, 'hx.snoring', true, ['자다가 숨 멈춘다는 소리 들어 보셨어요?']],
  [INSOMNIA, 'hx.snoring', false, ['코가 막혀서 잠이 안 와요?'], 'a blocked nose is not snoring'],
  // Light and noise intolerance.
  [MIGRAINE, 'hx.photophobia', true, ['아플 때 불빛이나 소리가 거슬리세요?']],
  [MIGRAINE, 'hx.photophobia', true, ['밝은 데 가면 더 힘드세요?']],
  [MIGRAINE, 'hx.photophobia', false, ['눈앞에 빛이 번쩍여요?'], 'a flash seen is the aura'],
  // Blood listed with mucus.
  [
    CDIFF,
    'hx.blood',
    'u2',
    ['하루 몇번 가요 물처럼 나와요?', '피나 코같은거 섞여나와요?'],
    'the turn that names blood',
  ],
  // The reason for a change imagined.
  [SCREEN, 'hx.motivation', true, ['그래도 끊는다면 왜일까요?']],
  [SCREEN, 'hx.motivation', true, ['나중에 줄이신다면 뭐 때문일 것 같으세요?']],
  [SCREEN, 'hx.motivation', false, ['끊으면 어떤 점이 힘들 것 같으세요?'], 'what would be hard is no reason'],
  // A question about stress is no empathy.
  [INSOMNIA, 'rel.empathy', false, ['요새 마음 쓰이거나 부담되는 일 있으세요?']],
  [INSOMNIA, 'hx.stress', true, ['요새 마음 쓰이거나 부담되는 일 있으세요?']],
  [INSOMNIA, 'rel.empathy', true, ['마음이 많이 쓰이셨겠어요.']],
];

/** Messy typing: particles and question words typed as said. */
const MESSY: readonly Row[] = [
  [CDIFF, 'hx.experience', true, ['전에두 설사 자주 햇어요?']],
  [CDIFF, 'hx.experience', true, ['전에두설사자주햇어요?']],
  [DISC, 'hx.experience', true, ['예전에두 이랬던 적']],
  [STENOSIS, 'hx.occupation', true, ['일은머하세요']],
  [CHOLE, 'hx.event', true, ['어제머먹엇어요아프기전에?']],
  [CERVICAL, 'rel.openQuestion', true, ['머때문에오셨어요?']],
  [PHENTERMINE, 'hx.readiness', true, ['지금끊을맘은얼마나돼요']],
  // "잇으면" is "있으면": an invitation to ask, no check of understanding.
  [
    GOUT,
    'rel.plainWords',
    false,
    ['통풍은 요산이 관절에 쌓여서 생기는 병이에요.', '이해 안 되는 부분 잇으면 언제든 여쭤보세요.'],
  ],
];

/** Exams described, consent in its ordinary forms, empathy. */
const EXAM_AND_RELATION: readonly Row[] = [
  [CHOLE, 'px.murphy', true, ['(오른쪽 갈비 밑에 손 넣고 숨 크게 쉬게 함)']],
  [CHOLE, 'px.murphy', true, ['(오른쪽 늑골 아래를 누르고 숨을 들이쉬게 한다)']],
  [MIGRAINE, 'px.consent', true, ['신경 검사 몇 가지 할게요. 따라 해 보시고 힘드시면 말씀해 주세요.']],
  [MIGRAINE, 'px.consent', false, ['피검사 몇 가지 할게요.'], 'a test ordered is no exam'],
  [COPD, 'px.consent', true, ['숨소리 좀 들어 볼게. 옷 좀 올려도 될까?'], '반말'],
  [
    'major-depressive-disorder',
    'ed.warningSigns',
    true,
    ['죽고 싶은 생각이 강해지면 바로 연락하거나 응급실로 와.'],
    '반말 advice ending in 와',
  ],
  [MIGRAINE, 'ed.warningSigns', true, ['갑자기 머리가 깨질 듯 아프면 바로 응급실로 와.']],
  [MIGRAINE, 'rel.empathy', true, ['일하다가 갑자기 아프면 정말 곤란하셨겠어요.']],
  [CDIFF, 'rel.plainWords', true, ['항생제 먹고 장에 나쁜 균이 늘어서 생긴 장염 같아요', '이해돼요?']],
  [PYELO, 'rel.plainWords', true, ['콩팥에 세균이 들어가서 생긴 염증이에요.', '이해 가세요?']],
  [PYELO, 'rel.plainWords', false, ['콩팥에 세균이 들어가서 생긴 염증이에요.'], 'no check'],
];

/** Explanations: drugs and procedures named, tests, the diagnosis in lay words, advice of the item's kind. */
const EDUCATION: readonly Row[] = [
  // A plan told as a possibility.
  [CHOLE, 'ed.treatment', true, ['일단 금식하고 수액이랑 항생제 맞고 담낭 떼는 수술 할수도 잇어요']],
  [CHOLE, 'ed.treatment', true, ['염증이 심하면 쓸개를 떼는 수술을 받을 수도 있어요.']],
  // The turn that names what the item names, before one the NLU read as treatment.
  [
    AMI,
    'ed.treatment',
    'u2',
    [
      '나중에 회복되시면 담배는 꼭 끊으시고 혈압, 콜레스테롤 약 꾸준히 드셔야 해요.',
      '아스피린 씹어 드시고, 막힌 혈관을 뚫는 관상동맥 조영술을 바로 준비할게요.',
    ],
  ],
  // A drug taken named as the cause plans no treatment.
  [
    CDIFF,
    'ed.treatment',
    'u2',
    [
      '항생제 먹고 장에 나쁜 균이 늘어서 생긴 장염 같아요',
      '물 충분히 마시고 수액 맞고, 균 잡는 반코마이신 먹는 약 쓸게요',
    ],
  ],
  [CDIFF, 'ed.treatment', false, ['항생제 드시고 나서 생긴 설사 같아요.'], 'the cause, not the plan'],
  [CDIFF, 'ed.diagnosis', true, ['항생제 먹고 장에 나쁜 균이 늘어서 생긴 장염 같아요']],
  // "음식 위생" names hygiene: drinking water is advice of another kind.
  [
    CDIFF,
    'ed.lifestyle',
    'u2',
    [
      '물 충분히 마시고 수액 맞고, 균 잡는 반코마이신 먹는 약 쓸게요',
      '화장실 다녀오면 비누로 손 꼭 씻고 수건 따로 쓰세요',
    ],
  ],
  [CDIFF, 'ed.lifestyle', false, ['물 많이 드시고 식사는 죽으로 하세요.']],
  // Tests in English abbreviations.
  [PYELO, 'ed.tests', true, ['CBC, CRP 피검사랑 소변검사, 소변 배양 검사 할게요.']],
  [AMI, 'ed.tests', true, ['지금 바로 ECG 찍고 트로포닌 피검사 할게요.']],
];

describe('round 12: history in everyday words', () => checkRows(HISTORY));
describe('round 12: messy typing', () => checkRows(MESSY));
describe('round 12: exams described, consent, empathy, understanding', () => checkRows(EXAM_AND_RELATION));
describe('round 12: explanations', () => checkRows(EDUCATION));

// ---------------------------------------------------------------------------------------------
// Metamorphic check on every tuning transcript: the same interview typed differently earns the same items.

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
    .replace(new RegExp(`하세요${END}`, 'g'), '해')
    .replace(new RegExp(`(있|없)으세요${END}`, 'g'), '$1어')
    .replace(new RegExp(`계세요${END}`, 'g'), '있어')
    .replace(new RegExp(`죠${END}`, 'g'), '지')
    .replace(new RegExp(`(어|아|해|야|지|네|까|나|래|게|데)요${END}`, 'g'), '$1');
const VARIANTS = { noSpaces, slips, banmal } as const;

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
const KNOWN_VARIANT_GAPS: Readonly<Record<string, string>> = {};

const TUNING = loadTranscripts('examiner-set.yaml').filter((t) => !t.locked);

function metItems(caseId: string, messages: readonly TranscriptMessage[]): string[] {
  return gradeEncounter({ caseData: loadCase(caseId), messages: [...messages] })
    .checklistResults.filter((r) => r.performance === 'yes')
    .map((r) => r.itemId)
    .sort();
}

describe('round 12: every tuning transcript typed without spaces, with slips or in 반말 earns the same items', () => {
  it('holds the tuning part only (228 transcripts)', () => {
    expect(TUNING).toHaveLength(228);
    expect(TUNING.every((t) => !t.locked)).toBe(true);
  });

  it.each(TUNING.map((t) => [t.id, t] as const))('%s', (_id, t) => {
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
