/**
 * Lifestyle advice read against the item that asks for it (issue 17, round 8).
 *
 * A presentation's lifestyle item names the advice an examiner looks for ("규칙적인 식사, 야식·자극적
 * 음식 피하기, 금연·절주를 권했다"; "금연을 권했다"; "질 세정제를 피하고 콘돔을 사용하도록 권했다"). The
 * NLU's `lifestyle` concept fires on any advice ("진통소염제는 당분간 끊으세요", "물 많이 드세요"), so an
 * examiner's 'no' became the grader's 'yes' whenever the learner advised something else. Here each
 * kind of advice has the words an item uses for it and the words a learner uses to give it; an item
 * that names at least one known kind is not met by advice recognisably of other kinds only. An item
 * that names none, or ends in a catch-all ("카페인 줄이기 등 생활 관리"), is not restricted, and
 * advice of no known kind is left to the NLU.
 */

interface AdviceKind {
  /** How a checklist item names this advice. */
  readonly item: RegExp;
  /** How a learner gives it. */
  readonly said: RegExp;
}

const WATER: AdviceKind = { item: /수분|물을|물\s|물$/, said: /물|수분|음료|마시|이온/ };
/** An item that limits fluids, and advice to drink more. */
const FLUID_LIMIT = /수분\s?(섭취\s?)?(제한|줄이)|물(을)?\s?(줄이|제한)/;
const DRINK_MORE = /(물|수분)(을|은|도)?\s?(충분히|많이|자주|넉넉히)/;

/** Round 21: a painkiller's overuse told: how often is too often, or what overuse does. */
const OVERUSE_TOLD =
  /과용|과다|너무\s?(자주|많이)|자주\s?(드시|먹)|많이\s?(드시|먹)|열흘|보름|[0-9]+\s?일\s?(이상|넘게|미만|이하|까지)|한\s?달에|일주일에|주에\s?[0-9두세]|오히려|반동|약\s?때문에\s?[^.?]{0,10}(두통|머리)|(두통|머리)[^.?]{0,10}(더|오히려)\s?(아파|아프|심해|생기)/;
/** Round 21: a drug told to be stopped ("진통제는 끊으세요"), which is no trigger avoided where the item names the drug's overuse. */
const DRUG_STOP_SAID =
  /(약|제|타이레놀|게보린|펜잘|사리돈|판피린|탁센|애드빌|부루펜|[가-힣]{2,}(프로펜|아미노펜|트립탄|록센))(은|는|을|를|도)?\s?[^.?]{0,10}(드시지|먹지|쓰지|끊|중단|피하|그만\s?(드|먹))/;

/** Round 36: exercise held off ("운동은 쉬세요", "무리한 운동은 피하세요", "운동하지 마세요"). */
const EXERCISE_RESTED =
  /(운동|움직임|활동)(은|을|는|도)?\s?(당분간|한동안|잠시|좀)?\s?(쉬|하지\s?(마|말)|피하|자제|삼가|금지|줄이)/;

