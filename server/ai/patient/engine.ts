/**
 * The embedded simulated patient: answers a learner from one case file, deterministically.
 *
 * What it may say is decided here and only here: the case's own sentences (history answers,
 * symptom details, exam findings, reactions, opening line, concerns), the door card for name, age
 * and vitals, the vocabulary's normal findings, and a handful of neutral phrases (phrasing.ts).
 * Nothing else, so nothing is ever invented. `disclosed` lists every case fact a reply revealed;
 * the LLM voice may rephrase those and nothing more, and the grader's lenient mode reads it.
 *
 * Reply format (README.md "Reply format"): spoken words first-person in persona tone; exam results
 * as one line per manoeuvre, `[진찰 소견] <label>: <finding>`, followed by the reaction on its own
 * line, in double quotes when spoken or as written when it is an action in parentheses.
 */
import type { Case } from '../../../content/schema';
import {
  MANOEUVRES,
  SYMPTOMS,
  type HistoryTopic,
  type Manoeuvre,
  type Symptom,
} from '../../../content/vocabulary';
import { analyzeDetailed, analyzeInContext, type SegmentAnalysis, type Understanding } from '../nlu/analyze';
import { josa } from 'es-hangul';
import { ageWords, callName, isName, pick, topicMarked, toneOf, type Tone } from './phrasing';

export interface ChatTurn {
  sender: 'user' | 'ai';
  content: string;
}
export interface DisclosedFact {
  kind: 'topic' | 'symptom' | 'manoeuvre' | 'concern' | 'opening' | 'identity';
  key: string;
  text: string;
}
export interface PatientReply {
  text: string;
  disclosed: DisclosedFact[];
  understanding: Understanding;
}
export interface PatientEngine {
  /** First line when the session opens, in persona tone. */
  greeting(): string;
  /** Deterministic: same case + history + utterance => same reply. */
  reply(history: ChatTurn[], utterance: string): PatientReply;
}

/** Words a patient uses for symptoms whose vocabulary label is a chart word (오한, 배뇨통...). */
const LAY: Partial<Record<Symptom, string>> = {
  fever: '열',
  chills: '춥거나 떨리는 건',
  nausea: '속이 메슥거리는 건',
  vomiting: '토한 적',
  abdominalPain: '배 아픈 건',
  diarrhea: '설사',
  constipation: '변비',
  hematochezia: '피 섞인 변',
  melena: '까만 변',
  hematemesis: '피 토한 적',
  dysuria: '소변 볼 때 아픈 건',
  frequency: '소변 자주 보는 건',
  hematuria: '소변에 피 섞인 건',
  flankPain: '옆구리 아픈 건',
  chestPain: '가슴 아픈 건',
  dyspnea: '숨찬 건',
  cough: '기침',
  sputum: '가래',
  headache: '머리 아픈 건',
  dizziness: '어지러운 건',
  palpitation: '두근거리는 건',
  syncope: '쓰러진 적',
  edema: '붓는 건',
  rash: '뭐 돋은 건',
  jaundice: '노래진 건',
  weightLoss: '살 빠진 건',
  coldSweat: '식은땀',
  heartburn: '속 쓰린 건',
  acidReflux: '신물 넘어오는 건',
  backPain: '허리 아픈 건',
  soreThroat: '목 아픈 건',
  rhinorrhea: '콧물',
  nasalCongestion: '코 막힌 건',
  abdominalDistension: '배가 부푼 건',
};

const FEMALE_TOPICS = new Set<HistoryTopic>([
  'lmp',
  'pregnancy',
  'obstetric',
  'menstrualPattern',
  'cervicalScreening',
  'breastfeeding',
  'prenatalCare',
  'fetalMovement',
  'contraception',
]);

/** OLDCARTS topics: the case's answers describe the chief complaint. */
const CORE = new Set<HistoryTopic>([
  'onset',
  'location',
  'duration',
  'course',
  'experience',
  'character',
  'severity',
  'radiation',
  'aggravating',
  'relieving',
]);

/**
 * Where else the case may already hold the answer to a topic it does not list. Only the case's
 * own sentences are used, disclosed under the topic that was asked; `when` must match the sentence
 * (a post-menopausal woman's lmp answer says 폐경, and that answers '생리는 규칙적이세요?').
 */
const RELATED: Partial<
  Record<HistoryTopic, { topics?: readonly HistoryTopic[]; symptoms?: readonly Symptom[]; when?: RegExp }>
