/**
 * Issue 17, round 26, in sentences of our own (none taken from the locked part or the holdout; none copied from the
 * round's tuning transcripts, bench/grader/examiner-drafts/37-round26.yaml). Each row: case, item, the examiner's
 * decision (bench/grader/EXAMINER-RULES.md: met, not met, or met and earned by the message named), the learner's
 * lines.
 *
 * A. The interview opened by a request: "…는지 궁금해요", "편하게 얘기해 봐요", "어떻게 지냈는지 얘기해 줄래요?".
 * B. Empathy in counselling words: a feeling wondered at ("얼마나 괴로우셨을까요"), the blank mind of bad news supposed,
 * a disclosure called hard ("꺼내기 쉽지 않으셨을 텐데요"); the trouble of getting here (traffic, parking) is small talk, no empathy.
 * C. Teach-back by doing after a demonstration ("보여 드릴게요 … 이제 한번 해 보실래요?"); shown without asking it back
 * is no check.
 * D. Explanations: hypertension named in a long name's last word, a device's pain as the period pain it is; a sentence
 * ending in "올라가요" tells; a drug started low and raised; warmth and exercise advised; the next shot by the age it
 * falls at, or its date written in the booklet; an exam paused for a crying child is consent; a baby's look observed.
 * E. Feedback: the treatment example leads with the case's main treatment; a noun takes its own verb (a diary is
 * written, an X-ray taken, a lab value tested); what the patient does is advised; a counselling or bad-news station is
 * not opened on a complaint; a vaccination's next date is no test result.
 */
import { describe, expect, it } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';
import { loadCase } from '../../bench/grader/dataset';
import { caseChecklist } from '../../content/case-checklist';
import { caseExample, exampleFor } from './examples';

const GASTRIC_BN = 'gastric-cancer-bad-news';
const HIV_BN = 'hiv-infection-bad-news';
const HAZARD = 'hazardous-drinking-precontemplation';
const MDD = 'major-depressive-disorder';
const T2DM = 'type-2-diabetes-mellitus';
const TEEN = 'adolescent-suicidal-ideation';
const IPV = 'intimate-partner-violence';
const EHTN = 'essential-hypertension';
const CVA = 'cough-variant-asthma';
const T1DM = 'type-1-diabetes-new-onset-adolescent';
const ISH = 'isolated-systolic-hypertension-elderly';
const IUD = 'copper-iud-dysmenorrhea';
const INFANT = 'infant-vaccination-2-months';
const HPV = 'hpv-vaccination-adolescent-girl';
const FEBRILE = 'simple-febrile-seizure';

const OPENING: readonly Row[] = [
  [
    GASTRIC_BN,
    'rel.openQuestion',
    'u2',
    [
      '안녕하세요, 학생의사 오지훈입니다. 편하게 앉으세요.',
      '오늘 결과가 어떨 거라고 생각하고 오셨는지 궁금합니다.',
    ],
  ],
  [
    HIV_BN,
    'rel.openQuestion',
    true,
    [
      '안녕하세요, 감염내과 학생의사 문하린입니다.',
      '검사 결과가 어떨 것 같다고 생각하고 계셨는지도 궁금해요.',
    ],
  ],
  [
    HAZARD,
    'rel.openQuestion',
    true,
    ['안녕하세요 내과 학생의사 김다온입니다', '검진 결과 어떻게 들으셨는지 편하게 얘기해 봐요'],
  ],
  [
    MDD,
    'rel.openQuestion',
    true,
    ['안녕하세요, 정신건강의학과 학생의사 이서준입니다.', '요즘 어떻게 지냈는지 먼저 얘기해 주실래요?'],
  ],
  [
    T2DM,
    'rel.openQuestion',
    true,
    ['안녕하세요, 내과 학생의사 박이든입니다.', '요즘 몸이 어떤지 편하게 말씀해 보세요.'],
  ],
  [
    GASTRIC_BN,
    'rel.openQuestion',
    false,
    ['안녕하세요, 학생의사 오지훈입니다.', '결과부터 말씀드릴게요.'],
    'control',
  ],
];

