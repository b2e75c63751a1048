/**
 * The case format: zod schemas and the TypeScript types inferred from them.
 *
 * Everything is strict (unknown keys fail) and every fact key is a z.enum over vocabulary.ts, so
 * a misspelt topic such as `onsett:` is a load error, not a silently unanswerable question.
 * Cross-field rules that a clinician could get wrong (category pair, sex-specific facts, vitals
 * that do not parse, a toddler without an informant) are checked here too, so they fail at load
 * time with a path that points at the line to fix.
 */
import { z } from 'zod';
import {
  EDUCATION_CONCEPT_KEYS,
  ENCOUNTER_ACT_KEYS,
  HISTORY_TOPIC_KEYS,
  MANOEUVRE_KEYS,
  PRIMARY_CATEGORIES,
  PRESENTATIONS,
  SECONDARY_CATEGORIES,
  SYMPTOM_KEYS,
  isPresentationPair,
  type HistoryTopic,
  type SecondaryCategory,
  type Symptom,
} from './vocabulary';

export const historyTopicSchema = z.enum(HISTORY_TOPIC_KEYS);
export const symptomSchema = z.enum(SYMPTOM_KEYS);
export const manoeuvreSchema = z.enum(MANOEUVRE_KEYS);
export const educationConceptSchema = z.enum(EDUCATION_CONCEPT_KEYS);
export const encounterActSchema = z.enum(ENCOUNTER_ACT_KEYS);
export const primaryCategorySchema = z.enum(PRIMARY_CATEGORIES);
export const secondaryCategorySchema = z.enum(SECONDARY_CATEGORIES);

export const SEXES = ['남자', '여자'] as const;
export const sexSchema = z.enum(SEXES);
export type Sex = z.infer<typeof sexSchema>;

/** Case ids are also file names and URL segments. */
export const CASE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/**
 * Checklist item ids: `<presentation slug>.<section code>.<key>` for presentation items (built by
 * checklists/common.ts) and `<case id>.<key>` for case extras. Ids are stored with grading
 * results, so keep them stable.
 */
export const CHECKLIST_ITEM_ID = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-zA-Z0-9]+)+$/;

const text = z.string().trim().min(1);

// ---------------------------------------------------------------------------------------------
// Checklist
// ---------------------------------------------------------------------------------------------

export const CHECKLIST_SECTIONS = ['병력청취', '신체진찰', '환자교육', '환자-의사관계'] as const;
export const checklistSectionSchema = z.enum(CHECKLIST_SECTIONS);
export type ChecklistSection = z.infer<typeof checklistSectionSchema>;

/**
 * What the learner must do for an item to count. Lists are alternatives: the item is satisfied
 * when the learner touched ANY listed key (asked any topic or symptom, performed any manoeuvre,
 * explained any concept, did any act). When several things must all be done, write several items.
 */
export const satisfiedBySchema = z
  .strictObject({
    topics: z.array(historyTopicSchema).min(1).optional(),
    symptoms: z.array(symptomSchema).min(1).optional(),
    manoeuvres: z.array(manoeuvreSchema).min(1).optional(),
    education: z.array(educationConceptSchema).min(1).optional(),
    acts: z.array(encounterActSchema).min(1).optional(),
  })
  .refine((s) => Object.values(s).some((v) => v && v.length > 0), {
    message: 'satisfiedBy needs at least one non-empty list',
  });
export type SatisfiedBy = z.infer<typeof satisfiedBySchema>;

/**
 * Which patients an item applies to. Presentation checklists are shared by every case of the
 * presentation, so an item such as "마지막 월경을 물었다" must drop out for a man or a child;
 * caseChecklist() filters on this.
 */
export const appliesToSchema = z
  .strictObject({
    sex: sexSchema.optional(),
    minAge: z.number().int().min(0).max(110).optional(),
    maxAge: z.number().int().min(0).max(110).optional(),
  })
  .refine((a) => a.minAge === undefined || a.maxAge === undefined || a.minAge <= a.maxAge, {
    message: 'minAge must not exceed maxAge',
  });
export type AppliesTo = z.infer<typeof appliesToSchema>;

/** The keys each section may be satisfied by: a history item must point at facts, and so on. */
const SECTION_KEYS: Record<ChecklistSection, readonly (keyof SatisfiedBy)[]> = {
  병력청취: ['topics', 'symptoms'],
  신체진찰: ['manoeuvres', 'acts'],
  환자교육: ['education', 'acts'],
  '환자-의사관계': ['acts'],
};

