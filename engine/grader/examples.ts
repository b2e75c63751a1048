/**
 * "How one would ask or do it" for a missed item: the phrasebook entry of the item's first key or
 * two, and for the three case-specific education concepts an example built from the case itself
 * (its own plain-words education line, its plan), so the advice names THIS patient's diagnosis and
 * tests rather than a placeholder.
 */
import { CHILD_SYMPTOM_EXAMPLES, CHILD_TOPIC_EXAMPLES, carerOfChild } from './child-phrases';
import type { Case, ChecklistItem } from '../../content/schema';
import {
  EDUCATION_CONCEPTS,
  ENCOUNTER_ACTS,
  HISTORY_TOPICS,
  MANOEUVRES,
  SYMPTOMS,
  type EducationConcept,
  type EncounterAct,
  type HistoryTopic,
  type Manoeuvre,
  type Symptom,
} from '../../content/vocabulary';
import {
  ACT_EXAMPLES,
  EDUCATION_EXAMPLES,
  MANOEUVRE_EXAMPLES,
  SYMPTOM_EXAMPLES,
  TOPIC_EXAMPLES,
} from './phrasebook';
import { DRUG_NAME } from './education';
import { toPolite, withJosa } from './text';

/** Drops "(CBC, CRP)"-style detail from plan lines: examples are spoken to the patient. */
function spoken(planLine: string): string {
  // Round 26: a parenthesis inside another ("(회사 근로자지원프로그램(EAP)이나 …)") goes as a whole.
  let s = planLine;
  while (/\([^()]*\)/.test(s)) s = s.replace(/\s*\([^()]*\)/g, '');
  return s.trim();
}

function firstSentence(text: string): string {
  const m = /^(.+?[.!?])(\s|$)/.exec(text.trim());
  return (m?.[1] ?? text).trim();
}

/**
 * Round 24: an education line that describes how to break the news ("좋지 않은 소식이 있다고 먼저 알리고, 조직검사에서
 * 유방암이 확인되었다고 분명하게 전한다.") is said as the learner would say it ("좋지 않은 소식을 말씀드려야 할 것
 * 같습니다. 조직검사에서 유방암이 확인되었습니다."), not read out as a description of the act.
 */
export function spokenNews(line: string): string | undefined {
  const m =
    /^(?:좋지 않은 (?:소식|결과)[^,]*?(?:다고|라고|임을|음을) (?:먼저|미리) 알리고,\s*)?(.+?)(이라고|라고|다고|임을|음을)\s+(?:[가-힣]+\s+)*?(?:전한다|알린다|전합니다|알립니다|설명한다|말한다)[.]?$/.exec(
      line.trim(),
    );
  if (!m || !/(먼저|미리) 알리고|전한다|알린다/.test(line)) return undefined;
  const [, content, ending] = m as unknown as [string, string, string];
  // "뛰지 않는다, 아기가 …": a plain clause inside the news runs on with 고.
  const body = content.replace(/([가-힣])(?:는다|다),\s/g, '$1고, ');
  const said =
    ending === '다고'
      ? toPolite(`${body}다.`)
      : ending === '라고' || ending === '이라고' || ending === '임을'
        ? `${body}입니다.`
        : toPolite(`${body}다.`);
  const opener = /(먼저|미리) 알리고/.test(line)
    ? '안타깝지만 좋지 않은 소식을 말씀드려야 할 것 같습니다. '
    : '';
  return `${opener}${said}`;
}

/** Example explanations built from the case. */
export function caseExample(c: Case, concept: EducationConcept): string | undefined {
  if (concept === 'likelyDiagnosis') {
    const line = c.education[0];
    if (!line) return undefined;
    const told = spokenNews(firstSentence(line));
    if (told) return told;
    const polite = toPolite(firstSentence(line));
    return polite.length <= 120 ? polite : `${c.name}일 가능성이 가장 높습니다.`;
  }
  if (concept === 'differentials') {
    const [a, b] = c.differentials.slice(1, 3).map(spoken);
    if (!a) return undefined;
    return b
      ? `다만 ${withJosa(a, '이나/나')} ${b}일 가능성도 있어서 함께 확인하겠습니다.`
      : `다만 ${a}일 가능성도 있어서 함께 확인하겠습니다.`;
  }
  if (concept === 'tests') {
    // A plan that begins by saying no test is needed now ("경고 증상이 없어 X선·MRI 등 영상 검사는 필요 없음") is
    // explained as such, not as the first test that comes later or as "피검사와 ○○ 검사".
    const none = noTestNeeded(c.plan.tests[0] ?? '');
    if (none) return none;
    const tests = c.plan.tests.map(spoken).filter(isNounPhrase).slice(0, 2);
    if (tests.length === 0) return undefined;
    return `정확히 확인하기 위해 ${testsSaid(tests)}`;
  }
  if (concept === 'treatment') {
    // Round 26: the example leads with the case's main treatment (the first treatment in its plan), not with
    // whichever later line happens to be a short noun phrase ("치료는 3개월 뒤 재검사로" for metronidazole).
    // A case whose plan begins with no treatment at all ("치료 불필요, 양성 질환임을 설명하고 안심시키기") says so.
    if (
      /^[^,;]*(치료\s?불필요|치료\s?필요\s?없|치료(는|가)\s?필요\s?없)/.test(
        spoken(c.plan.treatment[0] ?? ''),
      )
    )
      return '특별한 치료는 필요하지 않습니다.';
    const main = mainTreatmentPhrase(c);
    if (main) return treatmentSaid(main);
    const steps = c.plan.treatment.map(spoken).filter(isNounPhrase).slice(0, 2);
    if (steps.length === 0) return undefined;
    // Round 20: a step that is itself a treatment is done, not "치료는 … 치료로" ("철 결핍성 빈혈 치료를 하겠습니다").
    const last = steps.at(-1)!;
    // Round 24: nor when a step names the treatment anywhere ("치료는 골절 치료와 통증 조절로" → "골절 치료와 통증
    // 조절을 하겠습니다"); a duration after it is said as one ("야뇨 경보기 치료를 2-3개월 동안").
    const timed = steps.length === 1 ? /^(.*치료)\s+(\d[\d-~]*\s?(?:개월|주|일))$/.exec(last) : null;
    if (timed) return `${withJosa(timed[1]!, '을/를')} ${timed[2]} 동안 하겠습니다.`;
    if (steps.some((x) => /치료(와|과)?(?![가-힣])/.test(x)))
      return steps.length === 1
        ? `${withJosa(last, '을/를')} 하겠습니다.`
        : `${withJosa(steps[0]!, '와/과')} ${withJosa(last, '을/를')} 하겠습니다.`;
    return steps.length === 1
      ? `치료는 ${withJosa(steps[0]!, '으로/로')} 하겠습니다.`
      : `치료는 ${withJosa(steps[0]!, '와/과')} ${withJosa(steps[1]!, '으로/로')} 하겠습니다.`;
  }
  // Round 33: today's shots and the next one said from the case's own education line ("오늘 폐렴구균, 수막구균, …
  // 주사를 시작하고, 8주 뒤 수막구균 두 번째를 맞는다." → "…맞습니다."), not "오늘은 ○○ 접종을 하고".
  if (concept === 'vaccineSchedule') {
    const sentences = c.education.flatMap((l) => l.split(/(?<=[.!?])\s+/)).map((x) => x.trim());
    const aside = /붓|통증|열이|발진|물집|두드러기|아프|몸살|^그래도|^그래서/;
    // Round 35: the sentence that gives today's shots ("오늘 A형 간염, 장티푸스 … 주사를 맞고, …") before one that only says
    // a shot today is enough ("…, 오늘 한 번만 맞아도 출발 전까지 충분히 보호된다") or sets a date ("2차 주사 날짜를 오늘 정하고").
    const todays = sentences.filter(
      (x) =>
        /오늘/.test(x) &&
        /접종|맞|백신|주사/.test(x) &&
        !aside.test(x) &&
        !/미룰|이유|맞아도|맞더라도|정하고|정한다/.test(x),
    );
    const today = todays.find((x) => /^오늘/.test(x)) ?? todays[0];
    // The next shot: the clause that names its time ("다음 접종은 4개월 때이며, …" → "다음 접종은 4개월 때입니다").
    const nextLine = sentences.find(
      (x) => x !== today && /다음\s?접종|[0-9]차|두 번째|추가 접종/.test(x) && !aside.test(x),
    );
    const next = nextLine
      ?.split(/,\s/)
      .find((p) => /개월|[0-9]\s?주|살|세|때|뒤|후/.test(p))
      ?.replace(/(이며|이고)$/, '이다')
      .replace(/([^.])$/, '$1.');
    const said = [today, next]
      .filter((x): x is string => Boolean(x))
      .map((x) => toPolite(x).replace(/([^.!?])$/, '$1.'))
      .filter((x) => /니다\.$/.test(x));
    if (said.length > 0) return said.join(' ');
    return undefined;
  }
  if (concept === 'referral' && !PSYCHIATRIC.has(c.secondaryCategory) && c.primaryCategory !== '상담') {
    return '필요한 검사와 치료를 받으실 수 있도록 전문 진료를 바로 연결해 드리겠습니다.';
  }
  return undefined;
}

