import { analyzeUtterance } from '/work/main/server/ai/nlu/analyze';
for (const t of process.argv.slice(2)) { const u = analyzeUtterance(t); console.log(t, '=>', JSON.stringify({ t: u.topics, s: u.symptoms, m: u.manoeuvres, a: u.acts, e: u.education, seg: u.segments.map(s=>s.kind[0]+':'+s.text) })); }
