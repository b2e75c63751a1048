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

/** Round 28: a particle that ends a telegraphic noun question; 까지 and 이나 look like the endings 지 and 나. */
const PARTICLE_END = /(까지|[가-힣]이나)$/;

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
  const prev = body.at(-2) ?? '';
  if (/줘$/.test(body)) polite = body.replace(/줘$/, '주세요');
  // Round 28: a telegraphic noun question keeps its noun and takes 요 ("몇도까지?" → "몇도까지요?"); "…한 적?" asks
  // whether it ever happened ("전에도 이런 적 있어요?").
  else if (PARTICLE_END.test(body)) polite = `${body}요`;
  else if (/\s적$/.test(body) || (/[가-힣]적$/.test(body) && jong(prev) === 4)) polite = `${body} 있어요`;
  else if (/이야$/.test(body)) polite = body.replace(/이야$/, '이에요');
  else if (/야$/.test(body)) {
    const before = body.slice(0, -1);
    polite = jong(before.at(-1) ?? '') > 0 ? `${before}이에요` : `${before}예요`;
  }
  // Round 28: the copula asked with 니/냐 ("몇 살이니?", "누구니?", "뭐냐?") is 이에요/예요, not 나요.
  else if (/(뭐|누구|어디|언제)(니|냐)$/.test(body)) polite = `${body.slice(0, -1)}예요`;
  else if (/이(니|냐)$/.test(body) && jong(body.at(-3) ?? '') > 0) polite = `${body.slice(0, -1)}에요`;
  else if (/지$/.test(body)) polite = `${body.slice(0, -1)}죠`;
  else if (/(니|냐)$/.test(body)) polite = `${body.slice(0, -1)}나요`;
  // Round 28: "먹자" → "먹으시죠", after a closed stem.
  // "잘 자?" asks about sleep (자다): only a 자 joined to a stem and not asked proposes.
  else if (/[가-힣]자$/.test(body) && !/[?？]/.test(mark))
    polite = `${body.slice(0, -1)}${jong(prev) > 0 && jong(prev) !== 8 ? '으' : ''}시죠`;
  else if (last === '봐' && !/[?？]/.test(mark)) polite = `${body.slice(0, -1)}보세요`;
  // Round 28: a plain statement ("많이 놀랐겠다", "잘했다") in 해요체.
  else if (/[았었였했겠됐갔왔봤졌웠렸셨]다$/.test(body)) polite = `${body.slice(0, -1)}어요`;
  else polite = `${body}요`;
  return `${polite}${mark}`;
}

/**
 * The whole 반말 clause in 해요체, for the model phrase the learner reads: the greeting and the learner's own
 * pronoun too, and a copula inside the clause ends a sentence ("안녕 나는 인턴 박지훈이야 이름이 뭐야?" → "안녕하세요,
 * 저는 인턴 박지훈이에요. 이름이 뭐예요?"), not only the last ending ("…박지훈이야 이름이 뭐예요?").
 */
export function politeWhole(clause: string): string {
  let t = clause
    .trim()
    .replace(/^안녕(?![하히])[,!~]*\s*/, '안녕하세요, ')
    .replace(/(^|\s)(나는|난)(?=\s)/g, '$1저는')
    .replace(/(^|\s)내가(?=\s)/g, '$1제가')
    .replace(/(^|\s)나도(?=\s)/g, '$1저도')
    .replace(/(^|\s)내(?=\s)/g, '$1제');
  // A noun with the copula 이야/야 before more words: its own sentence.
  // Interjections and question words ("아야", "뭐야 이거") are left as they are.
  t = t.replace(
    /(^|\s)([가-힣]*?[가-힣])(이야|야)\s+(?=\S)/g,
    (whole, start: string, word: string, cop: string) =>
      word.length < 2 || /^(뭐|누구|어디|언제|왜|그래|거봐|이거|그거|저거)$/.test(word)
        ? whole
        : `${start}${word}${cop === '이야' || jong(word.at(-1)!) > 0 ? '이에요' : '예요'}. `,
  );
  const cut = t.lastIndexOf('. ');
  if (cut < 0) return politeForm(t);
  return `${t.slice(0, cut + 2)}${politeForm(t.slice(cut + 2))}`;
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
  // Round 28: a noun with its particle ("몇도까지?", "천식이나 알레르기나?") is telegraphic, like "언제부터?".
  if (PARTICLE_END.test(last)) return false;
  return true;
}

