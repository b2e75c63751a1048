/**
 * Checks for the routes' search params as plain functions (no schema library: the route tree is in
 * every screen's first download, the landing page's and /login's included). Each field check
 * answers the value or undefined ("not set") — a link or an old bookmark that does not fit falls
 * back to the default rather than an error page. `searchChecker` builds a route's validateSearch:
 * fields the address has come back (undefined when they do not fit), fields it lacks stay absent,
 * anything else is dropped.
 */
export type FieldCheck<T> = (value: unknown) => T | undefined;

export type SearchOf<Shape extends Record<string, FieldCheck<unknown>>> = {
  [Key in keyof Shape]?: ReturnType<Shape[Key]>;
};

/** The search object for a shape, or null when the input is not an object at all. */
export function parseSearch<Shape extends Record<string, FieldCheck<unknown>>>(
  shape: Shape,
  input: unknown,
): SearchOf<Shape> | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const record = input as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(shape)) {
    if (key in record) out[key] = shape[key]!(record[key]);
  }
  return out as SearchOf<Shape>;
}

/** A route's validateSearch for a shape (the router always hands over an object). */
export function searchChecker<Shape extends Record<string, FieldCheck<unknown>>>(shape: Shape) {
  return (search: Record<string, unknown>): SearchOf<Shape> => parseSearch(shape, search) ?? {};
}

/** One of a fixed list of strings. */
export function oneOf<const Values extends readonly string[]>(values: Values): FieldCheck<Values[number]> {
  return (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? value : undefined;
}

/** A string of min..max characters. */
export function stringOf({
  min = 0,
  max = Infinity,
}: { min?: number; max?: number } = {}): FieldCheck<string> {
  return (value) =>
    typeof value === 'string' && value.length >= min && value.length <= max ? value : undefined;
}

/**
 * Free text typed into a filter: a number (the router's JSON parsing turns ?q=123 into 123) is read
 * as its text; trimmed, at most `max` characters, empty is "not set".
 */
export function filterText(max: number): FieldCheck<string> {
  return (value) => {
    const raw = typeof value === 'number' ? String(value) : value;
    if (typeof raw !== 'string') return undefined;
    const text = raw.trim();
    return text.length <= max && text !== '' ? text : undefined;
  };
}

export const booleanValue: FieldCheck<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/**
 * A whole number in min..max (a safe integer). `from`: 'number' takes numbers only, 'text' also a
 * non-blank string of digits (?page=2 kept as text), 'any' whatever Number() makes of the value.
 */
export function wholeNumber({
  min = -Infinity,
  max = Infinity,
  from = 'number',
}: {
  min?: number;
  max?: number;
  from?: 'number' | 'text' | 'any';
}): FieldCheck<number> {
  return (value) => {
    let number: unknown = value;
    if (from === 'any') number = Number(value);
    else if (from === 'text' && typeof value === 'string' && value.trim() !== '') number = Number(value);
    return typeof number === 'number' && Number.isSafeInteger(number) && number >= min && number <= max
      ? number
      : undefined;
  };
}

/** A list of strings of min..max characters each, at most maxItems long; one bad item drops the list. */
export function stringList({
  min = 0,
  max = Infinity,
  maxItems = Infinity,
}: {
  min?: number;
  max?: number;
  maxItems?: number;
}): FieldCheck<string[]> {
  const item = stringOf({ min, max });
  return (value) =>
    Array.isArray(value) && value.length <= maxItems && value.every((entry) => item(entry) !== undefined)
      ? (value as string[])
      : undefined;
}

/** Matches a pattern (the whole string). */
export function matching(pattern: RegExp): FieldCheck<string> {
  return (value) => (typeof value === 'string' && pattern.test(value) ? value : undefined);
}

/** Any RFC 9562 UUID (versions 1-8, the nil and the max one), as zod's z.uuid() accepts. */
export const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** A debug flag: on only for 1, "1", true or "true" (the router hands ?dev=1 over as the number 1). */
export const flagValue: FieldCheck<true> = (value) =>
  value === 1 || value === '1' || value === true || value === 'true' ? true : undefined;
