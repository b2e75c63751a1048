/**
 * Issue 17, round 20, in sentences of our own (none taken from the locked part; none copied from the round's
 * tuning transcripts, bench/grader/examiner-drafts/29-round20.yaml). Each row: case, item, the examiner's
 * decision (bench/grader/EXAMINER-RULES.md: met, not met, or met and earned by the message named), the
 * learner's lines.
 *
 * A. History in the learner's words: the mood asked with a word of time in between, a hard time asked as what
 * happened, the old complaint compared with this one, when the complaint was first found (a check-up, not the
 * past history), eating more, who lives at home by how many, and the carer addressed first ("어머님, …"), which is
 * no relative asked about.
 * B. Counselling and explanation in long run-on turns: bad news forewarned as "좋은 소식이 아니에요", sleep at a set
 * hour and walking by the minute, sugary drinks stopped and sport kept, quitting asked for after a risk told, a
 * child asked to retell it to a parent, the next meeting told in a summary, a drug switched in form or dose, a
 * preventive drug started low, a feeling supposed at the start of a turn or wondered at ("얼마나 막막하실지요").
 * C. Evidence, the turn that earns the item: a drug taken named as the cause in a story is no treatment, nor a
 * value checked by a blood test, nor the first half of a choice asked ("…전에 드세요, … 드세요?"); one thing
 * the patient said put as a lead-in is no summary; the learner's own act named as a time before a request asks
 * nothing of it; someone else's shock supposed is no empathy.
 * D. A drug stopped (round 19) is advice only where it is advice: not a drug not to be stopped, one stopped in the
 * past, one held for a test or while another drug is taken.
 * E. Exams in plain words: a bruit listened for beside the navel.
 * F. Feedback a learner can copy: tests in the item's words rather than "피검사와 ○○ 검사", the preceding event in
 * the presentation's words (no "드신 음식" in a counselling case), no "치료는 … 치료로", and a child called by name
 * is no 반말 to the parent.
 */
import { describe, expect, it } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';
import { loadCase } from '../../bench/grader/dataset';
import { caseChecklist } from '../../content/case-checklist';
import { banmalUses } from './courtesy';
import { caseExample, exampleFor } from './examples';
import { withJosa } from './text';

const PPD = 'postpartum-depression-suicidal-ideation';
const MOH = 'medication-overuse-headache';
const LIC = 'drug-induced-hypertension-nsaid-licorice';
const T1D = 'type-1-diabetes-new-onset-adolescent';
const CKD = 'chronic-kidney-disease-renal-anemia';
const MET = 'metformin-associated-diarrhea';
const HT = 'heated-tobacco-smoker-oral-contraceptive';
const AML = 'acute-myeloid-leukemia-bad-news';
const PE = 'pulmonary-embolism';

const HISTORY: readonly Row[] = [
  [PPD, 'hx.mood', true, ['요즘 기분은 하루 중에 주로 어떠세요?']],
  [CKD, 'hx.mood', true, ['기분은 요새 좀 어떠세요?']],
  [PPD, 'hx.event', true, ['아기 낳고 나서 특별히 속상했던 일이 있으셨어요?']],
  [MOH, 'hx.experience', true, ['예전부터 앓던 편두통이랑 요즘 두통이 비슷해요, 달라요?']],
  [LIC, 'hx.checkup', true, ['혈압 높다고 처음 들으신 건 어디서였어요?']],
  [
    LIC,
    'hx.pastMedical',
    'u2',
    ['혈압 높다고 처음 들으신 건 어디서였어요?', '콩팥병이나 당뇨는 있으세요?'],
    'when the complaint was first found is no past history',
  ],
  [T1D, 'hx.appetite', true, ['식사는 평소보다 더 많이 드시는데도 살이 빠졌어요?']],
  [AML, 'hx.living', true, ['지금 집에는 세 분이 사세요?']],
  [AML, 'hx.living', true, ['어머님이랑 둘이 사세요?']],
  [T1D, 'hx.pastMedical', true, ['어머니, 지석이가 전에 크게 앓은 병 있었어요?']],
  [
    T1D,
    'hx.family',
    false,
    ['어머님, 지석이가 예전에 앓았던 병이 있어요?'],
    'the carer addressed is no relative',
  ],
  [T1D, 'hx.family', true, ['어머님, 집안에 당뇨 앓는 분 계세요?'], 'control: relatives asked'],
];

const COUNSELLING: readonly Row[] = [
  [AML, 'ed.warningShot', true, ['죄송하지만 좋은 소식은 아니에요.']],
  [CKD, 'ed.lifestyle', true, ['잠은 매일 같은 시간에 주무세요.']],
  [T1D, 'ed.lifestyle', true, ['탄산음료는 이제 끊고, 운동은 계속 해도 돼요.']],
  [
    HT,
    'ed.motivation',
    true,
    ['담배랑 피임약을 같이 하시면 혈관이 막힐 위험이 커서, 이번에는 꼭 끊어 보셨으면 좋겠어요.'],
  ],
  [
    T1D,
    'rel.plainWords',
    'u2',
    [
      '당을 세포로 넣어 주는 호르몬이 부족해서 생기는 당뇨병이에요.',
      '오늘 들은 걸 아빠한테 설명한다면 어떻게 말할 거야?',
    ],
  ],
  [
    AML,
    'ed.followUp',
    true,
    ['정리하면 오늘 결과는 백혈병이고, 내일 아침 남편분 오시면 같이 다시 설명드릴게요.'],
  ],
  [MET, 'ed.treatment', true, ['메트포르민은 서방형으로 바꿔서 드릴게요.']],
  [MET, 'ed.treatment', true, ['약 용량을 조금 줄여 볼게요.']],
  [MOH, 'ed.treatment', true, ['예방약은 아주 적은 양부터 시작할게요.']],
  [AML, 'rel.empathy', true, ['갑자기 이런 말씀 들으시니 얼마나 막막하실지요.']],
  [AML, 'rel.empathy', true, ['많이 놀라셨지, 천천히 들어도 돼.']],
];