/**
 * A plan written only in lists ("CBC, 혈액형·교차시험, PT/INR …", "흉부 X선, 심전도"), read item by item, a procedure
 * before the blood tests: used only where the phrasebook would say its general line.
 */
function listedTests(c: Case): string | undefined {
  const items = c.plan.tests
    .flatMap((line) => spoken(line).split(/\s*[,;]\s*|(?<=[가-힣A-Za-z0-9])(?:와|과)\s/))
    // "요추 MRI 또는 요추 X선": the first of two alternatives.
    .map((t) => t.replace(/\s또는\s.*$/, '').trim())
    .filter(
      (t) =>
        t.length > 0 &&
        t.length <= 18 &&
        !/\s(및|후|시)\s|면\s|[을를]\s|[가-힣](으로|로)\s|(한다|하다|된다|함|음)$/.test(t) &&
        TEST_ITEM.test(t) &&
        !NOT_A_TEST.test(t),
    );
  const ordered = [...items.filter((t) => PROCEDURE.test(t)), ...items.filter((t) => !PROCEDURE.test(t))];
  // An item that is itself two tests ("비조영 뇌 CT와 CT 정맥조영") is said alone.
  const tests = /[가-힣A-Z](와|과)\s/.test(ordered[0] ?? '') ? ordered.slice(0, 1) : ordered.slice(0, 2);
  return tests.length > 0 ? `정확히 확인하기 위해 ${testsSaid(tests)}` : undefined;
}
/** A list item that names a test: a procedure, a named test, or a lab value in letters. */
const TEST_ITEM =
  /(검사|척도|선별|X선|CT|MRI|내시경|초음파|조영|천자|생검|스캔|심전도|촬영|배양|[A-Z]{2,}[A-Za-z0-9-]*)$/;

/** A plan line saying a test is not needed now: "필요 없음", "불필요", "필요하지 않음", "하지 않음". */
const NOT_NEEDED_END =
  /\s?(?:은|는|이|가)?\s?(?:지금|당장)?\s?(?:필요\s?없(?:음|다|어요)?|불필요|필요하지\s?않(?:음|다)?|하지\s?않(?:음|는다)?)[.]?$/;
/** List items that are no test to name: a score, a referral, a check of a form, "필요 시 …". */
const NOT_A_TEST =
  /(점수|평가|협진|확인|예진표|접종|기록|정보|수집|면담|선별 설문|측정)$|^필요\s?시|^(예|등)\s/;
const PROCEDURE = /(X선|CT|MRI|내시경|초음파|조영|천자|생검|스캔|심전도|촬영)/;
const TEST_NOUN = /(검사|X선|CT|MRI|내시경|초음파|영상|촬영)$/;
/**
 * "경고 증상이 없어 X선·MRI 등 영상 검사는 필요 없음" → "경고 증상이 없어 X선·MRI 등 영상 검사는 필요하지
 * 않습니다."; a long reason is left out ("…회전 가능하여 영상 검사 불필요" → "지금은 영상 검사가 필요하지
 * 않습니다."). Undefined when the line plans a test.
 */
function noTestNeeded(line: string): string | undefined {
  const said = spoken(line);
  const m = NOT_NEEDED_END.exec(said);
  if (!m) return undefined;
  const before = said.slice(0, m.index).trim();
  // The tested thing: the words after the last clause break ("…없어 X선·MRI 등 영상 검사").
  // The tested thing: the words after the last clause break ("…없어 X선·MRI 등 영상 검사"), a modifier only when it is
  // no verb or particle form ("…진단하며 혈액검사" → "혈액검사").
  const words = (before.split(/\s*,\s*/).at(-1) ?? before).split(/\s+/);
  const taken: string[] = [];
  for (let i = words.length - 1; i >= 0 && taken.length < 4; i--) {
    const w = words[i]!;
    if (
      taken.length > 0 &&
      (/(어|고|며|서|해|여|면|므로|이|가|은|는|을|를|로|에|의|하여|없이|으로)$/.test(w) ||
        (/[가-힣]+상$/.test(w) && w !== '영상')) &&
      w !== '등'
    )
      break;
    taken.unshift(w);
  }
  const noun = taken
    .join(' ')
    .replace(/^(당장|지금|현재)\s/, '')
    .trim();
  if (!noun || !TEST_NOUN.test(noun)) return undefined;
  const reason = before.slice(0, before.length - noun.length).trim();
  if (reason && reason.length <= 30 && /(없어|없고|없으므로|정상이므로|젊고|낮아)$/.test(reason))
    return `${reason} ${withJosa(noun, '은/는')} 지금 필요하지 않습니다.`;
  return `지금은 ${withJosa(noun, '이/가')} 필요하지 않습니다.`;
}

/**
 * Round 26: a test takes its own verb. A diary is written, an X-ray taken, a lab value tested ("항핵항체 검사를"); the
 * rest are done ("…를 하겠습니다"). Two tests with different verbs are said in two clauses.
 */
const WRITTEN = /(일지|일기|기록지|달력|다이어리)$/;
const TAKEN = /(X선|엑스레이|사진)$/;
const LAB_VALUE =
  /(항체|농도|수치|표지자|pH|hCG|DNA|RNA|정량|트로포닌|CRP|TSH|PSA|페리틴|젖산|암모니아|효소)$/;
function testsSaid(lines: readonly string[], tryIt = false): string {
  // "흉부 X선과 고해상도 흉부 CT" is two tests with two verbs.
  const tests = lines.flatMap((t) => t.split(/(?<=X선|사진|엑스레이)(?:과|와)\s/)).slice(0, 2);
  const parts = tests.map((t) => {
    const name = LAB_VALUE.test(t) ? `${t} 검사` : t;
    return WRITTEN.test(t)
      ? { name, verb: '써 오시도록 하겠습니다.', then: '써 오시도록 하고' }
      : TAKEN.test(t)
        ? { name, verb: tryIt ? '찍어 보겠습니다.' : '찍겠습니다.', then: tryIt ? '찍어 보고' : '찍고' }
        : { name, verb: tryIt ? '해 보겠습니다.' : '하겠습니다.', then: tryIt ? '해 보고' : '하고' };
  });
  const [a, b] = parts as [(typeof parts)[0], (typeof parts)[0] | undefined];
  if (!b) return `${withJosa(a.name, '을/를')} ${a.verb}`;
  if (a.verb === b.verb) return `${withJosa(a.name, '와/과')} ${withJosa(b.name, '을/를')} ${b.verb}`;
  return `${withJosa(a.name, '을/를')} ${a.then} ${withJosa(b.name, '을/를')} ${b.verb}`;
}

/**
 * Round 26: the case's main treatment, by the case's own order: the first clause of its plan's treatment lines that
 * names a treatment and is not an act around one (a drug stopped, something explained or checked, a referral, a
 * consideration, a follow-up); then only the words that name it ("고용량 NSAID를 1-2주 후 서서히 감량" → "고용량
 * NSAID", "발진 72시간 이내이므로 항바이러스제 7일" → "항바이러스제" for 7일).
 */
const AROUND_TREATMENT =
  /(중단|금지|않음|않기|않고|피하기|피함|설명|안심시킴|안심시키기|안내|신고|면담|말하기|확인|평가|감시|관찰|측정|확보|제공|교육|재검|재진|추적|전달|상의|결정|검토|고려|연계|협진|의뢰|우선|준비|보류|기록|변경|교체|대체|조정|보호|처방|재평가|선택|권고|권유|처분|보관|삭제|맡기기|예방|방지|함|둠|시킴|(?:정|설명|안내|확인|평가|상의)하고|(?<![보입청동압])기)$/;
const MODALITY_END =
  /(제|약|약물|요법|치료|수술|술|시술|입원|투여|주사|백신|접종|수혈|수액|식염수|보충|배액|천자|흡인|삽관|삽입|감압|지혈|재활|금식|좌욕|찜질|금주|금연|조절|소생|재수화|글로불린|인슐린|포도당|산소|스테로이드|항생제|항암|방사선|보청기|페서리|도뇨관|장치|분무|세척|패치|흡입기|물리치료|정신치료|관장|봉합|소독|처치|부목|깁스|정복|배농|절개|제거|발살바법|운동|피임|교정|훈련|상담|록신|콜산|파린|세트론|리돈|맙|닙|비르|아미드|다론|아민|린|롤|딘|핀|졸)$/;
/** Words that end like a treatment and are none ("다학제 진료", "음주 자제", "복약", "농약", "해장술", "유산소"). */
const NOT_MODALITY =
  /^([가-힣]*억제|다학제|문제|체제|통제|자제|배제|억제|복약|예약|요약|절약|계약|공약|농약|치약|해장술|술|유산소)$/;
