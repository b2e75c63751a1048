/**
 * Words of drinking shared by the analyser (engine/nlu/analyze.ts) and the patient engine
 * (engine/patient/engine.ts), one definition each (round 27: the two had drifted apart, the
 * analyser's list of drinks lacking 와인, 위스키, 고량주, 사케 and 하이볼). Patterns run on the compact form
 * (no spaces) and on the case's sentences alike.
 */

/** The drinks a patient names. */
export const DRINKS: readonly string[] = [
  '소주',
  '맥주',
  '와인',
  '막걸리',
  '양주',
  '위스키',
  '폭탄주',
  '고량주',
  '사케',
  '하이볼',
];

/** A drink named ('술' or one of DRINKS). */
export const DRINK_NAMED = new RegExp(['술', ...DRINKS].join('|'));

/** Talk of drinking: a drink named, or drinking by its chart words ('음주', 'alcohol'). */
export const DRINK_TALK = new RegExp(`${DRINK_NAMED.source}|음주|alcohol`);

/** When an occasion of drinking a lot is asked of ('최근에', '요즘', '어제'…). */
const BINGE_WHEN = '(최근|요즘|요새|근래|얼마전|며칠전|이번주|지난주|어제|어젯밤)(에|에는|에도)?';
/** Drinking a lot on an occasion, asked without naming the drink ('많이 드신 적', '과하게 마신 날'). */
const BINGE_HOW = '(많이|과하게|엄청|심하게)(드신|드셨|마신|마셨|잡수신|먹은|먹었)[가-힣]{0,2}(적|일|날)';

/**
 * An occasion of drinking a lot asked ('최근에 많이 드신 적 있어요?', '어제 과하게 드셨던 날',
 * '과음하신 적', '폭음'), on the compact form (round 26). The analyser reads it as the drinking after
 * a drinking question; the engine answers it with the binge the case tells as the event before the
 * attack when it has one.
 */
export const BINGE_ASKED = new RegExp(`${BINGE_WHEN}[가-힣]{0,6}${BINGE_HOW}|과음|폭음`);
