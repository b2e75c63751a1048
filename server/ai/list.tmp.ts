import { loadCases } from '../../content/load';
const ids = process.argv.slice(2);
for (const c of loadCases()) {
  if (ids.length && !ids.includes(c.id)) continue;
  console.log(
    `${c.id} | ${c.secondaryCategory} | ${c.doorCard.age}${c.doorCard.sex} ${c.persona.informant ?? ''} | ${c.persona.openingLine}`,
  );
  if (ids.length) {
    console.log('  H:', Object.keys(c.history).join(' '));
    console.log(
      '  S:',
      Object.entries(c.symptoms)
        .map(([k, v]) => `${k}${v.present ? '+' : '-'}`)
        .join(' '),
    );
    console.log('  E:', Object.keys(c.exam).join(' '));
  }
}
