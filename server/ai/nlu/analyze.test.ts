import { describe, expect, it } from 'vitest';
import { analyzeInContext, analyzeUtterance } from './analyze';
import { approximateFind, prepareKeyword, toJamo } from './fuzzy';
import { normalize } from './normalize';

const keys = (text: string) => {
  const u = analyzeUtterance(text);
  return [...u.topics, ...u.symptoms, ...u.manoeuvres, ...u.acts, ...u.education].sort();
};

describe('analyzeUtterance', () => {
  it('recognises the open question and nothing else', () => {
    const u = analyzeUtterance('어디가 불편해서 오셨어요?');
    expect(u.openQuestion).toBe(true);
    expect(keys('어디가 불편해서 오셨어요?')).toEqual(['openQuestion']);
    expect(analyzeUtterance('어떻게 오셨어요?').openQuestion).toBe(true);
  });

  it('splits multi-question messages and keeps their order', () => {
    const u = analyzeUtterance('언제부터 아프셨고, 어디가 아프세요?');
    expect(u.topics).toEqual(['onset', 'location']);
    expect(u.segments.map((s) => s.kind)).toEqual(['question', 'question']);
    expect(analyzeUtterance('열이나 오한은요?').symptoms).toEqual(['fever', 'chills']);
  });

  it('tolerates spacing mistakes, casual speech, chat spellings and typos', () => {
    expect(keys('언제부터아프셨어요')).toEqual(['onset']);
    expect(keys('술 마셔?')).toEqual(['alcohol']);
    expect(keys('담베 피우세여?')).toEqual(['smoking']);
    expect(keys('언재부터 아프셧어요?')).toEqual(['onset']);
    expect(keys('메스꺼음은요?')).toEqual(['nausea']);
    expect(keys('알레르기잇으세요')).toEqual(['allergy']);
  });

  it('reads abbreviations', () => {
    expect(keys('LMP 언제예요?')).toEqual(['lmp']);
    expect(keys('NRS로 몇 점 정도예요?')).toEqual(['severity']);
    expect(keys('(BP 측정)')).toEqual(['vitalSigns']);
    expect(keys('(CVA tenderness)')).toEqual(['cvaTenderness']);
  });

  it('maps lay and medical words to the same key', () => {
    for (const t of ['메스꺼우세요?', '속이 울렁거리세요?', '구역질은요?'])
      expect(keys(t)).toEqual(['nausea']);
    for (const t of ['숨이 차세요?', '숨이 가쁘진 않아요?', '호흡곤란 있으세요?'])
      expect(keys(t)).toEqual(['dyspnea']);
    for (const t of [
      '가족 중에 비슷한 병 앓은 분 계세요?',
      '집안에 심장병 있으신 분 있어요?',
      '가족력 있으세요?',
    ]) {
      expect(keys(t)).toEqual(['family']);
    }
    for (const t of ['마지막 생리는 언제였어요?', '마지막 월경일이 언제예요?'])
      expect(keys(t)).toEqual(['lmp']);
  });

  it('applies disambiguation rules', () => {
    expect(keys('배 아픈 거 말고 다른 증상은 없으세요?')).toEqual(['associated']);
    expect(keys('가래에 피가 섞여 나온 적 있어요?')).toEqual(['hemoptysis']);
    expect(keys('수술 받으신 적 있으세요?')).toEqual(['surgery']); // 수술 is not 술
    expect(keys('아버님도 술을 많이 드셨어요?')).toEqual(['family']);
    expect(keys('술은 언제부터 이렇게 많이 드시게 됐어요?')).toEqual(['drinkingPattern']);
    expect(keys('열심히 하겠습니다.')).toEqual([]);
  });

  it('recognises parenthesised and announced exam actions, not permission questions', () => {
    expect(keys('(복부를 촉진한다)')).toEqual(['abdomenPalpation']);
    expect(keys('(우하복부 압통 확인)')).toEqual(['abdomenPalpation']);
    expect(keys('(청진할게요)')).toEqual(['heartAuscultation', 'lungAuscultation']);
    expect(keys('배 좀 눌러볼게요')).toEqual(['abdomenPalpation']);
    expect(keys('배를 좀 진찰해도 될까요?')).toEqual(['examConsent']);
    expect(keys('목에 멍울 만져지는 거 있어요?')).toEqual(['lymphNodeSwelling']);
    expect(analyzeUtterance('(복부를 촉진한다)').segments[0]!.kind).toBe('action');
  });

  it('recognises the acts of the encounter and explanations (for the grader)', () => {
    expect(keys('안녕하세요, 저는 의대생 김OO입니다')).toEqual(['greeting']);
    expect(keys('성함과 나이가 어떻게 되세요?')).toEqual(['identityCheck']);
    // A child's age asked of the parent is not the parent's obstetric history ('아이는 몇 명').
    for (const t of ['아기 몇 개월이에요?', '아이는 몇 살이에요?', '애기 개월 수가 어떻게 되나요?'])
      expect(keys(t), t).toEqual(['identityCheck']);
    expect(keys('아이는 몇 명 낳으셨어요?')).toEqual(['obstetric']);
    expect(keys('많이 힘드셨겠어요')).toEqual(['empathy']);
    expect(keys('정리해보면 어제부터 배가 아프셨고 토도 하셨네요, 맞나요?')).toEqual(['summary']);
    expect(keys('검사로 CT를 찍어볼 거예요')).toEqual(['tests']);
    expect(keys('오늘 진료는 여기까지입니다. 수고하셨습니다.')).toEqual(['closing']);
    const invite = analyzeUtterance('궁금한 점 있으세요?');
    expect(invite.invitesQuestions).toBe(true);
    expect(invite.education).toEqual(['invitingQuestions']);
  });

  it('maps small talk and gibberish to nothing', () => {
    for (const t of ['오늘 날씨가 좋네요.', 'ㅋㅋㅋ', 'asdfgh', '네', '']) expect(keys(t)).toEqual([]);
  });
  // Speed is measured by `npm run eval:patient` and `npm run bench`, not asserted here.
});

