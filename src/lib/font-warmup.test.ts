import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFontSubsets, subsetsFor } from './font-warmup';

/** The sheet the app ships (the build rewrites its URLs to hashed files; the ranges stay). */
const sheet = readFileSync(
  'node_modules/pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css',
  'utf8',
);

describe("Pretendard's subsets", () => {
  const subsets = parseFontSubsets(sheet);

  it('reads every face of the sheet with its file and ranges', () => {
    expect(subsets).toHaveLength((sheet.match(/@font-face/g) ?? []).length);
    expect(subsets[0]).toEqual({
      url: './woff2-dynamic-subset/PretendardVariable.subset.0.woff2',
      ranges: expect.arrayContaining([
        [0xf9ca, 0xfa0b],
        [0xff07, 0xff07],
      ]),
    });
  });

  it('picks, for a text, exactly the faces whose ranges hold one of its characters', () => {
    const text = '가상 환자와 진료하고, 체크리스트로 바로 채점받으세요 CPX 12분';
    const picked = subsetsFor(text, subsets);
    const covers = (subset: (typeof subsets)[number], char: string) =>
      subset.ranges.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to);
    for (const char of new Set(text)) {
      if (subsets.some((subset) => covers(subset, char)))
        expect(
          picked.some((subset) => covers(subset, char)),
          char,
        ).toBe(true);
    }
    for (const subset of picked) expect([...text].some((char) => covers(subset, char))).toBe(true);
    expect(picked.length).toBeLessThan(subsets.length / 3);
  });

  it('picks nothing for an empty text, and skips a face without a range or a file', () => {
    expect(subsetsFor('', subsets)).toEqual([]);
    expect(
      parseFontSubsets(
        "@font-face { font-family: x; src: url(a.woff2); }\n@font-face { unicode-range: U+41; }\n@font-face { src: url('b.woff2') format('woff2'); unicode-range: U+41-5A, U+61; }",
      ),
    ).toEqual([
      {
        url: 'b.woff2',
        ranges: [
          [0x41, 0x5a],
          [0x61, 0x61],
        ],
      },
    ]);
  });
});