const PARTICLE = /(으로|로|을|를|이|가|은|는|와|과|에|에서|의|도|만)$/;
const DURATION = /^\d[\d.\-~]*\s?(개월|주|일)$/;
/** A word that ends a condition or a reason: what follows it is the treatment ("…이면", "…므로", "…에 따라", "…시"). */
const CONDITION_END =
  /(면|므로|어서|아서|여서|라서|해서|이라|때까지|따라|^시|^후|^뒤|^때|^전|동안|부터|라도|며|있어|없어|높아|낮아|심해|의뢰해|연락해|분석해|입원해|씻어|통해|위해|맞춰|하여)$/;
/** Words that modify no treatment: adverbs, connectives and numbers ("함께", "빨리", "먼저", "2차"). */
const NOT_MODIFIER =
  /(게|히|께|과|와|이|가|은|는|을|를|로|에|의|고|서|%|미만|이상|이하|이내|보다|도록|만|않기|하기|등|(?<!따뜻|충분)한|된|던|할|둔|른)$|^(\d|빨리|먼저|우선|바로|즉시|다시|이후)/;
function isModality(word: string): boolean {
  const w = word.replace(PARTICLE, '').replace(/(하고|하여|해서)$/, '');
  return w
    .split('·')
    .some(
      (x) =>
        x.length >= 2 &&
        !/^\d/.test(x) &&
        !NOT_MODALITY.test(x) &&
        (MODALITY_END.test(x) || DRUG_NAME.test(x)),
    );
}
/** A treatment said to be none ("근본 치료는 없어", "치료 없이 지켜봄", "필요 없음"). */
const NO_TREATMENT =
  /치료(는|가)\s?없|치료\s?없이|필요\s?없|불필요|치료의\s?시작|것이\s?(첫\s?)?치료|피하(면|고|기|도록)|피해야/;
/** A generic step named alone ("조절", "보충"): it says nothing without what is adjusted or given. */
const BARE_STEP =
  /^((첫|1차|2차|주|다음|추가|이후|같은)\s?)?(치료|약|요법|약물|약제|조절|보충|투여|교정|상담|운동)$/;
function mainTreatmentPhrase(c: Case): { phrase: string; duration?: string } | undefined {
  for (const line of c.plan.treatment)
    for (const raw of spoken(line).split(/\s*[,;]\s*|\s(?:또는|후|뒤)\s|(?<=[가-힣]하고)\s/)) {
      const clause = raw.trim();
      if (
        clause.length < 2 ||
        AROUND_TREATMENT.test(clause) ||
        NO_TREATMENT.test(clause) ||
        /(예방|방지)(\s\S+)?$/.test(clause)
      )
        continue;
      const all = clause.split(/\s+/);
      // The treatment follows the last condition that still leaves one ("…이면 N-아세틸시스테인 투여"; not "아스피린
      // 씹어서 복용", where nothing is left after it).
      const cut = all.reduce(
        (at, w, k) => (CONDITION_END.test(w) && all.slice(k + 1).some(isModality) ? k + 1 : at),
        0,
      );
      const words = all.slice(cut);
      const i = words.findIndex(isModality);
      if (i < 0) continue;
      // "예방 약물로 베타히스틴", "급성기 약물로 트립탄": what is named after a generic "약물로" is the treatment.
      const named = words[i + 1];
      if (/^(약물|약|치료제|약제)(으로|로)$/.test(words[i]!) && named && !PARTICLE.test(named)) {
        const after = words[i + 2];
        return after && DURATION.test(after) ? { phrase: named, duration: after } : { phrase: named };
      }
      // Modifiers before it ("경험적", "고용량 정맥"), not a condition, an adverb or a number.
      let start = i;
      while (
        start > 0 &&
        i - start < 3 &&
        (!NOT_MODIFIER.test(words[start - 1]!) || DURATION.test(words[start - 1]!))
      )
        start -= 1;
      // The treatment and what joins it ("골절 치료와 통증 조절", "방사선 치료와 항암 화학요법").
      let end = i;
      while (end + 1 < words.length) {
        const here = words[end]!;
        if (/(을|를|으로|로|은|는)$/.test(here)) break;
        const next = words[end + 1]!;
        if (isModality(next)) end += 1;
        else if (end + 2 < words.length && /(와|과)$/.test(here) && isModality(words[end + 2]!)) end += 2;
        else if (
          end + 2 < words.length &&
          !PARTICLE.test(next) &&
          !/(해|하여|하고|고|서)$/.test(next) &&
          isModality(words[end + 2]!)
        )
          end += 2;
        else break;
      }
      // The phrase ends in a treatment: a list joined by '·' is cut after its last treatment ("피임약·호르몬 자궁 내
      // 장치" → "피임약"; "입원·전원" → "입원"); none there ("운동·사회 활동" cut at "운동·사회"), the clause names none.
      const treats = (x: string) =>
        x.length >= 2 && !NOT_MODALITY.test(x) && (MODALITY_END.test(x) || DRUG_NAME.test(x));
      const lastParts = words[end]!.replace(PARTICLE, '')
        .replace(/(하고|하여|해서)$/, '')
        .split('·');
      const keep = lastParts.map(treats).lastIndexOf(true);
      if (keep < 0) continue;
      let phrase = [...words.slice(start, end), lastParts.slice(0, keep + 1).join('·')]
        .join(' ')
        .replace(/(하고|하여|해서)$/, '')
        .replace(PARTICLE, '');
      // "칼륨은 … 소량만 보충하고": a bare step takes the thing the clause is about.
      const topic = /^([가-힣A-Za-z0-9]{2,})(은|는|을|를)$/.exec(all[0] ?? '')?.[1];
      if (BARE_STEP.test(phrase) && topic) phrase = `${topic} ${phrase}`;
      if (phrase.length < 2 || phrase.length > 24 || BARE_STEP.test(phrase)) continue;
      // A duration said first ("10-14일 알파차단제") is said as how long ("알파차단제를 10-14일 동안").
      const first = words[start]!;
      if (start < end && DURATION.test(first))
        return { phrase: phrase.slice(first.length).trim(), duration: first };
      const after = words[end + 1];
      return after && DURATION.test(after) ? { phrase, duration: after } : { phrase };
    }
  return undefined;
}
const DONE_AS_ACT =
  /(술|치료|요법|교정|보충|투여|수혈|배액|지혈|천자|흡인|삽관|삽입|감압|재활|금식|시술|조절|소생|재수화|물리치료|정신치료|관장|봉합|소독|처치|정복|배농|절개|제거|발살바법|피임)$/;
/** What the patient does: advised, not done by the doctor ("금연을 하겠습니다" says the doctor quits). */
const PATIENT_DOES = /(금연|금주|좌욕|찜질|세척|운동|훈련)$/;
/** Devices are worn or used ("양측 보청기를 쓰시도록"), not a treatment "…로 하겠습니다" ending in 기. */
const DEVICE = /(보청기|흡입기|양압기|페서리|보조기|장치|패치|깁스|부목)$/;
function treatmentSaid({ phrase, duration }: { phrase: string; duration?: string }): string {
  if (/입원/.test(phrase)) return '입원해서 치료하겠습니다.';
  if (DEVICE.test(phrase)) return `${withJosa(phrase, '을/를')} 쓰시도록 하겠습니다.`;
  // "A와 B": a drug given and a procedure done are two clauses ("항우울제를 쓰고 지지적 정신치료를 하겠습니다").
  const pair = /^(.+?)(와|과)\s(.+)$/.exec(phrase);
  const act = (x: string) => DONE_AS_ACT.test(x) || PATIENT_DOES.test(x);
  if (pair && !act(pair[1]!) && DONE_AS_ACT.test(pair[3]!))
    return `${withJosa(pair[1]!, '을/를')} 쓰고 ${withJosa(pair[3]!, '을/를')} 하겠습니다.`;
  if (/치료/.test(phrase) && !DONE_AS_ACT.test(phrase)) return `${phrase} 치료를 하겠습니다.`;
  if (/입원$/.test(phrase))
    return `${phrase === '입원' ? '' : `${phrase.replace(/\s?입원$/, '')} `}입원해서 치료하겠습니다.`;
  if (/백신$/.test(phrase)) return `${withJosa(phrase, '을/를')} 접종하겠습니다.`;
  if (PATIENT_DOES.test(phrase)) return `${withJosa(phrase, '을/를')} 하시는 게 좋겠습니다.`;
  if (DONE_AS_ACT.test(phrase) || /접종$/.test(phrase))
    return duration
      ? `${withJosa(phrase, '을/를')} ${duration} 동안 하겠습니다.`
      : `${withJosa(phrase, '을/를')} 하겠습니다.`;
  return duration
    ? `${withJosa(phrase, '을/를')} ${duration} 동안 쓰겠습니다.`
    : `치료는 ${withJosa(phrase, '으로/로')} 하겠습니다.`;
}

/** Presentations whose referral goes to psychiatry. */
const PSYCHIATRIC = new Set<string>(['기분변화', '불안', '수면장애', '기억력저하']);