const KINDS: readonly AdviceKind[] = [
  { item: /금연|흡연|담배/, said: /담배|금연|흡연|니코틴|피우지/ },
  { item: /금주|절주|음주|술/, said: /술|금주|절주|음주|알코올|맥주|소주|막걸리|마시지\s?마/ },
  {
    // Round 12: "음식 위생" names hygiene (below), not what to eat.
    item: /식사|음식(?!\s?위생)|식습관|식이|야식|영양|저염|섬유질/,
    said: /식사|음식|밥|끼니|야식|매운|짠\s?(거|것|음식)|기름|자극적|싱겁|저염|소금|염분|과일|채소|야채|섬유|영양|단백질|고기|식단|간식|과식|골고루|제때|천천히\s?(드|먹|씹)|부드러운|내장|맥주|해산물|등\s?푸른|퓨린|음료|단\s?(거|것|음식)|밀가루|미음|죽|물(을)?\s?(많이|충분)/,
  },
  {
    item: /운동|스트레칭|재활/,
    said: /운동|걷기|걸으|걷는|걸어|산책|스트레칭|수영|자전거|체조|근력|움직이/,
  },
  { item: /체중|감량/, said: /체중|살(을)?\s?(빼|좀\s?빼|줄)|다이어트|몸무게|감량/ },
  { item: /카페인|커피/, said: /카페인|커피|에너지\s?(음료|드링크)|콜라|녹차|홍차/ },
  WATER,
  {
    item: /혈압|혈당|콜레스테롤/,
    said: /혈압|혈당|콜레스테롤|당뇨|고지혈|기름|짠\s?(거|것|음식)|싱겁|운동|체중|살(을)?\s?(빼|줄)/,
  },
  // "전구 증상이 오면 바로 앉거나 눕고": lying or sitting down at the first warning.
  { item: /앉거나\s?눕/, said: /앉|눕|누우|누워|다리(를)?\s?(올리|들)/ },
  {
    item: /자세/,
    said: /자세|앉|(허리|등|목)(를|을)?\s?(펴|곧)|구부|숙이|무거운|베개|모니터|스마트폰|핸드폰/,
  },
  {
    item: /수면|기상|낮잠|잠/,
    said: /잠|수면|주무|자는|자고|기상|일어나|낮잠|침대|밤에|휴대폰|핸드폰|스마트폰|화면/,
  },
  { item: /배변\s?습관|변비/, said: /화장실|배변|변비|대변|(?<!소)변(을|이)?\s?(보|참)|힘(을)?\s?(주|줘)/ },
  {
    item: /손\s?씻|위생|전파|옮/,
    said: /손\s?(을\s?)?씻|씻기|위생|소독|따로|수건|식기|옮|전파|격리|끓여|익혀|접촉/,
  },
  {
    item: /약·한약|한약|진통소염제|아스피린|약\s?복용/,
    said: /약|한약|진통|아스피린|소염|영양제|건강\s?(보조|기능)/,
  },
  // Round 21: "진통제 과용 주의" asks the caution (how often is too often, what overuse does), not a stop: a painkiller
  // told to be stopped with no word of its overuse ("진통제는 이제 끊으세요") is not it (EXAMINER-RULES, round 21).
  { item: /진통제\s?과용/, said: OVERUSE_TOLD },
  { item: /마스크|기침\s?예절/, said: /마스크|기침(할|하실|하면)|입(을)?\s?가리|휴지|소매/ },
  {
    item: /유발\s?요인|원인\s?물질|집먼지|꽃가루/,
    // Round 31: aspiration's (eating upright, thickened drinks, not lying down after a meal).
    // Round 21: a headache's triggers ("잠 부족하거나 와인 드시면 두통이 오니까 피하세요").
    // Round 22: a sting's occasions ("벌초는 다른 분께 맡기시고, 산에 가실 땐 향수는 피하세요").
    said: /벌초|벌집|벌에|벌이|향수|산에\s?가|원인|유발|먼지|꽃가루|진드기|애완|반려|털|물질|침구|이불|환기|화장품|세제|연기|찬\s?공기|(약|제)(은|는|을|도)?\s?[^.?]{0,10}(드시지|먹지|쓰지|끊|중단|피하)|음식|스트레스|카페인|커피|초콜릿|치즈|술|와인|밤샘|(잠|수면)(이|을)?\s?(부족|모자|못\s?자)|끼니(를)?\s?거르|굶|걸쭉|사레|앉은\s?자세|앉아서\s?(드|먹)|(바로\s?)?(눕지|누우시지|눕히지)/,
  },
  { item: /호흡|이완/, said: /호흡|숨(을)?\s?(천천히|깊게|크게|길게)|이완|명상|긴장(을)?\s?풀|복식/ },
  { item: /찜질/, said: /찜질|따뜻|핫팩|온열/ },
  { item: /세정제|콘돔/, said: /콘돔|세정|뒷물|질\s?(안|속)|씻/ },
  {
    item: /낙상|안전|가스|운전/,
    // Round 16: typed without spaces too ("…불켜고천천히다니세요").
    said: /낙상|넘어|미끄|안전|가스|운전|불\s|불\s?(을\s?)?(켜|키)|난간|손잡이|조명|혼자\s?(외출|나가)|잡고|부축|지팡이|천천히\s?(일어나|다니|걸)/,
  },
  {
    item: /가족의\s?도움|인지\s?활동/,
    said: /가족|도움|보호자|독서|퍼즐|인지|활동|사람(들)?(을|과)?\s?만나|취미|모임/,
  },
  { item: /두통\s?일기/, said: /일기|기록|적어/ },
  { item: /다치지/, said: /다치|부딪|조심|칫솔|면도/ },
  { item: /관절\s?보호/, said: /관절|무릎|계단|쪼그|무거운|양반다리/ },
  { item: /규칙적인\s?생활/, said: /규칙|생활|일정/ },
  { item: /수영|높은\s?곳/, said: /운전|수영|높은|목욕|사다리/ },
];

/** "카페인 줄이기 등 생활 관리": the item accepts any advice of that sort. */
const CATCH_ALL = /등\s?생활\s?관리/;

/** The kinds of advice an item names (none: the item is not restricted). */
function kindsOf(itemText: string): readonly AdviceKind[] {
  if (CATCH_ALL.test(itemText)) return [];
  return KINDS.filter((k) => k.item.test(itemText));
}

/**
 * Whether a learner's advice (one clause or message) gives advice of a kind the item names; `true`
 * when the item names no known kind.
 */
