/**
 * Issue 17, round 29: the merged main (patient29-32 with grader25-28) agreeing again with the examiner on the tuning
 * part. Sentences of our own (none from the locked part or the holdout), labelled by EXAMINER-RULES.md:
 *
 * A. A relative's fact checked back ("어머니가 당뇨가 있으시다고 하셨죠.") is one reported fact, not a summary of the
 * history (patient29 made the NLU read it as a family history check-back, act summary): the summary item is not met,
 * and a question in the same message ("본인은 진단받은 병 있으세요?") still asks its item.
 * B. A seizure's provoking factor asked of the time before it ("경련 전날 잠은 잘 주무셨어요? 약 빼먹거나 술 드신 건요?",
 * "그 전에 열이 올랐어요?") asks the item "발작 전 수면 부족, 음주, 약 중단, 열 등"; an open request for the story
 * ("오늘 무슨 일이 있으셨는지 처음부터 얘기해 주시겠어요?") is the open question, not that item's evidence.
 * C. The last period asked ("마지막 생리 언제 시작했어요?") is the LMP, not the complaint's onset; in a dysmenorrhoea the
 * pain asked against the period ("생리 시작하기 전부터 아파요, 시작하고 나서 아파요?") or how many days one bout lasts
 * ("한 번 아프면 며칠 가요?") is the item "월경 시작 전후 언제 아프고 며칠 지속되는지".
 * D. The neck bent to see whether it is stiff ("(목을 앞으로 굽혀 뻣뻣한지 본다)", "(목 경직 있는지 확인한다)") is the
 * nuchal rigidity, a meningeal sign, as "(고개를 앞으로 숙여 본다)" already was.
 * E. Since what it began ("기분이 처진 게 무슨 일 있고 나서부터예요?", "힘든 게 전학 가고 나서부터였어요?") asks when it began:
 * the onset, with what came before.
 * F. What was felt just before the seizure ("그러기 직전에 이상한 냄새가 나거나 속이 울렁거린 느낌은요?") is the aura; a bottle
 * gone past at one sitting ("한자리에서 소주 한병 넘기는 날은 일주일에 몇 번") is the binge.
 */
import { describe } from 'vitest';
import { checkRows, type Row } from '../../bench/grader/verdict';

const BV = 'bacterial-vaginosis';
const GOUT = 'acute-gouty-arthritis';
const ASTHMA = 'acute-asthma-exacerbation';
const AUD = 'alcohol-use-disorder';
const PSE = 'post-stroke-epilepsy';
const FEBRILE = 'simple-febrile-seizure';
const IUD = 'copper-iud-dysmenorrhea';
const TEEN = 'adolescent-suicidal-ideation';

const RELATIVE_CHECKED_BACK: readonly Row[] = [
  [BV, 'rel.summary', false, ['어머니가 당뇨가 있으시다고 하셨죠. 본인은 진단받은 병 있으세요?']],
  [GOUT, 'rel.summary', false, ['아버님도 통풍 앓으셨다고 했죠. 드시는 약 얘기는 이따 할게요']],
  [ASTHMA, 'rel.summary', false, ['언니가 천식 있다고 하셨죠? 담배는 피우세요?']],
  [AUD, 'rel.summary', false, ['아버지가 간경화로 고생하셨다고 말씀하셨죠. 술은 얼마나 드세요?']],
  [BV, 'hx.pastMedical', 'u1', ['엄마가 당뇨 있으시다고 했죠. 본인은 앓고 있는 병 있어요?']],
  [ASTHMA, 'hx.pastMedical', 'u1', ['누나가 천식 있다고 그러셨죠. 본인은 진단받은 병 있으세요?']],
  [AUD, 'hx.pastMedical', 'u1', ['아버님이 간암이셨다고 하셨죠. 본인은 간이나 혈압 진단받은 거 있어요?']],
  [
    GOUT,
    'rel.summary',
    true,
    ['정리하면 오늘 새벽부터 엄지발가락이 붓고 아프고, 아버지도 통풍이셨다는 거죠?'],
    'control: a summary',
  ],
];

const SEIZURE_TRIGGER: readonly Row[] = [
  [
    PSE,
    'hx.trigger',
    'u2',
    [
      '오늘 무슨 일이 있으셨는지 처음부터 얘기해 주시겠어요?',
      '경련 전날 잠은 잘 주무셨어요? 약 빼먹거나 술 드신 건요?',
    ],
  ],
  [FEBRILE, 'hx.trigger', 'u2', ['어떤 일이 있었는지 처음부터 말씀해 주세요.', '그 전에 열이 올랐어요?']],
  [PSE, 'hx.trigger', 'u1', ['발작하기 전에 술 드셨어요?'], 'control: met already'],
  [FEBRILE, 'hx.trigger', 'u1', ['경련 직전에 열이 났었나요?']],
  [PSE, 'hx.trigger', 'u2', ['무슨 일로 오셨는지 말씀해 주세요.', '쓰러지기 전날 밤에 잠 설치셨어요?']],
  [PSE, 'hx.trigger', 'u1', ['경련 전에 약을 거르신 적 있어요?'], 'control: met already'],
  [FEBRILE, 'hx.trigger', false, ['어떤 일이 있었는지 처음부터 말씀해 주세요.'], 'control: an open request'],
];

