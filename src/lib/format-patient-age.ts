/**
 * A patient's age as Korean door cards write it. '0세' is no age a clinician writes, and under
 * two the months matter (a 5-week-old who vomits is a different patient from a 20-month-old):
 * paediatric cards say '생후 2개월' for an infant (영아), '18개월' for a child in the second year,
 * and '7세' from two years on. The case answers carry `ageMonths` for a child under two.
 */
export interface PatientAge {
  /** Completed years. */
  age: number;
  /**
   * Completed months for a child under two, else null. Undefined on a copy saved on the device
   * before the answers carried it, and on evaluations graded before then.
   */
  ageMonths?: number | null;
}

export function formatPatientAge({ age, ageMonths }: PatientAge): string {
  if (ageMonths === null || ageMonths === undefined || ageMonths >= 24) {
    // Without months an infant can still be told truthfully; '0세' cannot.
    return age === 0 ? '1세 미만' : `${age}세`;
  }
  if (ageMonths === 0) return '생후 1개월 미만';
  return ageMonths < 12 ? `생후 ${ageMonths}개월` : `${ageMonths}개월`;
}

/** The door card's line: '생후 2개월 남자', '45세 여자'. */
export function formatPatientAgeSex(patient: PatientAge & { sex: string }): string {
  return `${formatPatientAge(patient)} ${patient.sex}`;
}
