/**
 * The realism suite of `npm run eval:patient` (issue 16): over every case in the library, counts
 * (a) composed-list replies that break a grammar rule, (b) overlapping keys answered inconsistently,
 * (c) 'don't know' where a fact of the case covers the question, (d) replies repeating a sentence or
 * an exam block, (e) replies ending in a dangling connective (round 31). All five should be 0.
 */
import type { Case } from '../../content/schema';
import { createPatientEngine, type ChatTurn } from '../../engine/patient/engine';
import { PHRASES } from '../../engine/patient/phrasing';

/** Multi-symptom questions whose replies are composed lists. */
const LISTS = [
  '열이나 오한 있어요?',
  '기침, 가래, 숨찬 건요?',
  '소변 볼 때 아프거나 자주 보세요?',
  '설사나 변비는요?',
  '두통이나 어지럼증은요?',
  '토하거나 속이 메슥거린 적 있어요?',
  '열도 없고 기침도 없으세요?',
  '가슴 아프거나 두근거리는 건요?',
];
/** Grammar rules a composed reply must keep. */
const GRAMMAR: [string, RegExp][] = [
  ['comma-joined topic fragments', /(은|는|건),\s*[가-힣 ]*(은|는|건)?\s*없/],
  [
    'yes and no in one opening',
    /^(네|예|응|아니요|아니유|아니),\s*(네|예|응|아니요|아니유|아니)(?=[,.\s]|$)/,
  ],
  ['double particle', /(은는|는은|도도|을를|를을)\s/],
  ['unfinished sentence', /[가-힣](?<![요다죠까네예유])$/],
];
/** Pairs of questions about one fact, and the words of a reply that says the fact is there. */
const OVERLAPS: [string, string, RegExp][] = [
  ['피곤하세요?', '기운이 없으세요?', /피곤|기운이 없|처져|힘이 (좀 )?없|늘어져/],
  [
    '살 빠지셨어요?',
    '몸무게 변화는요?',
    /^(?!.*(그대로|아녀|늘었|안 빠|빠지진|빠질 만큼|빠진 건 없|빠진 적은 없|쪘|말고는)).*(빠졌|줄었|빠진)/,
  ],
  ['입맛은 어떠세요?', '밥은 잘 드세요?', /입맛이 (하나도 |전혀 )?없|못 먹|안 먹/],
];
const NO = /^(아니요|아니유|아니)[,.\s…]/;
const GENERIC_NO = new Set([
  ...Object.values(PHRASES.noAbsent).flat(),
  ...Object.values(PHRASES.agreeAbsent).flat(),
] as string[]);
/** Whether a reply quotes one of the case's own sentences (history or symptom detail). */
function hasCaseSentence(c: Case, reply: string): boolean {
  const own = [...Object.values(c.history), ...Object.values(c.symptoms).map((x) => x?.detail)];
  return own.some((t) => typeof t === 'string' && t.length > 0 && reply.includes(t));
}
/** Questions whose answer a case fact may hold elsewhere: the key, its question, what covers it. */
const COVERED: { question: string; covers: (c: Case) => boolean }[] = [
  {
    question: '알레르기 있으세요?',
    covers: (c) =>
      /알레르기|알러지/.test(
        `${c.history.allergy ?? ''}${c.history.pastMedical ?? ''}${c.history.medication ?? ''}`,
      ),
  },
  {
    question: '수술이나 입원한 적 있으세요?',
    covers: (c) => /수술|입원/.test(`${c.history.surgery ?? ''}${c.history.pastMedical ?? ''}`),
  },
  {
    question: '생리는 규칙적이세요?',
    covers: (c) => Boolean(c.history.menstrualPattern) || /폐경|완경/.test(c.history.lmp ?? ''),
  },
  {
    question: '몸무게 변화는요?',
    covers: (c) =>
      Boolean(c.history.weightChange || c.symptoms.weightLoss?.detail || c.symptoms.weightGain?.detail),
  },
  { question: '잠은 잘 주무세요?', covers: (c) => Boolean(c.history.sleep || c.symptoms.insomnia?.detail) },
];
/** A short encounter whose replies are checked for repeated sentences. */
const ENCOUNTER = [
  '안녕하세요',
  '어디가 불편해서 오셨어요?',
  '언제부터요?',
  '(복부 촉진) 배 좀 눌러볼게요',
  '(복부 촉진)',
  '열 나세요? 열은요?',
  '드시는 약 있어요? 약은 처방해 드릴게요',
  '정리하면 많이 아프셨던 거죠?',
  '더 하실 말씀 있으세요?',
  '성함이 어떻게 되세요? 이름이요',
];

/**
 * Questions that ask two keys which the case often answers with one sentence (what was vomited and
 * how often, where and whether the neck too, sputum and its colour): each asked afresh, its reply
 * must say every sentence once.
 */
const TWO_KEYS = [
  '토했어요? 몇 번이요?',
  '어디가 아파요? 뒷목은요?',
  '가래는요? 색깔은?',
  '어디가 아프세요? 다른 데로 퍼져요?',
  '열은 몇 도까지 났어요? 오한도요?',
  '설사는 하루에 몇 번? 피 섞여요?',
];

/**
 * History questions a case answers with its own sentences, each asked twice in one encounter (the
 * second reply is the brief repeat that cuts a first sentence or clause out of the answer): no reply
 * may end in a dangling connective ('새빨간 피는 아니었고.', '변은 사흘 전부터 까맸고.'), round 31.
 */
