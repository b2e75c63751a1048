/**
 * Issue 17, items 11-12, swept over the whole case library (round 24). Every case is graded on three
 * synthetic encounters: an empty one, a thin history-only one asked in the case's own checklist wording,
 * and one that does every other item of the checklist. Every text the learner sees (the summary, the
 * good points, the improvement areas' headings and examples, every item's comment) goes through
 * automatic grammar and relevance checks. Each case is graded once per encounter and the results are
 * shared by every check; the counts per check are printed.
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadValidCases } from '../../bench/grader/dataset';
import { caseChecklist } from '../../content/case-checklist';
import type { Case, ChecklistSection } from '../../content/schema';
import { createPatientEngine, type ChatTurn } from '../patient/engine';
import { analyzeUtterance } from './evidence';
import { caseExample, itemLabel, spokenNews } from './examples';
import { informantTag, nameForParenthesis, toPolite, withJosa } from './text';
import { utteranceFor } from './sweep-support';
import { gradeEncounter, type EmbeddedEvaluation, type TranscriptMessage } from './grade';

const cases = loadValidCases();

type Encounter = 'empty' | 'thin' | 'half';

function turnsOf(c: Case, kind: Encounter): string[] {
  const items = caseChecklist(c);
  if (kind === 'empty') return [];
  if (kind === 'thin')
    return [
      '안녕하세요.',
      '어디가 불편해서 오셨어요?',
      '다른 불편한 데는 없으세요?',
      ...items
        .filter((x) => x.section === '병력청취')
        .slice(0, 3)
        .map(utteranceFor),
    ];
  return ['안녕하세요, 학생의사 김민수입니다.', ...items.filter((_, i) => i % 2 === 0).map(utteranceFor)];
}

/**
 * The learner's turns with the patient engine's own replies, so that what it volunteers is on record
 * (the thin encounter, where the open questions draw it out); elsewhere a bare "네." keeps the sweep fast.
 */
function session(c: Case, turns: readonly string[], replies: boolean): TranscriptMessage[] {
  const engine = replies ? createPatientEngine(c) : undefined;
  const history: ChatTurn[] = [];
  const out: TranscriptMessage[] = [];
  turns.forEach((u, i) => {
    const reply = engine?.reply(history, u).text ?? '네.';
    history.push({ sender: 'user', content: u }, { sender: 'ai', content: reply });
    out.push({ id: `${c.id}-u${i}`, sender: 'user', content: u });
    out.push({ id: `${c.id}-a${i}`, sender: 'ai', content: reply });
  });
  return out;
}

interface Graded {
  readonly c: Case;
  readonly kind: Encounter;
  readonly messages: TranscriptMessage[];
  readonly r: EmbeddedEvaluation;
}

let graded: Graded[] | undefined;
function all(): Graded[] {
  graded ??= cases.flatMap((c) =>
    (['empty', 'thin', 'half'] as const).map((kind) => {
      const messages = session(c, turnsOf(c, kind), kind === 'thin');
      return { c, kind, messages, r: gradeEncounter({ caseData: c, messages }) };
    }),
  );
  return graded;
}

type Where = 'summary' | 'good' | 'heading' | 'advice' | 'comment';
function textsOf(r: EmbeddedEvaluation): [Where, string][] {
  return [
    ['summary', r.qualitativeFeedback],
    ...r.goodPoints.map((g): [Where, string] => ['good', g.description]),
    ...r.improvementAreas.flatMap((a): [Where, string][] => [
      ['heading', a.description],
      ['advice', a.advice],
    ]),
    ...r.checklistResults.map((x): [Where, string] => ['comment', x.aiComment]),
  ];
}

/** The grader's own words: the learner's and the patient's quoted words (“…”라고, (“…”)) are masked. */
function ownWords(text: string): string {
  return text
    .replace(/“[^”]*”(?=이?라고|처럼|라는|\))/g, '“Q”')
    .replace(/(먼저 말했지만|말함: )“[^”]*”/g, '$1“Q”');
}

/** The model phrases a learner is shown to copy: the quotes after "예:" (and in an area's advice). */
function modelPhrases(text: string): string[] {
  return [...ownWords(text).matchAll(/“([^”]*)”/g)].map((m) => m[1]!).filter((p) => p !== 'Q');
}