const EVIDENCE: readonly Row[] = [
  [
    MOH,
    'ed.treatment',
    'u2',
    [
      '진통제를 너무 자주 드시다 보니까 그게 반복되면서 생긴 두통으로 보여요, CT는 안 찍어도 되고요.',
      '예방약으로 토피라메이트를 시작할게요.',
    ],
    'a drug taken named as the cause in a story',
  ],
  [
    MET,
    'ed.treatment',
    'u2',
    [
      '설사가 약을 시작하고 며칠 뒤부터 생겼고 열도 없으니 약 때문에 생긴 설사로 보여요.',
      '서방형 약으로 바꿔 드릴게요.',
    ],
  ],
  [MET, 'ed.treatment', 'u2', ['콩팥 수치랑 전해질 피검사를 해 볼게요.', '서방형 약으로 바꿔 드릴게요.']],
  [MET, 'ed.treatment', false, ['당뇨약은 아침 먹기 전에 드세요, 먹고 나서 드세요?'], 'a choice asked'],
  [T1D, 'rel.summary', false, ['밤에 자주 깬다고 했는데, 그래서 많이 피곤했겠어요.']],
  [
    T1D,
    'rel.summary',
    true,
    ['정리하면 3주 전부터 물을 많이 마시고 소변을 자주 보고 살이 빠졌다는 거죠?'],
    'control: a summary',
  ],
  [AML, 'ed.followUp', false, ['결과 말씀드리기 전에, 지금까지 어떻게 들으셨는지 먼저 듣고 싶어요.']],
  [AML, 'rel.empathy', false, ['남편분도 많이 놀라셨죠, 오늘 오신대요?']],
];

const DRUG_STOPPED: readonly Row[] = [
  [PE, 'ed.lifestyle', false, ['피임약은 절대 임의로 끊지 마세요.']],
  [PE, 'ed.lifestyle', false, ['항응고제 드시는 동안에는 진통제는 드시지 마세요.']],
  [PE, 'ed.lifestyle', false, ['피임약은 작년에 끊으셨고요.']],
  [PE, 'ed.lifestyle', false, ['CT 찍기 전까지는 진통제 드시지 마세요.']],
  [
    PE,
    'ed.lifestyle',
    true,
    ['피임약은 이제 중단하셔야 돼요. 담배도 끊으셔야 하고요.'],
    'control: the provoking drug stopped (with quitting, round 22)',
  ],
];

const EXAMS: readonly Row[] = [[LIC, 'px.renalBruit', true, ['(배꼽 옆에서 잡음 나는지 들어 본다)']]];

describe('round 20: history in the learner’s words', () => checkRows(HISTORY));
describe('round 20: counselling and explanation in run-on turns', () => checkRows(COUNSELLING));
describe('round 20: evidence, the turn that earns the item', () => checkRows(EVIDENCE));
describe('round 20: a drug stopped only where it is advice', () => checkRows(DRUG_STOPPED));
describe('round 20: exams in plain words', () => checkRows(EXAMS));

describe('round 20: feedback a learner can copy', () => {
  const item = (caseId: string, id: string) => {
    const found = caseChecklist(loadCase(caseId)).find((i) => i.id.endsWith(`.${id}`));
    if (!found) throw new Error(`${caseId} has no ${id}`);
    return found;
  };

  it('names the tests of the item when the plan gives none, never "○○"', () => {
    const c = loadCase(CKD);
    expect(exampleFor(item(CKD, 'ed.tests'), c)).not.toMatch(/○○/);
    expect(
      exampleFor(
        item('advanced-sleep-wake-phase-disorder', 'ed.tests'),
        loadCase('advanced-sleep-wake-phase-disorder'),
      ),
    ).not.toMatch(/○○/);
  });

  it('joins a Latin abbreviation with 와/과 as it is read ("CT와", "MRI와", "X선과")', () => {
    expect(withJosa('흉부 X선·CT', '와/과')).toBe('흉부 X선·CT와');
    expect(withJosa('MRI', '와/과')).toBe('MRI와');
    expect(withJosa('X선', '와/과')).toBe('X선과');
    expect(withJosa('CT', '을/를')).toBe('CT를');
  });

  it('asks the preceding event in the presentation’s words', () => {
    expect(exampleFor(item(PPD, 'hx.event'), loadCase(PPD))).not.toMatch(/음식/);
    expect(exampleFor(item(PPD, 'hx.event'), loadCase(PPD))).toMatch(/힘든 일/);
  });

  it('says a treatment step that is itself a treatment without "치료는 … 치료로"', () => {
    const c = loadCase('adenomyosis');
    expect(caseExample(c, 'treatment') ?? '').not.toMatch(/치료는 [^.]*치료로/);
  });

  it('takes a child called by name for speech to the child, not 반말 to the parent', () => {
    const c = loadCase(T1D);
    const said = [
      '진찰 좀 할게요. 지석아, 아프면 말해 줘.',
      '지석아, 숨 크게 쉬어 봐.',
      '어머님, 언제부터 그랬어?',
    ];
    const messages = said.map((content, i) => ({ id: `u${i}`, sender: 'user' as const, content }));
    expect(banmalUses(messages, c)).toEqual([]);
    const toMother = ['어머님, 언제부터 그랬어?', '어머님, 열은 났어?'].map((content, i) => ({
      id: `m${i}`,
      sender: 'user' as const,
      content,
    }));
    expect(banmalUses(toMother, c)).toHaveLength(2);
  });
});
