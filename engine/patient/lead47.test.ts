/**
 * The lead's walks of 2026-12-07/08 (issue 16; a subarachnoid haemorrhage in an emergency room, a
 * mother whose toddler had a febrile seizure) and the classes they found, each checked in several
 * cases: the explanation part said without question marks asks nothing; a diagnosis told as a
 * possibility or by name is heard as one; sympathy about a feeling is owned, not thanked; when a
 * symptom other than the complaint's first one began; when a fit happened; earlier episodes asked
 * with a recent time; what a witness saw of a part; whether it came again; what a witnessed event
 * looked like; a child's day-care; the pills of a disease the patient does not treat.
 */
import { describe, expect, it } from 'vitest';
import { caseLibrary, type Row } from '../../tests/support/patient-cases';
import { keys } from './conversation-helpers';

const { check } = caseLibrary();

describe('lead47: the explanation part, said without a question mark, asks nothing of the history', () => {
  it.each<Row>([
    [
      'simple-febrile-seizure',
      ['열성경련으로 보여요. 열이 날 때 뇌가 아직 미숙해서 생기는 거고 대부분 자라면서 없어져요'],
      /^아/,
      /39\.5도|올랐어요/,
    ],
    [
      'simple-febrile-seizure',
      ['열성경련으로 보여요', '뇌전증으로 넘어가는 경우는 드물어요'],
      /./,
      /떨었어요/,
    ],
    [
      'simple-febrile-seizure',
      [
        '열성경련으로 보여요',
        '다음에 또 경련하면 옆으로 눕히고 입에 아무것도 넣지 마세요. 5분 넘게 하면 119 부르시고요',
      ],
      /./,
      /떨었어요/,
    ],
    ['episodic-cluster-headache', ['군발두통 같아요', '아플때 산소를 마시면 금방 좋아져요'], /./, /진통제/],
    [
      'episodic-cluster-headache',
      ['군발두통 같아요. 머리 속 신경이 예민해져서 생기는 거고 보통 몇 주 지나면 없어져요'],
      /./,
      /없었어요|칭얼/,
    ],
    [
      'acute-otitis-media-toddler',
      ['급성 중이염으로 보여요', '해열진통제는 시간 맞춰서 먹이시면 되고요'],
      /./,
      /아세트아미노펜/,
    ],
    [
      'community-acquired-pneumonia',
      ['폐렴 같아요', '기침은 대부분 2주 정도 지나면 좋아져요'],
      /./,
      /가래|콜록|기침이/,
    ],
    // Controls: a question after the explanation is still answered; a request to tell is a question.
    ['community-acquired-pneumonia', ['폐렴 같아요', '가래는 무슨 색이에요?'], /누런|노란|녹색|초록|갈색|색/],
  ])('%s %j', (...row) => check(row));

  it('a request to be told is no explanation (control)', () => {
    expect(keys('기침 있으면 말씀해주세요', ['폐렴 같아요'])).toContain('cough');
  });
});

describe('lead47: a diagnosis told as a possibility or by its name is heard as one', () => {
  it.each([
    ['머리 안에 출혈이 있을 가능성이 있어요'],
    ['맹장이 터졌을 가능성이 높아요'],
    ['지주막하출혈이라고 하는데요'],
    ['뇌동맥류라고 해요'],
  ])('%s', (u) => {
    expect(keys(u)).toContain('likelyDiagnosis');
  });

  it('a possibility with 도 stays a differential (control)', () => {
    expect(keys('다른 병이 있을 가능성도 있어요')).not.toContain('likelyDiagnosis');
  });

  it.each<Row>([
    [
      'subarachnoid-hemorrhage',
      ['검사 결과를 보면 머리 안에 출혈이 있을 가능성이 있어요. 지주막하출혈이라고 하는데요'],
      /안 좋은|심각|어떻게|괜찮/,
      /잘 못 들었|무슨 말씀/,
    ],
  ])('%s %j', (...row) => check(row));
});

describe('lead47: sympathy about a feeling is owned, not thanked', () => {
  it.each<Row>([
    ['subarachnoid-hemorrhage', ['많이 걱정되시죠?'], /걱정이 많이/, /고마워|감사/],
    ['simple-febrile-seizure', ['많이 놀라셨겠어요'], /놀랐/, /감사/],
    ['episodic-cluster-headache', ['밤마다 힘드셨죠'], /힘들었/, /감사/],
    ['panic-attack-chest-pain', ['많이 무서우셨죠?'], /무서/, /감사/],
    // Control: sympathy naming no feeling is thanked as before.
    ['subarachnoid-hemorrhage', ['제가 잘 봐드릴게요. 힘내세요'], /./, /걱정이 많이/],
  ])('%s %j', (...row) => check(row));
});

