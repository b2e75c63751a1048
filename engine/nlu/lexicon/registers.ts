/**
 * Registers learners really type that the per-key entries did not cover (issue 16, items 7-9):
 * plain English words and chart abbreviations inside Korean sentences ('radiation 있어요?', 'fever
 * 있으셨어요?', 'N/V는요?'), 반말 questions ('왜 왔어?', '어떻게 아픈데?'), and the "better and worse,
 * or getting worse?" course question. Patterns run on the compact form (lower-case latin, no spaces
 * or punctuation: 'N/V' is 'nv', 'chest pain' is 'chestpain').
 */
import type { LexEntry } from './types';

const en = (kind: 'topic' | 'symptom', key: string, re: RegExp, priority = 2): LexEntry => ({
  kind,
  key,
  cues: [re],
  priority,
});
/** An English word not inside a longer latin word. */
const w = (alternatives: string) => new RegExp(`(?<![a-z])(${alternatives})(?![a-z])`);

export const REGISTER_TOPIC_ENTRIES: readonly LexEntry[] = [
  en('topic', 'radiation', w('radiation|radiating|radiates?')),
  en('topic', 'onset', w('onset')),
  en('topic', 'duration', w('duration')),
  en('topic', 'location', w('location')),
  en('topic', 'character', w('character|quality')),
  en('topic', 'severity', w('severity')),
  en('topic', 'aggravating', w('aggravating(factors?)?')),
  en('topic', 'relieving', w('relieving(factors?)?')),
  en('topic', 'associated', w('associated(symptoms?)?')),
  en('topic', 'pastMedical', w('pasthistory|pastmedicalhistory|pmhx|pmh|phx|medicalhistory|pasthx')),
  en('topic', 'medication', w('medications?|meds?|drugs?|drughistory')),
  en('topic', 'allergy', w('allerg(y|ies|ic)')),
  en('topic', 'smoking', w('smoking|smoke|smoker|cigarettes?|tobacco')),
  en('topic', 'alcohol', w('alcohol|drinking|drinks?')),
  en('topic', 'family', w('familyhistory|fhx|fh')),
  en('topic', 'surgery', w('surgery|surgical|operation|ophx')),
  en('topic', 'travel', w('travel')),
  en('topic', 'occupation', w('occupation|job')),
  // 반말: '어떻게 아픈데?', '어떻게 아파?'
  { kind: 'topic', key: 'character', cues: [/어떻게(아픈|아파|아팠)(데|지|어|냐|니|는데)?$/], priority: 2 },
  // 'Better and worse, or getting worse?' is the course, not what makes it worse.
  {
    kind: 'topic',
    key: 'course',
    cues: [
      /(좋아|나아|괜찮아)졌다[가-힣]{0,2}(나빠|심해|안좋아|아팠)|(좋아|나아)지다가(나빠|심해)|점점(더)?(나빠|심해|좋아|나아)/,
    ],
    priority: 3,
    suppress: ['aggravating', 'duration'],
  },
];

export const REGISTER_SYMPTOM_ENTRIES: readonly LexEntry[] = [
  en('symptom', 'fever', w('fever|febrile')),
  en('symptom', 'chills', w('chills?|chilling')),
  en('symptom', 'nausea', w('nausea|nv')),
  en('symptom', 'vomiting', w('vomiting|vomit|nv|emesis')),
  en('symptom', 'chestPain', w('chestpain')),
  en('symptom', 'abdominalPain', w('abdominalpain|abdpain|stomachache')),
  en('symptom', 'headache', w('headaches?')),
  en('symptom', 'cough', w('cough(ing)?')),
  en('symptom', 'sputum', w('sputum|phlegm')),
  en('symptom', 'dyspnea', w('dyspnea|dyspnoea|sob|shortnessofbreath')),
  en('symptom', 'dizziness', w('dizziness|dizzy')),
  en('symptom', 'palpitation', w('palpitations?')),
  en('symptom', 'diarrhea', w('diarrh(e|o)a')),
  en('symptom', 'constipation', w('constipation')),
  en('symptom', 'weightLoss', w('weightloss')),
  en('symptom', 'dysuria', w('dysuria')),
  en('symptom', 'hematuria', w('hematuria')),
  en('symptom', 'hemoptysis', w('hemoptysis|haemoptysis')),
  en('symptom', 'hematemesis', w('hematemesis|haematemesis')),
  en('symptom', 'hematochezia', w('hematochezia|bloodystools?')),
  en('symptom', 'melena', w('melena|melaena|blackstools?')),
  en('symptom', 'nightSweats', w('nightsweats?|nightsweating')),
  en('symptom', 'weightGain', w('weightgain')),
  en('symptom', 'fatigue', w('fatigue|tired(ness)?')),
  en('symptom', 'wheezing', w('wheez(e|ing)')),
  en('symptom', 'edema', w('edema|oedema|swelling')),
  en('symptom', 'syncope', w('syncope|faint(ed|ing)?')),
  en('symptom', 'seizure', w('seizures?|convulsions?')),
  en('symptom', 'rash', w('rash(es)?')),
  en('symptom', 'jaundice', w('jaundice|icterus')),
  en('symptom', 'frequency', w('frequency|urinaryfrequency')),
  en('symptom', 'nocturia', w('nocturia')),
  en('symptom', 'numbness', w('numbness|numb|paresthesias?')),
  en('symptom', 'weakness', w('weakness')),
];

export const REGISTER_ACT_ENTRIES: readonly LexEntry[] = [
  // 반말: '왜 왔어?', '어디 아파서 왔어?', '무슨 일로 왔어?'
  {
    kind: 'act',
    key: 'openQuestion',
    cues: [/왜왔(어|니|냐|는데|나)|(아파|불편해)서왔(어|니|냐|는데)|무슨일로왔|어쩐일이(야|니|냐)/],
    priority: 4,
  },
];
