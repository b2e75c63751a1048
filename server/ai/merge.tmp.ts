import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
const parts = ['part1', 'part2', 'part3', 'part4'].map(
  (p) => parse(readFileSync(`/tmp/fresh/${p}.yaml`, 'utf8')) as Record<string, string[][]>,
);
const merged = new Map<string, string[][]>();
for (const p of parts)
  for (const [k, rows] of Object.entries(p)) merged.set(k, [...(merged.get(k) ?? []), ...rows]);
const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
const keys = (s: string) => (s.trim() === '-' ? "'-'" : s.trim());
let out = readFileSync('/tmp/fresh/header.txt', 'utf8');
let n = 0;
for (const [k, rows] of merged) {
  out += `${k}:\n`;
  for (const r of rows) {
    n++;
    out += `  - [${q(r[0]!)}, ${keys(String(r[1]))}${r[2] ? `, ${q(r[2])}` : ''}]\n`;
  }
}
writeFileSync('bench/patient/fresh-set.yaml', out);
console.log(n, merged.size);
