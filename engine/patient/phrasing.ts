/**
 * The few sentences the engine says in its own words (everything else is the case's text). Each
 * has variants per persona tone; the choice is a hash of the conversation state, so the same case,
 * history and utterance always give the same words while a long session does not sound canned.
 */
import { hasBatchim, josa, susa } from 'es-hangul';
import type { Case } from '../../content/schema';

export type Tone = 'polite' | 'formal' | 'subdued';

/** 습니다체 personas speak formally; quiet, slow, sighing personas trail off. */
export function toneOf(c: Case): Tone {
  const p = c.persona;
  if (/(습니다|습니까|ㅂ니다)[.?!]?$/.test(p.openingLine.trim()) || /격식|습니다/.test(p.speechStyle))
    return 'formal';
  if (/목소리가 작|느리|흐리|한숨|힘없/.test(p.speechStyle)) return 'subdued';
  return 'polite';
}

type Variants = Record<Tone, readonly string[]>;

export const PHRASES = {
  greeting: {
    polite: ['안녕하세요.'],
    formal: ['안녕하십니까.', '네, 안녕하세요.'],
    subdued: ['안녕하세요...'],
  },
  unknown: {
    polite: ['잘 모르겠어요.', '글쎄요, 그건 잘 모르겠어요.', '음... 그건 잘 모르겠네요.'],
    formal: ['잘 모르겠습니다.', '글쎄요, 그건 잘 모르겠습니다.'],
    subdued: ['글쎄요... 잘 모르겠어요.', '잘... 모르겠어요.'],
  },
  clarify: {
    polite: ['네? 잘 못 알아들었어요.', '네? 다시 한 번 말씀해 주시겠어요?', '무슨 말씀인지 잘 모르겠어요.'],
    formal: ['네? 잘 못 알아들었습니다.', '죄송한데, 다시 한 번 말씀해 주시겠습니까?'],
    subdued: ['네...? 잘 못 들었어요.', '네? 무슨 말씀이신지...'],
  },
  ack: { polite: ['네.'], formal: ['네.'], subdued: ['네...'] },
  thanks: {
    polite: ['네, 감사합니다.', '네... 고맙습니다.'],
    formal: ['감사합니다.'],
    subdued: ['네... 고마워요.'],
  },
  confirmSummary: {
    polite: ['네, 맞아요.', '네, 그거 맞아요.'],
    formal: ['네, 맞습니다.'],
    subdued: ['네... 맞아요.'],
  },
  understood: {
    polite: ['네, 이해했어요.', '네, 알겠어요.'],
    formal: ['네, 이해했습니다.'],
    subdued: ['네... 알겠어요.'],
  },
  consent: {
    polite: ['네, 괜찮아요.', '네, 그렇게 하세요.'],
    formal: ['네, 그러시지요.'],
    subdued: ['네... 괜찮아요.'],
  },
  closing: {
    polite: ['네, 감사합니다.', '감사합니다. 안녕히 계세요.'],
    formal: ['감사합니다. 수고하셨습니다.'],
    subdued: ['네... 감사합니다.'],
  },
  // Whether the family or a partner knows, when the case does not say (round 39): plain, no fact.
  othersKnow: {
    polite: ['아직 자세히는 말 못 했어요.', '아직 제대로 얘기는 안 했어요.'],
    formal: ['아직 자세히는 말하지 못했습니다.'],
    subdued: ['아직... 자세히는 말 못 했어요.'],
  },
  explained: {
    polite: ['네, 알겠습니다.', '아, 네. 알겠어요.'],
    formal: ['네, 알겠습니다.'],
    subdued: ['아... 네, 알겠어요.'],
  },
  noMoreQuestions: {
    polite: ['아니요, 이제 괜찮아요.', '아니요, 이제 없어요.'],
    formal: ['아니요, 이제 없습니다.'],
    subdued: ['아니요... 이제 없어요.'],
  },
  yesPresent: { polite: ['네, 있어요.'], formal: ['네, 있습니다.'], subdued: ['네... 있어요.'] },
  noAbsent: {
    polite: ['아니요, 그런 건 없어요.', '아니요, 그런 건 없었어요.'],
    formal: ['아니요, 그런 건 없습니다.'],
    subdued: ['아니요... 그런 건 없어요.'],
  },
  agreeAbsent: {
    polite: ['네, 그런 건 없어요.', '네, 없었어요.'],
    formal: ['네, 없습니다.'],
    subdued: ['네... 없어요.'],
  },
  // '말하는 건 괜찮아요?', '허리는 괜찮으세요?' to a patient without the symptom: all is well.
  fineAbsent: {
    polite: ['네, 괜찮아요.', '네, 그건 괜찮아요.'],
    formal: ['네, 괜찮습니다.'],
    subdued: ['네... 그건 괜찮아요.'],
  },
  repeated: {
    polite: ['아까 말씀드렸는데, ', '아까 말씀드린 것처럼 '],
    formal: ['아까 말씀드린 대로 '],
    subdued: ['아까도 말씀드렸는데... '],
  },
  // A follow-up whose subject is unclear ('언제부터요?' right after a symptom the patient does not
  // have): asked back in the persona's words rather than answered with a fact of another question.
  clarifyWhich: {
    polite: [
      '네? 어떤 걸 여쭤보시는 건지 다시 한 번 말씀해 주시겠어요?',
      '어떤 거요? 제가 잘 못 알아들어서요, 다시 한 번 말씀해 주시겠어요?',
      '아... 어떤 거 말씀하시는 거예요?',
    ],
    formal: ['죄송한데, 어떤 것을 여쭤보시는 건지 다시 말씀해 주시겠습니까?'],
    subdued: ['네...? 어떤 거 말씀하시는 건지...', '어떤 거요...? 다시 한 번 말씀해 주시겠어요?'],
  },
  // A bedside cognitive test the case's findings say the patient fails (round 44): unsure, never a
  // made-up wrong fact.
  testUnsure: {
    polite: ['글쎄요... 잘 모르겠어요.', '음... 그게... 생각이 잘 안 나요.'],
    formal: ['글쎄요... 잘 모르겠습니다.'],
    subdued: ['글쎄요... 모르겠어요...', '음... 생각이 잘 안 나요...'],
  },
  clarifyEmpty: {
    polite: ['네?', '네? 뭐라고 하셨어요?', '...? 무슨 말씀이세요?'],
    formal: ['네? 무슨 말씀이십니까?', '네? 다시 말씀해 주시겠습니까?'],
    subdued: ['네...?', '네...? 뭐라고 하셨어요?'],
  },
  // Food asked as a factor ('뭐 드시고 나서 더 심해졌어요?') in a case whose factors name no food.
  foodUnrelated: {
    polite: ['먹는 거랑은 별 상관없는 것 같아요.', '뭘 먹고 나서 그런 건 아닌 것 같아요.'],
    formal: ['먹는 것과는 별 상관없는 것 같습니다.'],
    subdued: ['먹는 거랑은... 별 상관없는 것 같아요.'],
  },
  smallTalk: {
    polite: ['네, 그러게요.', '아, 네... 그렇네요.'],
    formal: ['네, 그렇습니다.', '네, 그러네요.'],
    subdued: ['네... 그러네요.'],
  },
  // Sympathy asked or told about a feeling ('많이 걱정되시죠?', '놀라셨겠어요'): the feeling owned (round 47).
  feltWorry: {
    polite: ['네... 솔직히 걱정이 많이 돼요.', '네, 걱정이 많이 돼요.'],
    formal: ['네, 솔직히 걱정이 많이 됩니다.'],
    subdued: ['네... 걱정이 많이 돼요.'],
  },
  feltFear: {
    polite: ['네... 솔직히 많이 무서워요.', '네, 좀 무서워요.'],
    formal: ['네, 솔직히 좀 무섭습니다.'],
    subdued: ['네... 많이 무서워요.'],
  },
  feltShock: {
    polite: ['네, 정말 많이 놀랐어요.', '네... 너무 놀랐어요.'],
    formal: ['네, 많이 놀랐습니다.'],
    subdued: ['네... 너무 놀랐어요.'],
  },
  feltPainPast: {
    polite: ['네... 정말 많이 아팠어요.', '네, 많이 아팠어요.'],
    formal: ['네, 많이 아팠습니다.'],
    subdued: ['네... 많이 아팠어요.'],
  },
  feltPainNow: {
    polite: ['네... 지금도 많이 아파요.', '네, 많이 아파요.'],
    formal: ['네, 많이 아픕니다.'],
    subdued: ['네... 많이 아파요.'],
  },
  feltHard: {
    polite: ['네... 좀 힘들었어요.', '네, 많이 힘들었어요.'],
    formal: ['네, 좀 힘들었습니다.'],
    subdued: ['네... 많이 힘들었어요.'],
  },
  // A promise asked ('저랑 약속해주실 수 있으세요?'): given, hesitantly (lead48).
  promise: {
    polite: ['네... 그렇게 해 볼게요.', '네, 약속할게요.'],
    formal: ['네, 그렇게 하겠습니다.'],
    subdued: ['네... 노력해 볼게요.'],
  },
  relieved: {
    polite: ['아, 다행이에요. 감사합니다.', '네... 그 말씀 들으니까 좀 안심이 돼요.'],
    formal: ['다행입니다. 감사합니다.', '그 말씀 들으니 좀 안심이 됩니다.'],
    subdued: ['네... 조금 안심이 되네요.', '아... 다행이에요.'],
  },
  worried: {
    polite: ['네...? 많이 심각한 건가요?', '그럼... 어떻게 해야 돼요?', '아... 괜찮은 거죠?'],
    formal: ['그렇습니까... 많이 심각한 겁니까?', '그럼 어떻게 해야 합니까?'],
    subdued: ['아... 네... 많이 안 좋은 건가요?', '그럼... 어떻게 되는 거예요?'],
  },
  badNews: {
    polite: ['아... 그렇군요.', '아... 네. 그렇군요.'],
    formal: ['아... 그렇습니까.', '그렇군요... 알겠습니다.'],
    subdued: ['아... 네...', '그렇군요...'],
  },
  /** Frightening news to a temperament that does not show worry: a question, briefly. */
  grave: {
    polite: ['아... 그렇군요. 많이 안 좋은 건가요?', '그렇군요... 그럼 이제 어떻게 되는 거예요?'],
    formal: ['그렇습니까... 많이 안 좋은 겁니까?', '그렇군요... 그럼 이제 어떻게 됩니까?'],
    subdued: ['아... 네... 많이 안 좋은 건가요?', '그렇군요... 그럼 어떻게 되는 거예요?'],
  },
  /** Told of admission ('{w}' = 입원). */
  admission: {
    polite: ['{w}이요? 얼마나 있어야 돼요?', '{w}까지 해야 돼요...? 많이 안 좋은 거예요?'],
    formal: ['{w}을 해야 합니까? 얼마나 있어야 합니까?', '{w}까지 해야 합니까...?'],
    subdued: ['{w}이요...? 오래 있어야 되나요?', '아... {w}까지요...?'],
  },
  /** Told of an operation or a procedure ('{w}' = 수술, 시술). */
  operation: {
    polite: ['{w}이요...? 꼭 해야 되는 거예요?', '{w}하면 괜찮아지는 거죠?'],
    formal: ['{w}을 해야 합니까? 위험한 건 아닙니까?', '{w}하면 괜찮아지는 겁니까?'],
    subdued: ['{w}이요...? 많이 위험한가요?', '아... {w}까지요...?'],
  },
  confirmIdentity: { polite: ['네, 맞아요.'], formal: ['네, 맞습니다.'], subdued: ['네... 맞아요.'] },
  /** Told not to fly when the case tells a flight planned (round 38). */
  barredFlight: {
    polite: ['비행기 타기로 한 게 있는데... 그럼 미뤄야 하나요?'],
    formal: ['비행기 탈 일정이 있는데... 미뤄야 합니까?'],
    subdued: ['비행기 탈 일이 있는데... 미뤄야 하나요...?'],
  },
  /** Told not to drive when the case's occupation is driving (round 38). */
  barredDriving: {
    polite: ['운전이 제 일인데... 얼마나 쉬어야 돼요?', '운전을 못 하면 일을 못 하는데... 언제까지요?'],
    formal: ['운전이 제 일인데... 얼마나 쉬어야 합니까?'],
    subdued: ['운전이 제 일인데... 얼마나 쉬어야 되나요...?'],
  },
  /** Told not to exercise or play when the case tells the person does (round 38). */
  barredSport: {
    polite: ['그럼 운동은 언제부터 다시 할 수 있어요?', '아... 운동을 아예 못 하는 거예요? 언제까지요?'],
    formal: ['그럼 운동은 언제부터 다시 할 수 있습니까?'],
    subdued: ['운동은... 언제부터 다시 할 수 있어요?'],
  },
  /** Told not to work the shifts the case's occupation has (round 38). */
  barredWork: {
    polite: ['그럼 일은 어떻게 하죠? 언제부터 다시 할 수 있어요?'],
    formal: ['그럼 일은 어떻게 합니까? 언제부터 다시 할 수 있습니까?'],
    subdued: ['그럼 일은... 어떻게 해야 하나요...?'],
  },
} as const satisfies Record<string, Variants>;