const DANGLING_BATTERY = [
  '언제부터 그러셨어요?',
  '어떻게 아프세요?',
  '드시는 약 있어요?',
  '전에도 이런 적 있어요?',
  '지금까지 앓은 병 있어요?',
  '가족 중에 아픈 분 있어요?',
  '술은 드세요?',
  '담배는요?',
  '토한 건 어떻게 생겼어요?',
  '변 색깔은 어때요?',
  '수술한 적 있어요?',
  '하시는 일은요?',
  '누구랑 사세요?',
  '식사는 어떻게 하세요?',
];
/** A line ending in a connective that leaves it unfinished (-고, -는데, -지만, -아서). */
const DANGLING = /(?<![사최광신창경참재보금포칼무통])(고|는데|는디|은데|은디|지만)\.?$|[아어워와해]서\.$/;
const dangles = (reply: string) =>
  reply
    .split('\n')
    .filter((line) => !line.startsWith('[진찰 소견]'))
    .some((line) => DANGLING.test(line.trim()));

/**
 * A sentence without the yes or no that opens it: '네, 밤새 토했어요.' repeats '밤새 토했어요.'. Written
 * here, not imported from the engine's own (engine.ts, sentenceCore): the measure stays independent
 * of the code it measures (the same in engine/patient/repeats.test.ts).
 */
const sentenceCore = (sentence: string) =>
  sentence
    .trim()
    .replace(/^(?:아,\s*)?(?:네|예|응|아니요|아뇨|아니)(?:,|…|\.{3})?\s*/, '')
    .replace(/^아까도?\s*말씀(?:드렸는데|드린 것처럼|드린 대로)[,.…\s]*/, '');

/** Whether a reply says a sentence (or an exam block's line) twice, its opening yes or no aside. */
function repeats(reply: string): boolean {
  const sentences = reply
    .split(/\n|(?<=[.?!])\s+/)
    .map(sentenceCore)
    .filter((s) => s.replace(/\s/g, '').length > 5);
  return new Set(sentences).size !== sentences.length;
}

export interface RealismReport {
  cases: number;
  lists: number;
  grammar: { caseId: string; reply: string; rule: string }[];
  inconsistent: { caseId: string; a: string; b: string }[];
  dontKnow: { caseId: string; question: string }[];
  duplicated: { caseId: string; reply: string }[];
  /** Replies checked for a repeated sentence. */
  repeatChecked: number;
  /** Replies ending in a dangling connective (round 31), and how many were checked. */
  dangling: { caseId: string; reply: string }[];
  danglingChecked: number;
}

export function realism(cases: readonly Case[]): RealismReport {
  const r: RealismReport = {
    cases: cases.length,
    lists: 0,
    grammar: [],
    inconsistent: [],
    dontKnow: [],
    duplicated: [],
    repeatChecked: 0,
    dangling: [],
    danglingChecked: 0,
  };
  for (const c of cases) {
    const engine = createPatientEngine(c);
    const ask = (q: string, h: ChatTurn[] = []) => engine.reply(h, q).text;
    for (const q of LISTS) {
      const reply = ask(q);
      r.lists += 1;
      for (const [rule, re] of GRAMMAR) if (re.test(reply)) r.grammar.push({ caseId: c.id, reply, rule });
    }
    for (const [qa, qb, there] of OVERLAPS) {
      const a = ask(qa);
      const b = ask(qb);
      // One reply says no while the other says the fact is there: the same fact told two ways.
      // The engine's own 'no' (a case author's own nuanced sentence is the author's answer).
      const no = (x: string) => NO.test(x) && !there.test(x) && (GENERIC_NO.has(x) || !hasCaseSentence(c, x));
      if ((no(a) && there.test(b)) || (no(b) && there.test(a)))
        r.inconsistent.push({ caseId: c.id, a: `${qa} → ${a}`, b: `${qb} → ${b}` });
    }
    for (const { question, covers } of COVERED)
      if (covers(c)) {
        const reply = ask(question);
        // The case's own sentence may itself say it is not known ('알레르기는 아직 모르겠어요').
        const own = Object.values(c.history).some((h) => h && reply.includes(h));
        if (/모르겠/.test(reply) && !own) r.dontKnow.push({ caseId: c.id, question });
      }
    const history: ChatTurn[] = [];
    for (const q of ENCOUNTER) {
      const reply = engine.reply(history, q).text;
      history.push({ sender: 'user', content: q }, { sender: 'ai', content: reply });
      r.repeatChecked += 1;
      if (repeats(reply)) r.duplicated.push({ caseId: c.id, reply });
    }
    for (const q of TWO_KEYS) {
      const reply = ask(q);
      r.repeatChecked += 1;
      if (repeats(reply)) r.duplicated.push({ caseId: c.id, reply: `${q} → ${reply}` });
    }
    const asked: ChatTurn[] = [];
    for (const q of DANGLING_BATTERY.flatMap((x) => [x, x])) {
      const reply = engine.reply(asked, q).text;
      asked.push({ sender: 'user', content: q }, { sender: 'ai', content: reply });
      r.danglingChecked += 1;
      if (dangles(reply)) r.dangling.push({ caseId: c.id, reply: `${q} → ${reply}` });
    }
  }
  return r;
}
