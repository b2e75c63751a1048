/**
 * Courtesy: a learner who speaks 반말 to an adult patient (or to a child's parent) is told so.
 *
 * The checklist has no courtesy item, so the score does not change; an examiner's sheet would mark
 * the relationship down, and the learner must hear it. A clause is 반말 when it ends in a plain
 * (해체) ending: "언제부터 아팠어?", "어디 아파?", "누워 봐", "약 먹었지?". Telegraphic questions
 * that end in a noun ("담배는?", "언제부터?") and messy polite forms ("있어여") are not 반말; a child
 * patient spoken to without a parent may be addressed in 반말.
 */
import type { Case } from '../../content/schema';
import { clauses } from './evidence';
import { normalizeMessy } from './messy';

export interface BanmalUse {
  readonly messageId: string;
  /** The clause as typed. */
  readonly quote: string;
  /** The same clause in 해요체, for the advice. */
  readonly polite: string;
}

/** A plain ending on the last word of a clause; polite endings are ruled out first. */
const POLITE_END = /(요|니다|니까|세요|까요|죠|시죠|십시오|습니다|여|용)$/;
const BANMAL_END =
  /(었어|았어|였어|했어|겠어|있어|없어|아파|아퍼|먹어|봐|줘|해|와|워|져|쳐|려|셔|돼|게|어|아|야|지|니|냐|래|자|거든|는데|은데|잖아|할까|볼까|을까|나|네|군)$/;
/** Single words that end like 반말 but are no speech to the patient ("네", "아니", "응"). */
const NOT_SPEECH =
  /^(네|예|아|어|응|음|아니|아냐|그래|좋아|자|뭐|왜|어디|언제|누구|저기|여기|거기|아하|아이고)$/;
/** A noun ending that looks like an ending: "몇 살이야" is 반말, but "아이"/"나이"/"차" are nouns. */
const NOUN_LOOKALIKE =
  /(아이|나이|사이|오이|하나|어디나|자|차|다리|머리|허리|소리|자리|우유|기저귀|할머니|어머니|아버지|언니|누나|오빠|엄마|아빠|이마|치마|아래|위|뒤|어깨|배|코|귀|눈|입|손|발|목|등|팔|가슴|열|약|물|피|밥|술|담배|거|것|건|때|쪽|정도|부분|적|번|분|시|살|주|달|년|일)$/;

/** Round 20: a child called by name at the start of a clause ("민준아, …", "지호야 …"), not an interjection. */
const CHILD_CALLED =
  /^(?!(좋아|그래|맞아|자아|아야|어야|봐야|해야|가야|돼야)[,，\s])[가-힣]{1,3}(아|야)\s?[,，]/;

function jong(ch: string): number {
  const code = ch.charCodeAt(0) - 0xac00;
  return code < 0 || code > 11171 ? -1 : code % 28;
}

/** Polite 해요체 for a 반말 clause ("아팠어?" → "아팠어요?", "뭐야?" → "뭐예요?", "맞지?" → "맞죠?"). */
export function politeForm(clause: string): string {
  const m = /^(.*?)([?？!.~]*)$/.exec(clause.trim())!;
  const body = m[1]!;
  const mark = m[2] ?? '';
  const last = body.at(-1) ?? '';
  let polite: string;
  if (/줘$/.test(body)) polite = body.replace(/줘$/, '주세요');
  else if (/이야$/.test(body)) polite = body.replace(/이야$/, '이에요');
  else if (/야$/.test(body)) {
    const before = body.slice(0, -1);
    const code = (before.at(-1) ?? '').charCodeAt(0) - 0xac00;
    const hasFinal = code >= 0 && code <= 11171 && code % 28 !== 0;
    polite = hasFinal ? `${before}이에요` : `${before}예요`;
  } else if (/지$/.test(body)) polite = `${body.slice(0, -1)}죠`;
  else if (/(니|냐)$/.test(body)) polite = `${body.slice(0, -1)}나요`;
  else if (/자$/.test(body)) polite = `${body.slice(0, -1)}시죠`;
  else if (last === '봐' && !/[?？]/.test(mark)) polite = `${body.slice(0, -1)}보세요`;
  else polite = `${body}요`;
  return `${polite}${mark}`;
}