const EMPATHY: readonly Row[] = [
  [
    GASTRIC_BN,
    'rel.empathy',
    'u2',
    [
      '조직검사에서 위암이 나왔어요.',
      '(잠시 기다린다) 갑자기 이런 말을 들으시면 머릿속이 하얘지실 것 같아요.',
    ],
  ],
  [MDD, 'rel.empathy', true, ['그동안 혼자 얼마나 버거우셨을까요.']],
  [TEEN, 'rel.empathy', true, ['이런 얘기 꺼내기 쉽지 않았을 텐데요.']],
  [IPV, 'rel.empathy', true, ['이 얘기 꺼내기 쉽지 않으셨을 텐데요.']],
  [T2DM, 'rel.empathy', false, ['오시는 길에 차가 많이 막혀서 힘드셨죠?'], 'small talk'],
  [EHTN, 'rel.empathy', false, ['여기 주차하시느라 고생 많으셨죠?'], 'small talk'],
  [EHTN, 'rel.empathy', true, ['두통 때문에 일하시기 많이 힘드셨겠어요.'], 'control'],
];

const TEACH_BACK: readonly Row[] = [
  [
    CVA,
    'rel.plainWords',
    'u2',
    [
      '기관지가 예민해져서 기침이 오래가는 천식이에요.',
      '흡입기 쓰는 법 보여 드릴게요. 숨을 다 내쉬고 입에 물고 누르면서 천천히 들이마셔요. 이제 한번 해 보실래요?',
    ],
  ],
  [
    T1DM,
    'rel.plainWords',
    true,
    [
      '몸에서 인슐린이 안 나와서 피에 당이 쌓이는 당뇨병이에요.',
      '인슐린 펜 쓰는 거 알려 드릴게요 배를 살짝 집고 끝까지 누르고 열까지 세요 이제 직접 한번 해 보세요',
    ],
  ],
  [
    CVA,
    'rel.plainWords',
    false,
    [
      '기관지가 예민해져서 기침이 오래가는 천식이에요.',
      '흡입기 쓰는 법 보여 드릴게요. 숨을 다 내쉬고 물고 누르면서 들이마시면 돼요.',
    ],
    'shown, not asked back',
  ],
];

const EXPLANATIONS: readonly Row[] = [
  [ISH, 'ed.diagnosis', true, ['혈관이 굳어서 위 혈압만 높게 나오는 고혈압으로 보여요.']],
  [IUD, 'ed.diagnosis', true, ['루프를 넣은 뒤로 심해진 생리통이에요.']],
  [IUD, 'ed.diagnosis', false, ['자궁내막증 같아요.'], 'another disease'],
  [ISH, 'ed.diagnosis', true, ['고혈압이에요. 그냥 두시면 중풍 위험이 올라가요.']],
  [EHTN, 'ed.diagnosis', true, ['고혈압이에요. 짜게 드시면 혈압이 더 올라가요.']],
  [ISH, 'ed.treatment', true, ['혈압약은 아주 조금부터 시작해서 천천히 올릴 거예요.']],
  [T2DM, 'ed.treatment', true, ['당뇨약은 한 알부터 시작해서 필요하면 늘릴 거예요.']],
  [EHTN, 'ed.treatment', false, ['혈압은 나이 들면 천천히 올라갈 거예요.'], 'no treatment'],
  [IUD, 'ed.lifestyle', true, ['아플 땐 아랫배에 따뜻한 찜질 해 보세요.']],
  [IUD, 'ed.lifestyle', true, ['일주일에 세 번 정도 걷기나 요가 해 보세요.']],
  [IUD, 'ed.lifestyle', false, ['진통제는 생리 전날부터 드세요.'], 'a drug, not the advice'],
  [INFANT, 'ed.followUp', true, ['다음번은 4개월 때 2차 접종이에요.']],
  [HPV, 'ed.followUp', true, ['접종 수첩에 다음 날짜 적어 드릴게요.']],
  [INFANT, 'ed.followUp', false, ['오늘 주사 세 가지 맞을 거예요.'], 'today only'],
  [INFANT, 'px.consent', true, ['먼저 가슴 소리 좀 들어 볼게요. 많이 울면 쉬었다 갈게요.']],
  [FEBRILE, 'px.consent', true, ['우현이 진찰할게요, 울면 좀 쉬어 가면서 할게요.']],
  [FEBRILE, 'px.consent', false, ['진찰할게요. 울면 어머님이 꼭 안아 주세요.'], 'a carer asked to hold'],
  [INFANT, 'px.appearance', true, ['(아기가 깨어 있는지, 피부색과 울음소리를 살핀다)']],
];

