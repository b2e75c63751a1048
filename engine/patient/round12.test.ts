/**
 * Issue 16, round 12: the classes found by eight new tune encounters (bench/patient/
 * conversations-r12.yaml: 혈변, 황달, 객혈, 의식장애 told by a son, 쉽게 멍이 듦 told by a mother,
 * 목통증, 유방덩이, 변비) and by the metamorphic bench, each table-driven over several cases.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { ellipticalBorrowing } from '../../bench/patient/metamorphic';
import { facts, keys, talk } from './conversation-helpers';
import { briefly } from './engine';
import { PHRASES } from './phrasing';

let cases: Case[];
const byId = (id: string) => cases.find((c) => c.id === id)!;
beforeAll(() => {
  cases = loadCases();
});
const sorted = (a: string[]) => [...new Set(a)].sort();
const CLARIFY = new Set(
  [...Object.values(PHRASES.clarify), ...Object.values(PHRASES.clarifyWhich)].flat() as string[],
);

describe("a caregiver's identity is checked like a name", () => {
  it.each([
    '어머님이세요?',
    '아드님이세요?',
    '보호자분이시죠?',
    '따님 되세요?',
    '환자분 어머님이세요?',
    '혹시 아버님이세요?',
    '아이가 몇 살이에요?',
  ])('%s is an identity check', (u) => {
    expect(keys(u)).toEqual(['identityCheck']);
  });

  it('is never a relative of the family history', () => {
    expect(keys('어머님은 당뇨 있으세요?')).toEqual(['family']);
    expect(keys('아버님이 중풍 있으셨어요?')).toEqual(['family']);
  });

  it.each([
    ['hemophilia-a-child', '어머님이세요?', /^네, 시후 엄마예요\.$/],
    ['hemophilia-a-child', '보호자분이세요?', /^네, 시후 엄마예요\.$/],
    ['hemophilia-a-child', '아버님이시죠?', /^아니요, 저는 시후 엄마예요\.$/],
    ['delirium-urinary-tract-infection', '아드님이세요?', /^네, 아들이에요\.$/],
    ['delirium-urinary-tract-infection', '따님이세요?', /^아니요, 저는 환자 아들이에요\.$/],
    ['acute-appendicitis', '보호자분이세요?', /^아니요, 제가 환자예요\.$/],
    // After a greeting that has just said who they are, not twice.
    ['common-cold', '안녕하세요 학생의사 이하은입니다. 어머님이시죠?', /^안녕하세요\. [가-힣]+ 엄마예요\.$/],
    // …and a wrong one is denied (the toddler is brought by the father).
    [
      'acute-otitis-media-toddler',
      '안녕하세요 학생의사 이하은입니다. 어머님이시죠?',
      /아빠예요\. 엄마는 아니에요\.$/,
    ],
  ])('%s: %s', (id, u, reply) => {
    const r = talk(byId(id), u);
    expect(r.text).toMatch(reply);
    expect(CLARIFY.has(r.text)).toBe(false);
  });
});

describe('when a symptom began, asked after it or of it', () => {
  it.each([
    // The symptom's own words date it: said briefly once they were said.
    ['acute-appendicitis', ['토하셨어요?', '언제부터요?'], /^오늘 새벽에요\.$/],
    ['acute-cholecystitis', ['토하셨어요?', '언제부터요?'], /^새벽에요\.$/],
    // The symptom's own topic dates it ('사흘 전부터 화장실을 자주 가시고…').
    ['delirium-urinary-tract-infection', ['소변 볼 때 아파하세요?', '언제부터요?'], /^사흘 전부터/],
    // The complaint named by its presentation ('변비' of a patient who says '변을 잘 못 봐요').
    ['functional-constipation', ['언제부터 변비가 있었어요?'], /^작년 봄에/],
  ])('%s %j', (id, turns, reply) => {
    const r = talk(byId(id), ...(turns as string[]));
    expect(r.text).toMatch(reply);
  });

  it('never dates a symptom by a clause about another one', () => {
    // '세 번 토했고, 한 시간 전에 기저귀에 빨간 젤리 같은 변이…' dates the stool, not the vomiting;
    // '오늘은 …물도 토해요' says how it is now.
    const r = talk(byId('intussusception'), '토하셨어요?', '언제부터요?');
    expect(r.text).not.toMatch(/한 시간 전|오늘은/);
    expect(facts(r)).toEqual(['symptom:vomiting']);
  });

  it('still asks back of a symptom the patient does not have', () => {
    const r = talk(byId('delirium-urinary-tract-infection'), '토하셨어요?', '언제부터요?');
    expect(CLARIFY.has(r.text)).toBe(true);
  });
});

describe('an account told again is brief', () => {
  it.each([
    [
      '한 달 전부터 계단을 오르면 가슴이 뻐근했는데, 쉬면 5분 안에 괜찮아져서 그냥 넘겼어요. 오늘처럼 오래 아픈 건 처음이에요.',
      '한 달 전부터 계단을 오르면 가슴이 뻐근했어요.',
    ],
    ['가슴 한가운데요. 여기가 꽉 막힌 것 같아요.', '가슴 한가운데요.'],
    // A present clause is left whole: only a past stem closes as written.
    [
      '열흘 전부터 몸살처럼 열나고 쑤시는데, 눈이 노래지고 나서는 열이 내렸어요.',
      '열흘 전부터 몸살처럼 열나고 쑤시는데, 눈이 노래지고 나서는 열이 내렸어요.',
    ],
  ])('%s', (answer, brief) => {
    expect(briefly(answer)).toBe(brief);
  });

  it.each([
    ['acute-myocardial-infarction', '계단 오를 때 가슴 아픈 적 있으세요?'],
    ['acute-myocardial-infarction', '어디가 아파요?'],
    ['cervical-radiculopathy', '어떻게 하면 더 아파요?'],
  ])('%s: the very same question asked again', (id, u) => {
    const c = byId(id);
    const first = talk(c, u);
    const again = talk(c, u, '식은땀은요?', u);
    expect(again.text).toMatch(/^아까/);
    expect(again.text.length).toBeLessThanOrEqual(first.text.length + 12);
    expect(facts(again)).toEqual(facts(first));
  });

  it("reads '아까 말씀하셨는데 …' as the question after it", () => {
    expect(keys('아까 말씀하셨는데 고개 젖히면 더 아픈거죠?')).toEqual(['aggravating']);
    expect(keys('아까 말씀하신 것처럼 어제부터 아프셨어요?')).toEqual(['onset']);
  });
});

describe('the stool, named or talked of', () => {
  it.each([
    [['변비 있어요?', '보고나서 덜 본 느낌 있어요?'], ['tenesmus']],
    [['피가 변에 묻어 나와요?', '볼일 볼때 아프세요?'], ['analPain']],
    // Talk of urine keeps them the voiding's.
    [['소변 자주 보세요?', '보고나서 덜 본 느낌 있어요?'], ['residualUrine']],
    [['소변 자주 보세요?', '볼일 볼때 아프세요?'], ['dysuria']],
    [['변비 있어요?', '소변 볼 때 아프세요?'], ['dysuria']],
  ])('%j', (turns, expected) => {
    const t = turns as string[];
    expect(sorted(keys(t.at(-1)!, t.slice(0, -1)))).toEqual(expected);
  });
});

describe('words that were read as something else', () => {
  it.each([
    ['목소리 쉰 건 언제부터에요?', ['hoarseness', 'onset']],
    ['목이 쉬었어요?', ['hoarseness']],
    ['출생 때 특별한 일은 없었어요?', ['birthHistory']],
    ['아직 확진 전이라 검사 결과 보고 같이 얘기해요', ['checkup']],
    ['당뇨는 없어?', ['pastMedical']],
    ['질문 있어?', ['invitingQuestions']],
    ['다리가 부니?', ['edema']],
    ['애가 잘 안 놀냐?', ['lethargy']],
    ['누우면 기침이 더 나?', ['aggravating', 'cough']],
    ['명치가 쓰린 게 밤에 자다가도 깰 정도야?', ['heartburn', 'severity']],
    ['어떻게 왔어요?', ['openQuestion']],
    ['멍은 언제부터 잘 들었어요?', ['easyBruising', 'onset']],
    ['언제 제일 심해요?', ['aggravating']],
    ['하루 중에 언제 제일 아파요?', ['duration']],
    ['하루 중에도 좋았다 나빴다 하세요?', ['course']],
    ['대변은 잘 보세요?', ['bowelHabit']],
    ['걷는건 괜찮아요?', ['gaitDisturbance']],
    ['혹시 허리는요?', ['backPain']],
    ['혹시 누가 때렸나요?', ['violenceHistory']],
    ['누가 때렸나요?', ['perpetrator']],
  ])('%s', (u, expected) => {
    expect(sorted(keys(u))).toEqual(expected);
  });
});

describe('a follow-up borrows only what its words allow', () => {
  it.each([
    // A pain word in a later segment of the message: never the vomiting or the fever.
    ['토하셨어요?', '어떤 느낌이에요? 쥐어짜는 느낌?', ['character']],
    ['열은 나세요?', '누우면 어때요? 더 아파요?', ['aggravating']],
    ['토하셨어요?', '어떤 양상이에요? 욱신욱신?', ['character']],
    // A child's crying names its own subject.
    ['가족 중에 아프신 분 계세요?', '한 번 울면 얼마나 가요?', ['duration']],
    ['토하셨어요?', '울다가 괜찮아졌다가 또 울다가 그래요?', ['duration']],
    // A drink's verb or measure after smoking is the drinking.
    ['담배 피우세요?', '한 번 드시면 보통 얼마나 드세요?', ['alcohol']],
    ['담배 피우세요?', '한 번에 몇 병이요?', ['alcohol']],
    // A chart word after a symptom is that symptom's; after another topic the complaint's.
    ['기침하세요?', 'onset이 언제요?', ['cough', 'onset']],
    ['알레르기 있으세요?', 'onset이 언제요?', ['onset']],
    // Still elliptical: borrowed, as the rule says.
    ['토하셨어요?', '언제요?', ['onset', 'vomiting']],
    ['토하셨어요?', '언제부터 그랬어요?', ['onset', 'vomiting']],
  ])('%s → %s', (before, u, expected) => {
    expect(sorted(keys(u, [before]))).toEqual(expected);
  });

  it('counts an elliptical borrowing apart in the metamorphic bench, never a pain or a named subject', () => {
    expect(ellipticalBorrowing('언제부터 그랬어요?', ['onset'], ['토하셨어요?'], ['onset', 'vomiting'])).toBe(
      true,
    );
    expect(ellipticalBorrowing('언제부터 그랬어요?', ['onset'], ['담배 피우세요?'], ['smoking'])).toBe(true);
    expect(
      ellipticalBorrowing('더 아파요?', ['aggravating'], ['토하셨어요?'], ['aggravating', 'vomiting']),
    ).toBe(false);
    expect(ellipticalBorrowing('피 양은요?', ['severity'], ['토하셨어요?'], ['severity', 'vomiting'])).toBe(
      false,
    );
    expect(ellipticalBorrowing('기침하세요?', ['cough'], ['토하셨어요?'], ['cough', 'vomiting'])).toBe(false);
  });
});

describe('a summary with the wrong side of a limb is corrected', () => {
  it.each([
    [
      'cervical-radiculopathy',
      '정리하면 3주 전부터 왼팔이 저리고 새끼손가락까지 내려가는 거죠?',
      /^아니요.*왼쪽이 아니라 오른쪽/,
    ],
    ['cervical-radiculopathy', '왼손에 힘이 빠지신 거죠?', /^아니요.*왼쪽이 아니라 오른/],
    ['cervical-radiculopathy', '정리하면 3주 전부터 오른팔이 저리신 거죠?', /^네/],
  ])('%s: %s', (id, u, reply) => {
    expect(talk(byId(id), u).text).toMatch(reply);
  });
});

describe('what the doctor tells or advises is heard, not answered with a fact', () => {
  it.each([
    ['acute-hepatitis-a', ['예방접종 맞으셨어요?', '가족분들도 예방접종 맞으시는 게 좋아요']],
    ['lung-cancer', ['아직 확진 전이라 검사 결과 보고 같이 얘기해요']],
    ['lung-cancer', ['흉부 CT 찍어볼게요']],
    ['delirium-urinary-tract-infection', ['치매가 나빠진 게 아니라 섬망 같아요.']],
    ['cervical-radiculopathy', ['목 디스크로 신경이 눌린 것 같아요']],
  ])('%s %j', (id, turns) => {
    const r = talk(byId(id), ...(turns as string[]));
    expect(facts(r).filter((f) => f.startsWith('topic:') || f.startsWith('symptom:'))).toEqual([]);
    expect(CLARIFY.has(r.text)).toBe(false);
  });

  it('still answers a question without a question mark', () => {
    expect(facts(talk(byId('lung-cancer'), '담배 피우세요'))).toEqual(['topic:smoking']);
  });
});

describe('the delivery asked of a mother is told from the sentence that tells it', () => {
  it('answers when she gave birth from the operations sentence', () => {
    const r = talk(byId('internal-hemorrhoids'), '출산은 언제 하셨어요?');
    expect(r.text).toMatch(/8개월 전에 자연분만했어요/);
  });
});

describe("'대변은 잘 보세요?' is answered from the case, or as usual when no bowel symptom is present", () => {
  it.each([
    ['acute-myocardial-infarction', /^대변은 평소처럼 봐요\.$/],
    ['delirium-urinary-tract-infection', /나흘째 대변을 못 보셨어요/],
    ['norovirus-gastroenteritis', /여덟 번/],
  ])('%s', (id, reply) => {
    const r = talk(byId(id), '대변은 잘 보세요?');
    expect(r.text).toMatch(reply);
    expect(r.text).not.toMatch(/모르겠/);
  });
});
