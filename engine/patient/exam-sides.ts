/**
 * One side of a two-sided exam finding (round 39). A learner who taps the right flank or percusses
 * the right chest hears the right side's finding and sees the right side's reaction, never the
 * other side's: '(왼쪽 옆구리를 주먹으로 두드린다)' of a right pyelonephritis ('우측 늑골척추각 압통
 * 뚜렷함, 좌측 없음', '아악! 오른쪽 거기 두드리니까 확 울려요.') reads '좌측 없음' with no cry of pain.
 *
 * The finding is cut into clauses (sentences and comma clauses); a clause that names only the other
 * side is left out, a clause naming neither side or both (a comparison, '왼쪽 흉곽 움직임이 오른쪽보다
 * 약간 작음') stays. When nothing of the side examined is left, the side is said to be normal. The
 * reaction stays only when it does not name the other side alone and the side examined has a finding
 * that is not normal.
 */

type Side = 'R' | 'L';

const RIGHT = /오른|우측|우상복부|우하복부|우상|우하|(?<![가-힣])우(?=\s*(옆구리|가슴|흉부|폐|늑골|다리|팔))/;
const LEFT = /왼|좌측|좌상복부|좌하복부|좌상|좌하|(?<![가-힣])좌(?=\s*(옆구리|가슴|흉부|폐|늑골|다리|팔))/;
const BOTH = /양측|양쪽|좌우|둘\s*다/;
/** A clause that tells nothing abnormal. */
const NORMAL = /없음|없다|없고|정상|음성|부드럽|않|깨끗|공명음$|공명음\s*$/;

function sidesOf(text: string): Set<Side> {
  const out = new Set<Side>();
  if (RIGHT.test(text)) out.add('R');
  if (LEFT.test(text)) out.add('L');
  return out;
}

/** The one side an exam action names ('(오른쪽 옆구리를 두드린다)'), none when it names both or neither. */
export function sideExamined(action: string): Side | undefined {
  if (BOTH.test(action)) return undefined;
  const s = sidesOf(action);
  return s.size === 1 ? [...s][0] : undefined;
}

export function sidedFinding(
  finding: string,
  reaction: string | undefined,
  action: string,
): { finding: string; reaction: string | undefined } {
  const side = sideExamined(action);
  if (!side) return { finding, reaction };
  const clauses = finding
    .split(/(?<=[.,])\s+/)
    .map((x) => x.trim())
    .filter(Boolean);
  const other: Side = side === 'R' ? 'L' : 'R';
  const kept = clauses.filter((x) => {
    const s = sidesOf(x);
    return !(s.size === 1 && s.has(other));
  });
  // Nothing was told of one side only: the finding as it is.
  if (kept.length === clauses.length) return { finding, reaction };
  const ownClauses = kept.filter((x) => sidesOf(x).has(side));
  const style = /우측|좌측/.test(finding)
    ? side === 'R'
      ? '우측'
      : '좌측'
    : side === 'R'
      ? '오른쪽'
      : '왼쪽';
  const text =
    ownClauses.length > 0
      ? kept.join(' ').replace(/,$/, '')
      : [`${style} 이상 소견 없음`, ...kept].join(', ').replace(/,$/, '');
  const abnormal = ownClauses.some((x) => !NORMAL.test(x.replace(/[.,]$/, '')));
  const reactionSides = reaction ? sidesOf(reaction) : new Set<Side>();
  const keepReaction =
    reaction !== undefined && abnormal && !(reactionSides.size === 1 && reactionSides.has(other));
  return { finding: text, reaction: keepReaction ? reaction : undefined };
}
