/**
 * A first visit is drawn in the system's fallback face (src/styles/global.css): the prerendered
 * landing page and /login do not link Pretendard's faces, so no font is fetched before the page is
 * usable and none can reflow it. Once the page has loaded, the Pretendard subsets its text needs are
 * fetched without being applied (a FontFace that is not added to the document changes nothing on
 * screen), so that the next visit, drawn in Pretendard from the start, finds them in the cache.
 */

/** One `@font-face` of Pretendard's dynamic-subset sheet: the file and the code points it covers. */
export interface FontSubset {
  url: string;
  ranges: [number, number][];
}

/** The faces of a built stylesheet: every `@font-face` with a `url(...)` and a `unicode-range`. */
export function parseFontSubsets(css: string): FontSubset[] {
  const subsets: FontSubset[] = [];
  for (const block of css.match(/@font-face\s*\{[^}]*\}/g) ?? []) {
    const url = /src:\s*url\(\s*['"]?([^'")]+)['"]?\s*\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;}]+)/.exec(block)?.[1];
    if (!url || !range) continue;
    const ranges = range
      .split(',')
      .map((part) => /U\+([0-9a-f]+)(?:-([0-9a-f]+))?/i.exec(part.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match): [number, number] => {
        const from = Number.parseInt(match[1]!, 16);
        return [from, match[2] ? Number.parseInt(match[2], 16) : from];
      });
    subsets.push({ url, ranges });
  }
  return subsets;
}

/** The subsets that cover at least one character of `text`, in the sheet's order. */
export function subsetsFor(text: string, subsets: FontSubset[]): FontSubset[] {
  const codePoints = new Set<number>();
  for (const char of text) codePoints.add(char.codePointAt(0)!);
  return subsets.filter((subset) =>
    subset.ranges.some(([from, to]) => {
      for (const point of codePoints) if (point >= from && point <= to) return true;
      return false;
    }),
  );
}

/**
 * Fetches (without applying) the subsets of the sheet at `sheetUrl` that the document's text needs.
 * A failure is of no consequence: the next visit fetches what it needs as it would have anyway.
 */
export async function warmFontCache(sheetUrl: string, doc: Document = document): Promise<void> {
  try {
    const response = await fetch(sheetUrl);
    if (!response.ok) return;
    const base = new URL(sheetUrl, doc.baseURI);
    const wanted = subsetsFor(doc.body.textContent ?? '', parseFontSubsets(await response.text()));
    await Promise.all(
      wanted.map((subset) =>
        new FontFace('Pretendard Warm-up', `url(${new URL(subset.url, base).href})`)
          .load()
          .catch(() => undefined),
      ),
    );
  } catch {
    /* offline or gone: nothing to warm */
  }
}