/** Temperaments that worry: bad news gets a worried question, not '네, 알겠습니다.'. */
export function isAnxious(c: Case): boolean {
  return /불안|걱정|겁|무서|긴장|초조|예민|두려|조마조마/.test(
    `${c.persona.temperament} ${c.persona.speechStyle}`,
  );
}

/** FNV-1a: tiny, stable across platforms, good enough to spread variant choices. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function pick(phrase: keyof typeof PHRASES, tone: Tone, salt: string): string {
  const list = PHRASES[phrase][tone];
  return list[hash(`${phrase}\u0000${salt}`) % list.length]!;
}

/**
 * 24 -> '스물네 살' (native numerals, as people say their age). A child under two is given in
 * months, as parents say it: (0, 2) -> '2개월', (1, 18) -> '18개월'; a baby not yet a month old
 * -> '신생아'. Without months (a door card from before they existed) 0 -> '돌 전'.
 */
export function ageWords(age: number, ageMonths?: number): string {
  if (ageMonths !== undefined && ageMonths < 24) return ageMonths === 0 ? '신생아' : `${ageMonths}개월`;
  if (age === 0) return '돌 전';
  if (age >= 100) return `${age}살`;
  return `${susa(age, true)} 살`;
}

/**
 * The door card's age as a clinician writes it, for prompts: '45세', and for a child under two
 * '생후 2개월' / '18개월' (the app's src/lib/format-patient-age.ts writes it the same way).
 */
