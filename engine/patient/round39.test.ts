/**
 * Round 39 (issue 16, the lead's walk through a pneumothorax in 반말, and other walks): the patient
 * answers a factor from the fact of the direction asked, says whether the family knows as the
 * person it is (never the family history), gives the finding of the side examined, hears a
 * diagnosis told in 반말 as an explanation, and hears English 'frequency' of a headache or of
 * palpitations as how often it comes. Every case below failed before this round.
 */
import { describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import { createPatientEngine, type ChatTurn } from './engine';

const cases = new Map(loadCases().map((c) => [c.id, c]));

/** The replies to a run of learner turns, each after the earlier ones. */
function walk(caseId: string, ...turns: string[]): string[] {
  const c = cases.get(caseId);
  if (!c) throw new Error(`no case ${caseId}`);
  const e = createPatientEngine(c);
  const h: ChatTurn[] = [];
  return turns.map((u) => {
    const r = e.reply(h, u);
    h.push({ sender: 'user', content: u }, { sender: 'ai', content: r.text });
    return r.text;
  });
}
const last = (caseId: string, ...turns: string[]) => walk(caseId, ...turns).at(-1)!;

const CLARIFY = /무슨 말씀|다시 한 번|잘 못 알아/;

describe('round 39: a factor asked with its direction answers from that direction', () => {
  it.each([
    // Worse on breathing: the aggravating fact, never the easing one that also names breathing.
    ['primary-spontaneous-pneumothorax', ['숨쉴때 더 아파?'], /숨을 크게 들이쉬거나/, /얕게 숨 쉬면/],
    ['primary-spontaneous-pneumothorax', ['숨 쉬면 더 아파요?'], /숨을 크게 들이쉬거나/, /얕게 숨 쉬면/],
    ['primary-spontaneous-pneumothorax', ['누우면 더 심해?'], /왼쪽으로 누우면 더 불편/, /나아요/],
    ['acute-appendicitis', ['기침하면 더 울려?'], /기침할 때 울려서 더 아파요/, /아니요|없/],
    ['acute-cholecystitis', ['숨 들이쉬면 더 아파?'], /숨을 크게 들이쉬면 더 찌릿/, /웅크리/],
    // The condition eases: told the other way round, from the case.
    ['acute-appendicitis', ['누우면 더 아파?'], /누워서 무릎을 구부리고 있으면 조금 나아요/, /^네/],
  ])('%s: %j', (id, turns, fact, not) => {
    const r = last(id, ...turns);
    expect(r).toMatch(fact);
    expect(r).not.toMatch(not);
  });
  it.each([
    // Not listed anywhere in the case: not known, never a yes.
    ['primary-spontaneous-pneumothorax', '움직이면 더 아파요?'],
    ['acute-pyelonephritis-fever', '누우면 더 아파요?'],
    ['acute-cholecystitis', '누우면 더 심해요?'],
    ['primary-spontaneous-pneumothorax', '걸으면 더 아파?'],
  ])('%s: %s is not known', (id, u) => {
    const r = last(id, '어디가 아파요?', u);
    expect(r).toMatch(/모르겠/);
    expect(r).not.toMatch(/^네/);
  });
});

describe('round 39: whether someone knows is answered as the person, never the family history', () => {
  it('the smoker whose parents do not know', () => {
    const r = last('primary-spontaneous-pneumothorax', '담배 펴?', '부모님은 알아?');
    expect(r).toBe('부모님은 몰라요.');
  });
  it('the pregnant woman who has told no one', () => {
    const [boyfriend, family] = walk(
      'unrecognized-pregnancy-amenorrhea',
      '남자친구는 알아요?',
      '가족들은 알아요?',
    );
    for (const r of [boyfriend, family]) {
      expect(r).toMatch(/아무한테도 말 못 했/);
      expect(r).not.toMatch(/갑상선/);
    }
  });
  it.each([
    ['acute-appendicitis', ['혼자 살아?', '가족들은 알아요? 여기 온 거'], /아버지|혈압약/],
    ['atrial-fibrillation', ['술 드세요?', '가족들은 알아요? 이렇게 뛰는 거'], /형님|부정맥 때문에 약/],
    ['migraine-with-aura', ['어떻게 오셨어요?', '가족들은 알아요?'], /편두통으로 고생/],
    ['hiv-infection-bad-news', ['부모님은 아세요?'], /청주|형이 있는데/],
  ])('%s: %j tells no family history', (id, turns, family) => {
    const r = last(id, ...turns);
    expect(r).not.toMatch(family);
    expect(r).not.toMatch(CLARIFY);
  });
  it('a parent who does not know, from the case, when it says so', () => {
    expect(last('anabolic-steroid-misuse', '부모님은 알아요?')).toMatch(/부모님은 제가 약 하는 줄 몰라요/);
  });
});

describe('round 39: the side examined gives that side finding and reaction', () => {
  it.each([
    // Right pyelonephritis: the left flank is quiet, the right one hurts.
    ['acute-pyelonephritis-fever', '(왼쪽 옆구리를 주먹으로 두드린다)', /좌측 없음/, /아악|우측/],
    [
      'acute-pyelonephritis-fever',
      '(오른쪽 옆구리를 주먹으로 두드린다)',
      /우측 늑골척추각 압통 뚜렷함[\s\S]*아악/,
      /좌측/,
    ],
    // Left ureteral stone: the right flank is quiet.
    ['ureteral-stone', '(오른쪽 옆구리를 주먹으로 두드린다)', /우측 없음/, /왼쪽 거기|좌측/],
    [
      'ureteral-stone',
      '(왼쪽 옆구리를 주먹으로 톡톡 친다)',
      /좌측 늑골척추각 압통 있음[\s\S]*왼쪽 거기/,
      /우측/,
    ],
    ['acute-renal-infarction-atrial-fibrillation', '(오른쪽 옆구리 두드려 봄)', /우측 없음/, /아야/],
    // Left pneumothorax: the right chest is resonant, the left hyperresonant.
    [
      'primary-spontaneous-pneumothorax',
      '(오른쪽 가슴을 손가락으로 두드려 본다)',
      /오른쪽 공명음/,
      /과공명음/,
    ],
    [
      'primary-spontaneous-pneumothorax',
      '(왼쪽 가슴을 손가락으로 두드려 본다)',
      /왼쪽 흉부 과공명음/,
      /오른쪽 공명음/,
    ],
  ])('%s: %s', (id, u, fact, not) => {
    const r = last(id, u);
    expect(r).toMatch(fact);
    expect(r).not.toMatch(not);
  });
  it('both sides named keep the whole finding', () =>
    expect(last('acute-pyelonephritis-fever', '(양쪽 옆구리를 주먹으로 두드린다)')).toMatch(
      /우측 늑골척추각 압통 뚜렷함, 좌측 없음/,
    ));
  it('the trachea looked at in the neck', () =>
    expect(last('primary-spontaneous-pneumothorax', '(목에 기관이 가운데 있는지 본다)')).toMatch(
      /기관은 정중앙/,
    ));
});

describe('round 39: a diagnosis told in 반말 is heard as an explanation', () => {
  it.each([
    ['primary-spontaneous-pneumothorax', '기흉 같아. 폐에 구멍이 나서 공기가 새는 거야'],
    ['atrial-fibrillation', '심방세동 같아. 심장이 불규칙하게 뛰는 거야'],
    ['acute-cholecystitis', '담석 같아'],
    ['acute-appendicitis', '맹장염일 가능성이 높아'],
  ])('%s: %s', (id, u) => {
    const c = cases.get(id)!;
    const r = createPatientEngine(c).reply([], u);
    expect(r.understanding.education).toContain('likelyDiagnosis');
    expect(r.text).not.toMatch(CLARIFY);
    // A reaction, never a fact of the history told again.
    expect(r.disclosed.filter((d) => d.kind === 'topic' || d.kind === 'symptom')).toEqual([]);
  });
});

describe('round 39: English "frequency" of a headache or palpitations is how often it comes', () => {
  it.each([
    ['migraine-with-aura', ['두통 언제부터예요?', 'frequency 어느 정도예요?'], /한 달에 대여섯 번/],
    ['atrial-fibrillation', ['palpitation 언제부터예요?', 'frequency는 어떻게 돼요?'], /한두 달에 한 번씩/],
    ['migraine-with-aura', ['얼마나 자주 아파요?'], /한 달에 대여섯 번/],
    ['atrial-fibrillation', ['두근거림 얼마나 자주 그래요?'], /한두 달에 한 번씩/],
  ])('%s: %j', (id, turns, fact) => {
    const r = last(id, ...turns);
    expect(r).toMatch(fact);
    expect(r).not.toMatch(/소변|화장실|그런 건 없/);
  });
  it('urinary talk keeps urinary frequency', () =>
    expect(last('acute-pyelonephritis-fever', 'dysuria 있어요?', 'frequency 어느 정도예요?')).toMatch(
      /한 시간에 두세 번은 화장실/,
    ));
});