> = {
  menstrualPattern: { topics: ['lmp'], when: /폐경|완경|생리(가|를|는)?\s*(끊|없|안\s*해|멈)/ },
  lmp: { topics: ['menstrualPattern'], when: /폐경|완경/ },
  pregnancy: { topics: ['lmp', 'menstrualPattern'], when: /폐경|완경/ },
  contraception: { topics: ['lmp', 'menstrualPattern'], when: /폐경|완경/ },
  appetite: { topics: ['feeding'] },
  feeding: { topics: ['appetite'] },
  weightChange: { symptoms: ['weightLoss', 'weightGain'] },
  sleep: { symptoms: ['insomnia', 'daytimeSleepiness'] },
  mood: { symptoms: ['depressedMood', 'anxiety'] },
  stoolColor: { symptoms: ['melena', 'hematochezia'] },
  stoolCharacter: { symptoms: ['diarrhea', 'constipation'] },
  bowelHabit: { topics: ['stoolCharacter'], symptoms: ['constipation', 'diarrhea'] },
  urineColor: { symptoms: ['hematuria'] },
  urination: { symptoms: ['dysuria', 'frequency', 'weakStream'] },
  vomitus: { symptoms: ['hematemesis', 'vomiting'] },
};

/** Adult topics a young child has nothing to answer to (door card: age). */
const ADULT_TOPICS = new Set<HistoryTopic>([
  'smoking',
  'alcohol',
  'sexual',
  'contraception',
  'lmp',
  'pregnancy',
  'obstetric',
  'menstrualPattern',
  'cervicalScreening',
  'breastfeeding',
  'drinkingPattern',
  'bingeDrinking',
  'substanceUse',
  'caffeine',
]);

/** For a child's case: the household sentence that answers a habit question asked of the parent. */
const HOME_WORDS: Partial<Record<HistoryTopic, RegExp>> = {
  smoking: /담배|흡연/,
  alcohol: /술|음주/,
};

/**
 * Words whose key depends on the case: '멍울' in a breast clinic is the breast lump, '가슴이
 * 아파요' the breast pain, '가려워요' in a vaginitis case the vulval itch, '어지러워요' of a vertigo
 * patient the vertigo. Used only when the case lists the target as present and does not list the
 * key asked (for an unsited 멍울, even when the lymph nodes are listed as absent: in a breast clinic
 * the lump is what is meant), and the utterance names no site that fixes the reading.
 */
export const CASE_READINGS: readonly { from: Symptom; to: Symptom; unless: RegExp; overAbsent?: boolean }[] =
  [
    {
      from: 'lymphNodeSwelling',
      to: 'breastLump',
      unless: /목|겨드랑|사타구니|서혜부|림프|임파/,
      overAbsent: true,
    },
    { from: 'chestPain', to: 'breastPain', unless: /답답|조이|쥐어짜|숨/ },
    { from: 'soreThroat', to: 'neckPain', unless: /인후|목구멍|따가|칼칼|부었|침/ },
    { from: 'itching', to: 'vaginalItching', unless: /피부|몸|두드러기|팔|다리|얼굴|눈/ },
    { from: 'dizziness', to: 'vertigo', unless: /캄캄|깜깜|아찔|핑/ },
  ];

function laySubject(s: Symptom): string {
  const lay = LAY[s];
  if (lay) return /(건|적)$/.test(lay) ? lay : topicMarked(lay);
  return topicMarked(SYMPTOMS[s].label);
}

/** Manoeuvres that make no sense for this patient; answering a "normal" finding would mislead. */
function notApplicable(c: Case, m: Manoeuvre): boolean {
  if (c.exam[m]) return false;
  const { sex, age } = c.doorCard;
  if (m === 'pelvicExam' && sex === '남자') return true;
  if ((m === 'fundalHeight' || m === 'fetalHeartRate') && c.secondaryCategory !== '산전진찰') return true;
  if (m === 'developmentalAssessment' && age >= 19) return true;
  return false;
}

function vitalsText(c: Case, segment: string): string {
  const d = c.doorCard;
  const all: [RegExp, string][] = [
    [/혈압|bp/i, `혈압 ${d.bloodPressure}`],
    [/맥박|심박|pulse|pr\b/i, `맥박 ${d.pulse}`],
    [/호흡수|호흡|rr\b/i, `호흡 ${d.respiration}`],
    [/체온|열|bt\b/i, `체온 ${d.temperature}`],
  ];
  const asked = /활력|바이탈|vital|v\/?s/i.test(segment) ? [] : all.filter(([re]) => re.test(segment));
  return (asked.length > 0 ? asked : all).map(([, t]) => t).join(', ');
}

interface Unit {
  readonly exam: boolean;
  readonly text: string;
}