/**
 * A 반말 clause as the understanding reads polite speech: "좀 볼게 괜찮지?" → "좀 볼게요. 괜찮죠?",
 * "내 코 계속 봐 고개 빨리 돌릴게" → "제 코 계속 보세요. 고개 빨리 돌릴게요". Plain endings inside the
 * clause (ㄹ게, 봐, 해봐 before a space) end a sentence of their own; "내" before a word is "제". For
 * reading only: the learner's quote stays as typed.
 */
export function politeReading(clause: string): string {
  const words = clause.trim().split(/\s+/);
  const out = words.map((w, i) => {
    const polite = w === '내' ? '제' : w;
    if (i === words.length - 1) return polite;
    // "볼게", "돌릴게" (ㄹ게) and "봐", "와봐" end a sentence inside the clause.
    // Round 23: also before a comma ("위에서 누를게, 팔로 뻗치면 말씀해").
    const bareWord = polite.replace(/[,，]$/, '');
    if (/게$/.test(bareWord) && bareWord.length >= 2 && jong(bareWord.at(-2)!) === 8) return `${bareWord}요.`;
    if (/봐$/.test(polite)) return `${polite.slice(0, -1)}보세요.`;
    return polite;
  });
  const last = out.at(-1) ?? '';
  const bare = last.replace(/[?？!.~]+$/, '');
  out[out.length - 1] =
    isBanmal(last) || isBanmal(clause) || (!POLITE_END.test(bare) && /(어때|그래|가|돼|래)$/.test(bare))
      ? politeForm(last)
      : last;
  return out.join(' ');
}

/** Whether one clause of a learner message is 반말. */
export function isBanmal(clause: string): boolean {
  const t = clause.trim();
  if (t === '' || /^[(（]/.test(t)) return false;
  const body = t.replace(/[?？!.~…]+$/, '').trim();
  const words = body.split(/\s+/);
  const last = words.at(-1) ?? '';
  if (!/[가-힣]$/.test(last) || NOT_SPEECH.test(body) || NOT_SPEECH.test(last)) return false;
  if (POLITE_END.test(last) || !BANMAL_END.test(last)) return false;
  // "볼게", "할게" (ㄹ게) are 반말; "아픈 게", "빠르게" are not.
  if (/게$/.test(last) && (last.length < 2 || jong(last.at(-2)!) !== 8)) return false;
  // "담배는?", "아이는 몇 살?" stop at a noun; "몇 살이야?" does not.
  if (NOUN_LOOKALIKE.test(last) && !/(이야|이지|이니|이냐|거야|건데|거든)$/.test(last)) return false;
  return true;
}

/**
 * The learner's 반말 to someone owed 존댓말: an adult patient, or a child's parent or carer. Empty
 * when the patient is a child spoken to directly, or when 반말 slipped out only once.
 */
export function banmalUses(
  messages: readonly { id: string; sender: 'user' | 'ai'; content: string }[],
  c: Case,
): BanmalUse[] {
  const addresseeIsChild = !c.persona.informant && c.doorCard.age < 13;
  if (addresseeIsChild) return [];
  // Round 20: a clause that calls a young patient by name first ("민준아, 불편하면 말해 줘.") is said to the child,
  // not to the parent beside them: no 반말 to the carer, and no "민준아, … 말해 주세요" offered instead.
  const minor = c.doorCard.age < 19;
  const uses: BanmalUse[] = [];
  for (const m of messages) {
    if (m.sender !== 'user') continue;
    const clause = clauses(m.content).find((x) => isBanmal(x) && !(minor && CHILD_CALLED.test(x.trim())));
    // Round 17: the model phrase is spelled as meant ("머 약같은거 했어?" → "뭐 약같은거 했어요?").
    if (clause) uses.push({ messageId: m.id, quote: clause, polite: normalizeMessy(politeForm(clause)) });
  }
  return uses.length >= 2 ? uses : [];
}
