import { analyzeInContext } from './nlu/analyze';
const [t, ...prev] = process.argv.slice(2);
const u = analyzeInContext(t!, prev);
for (const d of u.detail)
  console.log(
    JSON.stringify({
      c: d.compact,
      k: d.kind,
      t: d.topics,
      s: d.symptoms,
      m: d.manoeuvres,
      a: d.acts,
      e: d.education,
    }),
  );