/** Round 28: the child's given name as called ("노태오" → 태오, "손율" → 율). */
function givenName(c: Case): string | undefined {
  const name = c.doorCard.patientName.replace(/\s/g, '');
  return /^[가-힣]{2,4}$/.test(name) ? name.slice(1) : undefined;
}

/** Round 28: a child's 호칭 with 야/아 ("아가야", "꼬마야", "친구야", "우리 아기"). */
const CHILD_HOCHING = /^(우리\s?)?(아가|아기|꼬마|친구|공주|왕자|꼬맹이|귀염둥이)(야|아)?([\s,，~!]|$)/;
/** Round 28: the carer named, so what follows is said to the carer again. */
const CARER_NAMED = /(어머니|어머님|아버님|아버지|할머니|할머님|할아버지|할아버님|보호자|외할머니)/;
/**
 * Round 28: what is said to a child as a child: the carer in the third person as the child calls them ("엄마 품에",
 * "할머니 손 꼭 잡고"), the learner as 선생님, praise and comfort, an instruction to the child's body during the exam.
 */
const CHILD_TALK =
  /(^|\s)(엄마|아빠|할머니|할아버지)(가|랑|한테|품|손|이랑|도|\s?(손|품|옆|무릎))|선생님(이|한테|이랑|가)|잘했어|잘하네|잘한다|착하|씩씩|멋지|최고야|무서워|무섭지|안\s?아프게|금방\s?끝|따끔|울지\s?마|조금만\s?참|참아|숨\s?(크게|깊게)?\s?(쉬어|들이쉬|내쉬)|아[~\s]*해|입\s?(크게\s?)?벌려|혀\s?(내밀|빼)|누워\s?(봐|볼까|보자)|엎드려|(눈|손|발|다리|배|귀|목)\s?좀\s?(보자|볼게|보여)|보여\s?줘|가만히\s?있어|몇\s?살이야|학교\s?다녀|어린이집\s?다녀/;

/**
 * Whether each clause of a message is said to a young patient rather than to the carer (round 28): a clause that
 * calls the child by name or by a child's 호칭 with 야/아, comma or not ("태오야 안녕~"), and the clauses after it in
 * the message until the carer is named; a clause that talks to the child as a child (CHILD_TALK), for a patient under
 * 13 with a carer. Round 20's name called first with a comma ("민준아, …") holds for every minor.
 */
function toChild(clausesOfMessage: readonly string[], c: Case): boolean[] {
  const minor = c.doorCard.age < 19;
  const young = c.doorCard.age < 13;
  const given = givenName(c);
  // The name with 야/아, or after 우리 ("우리 태오 많이 힘들었구나"); the bare name ("은호 언제부터 울었어?") speaks of him.
  const called = given
    ? new RegExp(`^(우리\\s?${given}(아|야|이)?|${given}(아|야))([\\s,，~!?]|$)`)
    : undefined;
  let child = false;
  return clausesOfMessage.map((raw) => {
    const x = raw.trim();
    const calls = minor && (CHILD_CALLED.test(x) || called?.test(x) === true || CHILD_HOCHING.test(x));
    // The carer named, at the start or after the child's name ("지호야 안녕, 어머니 소변 색 어땠어?"): to the carer.
    const carer = CARER_NAMED.exec(x);
    const carerAddressed =
      carer !== null && !(young && CHILD_TALK.test(x.slice(0, carer.index + carer[0].length + 3)));
    if (carerAddressed) child = false;
    else if (calls) child = true;
    return child || (young && !carerAddressed && CHILD_TALK.test(x));
  });
}

/**
 * The learner's 반말 to someone owed 존댓말: an adult patient, or a child's parent or carer. Empty
 * when the patient is a child spoken to directly, or when 반말 slipped out only once. What is said to the child
 * beside the carer (toChild) is no 반말 to the carer.
 */
export function banmalUses(
  messages: readonly { id: string; sender: 'user' | 'ai'; content: string }[],
  c: Case,
): BanmalUse[] {
  const addresseeIsChild = !c.persona.informant && c.doorCard.age < 13;
  if (addresseeIsChild) return [];
  const uses: BanmalUse[] = [];
  for (const m of messages) {
    if (m.sender !== 'user') continue;
    const parts = clauses(m.content);
    const child = toChild(parts, c);
    const clause = parts.find((x, i) => isBanmal(x) && !child[i]);
    // Round 17: the model phrase is spelled as meant ("머 약같은거 했어?" → "뭐 약같은거 했어요?").
    if (clause) uses.push({ messageId: m.id, quote: clause, polite: normalizeMessy(politeWhole(clause)) });
  }
  return uses.length >= 2 ? uses : [];
}
