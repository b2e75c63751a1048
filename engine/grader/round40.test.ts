/**
 * Issue 17, round 40: the lead's walked encounters (an ectopic pregnancy, Kawasaki disease told by a
 * mother, hepatic encephalopathy told by a wife) graded. Sentences of our own, labelled by
 * EXAMINER-RULES.md ("Examinations: met by the manoeuvre, named or described"; "Identity: the
 * name and the age"; "Diagnosis: the condition named in any usual form").
 *
 * A. Rebound tenderness described (pressing, then letting go) is the rebound exam.
 * B. The pain felt toward the shoulder or jaw ('어깨 쪽으로 아픈 건 없으세요?') asks where it spreads.
 * C. A diagnosis named in its everyday short form (간성뇌증 for 간성 뇌병증) names it.
 * D. A child's name checked through the carer's role ('서준이 어머님이시죠?') with the age asked is the
 *    identity; another child's name is not the patient's.
 * E. A question asked during an exam ('(배를 촉진한다) 여기 누르면 아프세요?') asks no aggravating factor.
 * F. Hands and feet looked at ('(손발을 본다)') is the exam of the extremities.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const ECTOPIC = 'ectopic-pregnancy';
const APPY = 'acute-appendicitis';
const KAWASAKI = 'kawasaki-disease';
const HE = 'hepatic-encephalopathy';
const CHOLE = 'acute-cholecystitis';

const REBOUND: readonly Row[] = [
  [ECTOPIC, 'px.rebound', 'u1', ['(손을 뗀다) 뗄때 더 아파요?']],
  [APPY, 'px.rebound', 'u1', ['(배를 눌렀다가 갑자기 손을 뗀다)']],
  [APPY, 'px.rebound', 'u2', ['(오른쪽 아랫배를 누른다)', '(손을 확 뗀다)']],
  [ECTOPIC, 'px.rebound', 'u1', ['(배를 누르다가 손을 뗀다) 뗄 때 더 아프세요?']],
  [APPY, 'px.rebound', false, ['(배를 촉진한다) 여기 누르면 아프세요?'], 'control: pressing alone'],
];

const RADIATION: readonly Row[] = [
  [ECTOPIC, 'hx.radiation', 'u1', ['어깨 쪽으로 아픈건 없으세요?']],
  [CHOLE, 'hx.radiation', 'u1', ['어깨 쪽으로 아픈 건요?']],
  [APPY, 'hx.radiation', 'u1', ['다리 쪽으로 아픈 건 없어요?']],
  [ECTOPIC, 'hx.radiation', 'u1', ['어깨로도 아픈가요?'], 'control: met already'],
];

const DIAGNOSIS: readonly Row[] = [
  [HE, 'ed.diagnosis', 'u1', ['간성뇌증이 의심됩니다. 간이 해독을 못해서 독소가 뇌에 영향을 주는 거예요']],
  [HE, 'ed.diagnosis', 'u1', ['간성혼수가 온 것 같아요']],
  [HE, 'ed.diagnosis', 'u1', ['간성 뇌병증으로 보입니다'], 'control: met already'],
  [HE, 'ed.diagnosis', false, ['간이 안 좋으셔서 그래요'], 'control: no condition named'],
];

const IDENTITY: readonly Row[] = [
  [KAWASAKI, 'rel.identity', 'u2', ['서준이 어머님이시죠?', '서준이 몇살이에요?']],
  [KAWASAKI, 'rel.identity', 'u2', ['정서준 어머님 맞으세요?', '몇 살이에요?']],
  [KAWASAKI, 'rel.identity', 'u2', ['서준이 엄마 맞지?', '서준이 몇 살이야?']],
  [KAWASAKI, 'rel.identity', false, ['민준이 어머님이시죠?', '몇 살이에요?'], 'another child'],
];

const EXAM_QUESTION: readonly Row[] = [
  [APPY, 'hx.factors', false, ['(배를 촉진한다) 여기 누르면 아프세요?']],
  [CHOLE, 'hx.factors', false, ['(오른쪽 윗배를 누른다) 여기 누르면 아파요?']],
  [APPY, 'hx.factors', 'u1', ['움직이면 더 아파요?'], 'control: the factor asked'],
];

const EXTREMITIES: readonly Row[] = [
  [KAWASAKI, 'extremityExam', 'u1', ['(손발을 본다)']],
  [KAWASAKI, 'extremityExam', 'u1', ['(손바닥이랑 발바닥을 본다)']],
  [KAWASAKI, 'extremityExam', 'u1', ['(손발을 살펴본다)']],
];

describe('round 40 A: rebound tenderness described', () => checkRows(REBOUND));
describe('round 40 B: the pain felt toward the shoulder', () => checkRows(RADIATION));
describe('round 40 C: the diagnosis in its everyday short form', () => checkRows(DIAGNOSIS));
describe('round 40 D: the child named through the carer', () => checkRows(IDENTITY));
describe('round 40 E: a question during an exam asks no factor', () => checkRows(EXAM_QUESTION));
describe('round 40 F: hands and feet looked at', () => checkRows(EXTREMITIES));