export function adviceFitsItem(
  itemText: string,
  said: string,
  provokingDrug: (said: string) => boolean = () => true,
): boolean {
  const kinds = kindsOf(itemText);
  // Round 21: an item that names a painkiller's overuse beside its triggers ("유발 요인 피하기, 진통제 과용 주의") puts the
  // painkiller apart from the triggers: a painkiller stopped is read as the drug only, against the overuse caution. An
  // item that names provoking factors and no drug ("금연과 유발 요인 피하기") takes a drug stopped only when it is this
  // patient's provoking drug (`provokingDrug`, from the case's plan and education).
  const drugApart =
    DRUG_STOP_SAID.test(said) &&
    ((/진통제\s?과용/.test(itemText) && !OVERUSE_TOLD.test(said)) ||
      (/유발/.test(itemText) && !/약|진통|호르몬|아스피린/.test(itemText) && !provokingDrug(said)));
  // Round 36: exercise told to be rested ("당분간 운동은 쉬세요") is rest, no exercise nor the pressure managed.
  const heard = (drugApart ? said.replace(DRUG_STOP_SAID, ' ') : said).replace(EXERCISE_RESTED, ' ');
  if (kinds.length === 0 || kinds.some((k) => k.said.test(heard))) return true;
  if (drugApart) return false;
  // Advice of no known kind ("관계 후에 소변 보세요") is left to the NLU; advice recognisably of
  // another kind ("진통소염제는 끊으세요" for a diet item, "물 많이 드세요" for quitting smoking) is not.
  return !KINDS.some((k) => k.said.test(said));
}

/**
 * Round 22: the kinds of advice aimed at the patient's own use of a substance (EXAMINER-RULES, round 22). An item that
 * names one beside other kinds ("금연과 유발 요인 피하기", "식사 조절, 규칙적 운동, 체중 감량, 금연") asks for it of a
 * patient the case tells to stop or cut it, whatever else was advised; of any other patient the other kinds decide.
 */
export interface SubstanceKind {
  readonly name: 'tobacco' | 'alcohol' | 'caffeine';
  /** How a checklist item names it. */
  readonly item: RegExp;
  /** How a learner tells it (in a clause that advises). */
  readonly told: RegExp;
  /** A line of the case's plan or education that tells this patient to stop or cut it. */
  readonly caseTells: RegExp;
}

/** 술 as a word, not inside 수술, 기술, 예술, 마술. */
const ALCOHOL = '(?<![수기예마])술|음주|알코올|맥주|소주|막걸리|와인|금주|절주';
const SUBSTANCES: readonly SubstanceKind[] = [
  {
    name: 'tobacco',
    item: /금연|흡연|담배/,
    told: /담배|금연|흡연|니코틴|피우지/,
    caseTells: /금연|(?<!간접\s?)(담배|흡연)[^./,]{0,20}(끊|중단|피하|줄이|줄여)/,
  },
  {
    name: 'alcohol',
    item: /금주|절주|음주|술/,
    told: new RegExp(`${ALCOHOL}|마시지\\s?마`),
    caseTells: /금주|절주|((?<![수기예마])술|음주)[^./,]{0,20}(끊|중단|피하|줄이|줄여|삼가|마시지\s?않)/,
  },
  {
    name: 'caffeine',
    item: /카페인|커피/,
    told: /카페인|커피|에너지\s?(음료|드링크)|콜라|녹차|홍차/,
    caseTells: /(카페인|커피)[^./,]{0,20}(줄|끊|피하|삼가|이하)/,
  },
];
/** Examples of one practice, no conjunction of kinds ("… 등 수면 위생을 교육했다", "카페인 줄이기 등 생활 관리"). */
const EXAMPLES_OF_ONE = /등\s?(수면\s?위생|생활\s?관리)/;

/**
 * Round 22: the substances an advice item asks this patient to be told to stop or cut: those it names beside other
 * kinds that the case's plan or education (`caseLines`) tells this patient to stop or cut. Empty when the item names a
 * single kind (it asks that kind anyway), examples of one practice, or no substance this patient is told to stop.
 */
export function requiredSubstances(itemText: string, caseLines: readonly string[]): readonly SubstanceKind[] {
  if (EXAMPLES_OF_ONE.test(itemText) || kindsOf(itemText).length < 2) return [];
  return SUBSTANCES.filter((s) => s.item.test(itemText) && caseLines.some((line) => s.caseTells.test(line)));
}

/**
 * Round 13: advice of the item's kind that goes the other way: "물 충분히 마시고" for "저녁 수분 제한", with
 * nothing else the item names in it. Such a turn is cited only when no other turn gives the advice.
 */
export function adviceAgainstItem(itemText: string, said: string): boolean {
  return (
    FLUID_LIMIT.test(itemText) &&
    DRINK_MORE.test(said) &&
    !KINDS.some((k) => k !== WATER && k.item.test(itemText) && k.said.test(said))
  );
}