/**
 * A plan line that reads as one noun phrase ("복부 초음파", "항생제 주사"), not a clause or a list
 * ("신경 증상이 생기면 즉시 시행", "칼슘, 비타민 D"): only such lines are spoken as an example.
 */
function isNounPhrase(line: string): boolean {
  return (
    line.length > 0 &&
    line.length <= 18 &&
    !/[,·/;:]|\s(및|또는|후|시)\s|면\s|(한다|하다|된다|함|시행|고려|필요|확인|평가|교육|권고|중단|유지)$/.test(
      line,
    ) &&
    // A topic particle or an instrument inside, or a verdict at the end, makes a clause ("데스모프레신은
    // 쓰지 않음", "소염진통제로 증상 조절", "혈전용해제는 금기").
    !/[가-힣](은|는|으로|로|이므로|므로)\s|(음|가능|금기|금지|없음|목표|예방|협진|연계|협력|공유|재검|추적)$/.test(
      line,
    ) &&
    // Round 24: a step told as an act ("비밀 보장과 그 한계를 먼저 설명", "지사제 사용하지 않기", "양가감정 끌어내기",
    // "진단서 발급", "대동맥판 치환술 논의") is no treatment to name after "치료는".
    !/[가-힣]기$|(설명|발급|논의|안내|상담 권유|권유)$|[을를]\s/.test(line) &&
    // a reason clause ("전형적이어서 임상 진단") is no test to name.
    !/[가-힣](어서|아서|여서|해서)\s/.test(line)
  );
}

/**
 * Round 17: phrasebook lines that name another presentation's substance or a symptom's course, said
 * instead in the words of this counselling presentation ("술(담배)" in a methamphetamine case, "처음보다
 * 점점 심해지나요" for "사용량이 늘었는지").
 */
const PRESENTATION_EXAMPLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  물질오남용: {
    event: '처음 그 약을 쓰게 된 건 어떤 계기였어요?',
    course: '처음보다 쓰는 양이나 횟수가 늘었나요?',
    consequences: '약 때문에 건강이나 직장, 가정, 법적으로 문제가 생긴 적이 있으세요?',
    motivationalAdvice: '지금 겪고 계신 문제가 약과 관련이 있어서, 끊으시면 몸과 생활이 분명히 좋아집니다.',
    cessationPlan: '끊는 날짜를 정하고, 갖고 있는 약과 구하던 연락처를 미리 정리해 두시면 좋겠습니다.',
    skinInspection: '(팔과 다리에 주사 자국이나 긁은 상처가 있는지 살핀다)',
  },
  음주: {
    motivationalAdvice: '지금 겪고 계신 문제가 술과 관련이 있어서, 줄이시면 건강이 분명히 좋아집니다.',
    cessationPlan: '끊는 날짜를 정하고, 집에 있는 술을 미리 치워 두시면 좋겠습니다.',
  },
  금연: {
    motivationalAdvice: '지금 겪고 계신 증상이 담배와 관련이 있어서, 끊으시면 건강이 분명히 좋아집니다.',
    cessationPlan: '끊는 날짜를 정하고, 집에 있는 담배와 라이터를 미리 치워 두시면 좋겠습니다.',
  },
  '나쁜 소식 전하기': {
    course: '요즘 몸은 좀 어떠세요? 불편한 곳은 없으세요?',
    // Round 26: the interview opens on what the patient knows and expects, not on a complaint.
    openQuestion: '검사 결과에 대해 어떻게 생각하고 오셨는지 먼저 여쭤봐도 될까요?',
  },
  // Round 26: a vaccination visit's next date is the next shot, not a test result.
  예방접종: {
    followUp: '다음 접종 날짜는 수첩에 적어 드릴게요. 그날 다시 오시면 됩니다.',
    openQuestion: '오늘 접종 전에 아이는 어떻게 지냈는지 먼저 말씀해 주시겠어요?',
  },
};

/**
 * Round 26: a counselling station opens on what the patient wants to talk about, not "어디가 불편해서 오셨어요?" (there
 * is nothing that hurts in a quit-smoking visit).
 */
const COUNSELLING_OPENING = '오늘 어떤 이야기를 나누고 싶어서 오셨는지 편하게 말씀해 주시겠어요?';

/**
 * Round 20: the phrasebook's preceding event asks about food and exertion (a stomach upset); in a counselling or
 * psychiatric presentation the event is what made life hard, and at a joint it is what strained or hurt it.
 */
const EVENT_BY_GROUP = {
  mind: '요즘 특별히 힘든 일이나 큰 변화가 있으셨어요?',
  joints: '그 전에 무리하게 쓰거나 오래 걸으신 일이 있었나요?',
} as const;
function eventExample(c: Case): string | undefined {
  if (c.primaryCategory === '상담' || PSYCHIATRIC.has(c.secondaryCategory)) return EVENT_BY_GROUP.mind;
  if (c.primaryCategory === '근골격/피부' && /관절|허리|목|어깨/.test(c.secondaryCategory))
    return EVENT_BY_GROUP.joints;
  return undefined;
}

/**
 * Round 20: tests in the item's own words when the case's plan gives none that read as a noun ("혈구검사, 갑상선
 * 기능, 혈당, 간·신장 기능 검사를 설명했다" → "정확히 확인하기 위해 혈구검사와 간·신장 기능 검사를 해 보겠습니다."), rather
 * than the phrasebook's "피검사와 ○○ 검사".
 */
/** Round 32: a lab value named without its test ("갑상선 기능", "혈당") is said with it. */
const LAB_NAMED = /(기능|혈당|지질|전해질)$/;
function testsFromItem(text: string): string | undefined {
  const t = text.replace(/\s*\([^)]*\)/g, '').trim();
  // Round 32: a test said to be needed or not ("응급 위내시경과 혈액검사가 필요함을", "경고 증상이 없으면 당장 영상 검사가
  // 필요 없음을") is said so.
  const need = /^(.+?)(이|가)\s(필요함|필요\s?없음)을\s?설명했다$/.exec(t);
  if (need && /(검사|X선|CT|MRI|초음파|내시경|촬영|측정|심전도)$/.test(need[1]!))
    return need[3] === '필요함'
      ? `${withJosa(need[1]!, '이/가')} 필요합니다.`
      : `${withJosa(need[1]!, '은/는')} 필요 없습니다.`;
  // Round 32: "…을 바로 시행함을 설명했다", "필요할 때 …를 시행함을", "… 등 신체 원인을 확인하는 검사를" name the tests.
  const done = /^(.+?)(을|를)\s(바로\s)?시행함을\s?설명했다$/.exec(t);
  const now = done?.[3] ? '바로 ' : '';
  const object = (
    done?.[1] ??
    /^(.+?)(을|를)\s?(설명했다|계획했다|안내했다|시행했다)$/
      .exec(t)?.[1]
      ?.replace(/\s?등\s[^,]*?확인하는\s검사$/, '')
  )
    ?.replace(/^필요할\s?때\s/, '필요하면 ')
    .replace(/\s?등(\s?기본)?(\s?검사)?$/, '');
  const TEST_END = /(검사|X선|CT|MRI|초음파|내시경|촬영|측정|심전도|기능|혈당|지질)$/;
  if (!object || !TEST_END.test(object)) return undefined;
  const cond = /^필요하면\s/.test(object) ? '필요하면 ' : '';
  // "심전도, 혈액검사, 필요하면 24시간 심전도·심장 초음파": the tests done now.
  const rest = object.replace(/^필요하면\s/, '').replace(/,\s*필요하면\s.*$/, '');
  if (/[가-힣](이|가|은|는|면|때)\s/.test(rest)) return undefined;
  // A model sentence names one or two tests, not the item's list joined by commas.
  const tests = rest
    .split(/\s*,\s*/)
    .map((t) => t.replace(/\s?등(\s?기본)?(\s?검사)?$/, '').trim())
    .filter((t) => TEST_END.test(t))
    .map((t) => (LAB_NAMED.test(t) ? `${t} 검사` : t))
    .slice(0, 2);
  if (tests.length === 0) return undefined;
  return `${now || cond || '정확히 확인하기 위해 '}${testsSaid(tests, !now)}`;
}

/**
 * Round 32: when to come back, said to the patient: the case's own warning line ("…엉덩이 사이 감각이 둔해지면 그날 바로
 * 응급실로 온다." → "…그날 바로 응급실로 오세요."), else the item's signs ("다리 힘 빠짐, 대소변 장애가 생기면 바로 오도록
 * 설명했다" → "다리 힘 빠짐, 대소변 장애가 생기면 바로 오세요."). The generic line names no sign of the item.
 */