export function createPatientEngine(c: Case, options: { seed?: string } = {}): PatientEngine {
  const tone: Tone = toneOf(c);
  const informant = c.persona.informant;
  // The chief complaint is present even if an author forgot to list it under `symptoms`.
  const chief = new Set<Symptom>(
    analyzeDetailed(`${c.persona.openingLine} ${c.doorCard.presentingComplaint}`).symptoms,
  );

  const symptomFact = (s: Symptom) =>
    c.symptoms[s] ?? (chief.has(s) ? { present: true } : { present: false });

  function greeting(): string {
    const hello = pick('greeting', tone, `${options.seed ?? ''}${c.id}`);
    if (!informant) return hello;
    // A parent names the child ('서준이 엄마예요'); anyone else says whose companion they are.
    const child = c.doorCard.age < 19;
    const who =
      child && informant === '어머니' ? '엄마' : child && informant === '아버지' ? '아빠' : informant;
    return `${hello} ${child ? callName(c.doorCard.patientName) : '환자'} ${josa(who, '이에요/예요')}.`;
  }

  /** The symptom whose fact answers a question about `s` in this case (CASE_READINGS). */
  const readingOf = (s: Symptom, compact: string): Symptom => {
    if (c.symptoms[s]?.present || chief.has(s)) return s;
    const r = CASE_READINGS.find(
      (x) =>
        x.from === s &&
        (!c.symptoms[s] || x.overAbsent) &&
        c.symptoms[x.to]?.present === true &&
        !x.unless.test(compact),
    );
    return r ? r.to : s;
  };

  function reply(history: ChatTurn[], utterance: string): PatientReply {
    // A short follow-up ('언제부터요?') is resolved against the learner's previous messages.
    const previous = history.filter((t) => t.sender === 'user').map((t) => t.content);
    const detail = analyzeInContext(utterance, previous.slice(-2));
    const { detail: segments, ...understanding } = detail;
    const salt = `${options.seed ?? ''}\u0000${c.id}\u0000${history.length}\u0000${utterance}`;
    const spoken = history.filter((t) => t.sender === 'ai').map((t) => t.content);
    const units: Unit[] = [];
    const disclosed: DisclosedFact[] = [];
    const said = new Set<string>();
    let repeatedMarked = false;

    const say = (text: string) => {
      if (!said.has(text)) {
        said.add(text);
        units.push({ exam: false, text });
      }
    };
    const disclose = (kind: DisclosedFact['kind'], key: string, text: string) => {
      if (!disclosed.some((d) => d.kind === kind && d.key === key)) disclosed.push({ kind, key, text });
    };
    const answerTopic = (t: HistoryTopic): boolean => {
      const text = c.history[t];
      if (!text && informant && c.doorCard.age < 10 && ADULT_TOPICS.has(t)) {
        // '담배 피우세요?' to a parent may be about the home: the one sentence of the case that says
        // so answers it; otherwise the door card's age: a young child has nothing of the kind.
        const home =
          HOME_WORDS[t] &&
          (['living', 'environmentalExposure', 'family'] as const)
            .flatMap((o) => (c.history[o] ?? '').split(/(?<=[.!?])\s+/))
            .find((x) => HOME_WORDS[t]!.test(x));
        if (home) {
          say(home);
          disclose('topic', t, home);
          return true;
        }
        say(tone === 'formal' ? '애가 아직 어려서 그런 건 없습니다.' : '애가 아직 어려서 그런 건 없어요.');
        return true;
      }
      if (!text && c.doorCard.sex === '남자' && FEMALE_TOPICS.has(t)) {
        // Not a case fact but the door card's: a man asked about his periods says so. When a parent
        // speaks for a boy, it is the boy who is male, not the speaker (a young child's case was
        // answered just above).
        const who = informant
          ? c.doorCard.age < 19
            ? '애는 남자아이라서'
            : '환자는 남자라서'
          : '저는 남자라서';
        say(tone === 'formal' ? `${who} 그런 건 없습니다.` : `${who} 그런 건 없어요.`);
        return true;
      }
      const answer = text ?? relatedAnswer(t);
      if (!answer) return false;
      // The same question gets the same answer; a repeat is acknowledged as one, once per reply.
      const again = !repeatedMarked && spoken.some((s) => s.includes(answer));
      if (again) repeatedMarked = true;
      say(again ? `${pick('repeated', tone, salt)}${answer}` : answer);
      disclose('topic', t, answer);
      return true;
    };
    /** A sentence of the case that answers topic `t` when `history[t]` is missing (RELATED). */
    function relatedAnswer(t: HistoryTopic): string | undefined {
      const rel = RELATED[t];
      if (!rel) return undefined;
      for (const o of rel.topics ?? []) {
        const text = c.history[o];
        if (text && (!rel.when || rel.when.test(text))) return text;
      }
      const listed = (rel.symptoms ?? []).filter((s) => c.symptoms[s]?.detail);
      const best = listed.find((s) => c.symptoms[s]!.present) ?? listed[0];
      return best ? c.symptoms[best]!.detail : undefined;
    }

    // One acknowledgement for the social part of the message, the most closing-like first.
    const acts = new Set(understanding.acts);
    const explains = understanding.education.some((e) => e !== 'invitingQuestions');
    const ack = acts.has('closing')
      ? pick('closing', tone, salt)
      : acts.has('summary')
        ? pick('confirmSummary', tone, salt)
        : acts.has('checkUnderstanding')
          ? pick('understood', tone, salt)
          : acts.has('examConsent') && understanding.manoeuvres.length === 0
            ? pick('consent', tone, salt)
            : acts.has('empathy')
              ? pick('thanks', tone, salt)
              : explains
                ? pick('explained', tone, salt)
                : undefined;
    if (acts.has('greeting')) say(greeting());
    if (ack) say(ack);

    for (const seg of segments) {
      if (seg.acts.includes('identityCheck')) identity(seg);
      if (seg.acts.includes('openQuestion')) {
        say(c.persona.openingLine);
        disclose('opening', 'openingLine', c.persona.openingLine);
      }
      for (const m of seg.manoeuvres) exam(m, seg);
      history_(seg);
      if (seg.education.includes('invitingQuestions')) concern();
    }

    function identity(seg: SegmentAnalysis) {
      const name = /성함|이름|존함|누구/.test(seg.compact);
      const age = /연세|나이|몇살|몇개월|개월수|생년월일|연령/.test(seg.compact);
      const { patientName, age: years, ageMonths } = c.doorCard;
      if (!name && !age) {
        say(pick('confirmIdentity', tone, salt));
        disclose('identity', 'name', patientName);
        return;
      }
      const spokenAge = ageWords(years, ageMonths);
      const ageText = tone === 'formal' ? `${spokenAge}입니다.` : `${josa(spokenAge, '이에요/예요')}.`;
      const prefix = informant ? (c.doorCard.age < 19 ? '애 ' : '환자 ') : '';
      if (name && age) {
        const joined =
          tone === 'formal'
            ? `${patientName}이고, ${ageText}`
            : `${prefix}이름은 ${patientName}이고요, ${ageText}`;
        say(informant || tone === 'formal' ? joined : `${patientName}이고요, ${ageText}`);
      } else if (name) say(isName(patientName, tone));
      else say(ageText);
      if (name) disclose('identity', 'name', patientName);
      if (age) disclose('identity', 'age', ageMonths === undefined ? String(years) : `${ageMonths}개월`);
    }

    function exam(m: Manoeuvre, seg: SegmentAnalysis) {
      const label = MANOEUVRES[m].label;
      const listed = c.exam[m];
      let finding: string;
      if (listed) finding = listed.finding;
      else if (m === 'vitalSigns') finding = vitalsText(c, seg.text);
      else if (notApplicable(c, m)) finding = '이 환자에게는 해당하지 않는 진찰입니다.';
      else if (m === 'fontanelle' && c.doorCard.age >= 2) finding = '대천문은 이미 닫혀 있음';
      else finding = MANOEUVRES[m].normal;
      let text = `[진찰 소견] ${label}: ${finding}`;
      const reaction = listed?.reaction?.trim();
      if (reaction) text += `\n${reaction.startsWith('(') ? reaction : `"${reaction}"`}`;
      units.push({ exam: true, text });
      disclose('manoeuvre', m, finding);
    }

    function history_(seg: SegmentAnalysis) {
      let topics: HistoryTopic[] = [...seg.topics];
      // A food question is analysed as foodHistory + event; answer the more specific one.
      if (topics.includes('foodHistory')) {
        topics = topics.filter((t) => t !== 'event' || !c.history.foodHistory);
        if (!c.history.foodHistory) topics = topics.filter((t) => t !== 'foodHistory');
      }
      const symptoms = [...new Set(seg.symptoms.map((s) => readingOf(s, seg.compact)))];
      if (topics.length === 0 && symptoms.length === 0) return;

      if (topics.length > 0 && symptoms.length > 0) {
        // '토한 건 언제부터예요?': the symptom is the subject of a history question.
        const absent = symptoms.filter((s) => !symptomFact(s).present);
        if (absent.length === symptoms.length) {
          yesNo(absent, seg); // the question presupposes something the patient does not have
          return;
        }
        // OLDCARTS about a symptom other than the chief complaint: the case's onset, course...
        // describe the chief complaint, so the symptom's own words are the true answer.
        const present = symptoms.filter((s) => symptomFact(s).present);
        if (topics.every((t) => CORE.has(t)) && present.every((s) => !chief.has(s))) {
          const detailed = present.filter((s) => c.symptoms[s]?.detail);
          if (detailed.length > 0) for (const s of detailed) sayDetail(s);
          else {
            say(pick('yesPresent', tone, salt));
            for (const s of present) disclose('symptom', s, pick('yesPresent', tone, salt));
            say(pick('unknown', tone, salt));
          }
          return;
        }
        let answered = false;
        for (const t of topics) answered = answerTopic(t) || answered;
        if (!answered) {
          // No answer for the asked topic: the symptom's own detail is the closest true thing.
          const detailed = symptoms.filter((s) => symptomFact(s).present && c.symptoms[s]?.detail);
          if (detailed.length > 0) for (const s of detailed) sayDetail(s);
          else say(pick('unknown', tone, salt));
        }
        return;
      }
      if (topics.length > 0) {
        let unknown = false;
        for (const t of topics) if (!answerTopic(t)) unknown = true;
        if (unknown) say(pick('unknown', tone, `${salt}${topics.join()}`));
        return;
      }
      yesNo(symptoms, seg);
    }

    function sayDetail(s: Symptom) {
      const d = c.symptoms[s]!.detail!;
      say(d);
      disclose('symptom', s, d);
    }

    function yesNo(symptoms: readonly Symptom[], seg: SegmentAnalysis) {
      const parts: string[] = [];
      const generic: Symptom[] = [];
      let first = true;
      for (const s of symptoms) {
        const fact = symptomFact(s);
        const detail = c.symptoms[s]?.detail;
        if (fact.present) {
          const yes = seg.negative ? '아니요, ' : '네, ';
          const text = detail
            ? `${first && !/^(네|아니|예)/.test(detail) ? yes : ''}${detail}`
            : first
              ? seg.negative
                ? '아니요, 있어요.'
                : pick('yesPresent', tone, salt)
              : `${laySubject(s).replace(/(은|는|건|적)$/, '')} 있어요.`;
          parts.push(text);
          disclose('symptom', s, text);
          first = false;
        } else if (detail) {
          const no = seg.negative ? '네, ' : '아니요, ';
          const text = `${first && !/^(네|아니|예)/.test(detail) ? no : ''}${detail}`;
          parts.push(text);
          disclose('symptom', s, text);
          first = false;
        } else generic.push(s);
      }
      if (generic.length > 0) {
        let text: string;
        if (first && generic.length === 1 && symptoms.length === 1)
          text = pick(seg.negative ? 'agreeAbsent' : 'noAbsent', tone, salt);
        else {
          const subjects = generic.map(laySubject).join(', ');
          text = `${first ? (seg.negative ? '네, ' : '아니요, ') : ''}${subjects} 없어요.`.replace(
            '없어요',
            tone === 'formal' ? '없습니다' : '없어요',
          );
        }
        parts.push(text);
        for (const s of generic) disclose('symptom', s, text);
      }
      for (const p of parts) say(p);
    }

    function concern() {
      const next = c.persona.concerns.findIndex((q) => !spoken.some((s) => s.includes(q)));
      if (next < 0) {
        say(pick('noMoreQuestions', tone, salt));
        return;
      }
      const q = c.persona.concerns[next]!;
      say(q);
      disclose('concern', String(next), q);
    }

    if (units.length === 0) {
      const compact = utterance.replace(/[^가-힣a-zA-Z0-9]/g, '');
      const acknowledgement =
        /^(네|넵|예|아|음|흠|그렇군요|그러시군요|그렇구나|알겠습니다|알겠어요|좋아요|좋습니다|감사합니다|고맙습니다|네네|아네|아하|오케이|ok|okay|잠깐|잠시|메모)/i.test(
          compact,
        ) || compact.length === 0;
      say(acknowledgement ? pick('ack', tone, salt) : pick('clarify', tone, salt));
    }

    // Spoken parts read as one turn; each exam finding stays on its own line(s).
    const lines: string[] = [];
    for (const u of units) {
      const last = lines.length - 1;
      if (!u.exam && last >= 0 && !lines[last]!.startsWith('[진찰 소견]') && !lines[last]!.includes('\n'))
        lines[last] = `${lines[last]} ${u.text}`;
      else lines.push(u.text);
    }
    return { text: lines.join('\n'), disclosed, understanding };
  }

  return { greeting, reply };
}
