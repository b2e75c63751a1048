/**
 * Lead47 (issue 17, from the lead's walks of a subarachnoid haemorrhage and a febrile seizure, and ex47-): a count
 * asked of another symptom is that symptom's, never the headache's course; double vision and slurred speech are the
 * focal signs, not the aura; what a witness saw asked in plain words is the witness item; a low level or a lack told
 * in plain words names the diagnosis.
 */
import { describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { gradeEncounter } from './grade';

const cases = new Map(loadCases().map((c) => [c.id, c]));
const byId = (id: string): Case => {
  const c = cases.get(id);
  if (!c) throw new Error(`no case ${id}`);
  return c;
};

function met(id: string, ...turns: string[]): Map<string, string | null> {
  const messages = turns.flatMap((content, i) => [
    { id: `u${i}`, sender: 'user' as const, content },
    { id: `a${i}`, sender: 'ai' as const, content: '네.' },
  ]);
  const r = gradeEncounter({ caseData: byId(id), messages });
  return new Map(
    r.checklistResults.filter((x) => x.performance === 'yes').map((x) => [x.itemId, x.evidenceMessageId]),
  );
}

describe('lead47: a count asked of another symptom is not how often the headache comes', () => {
  it.each([
    ['subarachnoid-hemorrhage', ['토하셨어요?', '몇번이나요']],
    ['migraine-with-aura', ['속 울렁거리거나 토했어요?', '몇번이나요']],
    ['episodic-cluster-headache', ['토한 적 있어요?', '몇 번 토했어요?']],
    ['bacterial-meningitis', ['토하셨어요?', '몇 번이나 토하셨어요?']],
  ])('%s %j', (id, turns) => {
    expect(met(id, ...turns).has('headache.hx.course')).toBe(false);
  });

  it('how often the headache comes is met (control)', () => {
    expect(met('migraine-with-aura', '두통이 한 달에 몇 번 와요?').has('headache.hx.course')).toBe(true);
  });

  it('a count of the complaint itself is its course where the complaint is vomiting (control)', () => {
    const c = [...cases.values()].find((x) => x.secondaryCategory === '구토')!;
    const items = met(c.id, '토하셨어요?', '몇 번이나 토하셨어요?');
    expect([...items.keys()].some((k) => k.endsWith('.hx.course'))).toBe(true);
  });
});

describe('lead47: double vision and slurred speech asked are the focal signs, not the aura', () => {
  it.each([
    ['subarachnoid-hemorrhage', '말이 어눌해지거나 물건이 두개로 보인다든지'],
    ['migraine-with-aura', '물건이 두개로 보이거나 말이 어눌해지진 않았어요?'],
    ['episodic-cluster-headache', '물체가 두 개로 보여요?'],
    ['bacterial-meningitis', '사물이 겹쳐 보이세요?'],
  ])('%s %s', (id, u) => {
    expect(met(id, u).has('headache.hx.aura')).toBe(false);
  });

  it('flashing or blurring before the headache is the aura (control)', () => {
    expect(
      met('migraine-with-aura', '두통 오기 전에 눈앞이 번쩍이거나 흐려 보여요?').has('headache.hx.aura'),
    ).toBe(true);
  });
});

describe('lead47: what a witness saw, asked in plain words, is the witness item', () => {
  it.each([
    ['simple-febrile-seizure', '어떤 모양으로 했어요? 온몸이 뻣뻣해지면서 떨었어요 아니면 한쪽만?'],
    ['simple-febrile-seizure', '눈은 어땠어요 돌아갔어요?'],
    ['hyponatremia-seizure-thiazide', '그때 어머님이 어떤 모습이셨어요?'],
    ['hyponatremia-seizure-thiazide', '눈은 어땠어요? 한쪽으로 돌아갔어요?'],
    ['alcohol-withdrawal-seizure', '입술은 파랬어요?'],
  ])('%s %s', (id, u) => {
    expect(met(id, u).get('seizure.hx.witness')).toBe('u0');
  });

  it('what the carer did is not what was seen (control)', () => {
    expect(met('simple-febrile-seizure', '그래서 어떻게 하셨어요?').has('seizure.hx.witness')).toBe(false);
  });
});

describe('lead47: a low level or a lack told in plain words names the diagnosis', () => {
  it.each([
    ['hyponatremia-seizure-thiazide', '피 속 나트륨이 떨어져서 경련이 온 것 같아요'],
    ['hyponatremia-seizure-thiazide', '혈액 나트륨 수치가 너무 낮아서 발작이 생긴 것 같아요'],
    ['vitamin-b12-deficiency-metformin-cognitive', '비타민 B12가 부족해서 생긴 증상일 가능성이 있어요'],
    ['sulfonylurea-hypoglycemia', '당뇨약 때문에 혈당이 너무 떨어져서 정신이 없으셨던 것 같아요'],
    ['hypokalemic-polyuria-bulimia-diuretic-abuse', '칼륨이 많이 부족해서 소변이 많이 나오는 것 같아요'],
  ])('%s %s', (id, u) => {
    const yes = met(id, u);
    expect([...yes.keys()].some((k) => k.endsWith('.ed.diagnosis'))).toBe(true);
  });

  it('a level named as normal names nothing (control)', () => {
    const yes = met('hyponatremia-seizure-thiazide', '피검사 해 볼게요');
    expect([...yes.keys()].some((k) => k.endsWith('.ed.diagnosis'))).toBe(false);
  });
});

describe('lead47: in a breathlessness case, waking at night is the nocturnal breathlessness; earlier attacks asked as the visits they took', () => {
  it.each([
    ['밤에 자다가 깨요?'],
    ['자다가 깬 적 있어요?'],
    ['밤에 깨세요?'],
    ['자다가 일어나서 앉아 있던 적 있어요?'],
  ])('%s', (u) => {
    expect(met('acute-asthma-exacerbation', u).get('dyspnea.hx.orthopnea')).toBe('u0');
  });

  it.each([
    ['ER 온적이나 입원한적 있어요? intubation은요'],
    ['응급실 온 적 있어요?'],
    ['천식 때문에 입원한 적 있어요?'],
    ['중환자실 간 적 있어요?'],
  ])('%s', (u) => {
    expect(met('acute-asthma-exacerbation', u).get('dyspnea.hx.experience')).toBe('u0');
  });

  it('waking at night in a headache case is no breathlessness item (control)', () => {
    expect(
      [...met('migraine-with-aura', '밤에 자다가 깨요?').keys()].some((k) => k.includes('orthopnea')),
    ).toBe(false);
  });
});
