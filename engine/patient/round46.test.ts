/**
 * Round 46 (issue 16, conversations-r46.yaml and the tune parts' remaining false facts): a symptom
 * told in the words of the complaint's character is the complaint ('속쓰린건 언제부터요' of a reflux
 * told as a burning chest); a symptom dated by another symptom's own words; where a burning is; the
 * clots and the part of the stream of blood in the urine; when a disease was diagnosed, told by
 * another topic's sentence.
 */
import { describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import { facts, keys, talk as converse } from './conversation-helpers';

const cases = new Map(loadCases().map((c) => [c.id, c]));

/** Replies to each turn in order; returns the last reply. */
function talk(id: string, ...turns: string[]) {
  const c = cases.get(id);
  if (!c) throw new Error(`no case ${id}`);
  return converse(c, ...turns);
}

describe("round 46: a symptom told in the complaint's own words takes the complaint's onset and duration", () => {
  it.each([
    ['속쓰린건언제부터요', /석 달쯤 전부터/],
    ['속쓰림은 언제부터 그랬어요?', /석 달쯤 전부터/],
    ['쓰린 건 언제부터 그랬어요?', /석 달쯤 전부터/],
    ['한번 쓰리면 얼마나가요', /30분에서 길면 두 시간/],
    ['쓰린거 한번 시작하면 얼마나 가요?', /30분에서 길면 두 시간/],
    ['속쓰림 한번 오면 얼마나 가요?', /30분에서 길면 두 시간/],
  ])('reflux: %s', (u, want) => {
    const r = talk('gastroesophageal-reflux-disease', '어디가 불편해서 오셨어요?', u);
    expect(r.text).toMatch(want);
    expect(r.text).not.toMatch(/밥 먹고 한 시간쯤 지나면/);
  });
  it('the meal timing is still the heartburn when asked as such', () => {
    const r = talk('gastroesophageal-reflux-disease', '속쓰림이 밥 먹기 전이에요 아니면 후에요?');
    expect(r.text).toMatch(/밥 먹고 한 시간쯤 지나면/);
  });
  it("a symptom of another complaint keeps its own words ('기침은 언제부터요?' is not the reflux's onset)", () => {
    const r = talk('gastroesophageal-reflux-disease', '기침은 언제부터요?');
    expect(r.text).not.toMatch(/석 달쯤 전부터/);
  });
});

describe("round 46: a symptom dated only by another symptom's own words", () => {
  it.each([
    [
      'duodenal-ulcer-bleeding-hematochezia',
      '명치 쓰린건 언제부터예요?',
      /2주 전부터 배고플 때 명치가 쓰려요/,
    ],
    ['duodenal-ulcer-bleeding-hematochezia', '속쓰림은 언제부터?', /2주 전부터 배고플 때 명치가 쓰려요/],
    ['duodenal-ulcer-bleeding-hematochezia', '속 쓰린 건 언제부터 그러셨어요?', /2주 전부터 배고플 때/],
    ['duodenal-ulcer-bleeding-hematochezia', '명치 쓰린 게 언제 시작됐어요?', /2주 전부터 배고플 때/],
  ])('%s: %s', (id, u, want) => {
    const r = talk(id, '어떻게 오셨어요?', u);
    expect(r.text).toMatch(want);
    expect(facts(r)).toEqual(expect.arrayContaining(['symptom:heartburn', 'symptom:abdominalPain']));
  });
});

describe('round 46: where a burning or a smarting is, is the location', () => {
  it.each(['어디가 쓰려요?', '어디가 따가워요?', '어디 쪽이 쓰리세요?', '어디가 화끈거려요?'])('%s', (u) => {
    expect(keys(u)).toContain('location');
  });
  it('reflux: the site, not the meal timing', () => {
    const r = talk('gastroesophageal-reflux-disease', '어디가 불편해서 오셨어요?', '어디가 쓰려요?');
    expect(r.text).toMatch(/가슴뼈 뒤쪽/);
  });
  it("'어디가 불편해서 오셨어요?' stays the opening question", () => {
    expect(keys('어디가 불편해서 오셨어요?')).not.toContain('location');
  });
});

describe('round 46: clots and the part of the stream, of blood in the urine', () => {
  it.each([
    ['adpkd-cyst-hemorrhage', '핏덩어리도 나와요?', /핏덩어리는 없었어요/],
    ['renal-cell-carcinoma-hematuria', '덩어리도 나와요?', /핏덩어리가 나왔어요/],
    ['iga-nephropathy', '핏덩어리 같은 건 없었어요?', /핏덩어리는 없어요/],
    ['ureteral-stone', '피떡 같은 거 나와요?', /핏덩어리는 없었어요/],
    ['hemorrhagic-cystitis-postmenopausal', '핏덩어리는요?', /핏덩어리도 있었어요/],
  ])('%s: %s', (id, u, want) => {
    const r = talk(id, '소변 색깔이 어때요?', u);
    expect(r.text).toMatch(want);
    expect(r.text).not.toMatch(/^네, 소변/);
    expect(facts(r)).toContain('symptom:hematuria');
  });
  it.each([
    ['bladder-cancer', '소변 보는 처음부터 끝까지 빨개요?', /처음부터 끝까지 다 빨개요/],
    ['adpkd-cyst-hemorrhage', '처음부터 끝까지 빨개요?', /소변 전체가 다 붉었어요/],
    ['hemorrhagic-cystitis-postmenopausal', '끝에만 빨개요?', /끝부분으로 갈수록 더 진해지고/],
    ['renal-cell-carcinoma-hematuria', '소변 전체가 빨개요?', /소변 전체가/],
  ])('%s: %s', (id, u, want) => {
    const r = talk(id, '소변에 피가 나와요?', u);
    expect(r.text).toMatch(want);
    expect(facts(r)).toContain('symptom:hematuria');
  });
});

describe("round 46: when a disease was diagnosed, told by another topic's sentence, is that topic's fact too", () => {
  it.each([
    [
      'drug-induced-hypertension-nsaid-licorice',
      '고혈압 진단은 언제 받으셨어요?',
      /8년 전에 고혈압/,
      'topic:checkup',
    ],
    ['type-2-diabetes-mellitus', '당뇨 진단은 언제 받으셨어요?', /3년 전 회사 건강검진/, 'topic:checkup'],
    ['primary-biliary-cholangitis', '갑상선은 언제 진단받으셨어요?', /10년째/, 'topic:medication'],
    ['microscopic-colitis', '갑상선은 언제 진단받으셨어요?', /10년째/, 'topic:medication'],
  ])('%s: %s', (id, u, want, fact) => {
    const r = talk(id, u);
    expect(r.text).toMatch(want);
    expect(facts(r)).toEqual(expect.arrayContaining(['topic:pastMedical', fact]));
  });
});

describe("round 46: the account of a product dating a symptom is that product's topic too", () => {
  it.each([
    [
      'hemolytic-uremic-syndrome-stec',
      ['설사는 했어요?', '피도 섞였어요?', '언제부터요?'],
      /사흘째부터 피가 섞여/,
      'topic:stoolCharacter',
    ],
  ])('%s', (id, turns, want, fact) => {
    const r = talk(id, ...turns);
    expect(r.text).toMatch(want);
    expect(facts(r)).toContain(fact);
  });
});

describe("round 46: '목 아픈 건' of a tender thyroid whose sore throat the case denies is the neck", () => {
  it('answers the neck, never a plain no', () => {
    const r = talk('subacute-thyroiditis-palpitations', '목 아파요?');
    expect(r.text).toMatch(/목 앞쪽이 아프고/);
    expect(r.text).not.toMatch(/^아니요/);
    expect(facts(r)).toContain('symptom:neckPain');
  });
  it('the throat named stays the sore throat, denied', () => {
    const r = talk('subacute-thyroiditis-palpitations', '목구멍이 아파요?');
    expect(r.text).toMatch(/목구멍 안이 아픈 건 아니에요/);
  });
  it.each([
    '목 아픈 건 어디가 아프고 어디로 뻗치고 언제부터예요?',
    '어디가 아프고 어디로 뻗쳐요?',
    '어디가 아프시고 어디까지 퍼져요?',
    '어디가 제일 아프고 어디로 뻗치나요?',
  ])('where it hurts and where it goes, asked in one run: %s', (u) => {
    expect(keys(u)).toEqual(expect.arrayContaining(['location', 'radiation']));
  });
  it('the site and the spread are both told', () => {
    const r = talk(
      'subacute-thyroiditis-palpitations',
      '목 아픈 건 어디가 아프고 어디로 뻗치고 언제부터예요?',
    );
    expect(r.text).toMatch(/목젖 아래 왼쪽/);
    expect(r.text).toMatch(/열흘 전부터/);
  });
  it("'등이나 턱으로도 아파요?' stays the spread alone", () => {
    expect(keys('등이나 턱으로도 아파요?')).toEqual(['radiation']);
  });
});

describe('round 46: where a discomfort just told is', () => {
  it.each(['배 어디가 그래요?', '어디가 그래요?', '어디가 더부룩해요?', '어디가 주로 답답해요?'])(
    '%s',
    (u) => {
      expect(keys(u)).toContain('location');
      const r = talk('functional-dyspepsia', '더부룩한 건 언제부터 그러셨어요?', u);
      expect(r.text).toMatch(/명치 부분이요/);
    },
  );
  it("'어디가 불편하세요?' stays the opening question", () => {
    expect(keys('어디가 불편하세요?')).toEqual(['openQuestion']);
  });
});

describe("round 46: the baby's heart in plain words is the fetal heart rate, not the mother's heart", () => {
  it.each([
    '(아기 심장 소리를 들어 본다)',
    '(아기 심장 소리 들어 볼게)',
    '(태아 심장 박동 확인)',
    '(애기 심장소리 들어볼게요)',
  ])('%s', (u) => {
    expect(keys(u)).toEqual(['fetalHeartRate']);
  });
  it('a stethoscope on the mother stays her heart', () => {
    expect(keys('(심장 소리를 들어 본다)')).toEqual(['heartAuscultation']);
  });
});

describe('round 46: a condition told to be likely, named in words the lists lacked', () => {
  it.each([
    '태반이 자궁 입구를 덮고 있는 전치태반 같아요',
    '위 기능이 예민해진 기능성 소화불량 같아요',
    '유산이 진행되고 있는 거 같아요',
    '뇌하수체에 작은 혹이 있어서 젖 분비 호르몬이 많이 나오는 것 같아요',
    '자궁근종 같아요',
  ])('%s', (u) => {
    expect(keys(u)).toContain('likelyDiagnosis');
  });
  it('the patient is told, no question is answered', () => {
    const r = talk('placenta-previa', '태반이 자궁 입구를 덮고 있는 전치태반 같아요');
    expect(facts(r).filter((f) => f.startsWith('topic:') || f.startsWith('symptom:'))).toEqual([]);
  });
});

describe("round 46: '가슴' of a woman whose breasts the case tells of", () => {
  it.each([
    '가슴에서 뭐 나와요?',
    '가슴 짜면 하얀 거 나와요?',
    '가슴에서 분비물 나와요?',
    '가슴을 짜면 뭐 나와요?',
  ])('nipple discharge: %s', (u) => {
    expect(keys(u)).toEqual(['nippleDischarge']);
    const r = talk('prolactinoma', u);
    expect(r.text).toMatch(/하얀 젖 같은 게 나와요/);
  });
  it("'가슴에서 쌕쌕 소리 나와요?' is no discharge", () => {
    expect(keys('가슴에서 쌕쌕 소리 나와요?')).not.toContain('nippleDischarge');
  });
  it('since when, after it', () => {
    const r = talk('prolactinoma', '가슴에서 뭐 나와요?', '언제부터요?');
    expect(r.text).toMatch(/석 달 전부터/);
    expect(r.text).not.toMatch(/여덟 달/);
  });
  it.each([
    ['prolactinoma', '가슴이 아프거나 멍울 만져지는건요', /가슴이 아프진 않아요/],
    ['prolactinoma', '가슴 아픈 건요?', /가슴이 아프진 않아요/],
    ['prolactinoma', '멍울 만져져요?', /멍울은 안 만져져요/],
  ])('%s: %s answered from the breasts', (id, u, want) => {
    const r = talk(id, u);
    expect(r.text).toMatch(want);
    expect(facts(r).some((f) => f === 'symptom:breastPain' || f === 'symptom:breastLump')).toBe(true);
  });
});

describe('round 46: obstetric history in chart words and plain words', () => {
  it.each(['제왕절개 하셨어요?', 'G/P 어떻게 돼?', 'G/P는요?', '제왕절개로 낳으셨어요?'])('%s', (u) => {
    expect(keys(u)).toContain('obstetric');
  });
  it.each([
    ['placenta-previa', '제왕절개 하셨어요?', /39주에 제왕절개로 낳았어요/],
    ['trichomoniasis', '제왕절개 하셨어요?', /자연분만/],
    ['hydatidiform-mole', 'G/P 어떻게 돼?', /첫 임신이에요/],
  ])('%s: %s', (id, u, want) => {
    expect(talk(id, u).text).toMatch(want);
  });
});

describe('round 46: whether a complaint goes with the periods is the menstrual pattern', () => {
  it.each([
    '생리랑 관계 있어요?',
    '생리할때랑 상관 있어요?',
    '생리 주기랑 관련 있어요?',
    '월경이랑 연관 있나요?',
    '생리하고 관계있나요?',
  ])('%s', (u) => {
    expect(keys(u)).toEqual(['menstrualPattern']);
    const r = talk('migraine-with-aura', '머리 아픈 건 언제부터예요?', u);
    expect(r.text).toMatch(/생리 시작 하루 이틀 전에/);
  });
});

describe("round 46: symptoms in learners' words", () => {
  it.each([
    ['시야가 좁아지거나 옆이 안보여요?', ['blurredVision']],
    ['옆이 잘 안 보여요?', ['blurredVision']],
    ['목감기 최근에 앓았어요?', ['soreThroat']],
    ['삼킬때걸리거나 아프진않아요?', ['dysphagia', 'odynophagia']],
  ])('%s', (u, want) => {
    expect(keys(u)).toEqual(want);
  });
  it('a kidney patient denies a recent cold of the throat', () => {
    expect(talk('adpkd-cyst-hemorrhage', '목감기 최근에 앓았어요?').text).toMatch(/목감기 앓은 적 없어요/);
  });
  it('a prolactinoma denies a narrowed field', () => {
    expect(talk('prolactinoma', '시야가 좁아지거나 옆이 안보여요?').text).toMatch(/옆이 안 보이거나/);
  });
});

describe('round 46: what makes it worse and what eases it, asked in one run, each with its condition', () => {
  it.each([
    '어떤 걸 먹으면 더 심해지고 뭘 하면 좀 나아지세요?',
    '움직이면 더 아프고 쉬면 나아요?',
    '뭘 드시면 심해지고 뭘 하시면 좋아져요?',
    '누우면 더 아프고 앉으면 편해요?',
  ])('%s', (u) => {
    expect(keys(u)).toEqual(expect.arrayContaining(['aggravating', 'relieving']));
  });
  it('whether it is getting worse or better stays the course', () => {
    expect(keys('심해지고 있어요 아니면 나아지고 있어요?')).toEqual(['course']);
  });
  it('dyspepsia: both factors told', () => {
    const r = talk('functional-dyspepsia', '어떤 걸 먹으면 더 심해지고 뭘 하면 좀 나아지세요?');
    expect(r.text).toMatch(/기름진 배달 음식/);
    expect(r.text).toMatch(/산책하거나 소화제/);
  });
});

describe("round 46: the partner's symptoms are the sexual history", () => {
  it.each([
    '남자친구분 증상 있어요?',
    '남친은 증상 없대요?',
    '파트너분도 가렵다고 해요?',
    '애인분도 분비물 있대요?',
  ])('%s', (u) => {
    expect(keys(u)).toContain('sexual');
  });
  it('trichomoniasis: the boyfriend has none', () => {
    expect(talk('trichomoniasis', '남자친구분 증상 있어요?').text).toMatch(/남자 친구는 아무 증상 없다고/);
  });
  it('a husband who coughs is a sick contact, not the sexual history', () => {
    expect(keys('남편분도 기침해요?')).not.toContain('sexual');
  });
});

describe('round 46: bleeding between the periods, a diet, a drug tried for a while', () => {
  it.each([
    ['생리 아닐때 피 비쳐요?', 'vaginalBleeding'],
    ['생리 아닌데 피 나온 적 있어요?', 'vaginalBleeding'],
    ['생리 아닌 날에 피 나와요?', 'vaginalBleeding'],
    ['생리 중간에 출혈 있어요?', 'vaginalBleeding'],
    ['다이어트는요?', 'diet'],
    ['다이어트 하세요?', 'diet'],
    ['요즘 다이어트 하셨어요?', 'diet'],
    ['다이어트 중이세요?', 'diet'],
    ['위 운동을 돕는 약을 4주 드셔 볼게요', 'treatment'],
    ['이 약 2주 먹어 보자', 'treatment'],
    ['소화제 먼저 드셔 보세요', 'treatment'],
    ['항히스타민제 일주일 복용해 보세요', 'treatment'],
  ])('%s → %s', (u, k) => {
    expect(keys(u)).toContain(k);
  });
  it('diet pills are the drugs', () => {
    expect(keys('다이어트약 드세요?')).toEqual(['medication']);
  });
  it('prolactinoma: no diet', () => {
    expect(talk('prolactinoma', '다이어트는요?').text).toMatch(/다이어트는 안 해요/);
  });
});

describe('round 46: a likelihood told and a change of drug advised are plans, not questions', () => {
  it.each([
    ['임신 가능성이 있어 보여', 'likelyDiagnosis'],
    ['염증 가능성이 좀 있어 보여요', 'likelyDiagnosis'],
    ['결석 가능성이 있어 보입니다', 'likelyDiagnosis'],
    ['감염 가능성도 있어 보이네요', 'likelyDiagnosis'],
    ['피임약은 바꾸는 게 좋겠어요', 'treatment'],
    ['진통제는 줄이는 게 좋겠어요', 'treatment'],
    ['그 약은 끊는 게 좋겠어요', 'treatment'],
    ['혈압약은 바꾸시는 게 낫겠어요', 'treatment'],
    ['초음파 볼 거야', 'tests'],
    ['엑스레이도 볼 거예요', 'tests'],
    ['초음파 볼 거예요', 'tests'],
    ['심전도 볼 거에요', 'tests'],
    ['CT 찍을 거야', 'tests'],
  ])('%s → %s', (u, k) => {
    expect(keys(u)).toContain(k);
    expect(keys(u)).not.toContain('pregnancy');
    expect(keys(u)).not.toContain('contraception');
  });
  it('the pregnancy asked stays the question', () => {
    expect(keys('임신 가능성 있어요?')).toEqual(['pregnancy']);
  });
  it('the woman told she may be pregnant does not tell her contraception again', () => {
    const r = talk('unrecognized-pregnancy-amenorrhea', '임신 가능성이 있어 보여');
    expect(facts(r).filter((f) => f.startsWith('topic:'))).toEqual([]);
  });
  it.each([
    '도와주는 사람은 있어요?',
    '도와주시는 분 계세요?',
    '옆에서 도와주는 사람 있어?',
    '집에서 도와주는 분은요?',
  ])('support: %s', (u) => {
    expect(keys(u)).toContain('supportSystem');
  });
});