const inContext = (text: string, ...previous: string[]) => {
  const u = analyzeInContext(text, previous);
  return [...u.topics, ...u.symptoms, ...u.manoeuvres, ...u.acts, ...u.education].sort();
};

describe('generalisation (fresh-set findings)', () => {
  it('understands the examples the product owner tried', () => {
    expect(keys('기름진거 먹고 더 아파요?')).toEqual(['aggravating']);
    expect(keys('눈이 노래진 적 있어요?')).toEqual(['jaundice']);
    expect(keys('생리는 규칙적이세요?')).toEqual(['menstrualPattern']);
  });

  it('reads conjugated stems, colloquial words and hedged compound questions', () => {
    expect(keys('메스껍거나 토하진 않았어요?')).toEqual(['nausea', 'vomiting']);
    expect(keys('혹시라도 배가 아프기 전에 기름진 음식 드셨거나 그런 건요?')).toEqual(
      ['event', 'foodHistory'].sort(),
    );
    expect(keys('자다가 숨이 차서 깬 적 있어요?')).toEqual(['pnd']);
    expect(keys('담배 하루에 몇 개비 정도 피세요?')).toEqual(['smoking']);
    expect(keys('몇 살 때부터 피우셨어요?')).toEqual(['smoking']);
    expect(keys('술을 줄여 볼 생각은 있으세요?')).toEqual(['readinessToChange']);
    expect(keys('변비약이나 유산균 같은 거 드시는 거 있어요?')).toEqual(['medication']);
  });

  it('does not mistake look-alike stems for keys', () => {
    expect(keys('유방 촬영술 마지막으로 언제 하셨어요?')).toEqual(['checkup']); // 촬영술 is not 술
    expect(keys('십이지장에 궤양이 생긴 것 같아요.')).toEqual(['likelyDiagnosis']); // 지장
    expect(keys('오늘은 DTaP, 소아마비, Hib, 폐구균을 맞을 거예요.')).toEqual(['vaccineSchedule']); // 마비
    expect(keys('공황발작 같은 증상이 처음 생긴 게 언제예요?')).toEqual(['onset']); // not seizure
    expect(keys('집안일 하시는 데 지장 있어요?')).toEqual(['dailyFunction']); // not 집안 (family)
    expect(keys('혹시 요즘 끼니를 자주 거르세요?')).toEqual(['diet']); // 주거 is not living
  });

  it('keeps symptoms in condition, cause and purpose clauses out of the question', () => {
    expect(keys('애기가 열날 때 많이 보채요?')).toEqual(['irritability']);
    expect(keys('잠 못 자서 낮에 일하는 데 지장 있어요?')).toEqual(['dailyFunction']);
    expect(keys('열 떨어뜨리려고 해열제 먹였어요?')).toEqual(['medication']);
    expect(keys('피곤하시다고 하셨는데, 일상생활에 영향이 있나요?')).toEqual(['dailyFunction']);
    expect(keys('오른쪽 어깨나 등 쪽으로 통증이 뻗치진 않구요?')).toEqual(['radiation']);
  });

  it('treats instructions, negated actions and explanations as what they are', () => {
    expect(keys('숨 크게 쉬어 보세요, 폐 소리 들어볼게요')).toEqual(['lungAuscultation']);
    expect(keys('질 내진은 지금은 안 할게요.')).toEqual([]);
    expect(keys('(잠시 침묵하며 기다린다)')).toEqual([]);
    expect(keys('(복부 촉진, 반발통 확인)')).toEqual(['abdomenPalpation', 'reboundTenderness']);
    expect(keys('갑상선 호르몬 검사랑 항체 검사를 할게요.')).toEqual(['tests']);
    expect(keys('금연 날짜를 다음 주 월요일로 정해 볼까요?')).toEqual(['cessationPlan']);
    expect(keys('2주 뒤에 오셔서 어떻게 되고 있는지 같이 봐요.')).toEqual(['followUp']);
  });

  it('resolves an elliptical question against the one before it in the same message', () => {
    expect(keys('자살 생각은 얼마나 자주 들어? 하루에 몇 번?')).toEqual(['suicidalIdeation']);
    expect(keys('폐경은 되셨어요? 몇 살 때요?')).toEqual(['menstrualPattern']);
  });
});