export const checklistItemSchema = z
  .strictObject({
    id: z.string().regex(CHECKLIST_ITEM_ID, 'id must look like "acute-abdominal-pain.hx.onset"'),
    section: checklistSectionSchema,
    /** Group heading as the examiner's sheet shows it, e.g. 'O 발병 시기', '복부 진찰'. */
    subtitle: text,
    /** Examiner-style sentence in the past tense: '통증이 언제 시작되었는지 물었다'. */
    text,
    satisfiedBy: satisfiedBySchema,
    /** Relative weight for scoring; 1 when absent. */
    weight: z.number().positive().max(5).optional(),
    appliesTo: appliesToSchema.optional(),
    /**
     * Topics of `satisfiedBy.topics` that earn the item when asked but that a case need not answer
     * (lint.ts answerability). For a key added after the cases were written: the 황달 infection-risk
     * item accepts `bloodExposure` next to `sexual`, but only `sexual` is answered by every case.
     * At least one topic must stay required. Drop a topic from here once every case answers it.
     */
    optionalTopics: z.array(historyTopicSchema).min(1).optional(),
  })
  .superRefine((item, ctx) => {
    if (item.optionalTopics) {
      const topics = item.satisfiedBy.topics ?? [];
      for (const t of item.optionalTopics) {
        if (!topics.includes(t)) {
          ctx.addIssue({
            code: 'custom',
            path: ['optionalTopics'],
            message: `optional topic ${t} is not one of satisfiedBy.topics`,
          });
        }
      }
      if (topics.every((t) => item.optionalTopics!.includes(t))) {
        ctx.addIssue({
          code: 'custom',
          path: ['optionalTopics'],
          message: 'at least one topic must stay required, or the item could be unanswerable',
        });
      }
    }
    const allowed = SECTION_KEYS[item.section];
    for (const key of Object.keys(item.satisfiedBy) as (keyof SatisfiedBy)[]) {
      if (!allowed.includes(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['satisfiedBy', key],
          message: `a ${item.section} item is satisfied by ${allowed.join(' or ')}, not ${key}`,
        });
      }
    }
  });
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const presentationChecklistSchema = z
  .strictObject({
    presentation: secondaryCategorySchema,
    items: z.array(checklistItemSchema).min(1),
  })
  .superRefine((c, ctx) => {
    const seen = new Set<string>();
    c.items.forEach((item, i) => {
      if (seen.has(item.id)) {
        ctx.addIssue({ code: 'custom', path: ['items', i, 'id'], message: `duplicate item id ${item.id}` });
      }
      seen.add(item.id);
    });
  });
export type PresentationChecklist = z.infer<typeof presentationChecklistSchema>;

// ---------------------------------------------------------------------------------------------
// Vital signs on the door card: strings as the learner reads them, parsed for validation.
// ---------------------------------------------------------------------------------------------

export interface Vitals {
  systolic: number;
  diastolic: number;
  pulse: number;
  respiration: number;
  temperature: number;
}

const BP = /^(\d{2,3})\/(\d{2,3}) mmHg$/;
const PER_MINUTE = /^(\d{1,3})회\/분$/;
const TEMPERATURE = /^(\d{2}(?:\.\d)?)℃$/;

/**
 * Hard limits for any living patient (infant to elderly); a value outside is a typo and fails at
 * load time. What is plausible for the patient's age is narrower: see PLAUSIBLE_VITALS.
 */
const VITAL_RANGES = {
  systolic: [50, 260],
  diastolic: [20, 160],
  pulse: [30, 220],
  respiration: [6, 80],
  temperature: [34, 42],
} as const satisfies Record<keyof Vitals, readonly [number, number]>;

/** Parses door-card vitals; returns the problems instead of throwing so the schema can report all. */
export function parseVitals(card: {
  bloodPressure: string;
  pulse: string;
  respiration: string;
  temperature: string;
}): { vitals?: Vitals; problems: { field: string; message: string }[] } {
  const problems: { field: string; message: string }[] = [];
  const bp = BP.exec(card.bloodPressure);
  const pulse = PER_MINUTE.exec(card.pulse);
  const resp = PER_MINUTE.exec(card.respiration);
  const temp = TEMPERATURE.exec(card.temperature);
  if (!bp) problems.push({ field: 'bloodPressure', message: "write blood pressure as '132/84 mmHg'" });
  if (!pulse) problems.push({ field: 'pulse', message: "write pulse as '88회/분'" });
  if (!resp) problems.push({ field: 'respiration', message: "write respiration as '18회/분'" });
  if (!temp) problems.push({ field: 'temperature', message: "write temperature as '36.8℃'" });
  if (!bp || !pulse || !resp || !temp) return { problems };

  const vitals: Vitals = {
    systolic: Number(bp[1]),
    diastolic: Number(bp[2]),
    pulse: Number(pulse[1]),
    respiration: Number(resp[1]),
    temperature: Number(temp[1]),
  };
  const fieldOf: Record<keyof Vitals, string> = {
    systolic: 'bloodPressure',
    diastolic: 'bloodPressure',
    pulse: 'pulse',
    respiration: 'respiration',
    temperature: 'temperature',
  };
  for (const key of Object.keys(VITAL_RANGES) as (keyof Vitals)[]) {
    const [lo, hi] = VITAL_RANGES[key];
    if (vitals[key] < lo || vitals[key] > hi) {
      problems.push({ field: fieldOf[key], message: `${key} ${vitals[key]} is outside ${lo}-${hi}` });
    }
  }
  if (vitals.systolic <= vitals.diastolic) {
    problems.push({ field: 'bloodPressure', message: 'systolic must be higher than diastolic' });
  }
  return { vitals, problems };
}

