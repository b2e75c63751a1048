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

describe('lead50 review: each dated clause of a summary is checked on its own day', () => {
  it.each<Row>([
    [
      'subarachnoid-hemorrhage',
      ['정리하면 어제부터 머리가 아프셨고 오늘 두 번 토하셨다는 거죠?'],
      /^아니요.*어제가 아니라/,
    ],
    [
      'acute-asthma-exacerbation',
      ['정리하면 그저께부터 숨이 차고 어젯밤에 심해졌다는 거죠?'],
      /^아니요.*그저께가 아니라/,
    ],
    [
      'episodic-cluster-headache',
      ['정리하면 한 달 전부터 아프시고 오늘 새벽에도 아프셨다는 거죠?'],
      /^아니요.*열이틀 전/,
    ],
    [
      'acute-myocardial-infarction',
      ['정리하면 어제부터 가슴이 아프시고 오늘 식은땀이 나셨다는 거죠?'],
      /^아니요.*어제가 아니라/,
    ],
    [
      'simple-febrile-seizure',
      ['정리하면 어제 밤부터 열이 났고 오늘 아침에 5분정도 온몸 떨면서 경련했다는거죠?'],
      /어제 밤이 아니라 오늘 저녁/,
      /어제 밤부터 그랬던/,
    ],
    // Control: both days right is confirmed.
    ['acute-gouty-arthritis', ['정리하면 오늘 새벽부터 발가락이 아프셨다는 거죠?'], /^네/],
  ])('%s %j', (...row) => check(row));
});