const HISTORY: readonly Row[] = [
  [ISH, 'hx.stress', true, ['요즘 마음 쓰이는 일 있으세요?']],
  [EHTN, 'hx.stress', true, ['집이나 회사에 마음이 쓰이는 게 있으세요?']],
  ['acute-asthma-exacerbation', 'hx.orthopnea', true, ['누우면 더 차요?']],
  ['heart-failure-exacerbation', 'hx.orthopnea', true, ['밤에 누워 있으면 더 차세요?']],
  [
    'acute-asthma-exacerbation',
    'hx.orthopnea',
    false,
    ['가만히 누워 있을 때도 차요?'],
    'at rest, not lying flat',
  ],
  [FEBRILE, 'hx.focal', true, ['경련 뒤에 한쪽 팔을 덜 움직이진 않았어요?']],
  ['post-stroke-epilepsy', 'hx.focal', true, ['그 뒤로 한쪽 팔을 덜 움직이세요?']],
  [IUD, 'hx.impact', true, ['생리통 때문에 회사 빠진 적 있어요?']],
  ['primary-dysmenorrhea', 'hx.impact', true, ['아파서 학교 못 간 날도 있어?']],
];
describe('round 26: the interview opened by a request', () => checkRows(OPENING));
describe('round 26: history in everyday words', () => checkRows(HISTORY));
describe('round 26: empathy in counselling words, not small talk', () => checkRows(EMPATHY));
describe('round 26: teach-back by doing', () => checkRows(TEACH_BACK));
describe('round 26: explanations, consent and the look in plain words', () => checkRows(EXPLANATIONS));

const item = (caseId: string, id: string) => {
  const found = caseChecklist(loadCase(caseId)).find((i) => i.id.endsWith(`.${id}`));
  if (!found) throw new Error(`${caseId} has no ${id}`);
  return found;
};

describe('round 26: example sentences a learner can copy', () => {
  it('leads the treatment example with the case’s main treatment', () => {
    expect(caseExample(loadCase('trichomoniasis'), 'treatment')).toMatch(/메트로니다졸/);
    expect(caseExample(loadCase('herpes-zoster-thoracic'), 'treatment')).toMatch(/항바이러스제/);
    expect(caseExample(loadCase(T2DM), 'treatment')).toMatch(/메트포르민/);
    expect(caseExample(loadCase('gastroesophageal-reflux-disease'), 'treatment')).toMatch(/양성자펌프억제제/);
    expect(caseExample(loadCase('acute-pericarditis'), 'treatment')).toMatch(/NSAID/);
    for (const id of [
      'irritable-bowel-syndrome',
      'obsessive-compulsive-disorder',
      'breech-presentation-36-weeks',
    ])
      expect(caseExample(loadCase(id), 'treatment') ?? '').not.toMatch(
        /치료는 [^.]*(재진|재검사|뒤)(으로|로)/,
      );
  });

  it('gives a noun its own verb', () => {
    const tests = (id: string) => caseExample(loadCase(id), 'tests') ?? '';
    expect(tests('interstitial-cystitis-bladder-pain-syndrome')).toMatch(/일지를 써/);
    expect(tests('interstitial-cystitis-bladder-pain-syndrome')).not.toMatch(/일지를 하겠습니다/);
    expect(tests('lumbar-spondylolysis-adolescent-athlete') + tests('knee-osteoarthritis')).toMatch(
      /X선을 찍/,
    );
    expect(tests('hypothyroidism-depression')).not.toMatch(/항체를 하겠습니다/);
  });

  it('advises what the patient does, and says the doctor’s part as done', () => {
    expect(caseExample(loadCase('anal-fissure'), 'treatment')).toMatch(/좌욕을 하시는 게 좋겠습니다/);
    expect(caseExample(loadCase('chronic-pancreatitis'), 'treatment')).not.toMatch(/금연을 하겠습니다/);
  });

  it('opens a counselling or bad-news station on the patient’s view, and dates a vaccination’s next shot', () => {
    expect(exampleFor(item(GASTRIC_BN, 'rel.openQuestion'), loadCase(GASTRIC_BN))).not.toMatch(/어디가 불편/);
    expect(exampleFor(item(HAZARD, 'rel.openQuestion'), loadCase(HAZARD))).not.toMatch(/어디가 불편/);
    expect(exampleFor(item(INFANT, 'ed.followUp'), loadCase(INFANT))).not.toMatch(/검사 결과/);
    expect(exampleFor(item(T2DM, 'rel.openQuestion'), loadCase(T2DM))).toMatch(/어디가 불편/);
  });
});