/**
 * Plausible door-card pulse and respiration by age (completed years), for a patient who may be
 * sick: wide enough for an infant with bronchiolitis (RR 60-70) or a toddler in septic shock
 * (pulse 190), narrow enough to catch an adult breathing 58 times a minute. Blood pressure and
 * temperature use VITAL_RANGES at every age, with systolic above diastolic.
 * Checked by the content test and `cli.ts check`, not at load time, so a questionable value
 * fails CI without taking the server down.
 */
export const PLAUSIBLE_VITALS: readonly {
  readonly maxAge: number;
  readonly band: string;
  readonly pulse: readonly [number, number];
  readonly respiration: readonly [number, number];
}[] = [
  { maxAge: 0, band: '1세 미만', pulse: [80, 220], respiration: [20, 80] },
  { maxAge: 2, band: '1-2세', pulse: [70, 200], respiration: [16, 70] },
  { maxAge: 5, band: '3-5세', pulse: [60, 190], respiration: [14, 50] },
  { maxAge: 11, band: '6-11세', pulse: [50, 180], respiration: [12, 45] },
  { maxAge: 110, band: '12세 이상', pulse: [40, 180], respiration: [8, 40] },
];

export function plausibleVitalsFor(age: number): (typeof PLAUSIBLE_VITALS)[number] {
  return PLAUSIBLE_VITALS.find((b) => age <= b.maxAge) ?? PLAUSIBLE_VITALS[PLAUSIBLE_VITALS.length - 1]!;
}