describe('lead47: when a fit happened, and when a symptom the onset sentence does not name began', () => {
  it.each<Row>([
    ['simple-febrile-seizure', ['경련은 언제 했어요?'], /여덟 시/, /^네/],
    ['simple-febrile-seizure', ['경련한게 몇시쯤이에요'], /여덟 시/],
    ['hyponatremia-seizure-thiazide', ['발작은 언제 하셨어요?'], /여덟 시/],
    ['simple-febrile-seizure', ['열은 언제부터 났어요'], /오늘 저녁에 갑자기 열이/],
  ])('%s %j', (...row) => check(row));

  it.each([['경련은 언제 했어요?'], ['발작한 게 몇 시쯤이에요?'], ['쓰러진 거는 언제 그랬어요?']])(
    '%s is the onset',
    (u) => {
      expect(keys(u)).toContain('onset');
    },
  );
});

describe('lead47: earlier episodes asked with a recent time are earlier episodes, not the onset', () => {
  it.each([
    ['최근에 며칠전에 살짝 아팠던 적은요?'],
    ['며칠 전에 아팠던 적 있어요?'],
    ['지난주에 쓰러진 적 있어요?'],
    ['요즘 이렇게 아팠던 적 있어요?'],
  ])('%s', (u) => {
    const k = keys(u);
    expect(k).toContain('experience');
    expect(k).not.toContain('onset');
  });

  it('since when is still the onset (control)', () => {
    expect(keys('며칠전부터 아프셨어요?')).toContain('onset');
  });

  it.each<Row>([
    [
      'subarachnoid-hemorrhage',
      ['전에도 이런 두통 있으셨어요?', '최근에 며칠전에 살짝 아팠던 적은요? 경고두통 같은거'],
      /일주일 전에 세수하다가/,
      /이런 건 처음이에요|깨질 것 같아요/,
    ],
  ])('%s %j', (...row) => check(row));
});

describe('lead47: what a witness saw, asked of a part or of what it looked like', () => {
  it.each<Row>([
    ['simple-febrile-seizure', ['눈은 어땠어요 돌아갔어요?'], /눈이 위로 돌아가고/, /괜찮아요/],
    ['hyponatremia-seizure-thiazide', ['눈은 어땠어요?'], /눈이 위로 돌아가고/, /괜찮아요/],
    ['juvenile-myoclonic-epilepsy', ['눈은요?'], /눈이 위로 돌아가고/, /괜찮아요/],
    [
      'simple-febrile-seizure',
      ['어떤 모양으로 했어요? 온몸이 뻣뻣해지면서 떨었어요 아니면 한쪽만?'],
      /눈이 위로/,
      /모르겠/,
    ],
    ['alcohol-withdrawal-seizure', ['어떤 모양으로 했어요?'], /온몸이 뻣뻣해지고/, /모르겠/],
  ])('%s %j', (...row) => check(row));
});

describe('lead47: whether it came again within the day is how it has gone, not the recovery', () => {
  it.each<Row>([
    [
      'simple-febrile-seizure',
      ['경련 끝나고 애가 금방 깨어났어요?', '24시간 안에 또 한적은 없고요?'],
      /한 번뿐/,
    ],
    ['simple-febrile-seizure', ['그 뒤로 또 경련한 적 있어요?'], /한 번뿐/],
  ])('%s %j', (...row) => check(row));

  it.each([
    ['24시간 안에 또 한적은 없고요?'],
    ['그 뒤로 또 경련한 적 있어요?'],
    ['오늘 또 쓰러지셨어요?'],
    ['하루 안에 다시 발작했어요?'],
  ])('%s is the course', (u) => {
    expect(keys(u, ['경련 끝나고 금방 깨어났어요?'])).toContain('course');
  });
});

