import { describe, expect, it } from 'vitest';
import { loadDevSet } from '../../bench/patient/dataset';
import { ACT_ENTRIES, EDUCATION_ENTRIES } from './lexicon/encounter';
import { MANOEUVRE_ENTRIES } from './lexicon/exam';
import * as registers from './lexicon/registers';
import { SYMPTOM_ENTRIES } from './lexicon/symptoms';
import { TOPIC_ENTRIES } from './lexicon/topics';
import type { LexEntry } from './lexicon/types';
import { mayMatch, needed } from './literals';
import { toCompact } from './normalize';

/**
 * The cue prefilter (literals.ts) may only skip a regex on a text it cannot match: checked by hand on
 * the pattern forms it reads, and over every lexicon cue against the patient dev set's utterances and
 * random texts made of the cues' own characters.
 */
const sorted = (n: readonly string[] | null) => (n === null ? null : [...n].sort());

describe('needed: the literal text every match holds', () => {
  it.each<[RegExp, string[] | null]>([
    [/언제(부터|쯤부터)/, ['언제']],
    [/(신|한)(게|건)언제/, ['언제']],
    [/발병|시작시점/, ['발병', '시작시점']],
    [/(?<![수기])술|음주/, ['술', '음주']],
    [/[은는]요$/, ['요']],
    [/[은는]$/, ['는', '은']],
    [/가+나다/, ['나다']],
    [/ab?c/, ['a']],
    [/x(ab)?/, ['x']],
    [/a{0,2}b{2}/, ['b']],
    [/\.\?/, ['.?']],
    [/a\u0062/, ['ab']],
    [/[가-힣]{2}/, null],
    [/[^a]x/, ['x']],
    [/[^]/, null],
    [/./, null],
    [/a|/, null],
    [/(a|b.)/, ['a', 'b']],
    [/(a|.b?)/, null],
    [/\d+/, null],
    [/(?=언제)/, null],
    [/(.)\1/, null],
    [/abc/i, null],
    [/배|abc/i, null],
    [/배가/i, ['배가']],
    [/배/u, null],
    [/(?<name>배)/, ['배']],
    [/a{2,}/, ['a']],
  ])('%s needs %j', (re, want) => {
    expect(sorted(needed(re))).toEqual(want === null ? null : [...want].sort());
  });

  it('lets a text through only when it holds one of them', () => {
    expect(mayMatch(['언제', '며칠'], '며칠됐어요')).toBe(true);
    expect(mayMatch(['언제', '며칠'], '어디가아파요')).toBe(false);
    expect(mayMatch(null, '아무거나')).toBe(true);
  });
});

const ENTRIES: readonly LexEntry[] = [
  ...TOPIC_ENTRIES,
  ...SYMPTOM_ENTRIES,
  ...MANOEUVRE_ENTRIES,
  ...ACT_ENTRIES,
  ...EDUCATION_ENTRIES,
  ...Object.values(registers).filter(Array.isArray).flat(),
];
const CUES = ENTRIES.flatMap((e) => [
  ...e.cues,
  ...(e.weak ?? []),
  ...(e.soft ?? []),
  ...(e.contextual?.cues ?? []),
]);

/** Every cue that matches `text` is let through by its need. */
function violations(texts: Iterable<string>): string[] {
  const needs = CUES.map(needed);
  const out: string[] = [];
  for (const text of texts)
    CUES.forEach((re, i) => {
      if (!mayMatch(needs[i]!, text) && re.test(text)) out.push(`${re.source} on ${text}`);
    });
  return out;
}

describe('the lexicon under the prefilter', () => {
  it('reads a need for nearly every cue', () => {
    const known = CUES.filter((re) => needed(re) !== null).length;
    expect(known / CUES.length).toBeGreaterThan(0.95);
  });

  it("never skips a cue that matches one of the patient dev set's utterances", () => {
    const texts = new Set<string>();
    for (const { text, after } of loadDevSet('bench/patient/dev-set.yaml')) {
      texts.add(toCompact(text));
      if (after) texts.add(toCompact(after));
    }
    expect(texts.size).toBeGreaterThan(100);
    expect(violations(texts)).toEqual([]);
  });

  it('never skips a cue that matches a random text of the cues’ own characters', () => {
    const alphabet = [
      ...new Set(CUES.flatMap((re) => [...re.source].filter((c) => /[가-힣a-z0-9]/.test(c)))),
    ];
    let seed = 20261207;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const texts = Array.from({ length: 400 }, () =>
      Array.from(
        { length: 4 + Math.floor(random() * 16) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join(''),
    );
    // Texts that do match something: each cue's own literal text with random characters around it.
    for (const re of CUES.slice(0, 400)) {
      const need = needed(re);
      if (need) texts.push(`${alphabet[Math.floor(random() * alphabet.length)]}${need[0]}${need.at(-1)}`);
    }
    expect(violations(texts)).toEqual([]);
  });
});