const WARNING_VERB: readonly (readonly [RegExp, string])[] = [
  [/와야\s?(한다|합니다)\.?$/, '오셔야 합니다.'],
  [/(온다|오도록\s?한다)\.?$/, '오세요.'],
  [/불러야\s?(한다|합니다)\.?$/, '부르셔야 합니다.'],
  [/부르게\s?한다\.?$/, '부르게 하세요.'],
  [/(부른다|부르도록\s?한다)\.?$/, '부르세요.'],
  [/연락해야\s?(한다|합니다)\.?$/, '연락하셔야 합니다.'],
  [/연락한다\.?$/, '연락하세요.'],
  [/방문한다\.?$/, '방문하세요.'],
];
const WARNING_SENTENCE = /(면|시)\s[^.]*?(바로|즉시|곧바로|지체\s?없이)\s/;
/** The signs an item names, as word stems ("다리 힘 빠짐, 대소변 장애가 생기면 …" → 다리, 빠짐, 대소, 장애). */
export function warningStems(itemText: string): string[] {
  return itemText
    .replace(
      /\s(바로\s)?(응급실로\s)?(연락하거나\s오도록|오도록|119를\s부르도록)\s?(설명했다|안내했다|교육했다)$/,
      '',
    )
    .split(/[\s,·]+/)
    .map((w) => w.replace(/[^가-힣]/g, ''))
    .filter(
      (w) => w.length >= 2 && !/^(생기|생겼|있으|있|동반|바로|갑자|심한|다시|증상|접종|관찰|분|이상)/.test(w),
    )
    .map((w) => w.slice(0, 2));
}
/** A sign's stem as a patient hears it ("대소변 장애" is urine or stool; "실신" is fainting). */
const SIGN_SAID_AS: Readonly<Record<string, RegExp>> = {
  대소: /소변|대변|변을/,
  빠짐: /빠지|빠져/,
  호흡: /숨/,
  숨참: /숨/,
  실신: /쓰러|실신/,
  의식: /정신|의식|깨우/,
  출혈: /피|출혈/,
  고열: /열/,
  삼킴: /삼키|넘어가/,
  체중: /체중|살이/,
  두근: /두근|심장이/,
};
/** The example names a sign of the item (in its words or as a patient hears it). */
export function namesSign(itemText: string, said: string): boolean {
  return warningStems(itemText).some((w) => said.includes(w) || (SIGN_SAID_AS[w]?.test(said) ?? false));
}
function warningFromCase(c: Case, itemText: string): string | undefined {
  for (const line of c.education)
    for (const sentence of line.split(/(?<=다\.)\s+/)) {
      const t = sentence.trim();
      if (!WARNING_SENTENCE.test(t)) continue;
      const verb = WARNING_VERB.find(([re]) => re.test(t));
      if (!verb) continue;
      // Advice joined before the warning by "-고," or "-며," ("술을 줄이고, 운동 중이나 …") is cut off; a sign joined so
      // ("열이 나거나 오한이 들고, …") stays.
      const parts = t.split(/(?<=[고며]),\s+/);
      let start = 0;
      for (let i = 1; i < parts.length; i++) {
        const before = parts.slice(start, i).join(', ');
        if (!/거나|으면|면\s/.test(before.replace(/[^,]*면\s[^,]*(멈추|줄이|상의)[^,]*$/, ''))) start = i;
        else if (!/거나/.test(before) && /(줄이|멈추|두)[고며]$/.test(before)) start = i;
      }
      const said = parts.slice(start).join(', ').replace(verb[0], verb[1]);
      if (
        said.length <= 110 &&
        !/[가-힣]다[.,]/.test(said.replace(/합니다\.$|입니다/, '')) &&
        namesSign(itemText, said)
      )
        return said;
    }
  return undefined;
}
function warningFromItem(text: string): string | undefined {
  const m =
    /^(.+?)\s(바로\s)?(응급실로\s)?(연락하거나\s오도록|오도록|119를\s부르도록)\s?(설명했다|안내했다|교육했다)$/.exec(
      text.trim(),
    );
  if (!m) return undefined;
  let cond = m[1]!.replace(/^(.+?)\s관찰과,\s/, '$1 동안 지켜보시고, ').replace(/동반되면$/, '같이 생기면');
  const noun = /^(.*?)\s?시$/.exec(cond);
  if (noun && !/[면]$/.test(cond)) cond = `${withJosa(noun[1]!, '이/가')} 있으면`;
  const verb = m[4]!.startsWith('연락')
    ? '연락하시거나 오세요.'
    : m[4]!.startsWith('119')
      ? '119를 부르세요.'
      : `${m[3] ?? ''}오세요.`;
  return `${cond} 바로 ${verb}`;
}

/** Up to two phrasebook examples for the item's keys, topics before symptoms. */
export function exampleFor(item: ChecklistItem, c: Case): string {
  const by = item.satisfiedBy;
  const pieces: string[] = [];
  // The phrasebook's 'character' example asks about pain; a discharge, a cough or sleep is asked in
  // the item's own words ("분비물의 색, 냄새, 양, 모양은 어떠세요?").
  // Only the words outside the parentheses say what is characterised: "증상의 양상(속쓰림, 더부룩함,
  // 통증)" is not a pain question, and "발작의 양상(두통·두근거림·발한)" is about the attacks.
  const outside = item.text.replace(/\s*\([^)]*\)/g, '');
  if (by.topics?.[0] === 'character') {
    const painful = /통증|아프|아픈|아파|두통/.test(outside) || /통/.test(c.secondaryCategory);
    const own = painful
      ? choiceFromItem(item.text)
      : (questionFromItem(item.text) ??
        choiceFromItem(item.text) ??
        '어떤 느낌인지 자세히 말씀해 주시겠어요?');
    if (own) pieces.push(own);
  }
  const own = PRESENTATION_EXAMPLES[c.secondaryCategory] ?? {};
  // Round 23: a course asked against the menstrual cycle ("월경 주기에 따라 크기나 통증이 변하는지") is asked in the
  // item's words, not as "처음보다 점점 심해지나요".
  // Also the amount and how often ("출혈의 양과 횟수, 반복 여부"), not the phrasebook's worse-or-better.
  const cycle =
    by.topics?.[0] === 'course' && /주기|양과|횟수|빈도/.test(outside)
      ? questionFromItem(item.text)
      : undefined;
  if (cycle) pieces.push(cycle);
  // Round 28: said to a child's carer, a history example asks about the child (child-phrases.ts).
  const kid = carerOfChild(c);
  for (const t of by.topics ?? [])
    if (!(t === 'character' && pieces.length > 0) && !(t === 'course' && cycle)) {
      const line =
        (kid ? CHILD_TOPIC_EXAMPLES[t] : undefined) ??
        own[t] ??
        (t === 'event' ? eventExample(c) : undefined) ??
        TOPIC_EXAMPLES[t];
      // Round 27: the phrasebook's general line that asks nothing the item names ("그러기 전에 특별한 일이 있었나요? 드신
      // 음식이나 무리한 일이요." for "피를 토하기 전에 심하게 헛구역질하거나 구토했는지") gives way to the item asked in its
      // words; a presentation's or a child's own line stays.
      const asked =
        item.section === '병력청취' &&
        GENERIC_TOPICS.has(t) &&
        line === TOPIC_EXAMPLES[t] &&
        !sharesContent(item.text, line)
          ? askFromItem(item.text)
          : undefined;
      pieces.push(asked ?? line);
    }
  for (const s of by.symptoms ?? [])
    pieces.push((kid ? CHILD_SYMPTOM_EXAMPLES[s] : undefined) ?? SYMPTOM_EXAMPLES[s]);
  for (const m of by.manoeuvres ?? [])
    pieces.push(
      own[m] ?? (m === 'mentalStatus' && moodObserved(item.text) ? MOOD_OBSERVED : MANOEUVRE_EXAMPLES[m]),
    );
  for (const e of by.education ?? []) {
    // Generic advice and treatment lines name other diseases' measures (alcohol and smoking for a
    // diarrhoea case): without a case example, the item's own words are spoken instead.
    const fromItem =
      e === 'lifestyle' || e === 'treatment'
        ? (spokenAdvice(item.text, c) ?? adviceFromItem(item.text))
        : e === 'tests'
          ? testsFromItem(item.text)
          : e === 'warningSigns'
            ? (warningFromCase(c, item.text) ?? warningFromItem(item.text))
            : undefined;
    pieces.push(
      caseExample(c, e) ??
        fromItem ??
        own[e] ??
        (e === 'tests' ? listedTests(c) : undefined) ??
        EDUCATION_EXAMPLES[e],
    );
  }
  const acts = by.acts ?? [];
  for (const a of acts) {
    // Round 33: plain words and the check of understanding are one model phrase (the check is never dropped for length).
    if (a === 'checkUnderstanding' && acts.includes('avoidJargon')) continue;
    pieces.push(
      own[a] ??
        (a === 'openQuestion' && c.primaryCategory === '상담' ? COUNSELLING_OPENING : undefined) ??
        (a === 'summary' ? summaryExample(c) : undefined) ??
        (a === 'avoidJargon' ? plainWordsExample(c, acts.includes('checkUnderstanding')) : undefined) ??
        ACT_EXAMPLES[a],
    );
  }
  const unique = [...new Set(pieces)];
  // Two short questions read naturally together ("속이 메슥거리지는 않으세요? 토하지는 않으셨어요?");
  // a long first example stands alone.
  if (unique.length >= 2 && unique[0]!.length + unique[1]!.length <= 70) return `${unique[0]} ${unique[1]}`;
  return unique[0] ?? '';
}