describe('conversation context (analyzeInContext)', () => {
  it('attaches a symptom asked just before to an OLDCARTS follow-up', () => {
    expect(inContext('그건 언제부터요?', '토하셨어요?')).toEqual(['onset', 'vomiting']);
    expect(inContext('얼마나 자주요?', '두통 있으세요?')).toEqual(['duration', 'headache']);
    expect(inContext('어느 쪽이요?', '옆구리 아프세요?')).toEqual(['flankPain', 'location']);
    expect(inContext('몇 번이나요?', '토하셨어요?')).toEqual(['vomiting', 'vomitus']);
    expect(inContext('몇 킬로요?', '살 빠지셨어요?')).toEqual(['weightChange', 'weightLoss']);
    expect(inContext('몇 번이나요?', '자다가 깨세요?')).toEqual(['insomnia']);
  });

  it('keeps a follow-up about a habit or any other topic on that topic', () => {
    expect(inContext('얼마나 자주요?', '술 드세요?')).toEqual(['alcohol']);
    expect(inContext('언제부터요?', '술 드세요?')).toEqual(['drinkingPattern']);
    expect(inContext('하루에 몇 잔이요?', '커피 드세요?')).toEqual(['caffeine']);
    expect(inContext('언제부터요?', '담배 피우시죠?')).toEqual(['smoking']);
    expect(inContext('어디로요?', '최근에 해외여행 다녀오신 적 있어요?')).toEqual(['travel']);
    expect(inContext('몇 살 때요?', '폐경은 되셨어요?')).toEqual(['menstrualPattern']);
    expect(inContext('얼마나 자주요?', '남편분이 때리거나 밀친 적 있으세요?')).toEqual(['violenceHistory']);
    expect(inContext('어느 쪽으로요?', '통증이 다른 데로 뻗치나요?')).toEqual(['radiation']);
  });

  it('leaves alone a message that names its own subject, and acknowledgements', () => {
    expect(inContext('기침은요?', '열 나세요?')).toEqual(['cough']);
    expect(inContext('네 알겠어요', '열 나세요?')).toEqual([]);
    expect(inContext('잠깐만요', '토하셨어요?')).toEqual([]);
    // A pain word asks about the pain, not about the jaundice asked before.
    expect(inContext('기름진거 먹고 더 아파요?', '눈이 노래진 적 있어요?')).toEqual(['aggravating']);
  });

  it('chains through two turns and is context-free without history', () => {
    expect(inContext('몇 번이나요?', '토하셨어요?', '언제부터요?')).toEqual(['vomiting', 'vomitus']);
    expect(inContext('언제부터요?')).toEqual(['onset']);
    expect(analyzeUtterance('언제부터요?').topics).toEqual(['onset']);
  });
});

describe('normalisation and fuzzy matching', () => {
  it('compacts text and fixes chat endings', () => {
    expect(normalize('열나여?').compact).toBe('열나요');
    expect(normalize('  BP  측정 ').compact).toBe('bp측정');
    // The connective 여 of '줄여 볼' is not the chat ending.
    expect(normalize('술을 줄여 볼 생각은 있으세요?').compact).toBe('술을줄여볼생각은있으세요');
  });

  it('counts one jamo change as one edit and anchors at syllable boundaries', () => {
    const kw = prepareKeyword('메스꺼움')!;
    expect(approximateFind(kw, toJamo('메스꺼음있어요'))?.edits).toBe(1);
    expect(approximateFind(prepareKeyword('직업')!, toJamo('짚어보시겠어요'))).toBeUndefined();
    // ㅐ/ㅔ are the same sound: a short keyword still survives that slip.
    expect(approximateFind(prepareKeyword('담배')!, toJamo('담베피세요'))?.edits).toBe(0);
  });
});