const PERIOD_TIMES: readonly Row[] = [
  [IUD, 'hx.onset', false, ['마지막 생리 언제 시작했어요?']],
  [IUD, 'hx.onset', false, ['이번 생리는 언제 시작하셨어요?']],
  [BV, 'hx.onset', false, ['지난 생리 언제 시작했어요? 며칠 했어요?']],
  [IUD, 'hx.onset', false, ['최근 생리가 언제 시작됐는지 기억나세요?']],
  [IUD, 'hx.onset', true, ['생리통은 언제부터 시작됐어요?'], 'control: the pain’s onset'],
  [IUD, 'hx.timing', 'u1', ['생리 시작하기 전부터 아파요, 시작하고 나서 아파요?']],
  [IUD, 'hx.timing', 'u1', ['한 번 아프면 며칠 가요?']],
  [IUD, 'hx.timing', 'u1', ['월경 전날부터 아프세요, 하는 중에 아프세요?']],
  [IUD, 'hx.timing', 'u1', ['생리 끝나고도 아파요?']],
  [IUD, 'hx.timing', 'u1', ['통증은 며칠 정도 지속돼요?'], 'control: asked already'],
];

const NECK_BENT: readonly Row[] = [
  [FEBRILE, 'px.meningeal', 'u1', ['(목을 앞으로 굽혀 뻣뻣한지 본다)']],
  [FEBRILE, 'px.meningeal', 'u1', ['(목 구부려서 뻣뻣한지 봄)']],
  [PSE, 'px.meningeal', 'u1', ['(목 경직 있는지 확인한다)'], 'control: met already'],
  [FEBRILE, 'px.meningeal', 'u1', ['(목을 구부려 경직 확인)']],
  [PSE, 'px.meningeal', 'u1', ['(목을 가슴 쪽으로 숙여서 뻣뻣한지 확인)']],
  [FEBRILE, 'px.meningeal', false, ['목이 뻣뻣하진 않아요?'], 'control: a question'],
  [PSE, 'px.meningeal', false, ['(목 경직은 확인하지 않는다)'], 'control: not done'],
];

const SINCE_WHAT: readonly Row[] = [
  [TEEN, 'hx.onset', 'u1', ['기분이 처진 게 무슨 일 있고 나서부터예요?']],
  [TEEN, 'hx.onset', 'u1', ['이렇게 지치게 된 게 어떤 일 겪고 나서부터예요?']],
  [TEEN, 'hx.onset', 'u1', ['힘든 게 전학 가고 나서부터였어요?']],
  [GOUT, 'hx.onset', 'u1', ['아픈 건 뭐 드시고 난 뒤부터예요?']],
  [TEEN, 'hx.onset', false, ['학교 끝나고 나서 뭐 해요?'], 'control: no since'],
];

const BEFORE_AND_BINGE: readonly Row[] = [
  [PSE, 'hx.aura', 'u1', ['그러기 직전에 이상한 냄새가 나거나 속이 울렁거리진 않으셨어요?']],
  [PSE, 'hx.aura', 'u1', ['발작 바로 전에 눈앞이 번쩍이거나 이상한 느낌 있었어요?'], 'control: met already'],
  [PSE, 'hx.aura', 'u1', ['그러시기 직전에 가슴이 답답하거나 이상한 느낌 드셨어요?']],
  [PSE, 'hx.aura', 'u1', ['그러기 바로 전에 이상한 냄새 같은 거 났어요?']],
  [PSE, 'hx.aura', 'u1', ['떨리기 직전에 속이 울렁거렸어요?']],
  [PSE, 'hx.aura', 'u1', ['쓰러지시기 직전에 속이 메스꺼운 느낌은 없었어요?'], 'control: met already'],
  [PSE, 'hx.aura', 'u1', ['경련 전에 이상한 냄새 맡으셨어요?'], 'control: met already'],
  [AUD, 'hx.binge', 'u1', ['한자리에서 소주 한병 넘기는날은 일주일에 몇번이에요?']],
  [AUD, 'hx.binge', 'u1', ['맥주 네 캔 넘기는 날은 한 달에 몇 번 있어요?']],
  [AUD, 'hx.binge', 'u1', ['소주 두 병 넘긴 날이 지난달에 며칠이나 있었어요?']],
  [AUD, 'hx.binge', 'u1', ['한 번에 소주 세 병 넘겨 드시는 날은 얼마나 돼요?']],
];

describe('round 29 A: a relative’s fact checked back is no summary', () => checkRows(RELATIVE_CHECKED_BACK));
describe('round 29 B: a seizure’s provoking factor asked of the time before it', () =>
  checkRows(SEIZURE_TRIGGER));
describe('round 29 C: the last period is no onset; the pain against the period', () =>
  checkRows(PERIOD_TIMES));
describe('round 29 D: the neck bent to see whether it is stiff', () => checkRows(NECK_BENT));
describe('round 29 E: since what it began is its onset', () => checkRows(SINCE_WHAT));
describe('round 29 F: the aura just before, and a bottle gone past', () => checkRows(BEFORE_AND_BINGE));