export function doorCardAge(card: { age: number; ageMonths?: number }): string {
  const { age, ageMonths } = card;
  if (ageMonths === undefined || ageMonths >= 24) return `${age}세`;
  return ageMonths < 12 ? `생후 ${ageMonths}개월` : `${ageMonths}개월`;
}

/** A child's given name as the parent calls it: 정서준 -> 서준이, 김하나 -> 하나. */
export function callName(fullName: string): string {
  const given = fullName.length >= 3 ? fullName.slice(1) : fullName;
  return hasBatchim(given) ? `${given}이` : given;
}

/** '김민준' -> '김민준이에요' / '이수아예요' / formal '김민준입니다'. */
export function isName(name: string, tone: Tone): string {
  if (tone === 'formal') return `${name}입니다.`;
  return `${josa(name, '이에요/예요')}.`;
}

/** Topic-marked noun for short negatives of symptoms without a written detail. */
export function topicMarked(word: string): string {
  return josa(word, '은/는');
}

/**
 * The register a persona speaks in, read from the case's own sentences (its history and symptom
 * details): a dialect's endings ('…했슈', '…아퍼유' 충청도; '…했심더', '…아파예' 경상도; '…했어라',
 * '…지라' 전라도), 하오체 ('…없소', '…했오'), or 반말 ('괜찮어', '…했어'), when more than half of
 * its sentences end so; else the standard polite speech the phrases are written in. The engine's
 * own words follow it (round 18: a 충청도 grandmother said '먹는 거랑은 별 상관없는 것 같아요.').
 */
