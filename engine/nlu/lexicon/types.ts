/**
 * The shape of a lexicon entry. Every pattern runs on the *compact* text of one segment (see
 * normalize.ts): no spaces, no punctuation, lower-case latin.
 */
export type LexKind = 'topic' | 'symptom' | 'manoeuvre' | 'education' | 'act';

export interface LexEntry {
  readonly kind: LexKind;
  readonly key: string;
  /** Patterns that establish the key on their own. */
  readonly cues: readonly RegExp[];
  /**
   * Patterns too generic to trust next to anything more specific ('언제예요?', '얼마나 걸려요?'):
   * they count only when nothing else in the whole utterance matched.
   */
  readonly weak?: readonly RegExp[];
  /**
   * Patterns that count only when the segment names no symptom: '같이 있어요?' is the open "other
   * symptoms?" question, '설사나 두통도 같이 있어?' asks about those two symptoms.
   */
  readonly soft?: readonly RegExp[];
  /** Literal keywords that are also matched with jamo-level typo tolerance (fuzzy.ts). */
  readonly words?: readonly string[];
  /**
   * Overlapping matches of the same kind are resolved by priority, then by length: '가래에 피'
   * (hemoptysis, 2) beats '가래' (sputum, 1), '하복부 반발압통' (rebound, 2) beats '하복부 압통'.
   */
  readonly priority?: number;
  /**
   * Keys removed from the same segment when this entry matches (more specific reading wins). Only
   * readings of the same or lower priority are removed: a more specific reading of the suppressed
   * key, written as its own higher-priority cue, survives.
   */
  readonly suppress?: readonly string[];
  /** The segment must also match this (e.g. CAGE questions need alcohol in the sentence). */
  readonly requires?: RegExp;
  /** The entry is ignored when the segment matches this. */
  readonly unless?: RegExp;
  /** The entry is ignored when the whole utterance matches this ('소변 줄기는요? 힘이 없나요?'). */
  readonly unlessUtterance?: RegExp;
  /**
   * Cues that only make sense when the whole utterance is about something (e.g. '까맣거나' is
   * melena only when stool was mentioned: '대변 색깔은요? 까맣거나 피가 섞이진 않았나요?').
   */
  readonly contextual?: { readonly utterance: RegExp; readonly cues: readonly RegExp[] };
}

export const STOOL = '(?:대변|똥|(?<![소주])변(?![화했하비동경명두수호신한해할함덕]))';
export const URINE = '(?:소변|오줌)';
/** Body words for the abdomen, longest first so that alternation prefers them. */
export const ABDOMEN =
  '(?:우하복부|좌하복부|우상복부|좌상복부|하복부|상복부|복부|아랫배|윗배|명치|심와부|배꼽|치골상부|치골위|상치골|배)';