/** Door-card vitals that parse but are implausible for the patient's age, as messages. */
export function implausibleVitals(
  card: Pick<DoorCard, 'age' | 'bloodPressure' | 'pulse' | 'respiration' | 'temperature'>,
): string[] {
  const { vitals, problems } = parseVitals(card);
  if (!vitals) return problems.map((p) => `${p.field}: ${p.message}`);
  const band = plausibleVitalsFor(card.age);
  const out = problems.map((p) => `${p.field}: ${p.message}`);
  for (const key of ['pulse', 'respiration'] as const) {
    const [lo, hi] = band[key];
    if (vitals[key] < lo || vitals[key] > hi) {
      out.push(`${key}: ${vitals[key]} is implausible at age ${card.age} (${band.band}: ${lo}-${hi})`);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Case
// ---------------------------------------------------------------------------------------------

/** Door cards give a child under two its age in months ('생후 2개월', '18개월'). */
export const AGE_MONTHS_MAX = 23;

/** What the learner reads before entering the room (shown on the device). */
export const doorCardSchema = z
  .strictObject({
    patientName: text,
    /** Completed years; what checklists' appliesTo (minAge, maxAge) compare against. */
    age: z.number().int().min(0).max(110),
    /**
     * Completed months, for a child under two: '0세' is no age a clinician would write, and at
     * this age months matter (a 5-week-old vomiting is pyloric stenosis, a 14-month-old is not).
     * Required at age 0; at age 1 lint.ts asks for it (missingAgeMonths). Completed months: a
     * 5- or 7-week-old is 1.
     */
    ageMonths: z.number().int().min(0).max(AGE_MONTHS_MAX).optional(),
    sex: sexSchema,
    /** Setting, e.g. '응급실에 내원한 환자' or '외래에 처음 방문한 환자'. */
    situation: text,
    /** Chief complaint as the door card words it, e.g. '배가 아파요' or '복통'. */
    presentingComplaint: text,
    bloodPressure: text,
    pulse: text,
    respiration: text,
    temperature: text,
    /** The task, e.g. '환자에게 병력 청취와 신체 진찰을 시행하고 추정 진단과 향후 계획을 설명하시오.' */
    description: text,
  })
  .superRefine((card, ctx) => {
    if (card.ageMonths === undefined) {
      if (card.age === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['ageMonths'],
          message: "a patient under 1 needs ageMonths (completed months, e.g. 2 for '생후 2개월')",
        });
      }
    } else if (Math.floor(card.ageMonths / 12) !== card.age) {
      ctx.addIssue({
        code: 'custom',
        path: ['ageMonths'],
        message: `ageMonths ${card.ageMonths} is not age ${card.age} (age must be floor(ageMonths / 12))`,
      });
    }
  });
export type DoorCard = z.infer<typeof doorCardSchema>;

/** How the simulated patient behaves. Only openingLine and concerns are ever spoken verbatim. */
export const personaSchema = z.strictObject({
  occupation: text,
  /** e.g. '걱정이 많고 아픈 티를 많이 낸다'. */
  temperament: text,
  /** e.g. '짧게 대답하고 사투리를 조금 쓴다'. */
  speechStyle: text,
  /** Reply to the open question: the chief complaint only, in the patient's words. */
  openingLine: text,
  /** Questions the patient raises when the learner invites questions. */
  concerns: z.array(text).min(1),
  /** Who answers when the patient cannot (small child, confused patient), e.g. '어머니'. */
  informant: text.optional(),
});
export type Persona = z.infer<typeof personaSchema>;

export const symptomFactSchema = z.strictObject({
  present: z.boolean(),
  /** Patient's words, e.g. '어제 저녁에 두 번 토했어요'. */
  detail: text.optional(),
});
export type SymptomFact = z.infer<typeof symptomFactSchema>;

export const examFindingSchema = z.strictObject({
  /** Objective finding in clinician wording, read out to the learner. */
  finding: text,
  /** What the patient says or does during the manoeuvre, e.g. '아야, 거기 누르면 아파요'. */
  reaction: text.optional(),
});
export type ExamFinding = z.infer<typeof examFindingSchema>;

export const planSchema = z.strictObject({
  tests: z.array(text).min(1),
  treatment: z.array(text).min(1),
});

/** Presentations that only a woman can have. */
const FEMALE_PRESENTATIONS: readonly SecondaryCategory[] = [
  '질분비물',
  '질출혈',
  '월경이상',
  '월경통',
  '산전진찰',
];
/** Facts that make no sense for a man: a case listing them for 남자 is a copy-paste slip. */
const FEMALE_TOPICS: readonly HistoryTopic[] = [
  'lmp',
  'pregnancy',
  'obstetric',
  'menstrualPattern',
  'cervicalScreening',
  'breastfeeding',
  'prenatalCare',
  'fetalMovement',
];
const FEMALE_SYMPTOMS: readonly Symptom[] = [
  'vaginalDischarge',
  'vaginalItching',
  'vaginalBleeding',
  'postcoitalBleeding',
];
/** Child-only facts (under 19). */
const CHILD_TOPICS: readonly HistoryTopic[] = ['birthHistory', 'feeding', 'growth', 'development'];
/** Below this age the child cannot give the history and a parent answers. */
export const INFORMANT_REQUIRED_BELOW_AGE = 10;

/**
 * English text a learner can search by: Latin letters, digits and ordinary punctuation, no Hangul
 * (the Korean name is `name`). Accented letters are fine ('Guillain-Barré'); search ignores accents.
 */
const english = text
  .max(120)
  .regex(/^[^\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]*$/, 'English text must not contain Hangul')
  .regex(/[A-Za-z]/, 'English text needs at least one Latin letter');
export const englishNameSchema = english;
export const englishAliasesSchema = z
  .array(english.max(60))
  .min(1)
  .refine((aliases) => new Set(aliases.map((a) => a.toLowerCase())).size === aliases.length, {
    message: 'englishAliases lists the same alias twice',
  });

export const caseSchema = z
  .strictObject({
    id: z.string().regex(CASE_ID, 'id must be lowercase ascii words joined by "-"'),
    primaryCategory: primaryCategorySchema,
    secondaryCategory: secondaryCategorySchema,
    /** The diagnosis, e.g. '급성 충수염'. */
    name: text,
    /** The diagnosis in standard English, e.g. 'Acute appendicitis': learners search by it. */
    englishName: englishNameSchema,
    /**
     * Other English names learners type for the diagnosis: common abbreviations ('MI', 'STEMI',
     * 'GERD') and plain synonyms ('heart attack'). Optional; searched, never shown as the name.
     */
    englishAliases: englishAliasesSchema.optional(),
    /** One line for the case list; must not give away more than the door card does. */
    shortDescription: text,
    doorCard: doorCardSchema,
    persona: personaSchema,
    history: z.partialRecord(historyTopicSchema, text),
    symptoms: z.partialRecord(symptomSchema, symptomFactSchema),
    exam: z.partialRecord(manoeuvreSchema, examFindingSchema),
    differentials: z.array(text).min(1),
    plan: planSchema,
    education: z.array(text).min(1),
    checklistExtras: z.array(checklistItemSchema).optional(),
    /**
     * Round 33 (issue 17): this case's own wording of presentation items whose shared text names another disease's
     * diagnosis, tests, treatment, advice or warning signs (the chest-pain checklist's "급성 관상동맥 증후군",
     * "관상동맥 조영술" for a pneumothorax). Keyed by item id; the id and satisfiedBy stay, so stored grades and labels
     * keep their items, and only the sentence the learner and the grader read changes. Keys must be items of the case's
     * presentation checklist (content.test.ts).
     */
    checklistWording: z.record(z.string(), text).optional(),
  })
  .superRefine((c, ctx) => {
    if (!isPresentationPair(c.primaryCategory, c.secondaryCategory)) {
      const expected = PRESENTATIONS[c.primaryCategory].join(', ');
      ctx.addIssue({
        code: 'custom',
        path: ['secondaryCategory'],
        message: `'${c.secondaryCategory}' is not a presentation of '${c.primaryCategory}' (expected one of: ${expected})`,
      });
    }

    for (const p of parseVitals(c.doorCard).problems) {
      ctx.addIssue({ code: 'custom', path: ['doorCard', p.field], message: p.message });
    }

    const { sex, age } = c.doorCard;
    if (sex === '남자') {
      if (FEMALE_PRESENTATIONS.includes(c.secondaryCategory)) {
        ctx.addIssue({
          code: 'custom',
          path: ['doorCard', 'sex'],
          message: `${c.secondaryCategory} needs a female patient`,
        });
      }
      for (const t of FEMALE_TOPICS) {
        if (c.history[t] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['history', t],
            message: `${t} does not apply to a male patient`,
          });
        }
      }
      for (const s of FEMALE_SYMPTOMS) {
        if (c.symptoms[s] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['symptoms', s],
            message: `${s} does not apply to a male patient`,
          });
        }
      }
    }
    if (age >= 19) {
      for (const t of CHILD_TOPICS) {
        if (c.history[t] !== undefined) {
          ctx.addIssue({ code: 'custom', path: ['history', t], message: `${t} is for children (under 19)` });
        }
      }
    }
    if (age < INFORMANT_REQUIRED_BELOW_AGE && c.persona.informant === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['persona', 'informant'],
        message: `a ${age}-year-old cannot give the history; name the informant (e.g. '어머니')`,
      });
    }

    // Extras are merged into the presentation checklist, so their ids must be unique and
    // namespaced by the case to never collide with a presentation item.
    const seen = new Set<string>();
    c.checklistExtras?.forEach((item, i) => {
      if (!item.id.startsWith(`${c.id}.`)) {
        ctx.addIssue({
          code: 'custom',
          path: ['checklistExtras', i, 'id'],
          message: `extra item ids must start with '${c.id}.'`,
        });
      }
      if (seen.has(item.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['checklistExtras', i, 'id'],
          message: `duplicate id ${item.id}`,
        });
      }
      seen.add(item.id);
    });
  });
export type Case = z.infer<typeof caseSchema>;

// ---------------------------------------------------------------------------------------------
// What a learner's device may hold. Everything else (history, symptoms, exam, differentials,
// plan, education, checklist) stays on the server: a case downloaded for offline briefing must
// not carry the answers.
// ---------------------------------------------------------------------------------------------

export const publicCaseSchema = z.strictObject({
  id: z.string().regex(CASE_ID),
  name: text,
  englishName: englishNameSchema,
  englishAliases: englishAliasesSchema.optional(),
  primaryCategory: primaryCategorySchema,
  secondaryCategory: secondaryCategorySchema,
  shortDescription: text,
  doorCard: doorCardSchema,
});
export type PublicCase = z.infer<typeof publicCaseSchema>;

export function toPublicCase(c: Case): PublicCase {
  const {
    id,
    name,
    englishName,
    englishAliases,
    primaryCategory,
    secondaryCategory,
    shortDescription,
    doorCard,
  } = c;
  return {
    id,
    name,
    englishName,
    ...(englishAliases ? { englishAliases } : {}),
    primaryCategory,
    secondaryCategory,
    shortDescription,
    doorCard,
  };
}
