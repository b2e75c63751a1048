import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * bench/RESULTS.md is shared by every benchmark: each owns one section (between HTML comment
 * markers) and rewrites only that, stamped with the machine and the date, so figures from
 * different runs stay side by side and comparable.
 */
export const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

export function machineLine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.platform()} ${os.release()}, Node ${process.version}`;
}

/**
 * Rewrites one section of bench/RESULTS.md, unless the run was given `--no-write` (the evals'
 * iterating mode: figures printed, the file untouched).
 */
export function writeSection(id: string, title: string, body: string): void {
  if (process.argv.includes('--no-write')) return;
  const start = `<!-- bench:${id} -->`;
  const end = `<!-- /bench:${id} -->`;
  const stamp = `_Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineLine()}._`;
  const section = `${start}\n## ${title}\n\n${stamp}\n\n${body.trim()}\n${end}`;
  let text = existsSync(resultsFile)
    ? readFileSync(resultsFile, 'utf8')
    : '# Benchmark results\n\nWritten by `npm run bench` (and the eval scripts); each section says when and where it was measured.\n';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + section + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(resultsFile, text);
}

export function table(headers: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