export type Register = 'standard' | 'chungcheong' | 'gyeongsang' | 'jeolla' | 'hao' | 'banmal';

const REGISTER_ENDINGS: readonly [Exclude<Register, 'standard'>, RegExp][] = [
  ['chungcheong', /[유슈쥬]$/],
  ['gyeongsang', /[예더꺼]$/],
  ['jeolla', /[라께제]$/],
  ['hao', /[소오]$/],
  ['banmal', /[어아야지여려녀고해와워져퍼봐줘]$/],
];

export function registerOf(c: Case): Register {
  const texts = [...Object.values(c.history), ...Object.values(c.symptoms).map((s) => s?.detail)].filter(
    (x): x is string => typeof x === 'string' && x.length > 0,
  );
  const ends = texts
    .flatMap((t) => t.split(/(?<=[.!?])\s+/))
    .map((s) => s.trim().replace(/[^가-힣]+$/, ''))
    .filter((s) => s.length > 0);
  if (ends.length === 0) return 'standard';
  let best: Register = 'standard';
  let most = 0;
  for (const [r, re] of REGISTER_ENDINGS) {
    const n = ends.filter((s) => re.test(s)).length;
    if (n > most) {
      most = n;
      best = r;
    }
  }
  if (most > ends.length / 2) return best;
  // A persona said to speak a dialect (speechStyle '전라도 사투리로 …') whose own sentences end in it
  // often enough to be heard (a tenth of them, '…생겼지라', '…없어라'), though mixed with standard
  // speech: the engine's own words are said in it too, so a correction sounds like the rest of the
  // patient's answers (round 29: a 전라도 farmer said '아니요, 그게 좀 달라요. … 맞아요.').
  const style = c.persona.speechStyle ?? '';
  const named = (Object.keys(DIALECT_NAMED) as (keyof typeof DIALECT_NAMED)[]).find((r) =>
    DIALECT_NAMED[r].test(style),
  );
  if (!named) return 'standard';
  const re = REGISTER_ENDINGS.find(([r]) => r === named)![1];
  return ends.filter((s) => re.test(s)).length >= ends.length / 10 ? named : 'standard';
}
/** The dialects a persona's speech style may name. */
const DIALECT_NAMED = {
  chungcheong: /충청/,
  gyeongsang: /경상|부산|대구/,
  jeolla: /전라|광주/,
} as const;