/**
 * Round 33: the summary said from this case's facts, not "정리해 보면 … 맞으실까요?". An interview's summary restates why
 * the patient came, from the door card's situation ("이틀 전부터 가슴이 아파 응급실에 온 환자" → "이틀 전부터 가슴이 아파
 * 오셨다는 거죠?"), else the complaint in the patient's words; a counselling or bad-news station's summary gathers the plan
 * agreed (the case's treatment example).
 */
const PLACE_WORD =
  /^(?:[가-힣A-Za-z]*(?:외래|응급실|의원|병원|분만실|진료실|클리닉|센터|보건소|보건실|상담실|병동)|(?:[가-힣]+)?과)$/;
export function summaryExample(c: Case): string {
  const check = '제가 잘못 이해했거나 빠뜨린 게 있으면 말씀해 주세요.';
  if (c.primaryCategory === '상담' || c.secondaryCategory === '나쁜 소식 전하기') {
    const plan = caseExample(c, 'treatment');
    if (plan && !/[○△…]/.test(plan)) return `오늘 나눈 이야기를 정리해 볼게요. ${plan} ${check}`;
  }
  const situation = firstSentence(c.doorCard.situation ?? '').replace(/[.]$/, '');
  const m = /^(.+)\s[^\s]*에\s(?:[^\s]+를\s)?(?:온|왔다|와서)(?:\s[가-힣]+)?$/.exec(situation);
  if (m) {
    const words = m[1]!.split(/\s+/);
    while (words.length > 1 && PLACE_WORD.test(words.at(-1)!)) words.pop();
    const reason = words.join(' ');
    if (words.length >= 2 && /(아|어|여|해|서|고|로|으로|러|려고|함께|혼자|받고|가지고)$/.test(reason))
      return `지금까지 들은 내용을 정리해 보면, ${reason} 오셨다는 거죠? ${check}`;
  }
  const complaint = (c.doorCard.presentingComplaint ?? '').trim().replace(/[.]$/, '');
  if (complaint) return `지금까지 들은 내용을 정리해 볼게요. “${complaint}” 하셔서 오셨고요, ${check}`;
  return `지금까지 들은 내용을 제가 한번 정리해 볼게요. ${check}`;
}

/**
 * Round 33: plain words said from this case (its own plain-words education line), with the check of understanding,
 * not "쉽게 말씀드리면 …".
 */
export function plainWordsExample(c: Case, withCheck: boolean): string {
  const check = withCheck ? ' 제가 말씀드린 내용을 어떻게 이해하셨는지 한번 말씀해 주시겠어요?' : '';
  const line = c.education[0] ? toPolite(firstSentence(c.education[0])) : '';
  const said =
    line && line.length <= 110 && /니다\.?$/.test(line)
      ? line.replace(/([^.])$/, '$1.')
      : `지금 생긴 병은 ${spoken(c.name)}입니다.`;
  return `쉽게 말씀드리면, ${said}${check}`;
}

/** "분비물의 색, 냄새, 양, 모양을 물었다" → "분비물의 색, 냄새, 양, 모양은 어떠세요?". */
function questionFromItem(text: string): string | undefined {
  const t = text.replace(/\s*\([^)]*\)/g, '').trim();
  const object = /^(.+?)(을|를)\s?물었다$/.exec(t)?.[1];
  // "증상의 양상을 물었다" names nothing of its own: the phrasebook's example is better.
  if (object && /^증상/.test(object)) return undefined;
  const counted = object ? spokenCount(object) : undefined;
  if (counted) return counted;
  if (object) return `${withJosa(object, '은/는')} 어떠세요?`;
  const indirect = /^(.+?지)\s?물었다$/.exec(t)?.[1];
  if (indirect) return `${indirect} 말씀해 주시겠어요?`;
  return undefined;
}

/**
 * Round 27: an item that lists how often, how much or whether ("토혈 횟수와 반복 여부", "출혈의 양과 횟수, 반복 여부",
 * "구토 횟수와 경과", "피의 양과 횟수") is asked as a learner asks it ("피를 몇 번이나 토하셨어요? 지금도 계속 반복되나요?"),
 * not as "토혈 횟수와 반복 여부는 어떠세요?". Undefined when a part is of no known kind.
 */
const COUNT_PART = /^(횟수|반복\s?여부|경과|양|색|덩어리\s?여부|지속\s?시간|유발\s?요인|양상)$/;
function spokenCount(object: string): string | undefined {
  if (!/횟수|여부|경과|지속\s?시간|유발\s?요인/.test(object)) return undefined;
  // "토혈 횟수와 …", "출혈의 양과 …": the subject named before the first part.
  const m = /^(?:([가-힣]+?)(?:의\s?|\s))?(.+)$/.exec(object.trim());
  const subject = m?.[1] ?? '';
  const parts = (m?.[2] ?? '')
    .split(/\s*,\s*|(?<=[가-힣])(?:와|과)\s+/)
    .map((x) => x.trim())
    .filter((x) => x !== '');
  if (parts.length === 0 || !parts.every((x) => COUNT_PART.test(x))) return undefined;
  const vomit = /토혈|구토|토한/.test(subject);
  const blood = /출혈|피|객혈|혈변/.test(subject);
  const said = parts.map((x) => {
    if (x === '횟수')
      return /토혈/.test(subject)
        ? '피를 몇 번이나 토하셨어요?'
        : vomit
          ? '몇 번이나 토하셨어요?'
          : blood
            ? '몇 번이나 피가 났어요?'
            : '몇 번이나 그러셨어요?';
    if (x === '양')
      return blood ? '피는 얼마나 나왔어요?' : vomit ? '토한 양은 얼마나 됐어요?' : '양은 얼마나 되나요?';
    if (x === '색') return '색깔은 어땠어요?';
    if (/^덩어리/.test(x)) return '덩어리가 섞여 나왔나요?';
    if (/^반복/.test(x)) return '지금도 계속 반복되나요?';
    if (x === '경과') return '처음보다 좋아지고 있나요, 나빠지고 있나요?';
    if (/^지속/.test(x)) return '한 번 그러면 얼마나 가나요?';
    if (/^유발/.test(x)) return '주로 어떤 때 그러세요?';
    return '그럴 때는 어떤 증상이 있으세요?';
  });
  return said.slice(0, 3).join(' ');
}

/** Round 27: topics whose phrasebook line asks in general words (a preceding event, how bad, the course, exposures). */
const GENERIC_TOPICS = new Set<string>(['event', 'severity', 'course', 'environmentalExposure']);

/** The first two syllables of an item's content words, for a rough "does the example ask it" reading. */
function contentStems(text: string): string[] {
  return (
    text
      .replace(/\s*\([^)]*\)/g, ' ')
      .replace(/(을|를)?\s*물었다$/, '')
      .replace(/[·,/]/g, ' ')
      .split(/\s+/)
      .map((w) => w.replace(/[^가-힣]/g, ''))
      // "피의 양" names the blood: a one-syllable noun before 의 is kept.
      .map((w) => (/^[가-힣]의$/.test(w) ? w.slice(0, 1) : w))
      .filter((w) => w.length >= 2 || /^[피숨열잠땀]$/.test(w))
      .filter(
        (w) =>
          !/^(물었|있는|여부|확인|어떤|어느|정도|최근|이전|전에|언제|어떻|그리고|또는|등을|등의|함께|있었|했는|하는|되는|되었|하거나|있거나|현재|증상)/.test(
            w,
          ),
      )
      .map((w) => w.slice(0, 2))
  );
}

/** Whether an example shares a content word with the item (a scale asked in numbers is asked by any scale). */
export function sharesContent(itemText: string, example: string): boolean {
  if (/점\s?척도|[0-9]+\s?-\s?[0-9]+점|NRS/.test(itemText)) return true;
  const stems = contentStems(itemText);
  return stems.length === 0 || stems.some((w) => example.includes(w) || (SAID_AS[w]?.test(example) ?? false));
}
/** A noun of an item said as a learner says it (구토 → 토하셨어요). */
const SAID_AS: Readonly<Record<string, RegExp>> = {
  구토: /토하|토한/,
  토혈: /토하|토한/,
  출혈: /피/,
  객혈: /피/,
};

/**
 * Round 27: a history item asked in its own words: an indirect question made direct ("어느 정도 움직이면 숨이 차는지" →
 * "어느 정도 움직이면 숨이 차나요?", "…헛구역질하거나 구토했는지" → "…헛구역질하거나 구토하셨나요?"), a noun phrase asked
 * to be told ("힘들어진 계기가 된 사건에 대해 말씀해 주시겠어요?").
 */
