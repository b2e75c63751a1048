/**
 * The learner's own turn that came closest to each missed checklist item, for the review queue
 * (issue 24): a card shows "what you said" beside what was wanted. Pure and deterministic.
 *
 * 1. The judge's near miss when it has one (a greeting without an introduction, a diagnosis that
 *    was not the likely one, tests named only vaguely…): that turn is the closest by construction.
 * 2. Otherwise the learner message nearest the item's text in words: its content words (particles
 *    and ending words such as '물었다', '확인했다' left out) the message holds whole count two, shared
 *    two-syllable pieces one; at least a whole word or two pieces, the earliest on a tie.
 * 3. Otherwise null: nothing the learner said was near it.
 */
import { caseChecklist } from '../../content/case-checklist';
import type { Case } from '../../content/schema';
import { recordLearner } from './evidence';
import type { TranscriptMessage } from './grade';
import { ItemJudge } from './judge';
import { clip } from './text';

/** Words of an item's text that say what was done rather than what about ("…을 물었다"). */
const DOING = /(했다|하였다|물었다|였다|았다|었다|한다|확인|설명|시행|여부|있는지|없는지)$/;
const PARTICLE = /(으로|이나|에서|을|를|이|가|은|는|와|과|도|의|에|로|나)$/;
const MIN_SCORE = 2;

function bigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.split(/[^가-힣A-Za-z0-9]+/)) {
    for (let i = 0; i + 1 < word.length; i++) out.add(word.slice(i, i + 2));
  }
  return out;
}

function contentWords(text: string): string[] {
  return text
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s,·/]+/)
    .filter((w) => !DOING.test(w))
    .map((w) => w.replace(PARTICLE, ''))
    .filter((w) => w.length >= 2);
}

export function nearestTurns(
  input: { caseData: Case; messages: readonly TranscriptMessage[] },
  itemIds: readonly string[],
): Map<string, string | null> {
  const wanted = new Set(itemIds);
  const items = caseChecklist(input.caseData).filter((i) => wanted.has(i.id));
  const learner = input.messages.filter((m) => m.sender === 'user' && m.content.trim().length > 0);
  const judge = new ItemJudge(input.caseData, recordLearner([...input.messages], input.caseData));
  const pieces = learner.map((m) => bigrams(m.content));
  const out = new Map<string, string | null>();
  for (const item of items) {
    const near = judge.judge(item).near;
    if (near) {
      out.set(item.id, near.quote);
      continue;
    }
    const words = contentWords(item.text);
    const own = bigrams(words.join(' '));
    let best: { index: number; score: number } | null = null;
    pieces.forEach((set, index) => {
      const text = learner[index]!.content;
      let score = words.filter((w) => text.includes(w)).length * 2;
      for (const piece of own) if (set.has(piece)) score += 1;
      if (score >= MIN_SCORE && (!best || score > best.score)) best = { index, score };
    });
    const found = best as { index: number; score: number } | null;
    out.set(item.id, found ? clip(learner[found.index]!.content) : null);
  }
  return out;
}
