import { TOPIC_ENTRIES } from './nlu/lexicon/topics';
import { SYMPTOM_ENTRIES } from './nlu/lexicon/symptoms';
import { ACT_ENTRIES, EDUCATION_ENTRIES } from './nlu/lexicon/encounter';
import { MANOEUVRE_ENTRIES } from './nlu/lexicon/exam';
import { toCompact } from './nlu/normalize';
import { analyzeDetailed } from './nlu/analyze';
for (const t of process.argv.slice(2)) {
  const c = toCompact(t);
  console.log('##', t, c);
  for (const e of [...TOPIC_ENTRIES, ...SYMPTOM_ENTRIES, ...ACT_ENTRIES, ...EDUCATION_ENTRIES, ...MANOEUVRE_ENTRIES])
    for (const re of [...e.cues, ...(e.weak ?? [])]) { const m = re.exec(c); if (m) console.log('  ', e.key, re.source.slice(0, 60), '=>', m[0]); }
  const d = analyzeDetailed(t); console.log(JSON.stringify(d.detail.map(x => [x.kind, x.text, x.topics, x.symptoms, x.acts, x.education, x.manoeuvres])));
}