/** The yes and no that open a reply, in each register ('예, …' in a dialect, '응, …' in 반말). */
const LEADS: Record<Exclude<Register, 'standard'>, { yes: string; no: string }> = {
  chungcheong: { yes: '예', no: '아니유' },
  gyeongsang: { yes: '예', no: '아니요' },
  jeolla: { yes: '예', no: '아니요' },
  hao: { yes: '예', no: '아니요' },
  banmal: { yes: '응', no: '아니' },
};

/**
 * A sentence's polite ending said in the register ('없어요' -> '없어유' / '없어예' / '없소' / '없어'),
 * where the dialect has a form its speakers use; an ending it has none for stays standard polite
 * speech, which every speaker uses (round 19: '무슨 말씀이세예?', '안녕하시오.', '모르겠네라', '안녕해.'
 * were no one's Korean). A question is said as one ('…십니꺼?', '…깁니꺼?' in 경상도).
 */
function endIn(body: string, r: Exclude<Register, 'standard'>, question: boolean): string {
  // Greetings and farewells ('안녕하세요', '안녕히 계세요') are said as everyone says them.
  if (/(안녕하세요|계세요)$/.test(body)) return body;
  switch (r) {
    case 'chungcheong':
      return body
        .replace(/습니다$/, '슈')
        .replace(/합니다$/, '해유')
        .replace(/군요$/, '구먼유')
        .replace(/이에요$/, '이유')
        .replace(/예요$/, '여유')
        .replace(/죠$/, '쥬')
        .replace(/요$/, '유');
    case 'gyeongsang':
      if (question)
        return body
          .replace(/(이)?세요$/, '$1십니꺼')
          .replace(/([았었였셨했겠])어요$/, '$1습니꺼')
          .replace(/돼요$/, '됩니꺼')
          .replace(/거요$/, '거 말입니꺼')
          .replace(/거예요$/, '깁니꺼')
          .replace(/([가-힣])이요$/, '$1이요')
          .replace(/죠$/, '지예')
          .replace(/([^이])요$/, '$1예');
      return body
        .replace(/니다$/, '니더')
        .replace(/군요$/, '네예')
        .replace(/이에요$/, '이라예')
        .replace(/예요$/, '라예')
        .replace(/죠$/, '지예')
        .replace(/([^세])요$/, '$1예');
    case 'jeolla':
      if (question) return body.replace(/죠$/, '지라');
      // '달라요' → '달라라' as '같아요' → '같아라' (round 27: '아니요, 그게 좀 달라요. … 맞아라.' mixed two).
      return body.replace(/([어아여워와라])요$/, '$1라').replace(/죠$/, '지라');
    case 'hao': {
      const m = /([가-힣])[어아]요$/.exec(body);
      if (m && hasBatchim(m[1]!)) return `${body.slice(0, -2)}소`;
      // '그게 좀 달라요' → '그게 좀 다르오', '처음은 아니에요' → '처음은 아니오' (round 27: a correction
      // said '아니요, 그게 좀 달라요. … 맞소.', two registers in one reply).
      return body
        .replace(/달라요$/, '다르오')
        .replace(/아니에요$/, '아니오')
        .replace(/해요$/, '하오')
        .replace(/돼요$/, '되오')
        .replace(/네요$/, '구려')
        .replace(/게요$/, '게 말이오')
        .replace(/세요$/, '시오')
        .replace(/습니다$/, '소');
    }
    case 'banmal':
      return body
        .replace(/(감사합니다|고맙습니다)$/, '고마워')
        .replace(/말씀이세요$/, '말이야')
        .replace(/그렇습니다$/, '그래')
        .replace(/입니다$/, '이야')
        .replace(/됩니다$/, '돼')
        .replace(/(맞|괜찮|같)습니다$/, '$1아')
        .replace(/습니다$/, '어')
        .replace(/([가-힣])이요$/, '$1')
        .replace(/군요$/, '구나')
        .replace(/이에요$/, '이야')
        .replace(/예요$/, '야')
        .replace(/하세요$/, '해')
        .replace(/죠$/, '지')
        .replace(/요$/, '');
  }
}