function jong(ch: string): number {
  const code = ch.charCodeAt(0) - 0xac00;
  return code >= 0 && code <= 11171 ? code % 28 : -1;
}

/** Open syllables that end a verb or adjective stem, which take ㅂ니다 (하다 → 합니다, 다르다 → 다릅니다, 이다 → 입니다). */
const VERB_FINAL =
  '이스하되가기나니르리무아지주오보서사자쓰크치키피내해대려워와우추드느트뜨프버러머거더어여져쳐켜펴봐꾸뀌쉬튀뛰바부구누두루수고모소조코토포호개새매배재채패게네데레메베세제케테페헤'.split(
    '',
  );

/** Grammar checks on one text (the learner's and patient's quoted words excluded). */
const GRAMMAR: Record<string, (text: string) => boolean> = {
  // '마다'→'맙니다', '보다'→'봅니다' inside a sentence, an ending doubled, a noun's last syllable given the
  // verb ending ('경과다'→'경괍니다', '악화다'→'악홥니다').
  wordInternal: (t) => {
    // Round 26: a drug whose name holds 니다 ("메트로니다졸") is no verb ending inside a word.
    const s = ownWords(t).replace(/니다졸/g, '');
    if (/[가-힣]맙니다|전봅니다|습습니다|니다니다|[가-힣]니다[가-힣]|자립니다/.test(s)) return true;
    return [...s.matchAll(/([가-힣])니다/g)].some((m) => {
      const ch = m[1]!;
      if (jong(ch) !== 17) return false;
      const open = String.fromCharCode(ch.charCodeAt(0) - 17);
      return !VERB_FINAL.includes(open);
    });
  },
  // '을를', '은는', a particle left with its alternative in parentheses.
  particles: (t) => {
    const s = ownWords(t);
    // ('이가' is left alone: 곰팡이가, 쌍둥이가 are nouns ending in 이.)
    return /(을를|를을|은는|는은|을을|를를|의의|이이가)(?![가-힣])|[을를이가은는와과]\([을를이가은는와과]\)/.test(
      s,
    );
  },
  comma: (t) => /,\s*[,.)”:]|,\s*$|\(\s*,|\s,/.test(ownWords(t)),
  emptyParens: (t) => /\(\s*\)|“\s*”/.test(t),
  nestedParens: (t) => /\([^()]*\(/.test(ownWords(t)),
  unbalancedQuotes: (t) => {
    const n = (re: RegExp) => (t.match(re) ?? []).length;
    return n(/“/g) !== n(/”/g) || n(/\(/g) !== n(/\)/g) || n(/'/g) % 2 === 1 || n(/"/g) % 2 === 1;
  },
  // A model sentence, not 4+ comma-separated noun phrases stitched before 하겠습니다.
  stitched: (t) =>
    modelPhrases(t).some((p) => {
      const parts = p.split(/,\s*/);
      const nouns = parts
        .slice(0, -1)
        .filter((x) => !/(고|며|서|면|요|다|데|게|도록|만|니다|는)$/.test(x.trim()));
      return parts.length >= 4 && /하겠습니다\.?$/.test(p) && nouns.length >= 3;
    }),
  // "치료는 골절 치료와 …로 하겠습니다": the treatment named twice.
  treatmentTwice: (t) => modelPhrases(t).some((p) => /치료는 [^.]*치료/.test(p)),
  // "치료는 …설명으로 / …않기로 하겠습니다": an act, not a treatment; "L으로" for 엘로.
  clauseAsTreatment: (t) =>
    modelPhrases(t).some((p) =>
      /치료는 [^.]*(기|설명|발급|논의|안내|권유)(으로|로) 하겠습니다|[LR178]으로/.test(p),
    ),
  // A particle after a Latin letter or a digit follows its name read aloud ("HLA-B27을", "CT를", "2 L로").
  latinParticle: (t) =>
    /[lmnr013678](를|는|와)(?=[\s,.)”])|[a-km-qs-z2459](을|은|과)(?=[\s,.)”])/i.test(ownWords(t)),
  // A model phrase is something to say: not a description of the act ("…라고 분명히 전합니다").
  notSpeech: (t) =>
    modelPhrases(t).some((p) => /(다고|라고|음을|임을) [^.?]*(전합니다|알립니다)\.?$/.test(p)),
  // Round 26: a noun takes its own verb. A diary is written (쓰다), an X-ray taken (찍다), a lab value tested
  // ("항핵항체 검사를"), a drug given or used; none of them is "…를 하겠습니다". And a treatment is no visit, test
  // or measurement ("치료는 6-8주 뒤 재진으로", "치료는 1-2주마다 체중 측정으로").
  verbObject: (t) => modelPhrases(t).some((p) => WRONG_VERB.some((re) => re.test(p))),
};

/** Nouns whose verb is not 하다, as the object of "…를 하겠습니다" (also first in "A와 B를 하겠습니다"). */
const NOT_DONE =
  '(?:일지|일기|기록지|달력|다이어리|X선|엑스레이|사진|항체|농도|수치|표지자|pH|hCG|DNA|RNA|[가-힣]+제|[가-힣]*(?<![예요절계공])약|크림|연고|패치|흡입기|안약|백신)';
const WRONG_VERB: RegExp[] = [
  new RegExp(`${NOT_DONE}(?:을|를)\\s?(?:해\\s?보|하)겠습니다`),
  new RegExp(`${NOT_DONE}(?:와|과)\\s[^.]*?(?:을|를)\\s?(?:해\\s?보|하)겠습니다`),
  /치료는 [^.]*?(?:재진|재검사|재방문|방문|진찰|검진|측정|감시|일지|일기|알림|신고|검사|뒤|후)(?:으로|로) 하겠습니다/,
];

const PSYCHIATRIC = /기분변화|불안|수면장애|기억력저하/;
const HISTORY_HEADING =
  /^(증상의 특징|동반 증상과 감별|과거력·약물력|상담의 핵심 질문|환자의 이해와 상황 파악)/;
const HEADING_SECTION: [RegExp, ChecklistSection][] = [
  [HISTORY_HEADING, '병력청취'],
  [/^신체 진찰이 부족/, '신체진찰'],
  [/^(검사·치료 계획과 교육|설명과 계획, 도움받을 곳 안내)/, '환자교육'],
  [/^환자-의사 관계가 부족/, '환자-의사관계'],
];
const SECTION_WORDS: Record<ChecklistSection, string> = {
  병력청취: '병력 청취',
  신체진찰: '신체 진찰',
  환자교육: '환자 교육',
  '환자-의사관계': '환자-의사 관계',
};

/** How many texts each relevance check could read (so that none passes by reading nothing). */
const read = { headingLabels: 0, summaryExamples: 0, volunteered: 0, treatmentExamples: 0 };

/**
 * Round 26: the case's main treatment, by the case's own order: the first clause of its plan's treatment lines that
 * is a treatment, not an act around it (a drug stopped, something explained, a referral, a check, a follow-up).
 */
/** A word that names a treatment (its particle or verb ending dropped): a drug, a procedure, admission, advice. */
const TREATMENT_END =
  /(제|약|요법|치료|수술|술|시술|입원|투여|주사|백신|접종|수혈|수액|식염수|보충|배액|천자|삽입|감압|지혈|재활|금식|좌욕|찜질|금주|금연|조절|산소|스테로이드|항생제|항암|방사선|운동|피임|관장|봉합|소독|처치|제거|마이신|실린|프로펜|스타틴|프릴|사르탄|솔론|포르민|아미노펜|록신|파린|아민|린|롤|졸|핀|비르|맙|닙|분무|페서리|도뇨관|흡인|양압기|보청기|삽관|훈련|교정|상담|콜산|세척|절개|분만|유도|NSAID|SSRI|PPI|CPAP|MMR)$/;
const NOT_A_TREATMENT = /^(다학제|문제|체제|통제|자제|배제|억제|복약|예약|요약|농약|해장술|술|유산소)$/;
const TREATMENT_WORD = {
  test: (clause: string) =>
    clause
      .split(/[\s·/]+/)
      .map((w) =>
        w.replace(/(으로|로|을|를|이|가|은|는|와|과|에|의|도|만)$/, '').replace(/(하고|하여|해서)$/, ''),
      )
      .some((w) => w.length >= 2 && TREATMENT_END.test(w) && !NOT_A_TREATMENT.test(w)),
};
const NOT_TREATMENT =
  /(중단|금지|않음|않기|않고|피하기|피함|설명|안심시킴|안심시키기|안내|신고|면담|말하기|확인|평가|감시|관찰|측정|확보|제공|교육|재검|재진|추적|전달|상의|결정|검토|연계|협진|의뢰|우선|준비|보류|기록|변경|교체|대체|알리기|정하기|조정|보호|처방|재평가|선택|권고|권유|권장|고려|함|등록|없음|없이|중심|아님|노출|예방|방지|(?:정|설명|안내|확인|평가|상의)하고|(?<![보입청동압])기)$/;
function mainTreatmentClause(c: Case): string | undefined {
  for (const line of c.plan.treatment)
    for (const clause of line
      .replace(/\s*\([^()]*\)/g, '')
      .split(/\s*[,;]\s*|\s(?:또는|후|뒤)\s|(?<=하고)\s/)) {
      const x = clause.trim();
      if (
        x.length >= 2 &&
        !NOT_TREATMENT.test(x) &&
        !/(예방|방지)\s\S+$|치료(는|가)?\s?없|필요\s?없|불필요|치료의\s?시작/.test(x) &&
        TREATMENT_WORD.test(x)
      )
        // The whole line: a model sentence may name the treatment by the drug the line names after it.
        return line.replace(/\s*\([^()]*\)/g, '');
    }
  return undefined;
}
const GENERIC_WORD =
  /^(치료|하루|정맥|경구|필요|필요시|시작|복용|투여|주사|즉시|바로|오늘|사용|유지|목표|이상|이하|미만|고용량|저용량|단기|단기간|후|뒤|전|총|또는|함께|병용|정도|동안|그리고|가능|있으면|경우)$/;
/** The words of the main treatment a model sentence names it by (particles dropped, numbers and generic words left out). */
function mainWords(clause: string): string[] {
  return clause
    .split(/[\s·/+,]+/)
    .map((w) => w.replace(/(으로|로|을|를|이|가|은|는|와|과|에|에서|의|도|만|이면|면|하여|해)$/, ''))
    .filter((w) => w.length >= 2 && !/\d/.test(w) && !GENERIC_WORD.test(w));
}

/** Relevance checks on one grading: what the feedback says belongs to the case and to its heading. */
function relevance(g: Graded): [string, string][] {
  const { c, r } = g;
  const out: [string, string][] = [];
  const counselling = c.primaryCategory === '상담';
  const vaccination = c.secondaryCategory === '예방접종';
  const items = caseChecklist(c);
  const all = textsOf(r);
  const own = JSON.stringify([items.map((x) => x.text), c.education ?? null, c.name]);
  const mind =
    counselling || PSYCHIATRIC.test(c.secondaryCategory) || /정신건강의학과|우울|자살|정신과/.test(own);
  for (const [, t] of all) {
    if (!mind && modelPhrases(t).some((p) => /정신건강의학과|정신과/.test(p)))
      out.push(['psychiatryReferral', t]);
    if ((counselling || vaccination) && /OLDCoExCAFE|외과약사가여/.test(t))
      out.push(['oldcartsInCounselling', t]);
    // Round 26: a counselling or vaccination visit is not opened on a complaint, and a vaccination's next date is no
    // test result.
    if (
      modelPhrases(t).some(
        (p) =>
          ((counselling || vaccination) && /어디가\s?불편해서\s?오셨/.test(p)) ||
          (vaccination && /검사\s?결과가\s?나오면/.test(p)),
      )
    )
      out.push(['visitMismatch', t]);
  }
  // Round 26: the treatment example a learner is shown leads with this case's main treatment.
  const treatmentExample = caseExample(c, 'treatment');
  const main = mainTreatmentClause(c);
  if (treatmentExample && main)
    for (const [, t] of all)
      if (modelPhrases(t).includes(treatmentExample)) {
        read.treatmentExamples += 1;
        const words = mainWords(main);
        // A plan that begins with no treatment at all ("치료 불필요, …") is told so.
        const none = /^[^,;]*(치료\s?불필요|치료\s?필요\s?없|치료(는|가)\s?필요\s?없)/.test(
          (c.plan.treatment[0] ?? '').replace(/\s*\([^()]*\)/g, ''),
        );
        if (
          none
            ? !/필요하지 않/.test(treatmentExample)
            : words.length > 0 && !words.some((w) => treatmentExample.includes(w))
        )
          out.push(['planLead', `${treatmentExample} ← ${main}`]);
      }
  const labelSection = new Map<string, Set<ChecklistSection>>();
  for (const x of items) {
    const l = itemLabel(x);
    labelSection.set(l, (labelSection.get(l) ?? new Set()).add(x.section));
  }
  for (const a of r.improvementAreas) {
    if (counselling && /동반 증상과 감별/.test(a.description)) out.push(['headingMismatch', a.description]);
    const section = HEADING_SECTION.find(([re]) => re.test(a.description))?.[1];
    const listed = /부족했습니다: (.*?)(?: 등)?\.(?: |$)/.exec(a.description)?.[1];
    if (section && listed)
      for (const l of listed.split(', ')) {
        if (!labelSection.has(l)) continue;
        read.headingLabels += 1;
        if (!labelSection.get(l)!.has(section)) out.push(['headingMismatch', a.description]);
      }
  }
  // "…이 N%로 가장 부족했습니다. 특히 X을 …": X is an item of that section.
  const worst =
    /([^,]+?)[이가] \d+%로 가장 부족했습니다\. 특히 (?:추정 진단을 다른 질환으로|(.+?)[을를] (?:묻지|확인하지|하지|빠뜨린))/.exec(
      r.qualitativeFeedback,
    );
  if (worst?.[2]) {
    const section = (Object.keys(SECTION_WORDS) as ChecklistSection[]).find((s) =>
      worst[1]!.trim().endsWith(SECTION_WORDS[s]),
    );
    const sections = labelSection.get(worst[2]);
    if (section && sections) read.summaryExamples += 1;
    if (section && sections && !sections.has(section)) out.push(['summaryExample', r.qualitativeFeedback]);
  }
  return out;
}

/**
 * Strict mode (issue 17, item 12): a history item missed whose fact the patient stated in a reply
 * (after an open question) says so, not a bare "묻지 않았습니다".
 */
function volunteeredWording(g: Graded): [string, string][] {
  const stated = new Set<string>();
  const asked = new Set<string>();
  for (const m of g.messages) {
    const u = analyzeUtterance(m.content);
    for (const s of u.symptoms) (m.sender === 'ai' ? stated : asked).add(s);
  }
  const out: [string, string][] = [];
  for (const x of g.r.checklistResults) {
    if (x.performance !== 'no' || x.section !== '병력청취') continue;
    if (x.aiComment.startsWith('환자가 먼저 말했지만')) read.volunteered += 1;
    const item = caseChecklist(g.c).find((i) => i.id === x.itemId)!;
    const keys = (item.satisfiedBy.symptoms ?? []) as string[];
    if (keys.some((k) => stated.has(k) && !asked.has(k)) && !x.aiComment.startsWith('환자가 먼저 말했지만'))
      out.push(['volunteeredWording', x.aiComment]);
  }
  return out;
}

/** Every failing text, by check. */
function failures(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (check: string, where: string) => out.set(check, [...(out.get(check) ?? []), where]);
  for (const name of [
    ...Object.keys(GRAMMAR),
    'psychiatryReferral',
    'oldcartsInCounselling',
    'headingMismatch',
    'summaryExample',
    'volunteeredWording',
    'planLead',
    'visitMismatch',
  ])
    out.set(name, []);
  for (const g of all()) {
    const tag = `${g.c.id}/${g.kind}`;
    for (const [where, t] of textsOf(g.r))
      for (const [name, bad] of Object.entries(GRAMMAR)) if (bad(t)) add(name, `${tag}/${where}: ${t}`);
    for (const [name, t] of relevance(g)) add(name, `${tag}: ${t}`);
    if (g.kind === 'thin') for (const [name, t] of volunteeredWording(g)) add(name, `${tag}: ${t}`);
  }
  return out;
}

describe('round 24: every case’s feedback, swept', () => {
  it('passes every grammar and relevance check on three encounters per case', () => {
    const found = failures();
    const counts = Object.fromEntries([...found].map(([k, v]) => [k, v.length]));
    console.log(`sweep: ${all().length} gradings`, JSON.stringify(counts));
    for (const [k, v] of found)
      if (v.length > 0) console.log(`${k} (${v.length}):\n  ${[...new Set(v)].slice(0, 6).join('\n  ')}`);
    if (process.env.SWEEP_DUMP)
      writeFileSync(process.env.SWEEP_DUMP, JSON.stringify(Object.fromEntries(found), null, 1));
    console.log('read:', JSON.stringify(read));
    expect(read.headingLabels).toBeGreaterThan(1000);
    expect(read.summaryExamples).toBeGreaterThan(300);
    expect(read.volunteered).toBeGreaterThan(50);
    expect(read.treatmentExamples).toBeGreaterThan(300);
    expect(counts).toEqual(Object.fromEntries([...found.keys()].map((k) => [k, 0])));
  });
});

describe('round 24: the classes the sweep found, one by one', () => {
  it('a vowel-final noun before a dropped copula takes 입니다, not the verb ending', () => {
    expect(toPolite('콧물이 며칠 탁해지는 것도 감기의 자연 경과다.')).toBe(
      '콧물이 며칠 탁해지는 것도 감기의 자연 경과입니다.',
    );
    expect(toPolite('기관지가 심하게 좁아진 천식 악화다.')).toBe('기관지가 심하게 좁아진 천식 악화입니다.');
    expect(toPolite('까만 딱지가 물린 자리다.')).toBe('까만 딱지가 물린 자리입니다.');
    expect(toPolite('젊은 여성에게 흔한 정상 변화다.')).toBe('젊은 여성에게 흔한 정상 변화입니다.');
    expect(toPolite('혈압이 다르다.')).toBe('혈압이 다릅니다.');
  });

  it('bad news described as an act is said as the learner would say it', () => {
    expect(
      spokenNews('좋지 않은 결과임을 먼저 알리고, 조직검사에서 위암으로 진단되었다고 분명하게 전한다.'),
    ).toBe('안타깝지만 좋지 않은 소식을 말씀드려야 할 것 같습니다. 조직검사에서 위암으로 진단되었습니다.');
    expect(
      spokenNews(
        '좋지 않은 소식이라고 먼저 알리고, 콩팥이 8% 정도만 남은 말기 신부전 상태라고 분명히 전한다.',
      ),
    ).toBe(
      '안타깝지만 좋지 않은 소식을 말씀드려야 할 것 같습니다. 콩팥이 8% 정도만 남은 말기 신부전 상태입니다.',
    );
    expect(spokenNews('방광에 세균이 들어가 염증이 생긴 방광염으로 보인다.')).toBeUndefined();
  });

  it('no parenthesis inside another: the informant and the diagnosis name', () => {
    expect(informantTag('룸메이트(친구)')).toBe('(룸메이트에게)');
    expect(informantTag('어머니')).toBe('(어머니에게)');
    expect(nameForParenthesis('식욕억제제(펜터민) 오남용')).toBeUndefined();
    expect(nameForParenthesis('반복적 자해와 자살 위험(경계성 성격 특성)')).toBe('반복적 자해와 자살 위험');
  });

  it('a treatment is named once, and a name read with a final ㄹ takes 로', () => {
    const byId = (id: string) => cases.find((c) => c.id === id)!;
    expect(caseExample(byId('child-abuse-suspected'), 'treatment')).toBe(
      '골절 치료와 통증 조절을 하겠습니다.',
    );
    expect(caseExample(byId('cannabis-use-disorder'), 'treatment') ?? '').not.toMatch(/설명으로/);
    expect(withJosa('1.5-2 L', '으로/로')).toBe('1.5-2 L로');
    expect(withJosa('CT', '으로/로')).toBe('CT로');
    expect(withJosa('MRI', '으로/로')).toBe('MRI로');
    expect(withJosa('HLA-B27', '을/를')).toBe('HLA-B27을');
    expect(withJosa('CA 19-9', '을/를')).toBe('CA 19-9를');
    expect(caseExample(byId('varicella-schoolchild-breakthrough'), 'tests') ?? '').not.toMatch(/어서 /);
  });
});