describe('lead47: a child day-care and the pills of a disease not treated are told, not unknown', () => {
  it.each<Row>([
    ['acute-otitis-media-toddler', ['어린이집 다녀요?'], /어린이집/, /모르겠/],
    ['norovirus-gastroenteritis', ['어린이집 다녀요?'], /유치원/, /모르겠|토하고/],
    ['common-cold', ['유치원 다녀요?'], /유치원/, /모르겠/],
    ['kawasaki-disease', ['어린이집 다니나요?'], /어린이집/, /모르겠/],
    ['hemolytic-uremic-syndrome-stec', ['어린이집 다녀요?'], /어린이집/, /모르겠/],
    ['subarachnoid-hemorrhage', ['혈압약은 잘 드시고 계세요?'], /약은 안 먹었어요/, /모르겠/],
    ['acute-pancreatitis', ['혈압약은 잘 드시고 계세요?'], /약은 안 먹어요/, /모르겠/],
    ['type-2-diabetes-mellitus', ['혈압약 잘 챙겨 드세요?'], /약은 안 먹어요/, /모르겠/],
    ['ureteral-stone', ['약은 잘 챙겨 드세요?'], /먹는 약은 없어요/, /모르겠/],
    // Control: a patient who takes the drug is never told it is not taken.
    ['atrial-fibrillation', ['혈압약은 잘 드시고 계세요?'], /./, /안 먹어요/],
  ])('%s %j', (...row) => check(row));
});

describe('lead47: in a breathlessness encounter, hard speech is how bad it is and waking at night is the nocturnal breathlessness', () => {
  it.each<Row>([
    [
      'acute-asthma-exacerbation',
      ['숨차신거 언제부터에요', '말하기 힘드세요? 한문장 다 말할수있어요?'],
      /말을 길게 못/,
      /알아들었|모르겠/,
    ],
    ['copd-acute-exacerbation', ['숨찬 건 언제부터요?', '말하기 힘드세요?'], /./, /알아들었|다시 한 번/],
    [
      'acute-asthma-exacerbation',
      ['숨차신거 언제부터에요', '밤에 자다가 깨요?'],
      /아예 못 잤어요/,
      /^아니요, 그런 건 없었어요/,
    ],
    ['acute-asthma-exacerbation', ['숨이 많이 차요?', '자다가 깨신 적 있어요?'], /못 잤어요/],
  ])('%s %j', (...row) => check(row));

  it.each([
    ['말하기 힘드세요?', ['숨차신거 언제부터에요']],
    ['한 문장 끝까지 말할 수 있어요?', ['숨이 많이 차세요?']],
    ['밤에 자다가 깨요?', ['숨찬 건 언제부터요?']],
    ['자다가 깬 적 있어요?', ['천식 있으세요?']],
  ])('%s after %j', (u, previous) => {
    const k = keys(u, previous);
    expect(k.includes('dyspnea') || k.includes('pnd')).toBe(true);
  });

  it('waking at night in a talk of mood stays sleep (control)', () => {
    expect(keys('밤에 자다가 깨요?', ['요즘 우울하세요?'])).toContain('insomnia');
  });
});

describe('lead47: drugs and triggers named in English are understood, and bare examples go on asking', () => {
  it.each([
    ['steroid 먹은 적 있어요 최근에', 'medication'],
    ['antibiotics 먹었어요?', 'medication'],
    ['inhaler 쓰세요?', 'medication'],
    ['혹시 trigger 있었어요?', 'aggravating'],
    ['painkiller 드셨어요?', 'medication'],
  ])('%s', (u, key) => {
    expect(keys(u)).toContain(key);
  });

  it.each<Row>([
    [
      'acute-asthma-exacerbation',
      ['혹시 trigger 있었어요? 감기나 먼지 찬공기 운동'],
      /찬 바람|고양이/,
      /모르겠/,
    ],
  ])('%s %j', (...row) => check(row));

  it.each([
    ['혹시 trigger 있었어요? 감기나 먼지 찬공기 운동'],
    ['뭐 하면 심해져요? 계단이나 운동'],
    ['악화 요인 있어요? 고양이랑 먼지'],
  ])('%s asks only the factor', (u) => {
    const k = keys(u);
    expect(k).toContain('aggravating');
    expect(k).not.toContain('exercise');
    expect(k).not.toContain('environmentalExposure');
  });
});

describe('lead47: a diagnosis explained on with what happened asks nothing', () => {
  it.each<Row>([
    [
      'acute-asthma-exacerbation',
      ['천식이 갑자기 심해진 거 같아요. 기관지가 좁아져서 숨이 찬 거에요'],
      /./,
      /말을 길게/,
    ],
    [
      'acute-myocardial-infarction',
      ['심근경색 같아요. 심장 혈관이 막혀서 가슴이 아픈 거예요'],
      /./,
      /조이|쥐어/,
    ],
    ['ureteral-stone', ['요로결석 같아요. 돌이 내려가다 걸려서 옆구리가 아픈 거예요'], /./, /옆구리가/],
    ['acute-cystitis', ['방광염 같아요. 방광에 균이 들어가서 소변 볼 때 아픈 거예요'], /./, /따가|화끈/],
  ])('%s %j', (...row) => check(row));
});