export function askFromItem(text: string): string | undefined {
  const t = text.replace(/\s*\([^)]*\)/g, '').trim();
  const indirect = /^(.+?지)\s?물었다$/.exec(t)?.[1];
  if (indirect) {
    const direct = (clause: string) =>
      clause
        .replace(/했는지$/, '하셨나요')
        .replace(/(았|었|였)는지$/, '$1나요')
        .replace(/어떤지$/, '어떤가요')
        .replace(/(있|없)는지$/, '$1나요')
        .replace(/인지$/, '인가요')
        .replace(/한지$/, '한가요')
        .replace(/은지$/, '은가요')
        .replace(/는지$/, '나요');
    const clauses = indirect.split(/(?<=지)\s*,\s*/);
    if (!clauses.every((x) => /지$/.test(x))) return undefined;
    const said = clauses.map(direct);
    if (said.some((x) => /지$/.test(x))) return undefined;
    return `${said.join(', ')}?`;
  }
  const object = /^(.+?)(을|를)\s?(물었다|확인했다)$/.exec(t)?.[1];
  if (object && !/^증상/.test(object)) return `${object}에 대해 말씀해 주시겠어요?`;
  return undefined;
}

/**
 * Round 27: advice items said as advice ("금주와 진통소염제 중단을 권했다" → "진통소염제는 드시지 마세요."), each kind the
 * item names in the words a doctor uses, not the item's nouns with "권해 드립니다"; a substance this patient does not use
 * (the case's history: "술은 안 마셔.", "담배는 20년 전에 끊었습니다.") is left out. Undefined when a part is of no
 * known kind.
 */
const ADVICE_SAID: readonly (readonly [RegExp, string, string])[] = [
  [/^금연$/, '담배는 끊으시고', '담배는 끊으세요'],
  [/^금주$/, '술은 끊으시고', '술은 끊으세요'],
  [/^(절주|술\s?줄이기)$/, '술은 줄이시고', '술은 줄이세요'],
  [/^카페인\s?줄이기$/, '커피 같은 카페인은 줄이시고', '커피 같은 카페인은 줄이세요'],
  [/^카페인·술\s?줄이기$/, '커피와 술은 줄이시고', '커피와 술은 줄이세요'],
  [/^진통소염제\s?중단$/, '진통소염제는 드시지 마시고', '진통소염제는 드시지 마세요'],
  [
    /^불필요한\s?약·한약\s?중단$/,
    '꼭 필요하지 않은 약과 한약은 끊으시고',
    '꼭 필요하지 않은 약과 한약은 끊으세요',
  ],
  [/^유발\s?요인\s?피하기$/, '증상을 일으키는 요인은 피하시고', '증상을 일으키는 요인은 피하세요'],
  [/^규칙적인\s?식사$/, '식사는 제때 규칙적으로 하시고', '식사는 제때 규칙적으로 하세요'],
  [/^야식·자극적\s?음식\s?피하기$/, '야식과 자극적인 음식은 피하시고', '야식과 자극적인 음식은 피하세요'],
  [/^식사\s?조절$/, '식사량을 조절하시고', '식사량을 조절하세요'],
  [/^저염식$/, '음식은 싱겁게 드시고', '음식은 싱겁게 드세요'],
  [/^(규칙적(인)?\s?)?운동$/, '운동은 꾸준히 하시고', '운동은 꾸준히 하세요'],
  [/^(체중\s?(조절|감량))$/, '체중은 조금씩 줄이시고', '체중은 조금씩 줄이세요'],
  [/^규칙적인\s?수면$/, '잠은 일정한 시간에 주무시고', '잠은 일정한 시간에 주무세요'],
  [/^규칙적인\s?생활$/, '생활은 규칙적으로 하시고', '생활은 규칙적으로 하세요'],
  [/^바른\s?자세$/, '자세는 바르게 하시고', '자세는 바르게 하세요'],
  [/^스트레칭$/, '스트레칭을 자주 하시고', '스트레칭을 자주 하세요'],
  [/^허리\s?근력\s?운동$/, '허리 근력 운동을 꾸준히 하시고', '허리 근력 운동을 꾸준히 하세요'],
  [/^온찜질$/, '따뜻하게 찜질하시고', '따뜻하게 찜질하세요'],
  [/^섬유질·수분\s?섭취$/, '채소 같은 섬유질과 물을 충분히 드시고', '채소 같은 섬유질과 물을 충분히 드세요'],
  [/^섬유질$/, '채소 같은 섬유질을 충분히 드시고', '채소 같은 섬유질을 충분히 드세요'],
  [/^물\s?섭취$/, '물을 충분히 드시고', '물을 충분히 드세요'],
  [/^(올바른|규칙적인)\s?배변\s?습관$/, '화장실은 일정한 시간에 가시고', '화장실은 일정한 시간에 가세요'],
  [/^저녁\s?수분\s?제한$/, '저녁에는 물을 적게 드시고', '저녁에는 물을 적게 드세요'],
  [/^변비\s?조절$/, '변비가 생기지 않게 관리하시고', '변비가 생기지 않게 관리하세요'],
  [
    /^혈압·혈당·콜레스테롤\s?관리$/,
    '혈압, 혈당, 콜레스테롤을 꾸준히 관리하시고',
    '혈압, 혈당, 콜레스테롤을 꾸준히 관리하세요',
  ],
  [/^충분한\s?수면$/, '잠은 충분히 주무시고', '잠은 충분히 주무세요'],
  [
    /^운전·수영·높은\s?곳\s?작업\s?제한$/,
    '운전이나 수영, 높은 곳에서 하는 일은 당분간 피하시고',
    '운전이나 수영, 높은 곳에서 하는 일은 당분간 피하세요',
  ],
  [/^일정한\s?기상\s?시간$/, '아침에는 매일 같은 시간에 일어나시고', '아침에는 매일 같은 시간에 일어나세요'],
  [
    /^마스크\s?착용·기침\s?예절$/,
    '기침할 때는 마스크를 쓰고 입을 가리시고',
    '기침할 때는 마스크를 쓰고 입을 가리세요',
  ],
  [/^영양$/, '음식은 골고루 잘 드시고', '음식은 골고루 잘 드세요'],
  [/^(적절한|가벼운)\s?운동$/, '가벼운 운동은 꾸준히 하시고', '가벼운 운동은 꾸준히 하세요'],
  [
    /^약\s?복용\s?시\s?상의$/,
    '약을 드시기 전에는 먼저 상의해 주시고',
    '약을 드시기 전에는 먼저 상의해 주세요',
  ],
  [
    /^자기\s?전\s?수분·카페인\s?줄이기$/,
    '자기 전에는 물과 카페인 음료를 줄이시고',
    '자기 전에는 물과 카페인 음료를 줄이세요',
  ],
  [
    /^간접흡연$/,
    '아이 곁에서는 아무도 담배를 피우지 않게 하시고',
    '아이 곁에서는 아무도 담배를 피우지 않게 하세요',
  ],
  [/^앞에서\s?뒤로\s?닦기$/, '용변 뒤에는 앞에서 뒤로 닦아 주시고', '용변 뒤에는 앞에서 뒤로 닦아 주세요'],
  [/^거품\s?목욕\s?피하기$/, '거품 목욕은 피해 주시고', '거품 목욕은 피해 주세요'],
  [/^가족의\s?도움$/, '가족분들의 도움을 받으시고', '가족분들의 도움을 받으세요'],
  [/^안전\s?관리$/, '가스 불이나 운전은 특히 조심하시고', '가스 불이나 운전은 특히 조심하세요'],
  [
    /^인지\s?활동$/,
    '책 읽기나 퍼즐처럼 머리를 쓰는 활동을 꾸준히 하시고',
    '책 읽기나 퍼즐처럼 머리를 쓰는 활동을 꾸준히 하세요',
  ],
  [
    /^호흡·이완\s?요법$/,
    '천천히 숨 쉬며 몸의 긴장을 푸는 연습을 하시고',
    '천천히 숨 쉬며 몸의 긴장을 푸는 연습을 하세요',
  ],
];
/** The case's history says the patient does not use it (never did, or quit). */
const NON_USER =
  /^[^.]*?((?<!거의\s?)(안|못)\s?(마셔|마십|마셨|마시|피워|피웁|피웠|피우|펴|폈|핍|해요|합니다)|전혀|입에도|(피운|마신|피워\s?본|마셔\s?본)\s?적(이|은|도)?\s?(없|한\s?번도)|끊었|끊은\s?지|비흡연)/;