/** A yes or no opening the sentence, after an interjection or not ('아, 네... 그렇네요.'). */
const LEAD = /^((?:아|어|음)(?:,\s*|\s+))?(네|예|아니요)(?=[,.\s…?]|$)/;

/**
 * The engine's own words of a reply in the persona's register, sentence by sentence; a sentence that
 * is the case's own (`own`), or ends with it after a lead ('아니요, 덜덜 떨리진 않어유.'), keeps its
 * words and only its lead follows the register.
 */
export function inRegister(text: string, r: Register, own: (sentence: string) => boolean): string {
  if (r === 'standard') return text;
  // Split keeping the spaces and line breaks between sentences as they were.
  return text
    .split(/((?<=[.!?…])\s+)/)
    .map((sentence, i) => {
      if (i % 2 === 1 || sentence.length === 0) return sentence;
      const lead = LEAD.exec(sentence);
      const said = lead ? `${lead[1] ?? ''}${/^(네|예)$/.test(lead[2]!) ? LEADS[r].yes : LEADS[r].no}` : '';
      const rest = lead ? sentence.slice(lead[0].length) : sentence;
      if (own(sentence) || own(rest.replace(/^[,.\s…]+/, ''))) return `${said}${rest}`;
      const m = /^(.*?)([.!?…~]*)$/s.exec(rest)!;
      return `${said}${endIn(m[1]!, r, m[2]!.includes('?'))}${m[2]}`;
    })
    .join('');
}
