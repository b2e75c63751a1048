/**
 * The lead's walk of 2026-12-08 (issue 16, item 11; thoracic herpes zoster): the pain acknowledged ('많이
 * 아프셨겠어요', '많이 아프시죠?') is owned in its tense by a patient in pain ('네... 많이 아팠어요.'), not thanked;
 * a patient with no pain still thanks.
 */
import { describe, it } from 'vitest';
import { caseLibrary, type Row } from '../../tests/support/patient-cases';

const { check } = caseLibrary();

describe('lead50: the pain acknowledged is owned by a patient in pain', () => {
  it.each<Row>([
    ['herpes-zoster-thoracic', ['많이 아프셨겠어요'], /많이 아팠어/, /고마워|감사/],
    ['acute-gouty-arthritis', ['많이 아프셨겠어요'], /아팠어요/, /감사/],
    ['ureteral-stone', ['많이 아프시죠?'], /아파요/, /감사/],
    ['subarachnoid-hemorrhage', ['많이 아프시죠?'], /아파요/, /고마워|감사/],
    ['episodic-cluster-headache', ['아프셨죠'], /아팠어요/, /감사/],
    // Controls: no pain in the case, the sympathy is thanked as before.
    ['hepatitis-b-vaccination-healthcare-student', ['많이 아프셨겠어요'], /감사|고마/],
    ['vasovagal-syncope', ['많이 아프셨겠어요'], /감사|고마/],
  ])('%s %j', (...row) => check(row));
});