const STILL_USES = /는데|지만|전자담배|액상|요즘\s[^.]*(마셔|피워|피우)/;
export function nonUser(c: Case, substance: 'alcohol' | 'smoking'): boolean {
  const said = (c.history as Partial<Record<string, string>> | undefined)?.[substance];
  return said !== undefined && NON_USER.test(said) && !STILL_USES.test(said);
}
/** Round 27: things to cut, said as a learner says them ("카페인·술 줄이기" → "커피와 술은 줄이세요"). */
const CUT_NAMES: Readonly<Record<string, string>> = {
  카페인: '커피',
  음주: '술',
  술: '술',
  낮잠: '낮잠',
  커피: '커피',
};
function cutSaid(items: readonly string[], c: Case): readonly [RegExp, string, string] | undefined {
  if (!items.every((x) => CUT_NAMES[x] !== undefined)) return undefined;
  const kept = [...new Set(items.map((x) => CUT_NAMES[x]!))].filter(
    (x) => x !== '술' || !nonUser(c, 'alcohol'),
  );
  if (kept.length === 0) return [/^$/, '', ''];
  const names =
    kept.length === 1
      ? withJosa(kept[0]!, '은/는')
      : `${kept
          .slice(0, -2)
          .map((x) => `${x}, `)
          .join('')}${withJosa(kept.at(-2)!, '와/과')} ${withJosa(kept.at(-1)!, '은/는')}`;
  return [/^$/, `${names} 줄이시고`, `${names} 줄이세요`];
}

export function spokenAdvice(text: string, c: Case): string | undefined {
  const t = text.replace(/\s*\([^)]*\)/g, '').trim();
  // "카페인과 술을 줄이도록 권했다": the things to cut, said at once.
  const cut = /^(.+?)(을|를)\s?줄이도록\s?(권했다|설명했다)$/.exec(t)?.[1];
  if (cut) {
    const said = cutSaid(cut.split(/\s*·\s*|(?<=[가-힣])(?:와|과)\s+/), c);
    return said && said[2] !== '' ? `${said[2]}.` : undefined;
  }
  const object = /^(.+?)(을|를)\s?(권했다|설명했다|교육했다)$/
    .exec(t)?.[1]
    ?.replace(/\s?등\s?(수면\s?위생|생활\s?관리)$/, '');
  if (!object) return undefined;
  const parts = object
    .split(/\s*,\s*|(?<=[가-힣])(?:와|과)\s+/)
    .flatMap((x) => (/^(금연·절주|금연·금주)$/.test(x) ? x.split('·') : [x]))
    .map((x) => x.trim())
    .filter((x) => x !== '');
  const said = parts.map((x) => {
    const cutting = /^(.+?)\s?줄이기$/.exec(x)?.[1];
    const cutList = cutting && !/^(카페인|술)$/.test(cutting) ? cutSaid(cutting.split('·'), c) : undefined;
    return cutList ?? ADVICE_SAID.find(([re]) => re.test(x));
  });
  if (said.length === 0 || said.some((x) => x === undefined)) return undefined;
  const fits = said.filter((x) => {
    const [re, told] = x!;
    if (told === '') return false;
    if (re.test('금주') || re.test('절주')) return !nonUser(c, 'alcohol');
    if (re.test('금연')) return !nonUser(c, 'smoking');
    return true;
  });
  // Only a substance the patient gave up or never used: keep off it ("앞으로도 담배는 피우지 마세요.").
  if (fits.length === 0)
    return said.some((x) => x![0].test('금연'))
      ? '앞으로도 담배는 피우지 마세요.'
      : '앞으로도 술은 드시지 마세요.';
  // A substance this patient uses comes first (EXAMINER-RULES, round 22: the item asks it of him); four kinds at most.
  const substance = (x: (typeof fits)[number]) => /담배|(?<![가-힣])술/.test(x![2]);
  const kept = [...fits.filter(substance), ...fits.filter((x) => !substance(x))].slice(0, 4);
  const body = kept.map((x, i) => (i === kept.length - 1 ? x![2] : x![1])).join(', ');
  return `${body}.`;
}

/** "증상의 양상(속쓰림, 더부룩함, 통증)을 물었다" → "속쓰림, 더부룩함, 통증 중 어떤 느낌인지 말씀해 주시겠어요?". */
function choiceFromItem(text: string): string | undefined {
  const inside = /\(([^)]*)\)/.exec(text)?.[1];
  if (!inside) return undefined;
  const options = inside
    .split(/[,·]/)
    .map((o) => o.replace(/\s?등$/, '').trim())
    .filter((o) => o !== '');
  // Only noun options read as a choice ("쥐어짜는, 찌르는" or "어떤 느낌인지" do not).
  if (options.length < 2 || options.some((o) => /(는|은|한|지|인)$/.test(o))) return undefined;
  return `${options.join(', ')} 중 어떤 느낌인지 말씀해 주시겠어요?`;
}

/**
 * Advice or treatment in the item's own words, spoken to the patient: "섬유질과 물 섭취, 올바른 배변
 * 습관을 권했다" → "섬유질과 물 섭취, 올바른 배변 습관을 권해 드립니다."; "원인 물질을 피하도록
 * 설명했다" → "원인 물질을 피하도록 하세요."; "X를 설명했다" → "X에 대해 설명드리겠습니다.".
 */
export function adviceFromItem(text: string): string | undefined {
  const t = text.replace(/\s*\([^)]*\)/g, '').trim();
  const doing = /^(.+?도록)\s?(권했다|설명했다|교육했다|했다)$/.exec(t)?.[1];
  if (doing) return `${doing} 하세요.`;
  const about = /^(.+?에\s?대해)\s?(설명했다|교육했다|안내했다)$/.exec(t)?.[1];
  if (about) return `${about} 설명드리겠습니다.`;
  const agreed = /^(.+?)(을|를)\s?함께\s?정했다$/.exec(t)?.[1];
  if (agreed) return `${withJosa(agreed, '을/를')} 함께 정해 보시죠.`;
  const m = /^(.+?)(을|를)\s?(권했다|설명했다|교육했다|안내했다)$/.exec(t);
  if (!m) return undefined;
  const object = m[1]!;
  return m[3] === '권했다'
    ? `${withJosa(object, '을/를')} 권해 드립니다.`
    : `${object}에 대해 설명드리겠습니다.`;
}

/** A short name for an item, from its keys' labels: "메스꺼움·구토", "복부 시진·복부 청진". */
/**
 * What a met item's evidence shows, in words: the label of the key that earned it when the item
 * names several ("복부 촉진과 늑골척추각 압통" earned by a flank percussion alone is 늑골척추각 압통,
 * never both), else the item's label.
 */
export function earnedLabel(item: ChecklistItem, earned: { kind: string; key: string } | null): string {
  const labelOf: Record<string, (key: string) => string | undefined> = {
    topic: (k) => HISTORY_TOPICS[k as HistoryTopic]?.label,
    symptom: (k) => SYMPTOMS[k as Symptom]?.label,
    manoeuvre: (k) => MANOEUVRES[k as Manoeuvre]?.label,
    education: (k) => EDUCATION_CONCEPTS[k as EducationConcept]?.label,
    act: (k) => ENCOUNTER_ACTS[k as EncounterAct]?.label,
  };
  const label = earned ? labelOf[earned.kind]?.(earned.key) : undefined;
  return label ? label.replace(/\(.*\)$/, '').trim() : itemLabel(item);
}

/**
 * Round 23: "정서 상태를 관찰했다", "정신 상태를 관찰했다" (a psychiatric or counselling presentation) observe the patient's
 * mood and manner; the consciousness and orientation check the mentalStatus key names elsewhere is another exam.
 */
function moodObserved(text: string): boolean {
  return /(정서|정신|감정)\s?상태/.test(text) && !/의식|지남력/.test(text);
}
const MOOD_OBSERVED = '(표정과 말투, 눈맞춤, 가라앉거나 불안해 보이는 정도를 관찰한다)';

export function itemLabel(item: ChecklistItem): string {
  const by = item.satisfiedBy;
  if (by.manoeuvres?.length === 1 && by.manoeuvres[0] === 'mentalStatus' && moodObserved(item.text))
    return /정서|감정/.test(item.text) ? '정서 상태 관찰' : '정신 상태 관찰';
  // Round 23: "월경 주기에 따라 크기나 통증이 변하는지" is named by the cycle, not as the course.
  if (by.topics?.length === 1 && by.topics[0] === 'course' && /월경\s?주기|생리\s?주기/.test(item.text))
    return '월경 주기에 따른 변화';
  // Round 23: "출혈의 양과 횟수, 반복 여부를 물었다" is named by what it asks, not as the course.
  const asked = /^(.+?의\s?양과\s?횟수)/.exec(item.text)?.[1];
  if (by.topics?.length === 1 && by.topics[0] === 'course' && asked) return asked;
  const labels: string[] = [
    ...(by.topics ?? []).map((k: HistoryTopic) => HISTORY_TOPICS[k].label),
    ...(by.symptoms ?? []).map((k: Symptom) => SYMPTOMS[k].label),
    ...(by.manoeuvres ?? []).map((k: Manoeuvre) => MANOEUVRES[k].label),
    ...(by.education ?? []).map((k: EducationConcept) => EDUCATION_CONCEPTS[k].label),
    ...(by.acts ?? []).map((k: EncounterAct) => ENCOUNTER_ACTS[k].label),
  ].map((l) => l.replace(/\(.*\)$/, '').trim());
  const unique = [...new Set(labels)];
  return unique.slice(0, 2).join('·');
}
