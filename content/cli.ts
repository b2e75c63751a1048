/**
 * Authoring helper for clinicians (no server, no database):
 *
 *   npx tsx content/cli.ts needs 급성복통 [남자|여자] [age]   what a case of this presentation must contain
 *   npx tsx content/cli.ts check                              load and lint the whole library
 */
import { checklistFor } from './checklists/index';
import {
  ageMonthsProblems,
  clinicianWordsIn,
  duplicatePatientNames,
  findNearDuplicates,
  unanswerableItems,
} from './lint';
import { appliesToPatient, loadCases } from './load';
import { implausibleVitals, type Sex } from './schema';
import {
  HISTORY_TOPICS,
  MANOEUVRES,
  PRESENTATION_SLUGS,
  PRIMARY_SLUGS,
  SECONDARY_CATEGORIES,
  SYMPTOMS,
  primaryOf,
  type SecondaryCategory,
} from './vocabulary';

function needs(presentation: string, sex: Sex | undefined, age: number | undefined): number {
  if (!(SECONDARY_CATEGORIES as readonly string[]).includes(presentation)) {
    console.error(`Unknown presentation '${presentation}'. One of:\n  ${SECONDARY_CATEGORIES.join(', ')}`);
    return 2;
  }
  const p = presentation as SecondaryCategory;
  const items = checklistFor(p).items.filter(
    (i) => sex === undefined || age === undefined || appliesToPatient(i.appliesTo, { sex, age }),
  );
  const history = items.filter((i) => i.section === '병력청취');
  const optional = (i: (typeof items)[number], t: string) => i.optionalTopics?.some((o) => o === t) ?? false;
  const topics = [
    ...new Set(history.flatMap((i) => (i.satisfiedBy.topics ?? []).filter((t) => !optional(i, t)))),
  ];
  const extraTopics = [
    ...new Set(history.flatMap((i) => (i.satisfiedBy.topics ?? []).filter((t) => optional(i, t)))),
  ].filter((t) => !topics.includes(t));
  console.log(
    `${p} -> cases/${PRIMARY_SLUGS[primaryOf(p)]}/<case-id>.yaml (slug: ${PRESENTATION_SLUGS[p]})\n`,
  );
  console.log('history: every one of these topics must be answered');
  for (const t of topics)
    console.log(`  ${t.padEnd(22)} ${HISTORY_TOPICS[t].label} - ${HISTORY_TOPICS[t].description}`);
  if (extraTopics.length > 0) {
    console.log('\nhistory, recommended: the checklist also accepts these; answer them in a new case');
    for (const t of extraTopics)
      console.log(`  ${t.padEnd(22)} ${HISTORY_TOPICS[t].label} - ${HISTORY_TOPICS[t].description}`);
  }
  console.log('\nsymptoms: for each line, list at least one (present: true or false)');
  for (const i of history.filter((h) => !h.satisfiedBy.topics && h.satisfiedBy.symptoms)) {
    const keys = i.satisfiedBy.symptoms!.map((s) => `${s}(${SYMPTOMS[s].label})`);
    console.log(`  ${keys.join(' / ')}`);
  }
  console.log('\nexam: manoeuvres the checklist rewards (list the abnormal ones; unlisted = normal finding)');
  for (const i of items.filter((x) => x.section === '신체진찰' && x.satisfiedBy.manoeuvres)) {
    console.log(`  ${i.satisfiedBy.manoeuvres!.map((m) => `${m}(${MANOEUVRES[m].label})`).join(' / ')}`);
  }
  if (sex === undefined || age === undefined) {
    console.log('\n(Pass sex and age, e.g. "남자 24", to drop items that do not apply to the patient.)');
  }
  return 0;
}

function check(): number {
  let cases;
  try {
    cases = loadCases();
  } catch (e) {
    console.error((e as Error).message);
    return 1;
  }
  const problems = [
    ...cases.flatMap((c) =>
      [
        ...unanswerableItems(c),
        ...clinicianWordsIn(c),
        ...implausibleVitals(c.doorCard),
        ...ageMonthsProblems(c),
      ].map((p) => `${c.id}: ${p}`),
    ),
    ...findNearDuplicates(cases).map(
      (d) => `${d.a} and ${d.b} are near-duplicates (${d.similarity.toFixed(2)})`,
    ),
    ...duplicatePatientNames(cases).map(
      (d) => `patient name used twice: ${d} (rename the later case's patient)`,
    ),
  ];
  for (const p of problems) console.error(p);
  console.log(
    problems.length === 0 ? `${cases.length} cases, no problems.` : `${problems.length} problem(s).`,
  );
  return problems.length === 0 ? 0 : 1;
}

const [command, ...args] = process.argv.slice(2);
if (command === 'needs' && args[0]) {
  const sex = args[1] === '남자' || args[1] === '여자' ? args[1] : undefined;
  const age = args[2] === undefined ? undefined : Number(args[2]);
  process.exitCode = needs(args[0], sex, age);
} else if (command === 'check') {
  process.exitCode = check();
} else {
  console.log(
    'usage: npx tsx content/cli.ts needs <presentation> [남자|여자] [age]\n       npx tsx content/cli.ts check',
  );
  process.exitCode = 2;
}
