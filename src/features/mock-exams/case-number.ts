/** A case number from the address: a whole number from 1, else null (the page sends the learner back). */
export function parseCaseNumber(value: string): number | null {
  if (!/^[1-9]\d{0,2}$/.test(value)) return null;
  return Number(value);
}
