/**
 * 반말 encounter acts (lead, 2026-12-07, issues 16 and 17): a learner who greets and summarises in 반말 still greets
 * and summarises. Walked as a resident speaking 반말 to a 19-year-old with a pneumothorax: "안녕 나는 인턴 박지훈이야"
 * earned no greeting, and the wrong summary "그러니까 세시간 전에 운동하다가 오른쪽 가슴이 아프기 시작했고 숨은 안 차는
 * 거지?" was read as questions (the patient said "네," and then that he was breathless) instead of being corrected.
 * The grader's model phrase turns the whole clause polite, not only its last ending.
 */
import { describe, expect, it } from 'vitest';
import { politeWhole } from '../grader/courtesy';
import { analyzeUtterance } from './analyze';

describe('a greeting and introduction in 반말', () => {
  it.each([
    '안녕 나는 인턴 박지훈이야 이름이 뭐야?',
    '안녕~ 난 학생의사 김서연이야',
    '나는 담당 레지던트 이도윤이야',
    '난 오늘 담당 의사야 어디 아파서 왔어?',
  ])('%s is a greeting', (text) => {
    expect(analyzeUtterance(text).acts).toContain('greeting');
  });

  it.each(['안녕히 가세요', '나는 괜찮은데 너는?', '안녕하세요 어디가 불편하세요?'])(
    '%s is read as before (no 반말 greeting invented)',
    (text) => {
      const acts = analyzeUtterance(text).acts;
      if (text.startsWith('안녕하세요')) expect(acts).toContain('greeting');
      else expect(acts).not.toContain('greeting');
    },
  );
});

describe('a summary in 반말', () => {
  it.each([
    '그러니까 세시간 전에 운동하다가 오른쪽 가슴이 아프기 시작했고 숨은 안 차는 거지?',
    '어제부터 아팠고 열은 없던 거 맞지?',
    '어제부터 아팠고 열은 없는거지?',
    '사흘 전부터 설사했고 열은 안 난 거지?',
    '어제부터 아팠고 열은 없었죠?',
  ])('%s is a summary, its facts claims to check', (text) => {
    const u = analyzeUtterance(text);
    expect(u.acts).toContain('summary');
    expect(u.symptoms).toEqual([]);
  });

  it.each(['언제부터 아팠고 열은 있었어?', '어제부터 아팠어?'])('%s is still a question', (text) => {
    expect(analyzeUtterance(text).acts).not.toContain('summary');
  });
});

describe('the polite model phrase of a 반말 clause', () => {
  it.each([
    ['안녕 나는 인턴 박지훈이야 이름이 뭐야?', '안녕하세요, 저는 인턴 박지훈이에요. 이름이 뭐예요?'],
    ['난 담당 의사야 어디 아파?', '저는 담당 의사예요. 어디 아파요?'],
    ['나는 학생의사야 잘 부탁해', '저는 학생의사예요. 잘 부탁해요'],
    ['내가 좀 볼게', '제가 좀 볼게요'],
    ['아야 거기 아파?', '아야 거기 아파요?'],
    ['언제부터 아팠어?', '언제부터 아팠어요?'],
  ])('%s → %s', (banmal, polite) => {
    expect(politeWhole(banmal)).toBe(polite);
  });
});
