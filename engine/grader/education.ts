/**
 * Case-aware checks for the education items whose concept alone says too little.
 *
 * The NLU recognises that the learner is *explaining a diagnosis* ("…일 가능성이 높습니다"), but
 * an examiner ticks "가장 가능성 높은 진단을 설명했다" only when the diagnosis named is the right
 * one. Likewise "검사를 좀 해 볼게요" announces tests without saying which, and "치료하겠습니다"
 * promises treatment without saying what. So:
 *
 * - likelyDiagnosis: the explanation must name this case's diagnosis: a term drawn from
 *   case.name and the first differential (with modifiers such as 급성/좌측 stripped), the lay
 *   names the case's own education lines pair with it ("맹장염(급성 충수염)", "…허리 디스크로
 *   보인다"), and a curated table of lay synonyms (충수염 -> 맹장염, 뇌경색 -> 중풍). A case whose
 *   "diagnosis" is a normal state (정상 임신, 건강한 영아) accepts the concept alone.
 * - tests: the explanation must name at least one concrete test: any word of the case's
 *   plan.tests, or a test from a general lexicon (피검사, CT, 초음파, "갑상선 기능 검사"…). A bare
 *   "검사" qualified only by an adjective ("필요한 검사", "몇 가지 검사") is not concrete.
 * - treatment: the explanation must name a concrete modality: a word of plan.treatment or a
 *   general one (약, 항생제, 수술, 입원, 수액, 상담 치료…).
 *
 * Matching runs on the compact form (no spaces, lower case) so spacing never matters, with
 * jamo-level typo tolerance for longer terms (the NLU's fuzzy matcher).
 */
import type { Case } from '../../content/schema';
import { approximateFind, prepareKeyword, toJamo, type FuzzyKeyword } from '../nlu/fuzzy';

export function compact(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^가-힣a-z0-9]+/g, '');
}

/** Words that qualify a diagnosis without naming it; stripped before terms are formed. */
const MODIFIERS = new Set([
  '급성',
  '만성',
  '아급성',
  '좌측',
  '우측',
  '양측',
  '원발성',
  '이차성',
  '속발성',
  '의심',
  '동반',
  '관련',
  '통보',
  '진단',
  '단계',
  '고위험',
  '중증',
  '양상',
  '가능성',
  '의한',
  '유발',
  '추정',
  '첫',
  '경과',
  '외상',
  '후',
  '전',
  '중',
  '및',
  '또는',
  '등',
  '약물',
  '필요',
  '감별',
  '상태',
  '준비',
  '숙고',
  '포함',
  '최근',
  '삽화',
  '주',
  '개월',
  '상담',
  '예방접종',
  '대상',
  '가능',
  // Round 26: "노인 수축기 단독 고혈압": who has it and how it shows, not its name.
  '노인',
  '단독',
]);

/** Endings that make a single word a disease name on its own ("충수염", "위암", "공황장애"). */
const DISEASE_SUFFIX =
  /(염|렴|핵|식|풍|질|독|증|암|병|종|증후군|장애|결석|경색|출혈|궤양|골절|부전|혈증|중독|손상|천공|폐쇄|박리|세동|차단|빈맥|수축|실신|발작|경련|두통|치매|포진|질증|선종|의존|두드러기|비염|감기|빈혈|요실금|변비|소화불량|현훈|임신|유산|사망|학대|폭력|음주|흡연|당뇨|혈압)$/;

/**
 * Lay names and common synonyms, keyed by a compact fragment of the medical name. When the case
 * name or first differential contains the key, every synonym becomes an accepted term.
 */
const LAY_SYNONYMS: readonly (readonly [string, readonly string[]])[] = [
  ['충수염', ['맹장염', '맹장']],
  // Round 36: a breast cyst by its lay name ("물혹 같아요") or the change it belongs to ("섬유낭성 변화로 보여요"); upper
  // gastrointestinal bleeding told as where the blood comes from ("위나 십이지장에서 피가 새서 …").
  ['유방낭종', ['물혹', '유방물혹', '물이찬혹', '섬유낭성변화', '섬유낭종성변화']],
  [
    '상부위장관출혈',
    [
      '위장출혈',
      '위출혈',
      '위에서피가',
      '위에서출혈',
      '십이지장에서피가',
      '위나십이지장에서피가',
      '궤양에서피가',
      '궤양출혈',
    ],
  ],
  // Round 40: encephalopathy in its everyday short form ('간성뇌증이 의심됩니다', '베르니케 뇌증').
  ['간성뇌병증', ['간성뇌증', '간성혼수', '간혼수']],
  ['베르니케뇌병증', ['베르니케뇌증', '베르니케']],
  // Round 11: a child's obesity named without "소아" ("생활습관성 비만 같아요").
  ['소아비만', ['생활습관성비만', '단순비만', '비만']],
  // Round 11: dyslipidaemia told as the number that is high ("나쁜 콜레스테롤인 LDL이 높아서").
  [
    '이상지질혈증',
    [
      '고지혈증',
      '콜레스테롤이높',
      '콜레스테롤수치가높',
      'LDL이높',
      'LDL수치가높',
      '엘디엘이높',
      '중성지방이높',
    ],
  ],
  // Round 10: the HIV result in words ("HIV 양성이 나왔어요", "HIV에 감염됐어요"); AIDS alone is a later stage.
  [
    'hiv',
    ['HIV양성', 'HIV에감염', 'HIV바이러스에감염', '에이즈를일으키는바이러스에감염', '에이즈바이러스에감염'],
  ],
  ['심근경색', ['심장마비', '심장혈관이막', '심장혈관이좁', '관상동맥', '심근경색증']],
  ['대동맥박리', ['대동맥이찢', '대동맥벽이찢', '대동맥벽이갈라', '대동맥']],
  [
    '위식도역류',
    ['위식도역류', '역류성식도염', '위산역류', '역류질환', '위산이역류', '위산이식도', '역류성'],
  ],
  ['담낭염', ['쓸개염증', '쓸개에염증', '담낭에염증', '담낭염증']],
  ['담관염', ['담관에염증', '담도염', '담관이막', '담도가막']],
  ['췌장염', ['췌장에염증', '이자염']],
  ['요관결석', ['요로결석', '신장결석', '콩팥결석', '결석', '돌이']],
  ['방광염', ['방광에염증', '방광염증', '요로감염', '오줌소태']],
  ['전립선염', ['전립선에염증', '전립샘염']],
  ['전립선비대', ['전립선이커', '전립샘비대', '전립선비대']],
  ['추간판탈출', ['디스크']],
  ['신경근병증', ['디스크', '신경이눌']],
  ['골관절염', ['퇴행성관절염', '연골이닳', '관절염']],
  // Round 15: gout named alone ("통풍 발작으로 보여요") for "급성 통풍성 관절염".
  ['통풍', ['통풍', '요산']],
  // Round 15: the kidney's inflammation and a severe allergic reaction, the lay names.
  ['신우신염', ['콩팥에염증', '신장에염증', '콩팥염증', '신장염증']],
  ['아나필락시스', ['심한알레르기반응', '전신알레르기반응', '알레르기쇼크']],
  ['허혈성뇌졸중', ['뇌경색', '중풍', '뇌졸중', '뇌혈관이막']],
  ['소뇌경색', ['뇌경색', '중풍', '뇌졸중', '소뇌']],
  ['거미막밑출혈', ['지주막하출혈', '뇌출혈', '뇌동맥류', '뇌혈관이터', '뇌혈관이파열']],
  ['두위현훈', ['이석증', '이석', '귀의돌', '귓속돌', '귀안의돌']],
  ['전정신경염', ['전정신경', '균형신경', '귀신경에염증']],
  ['폐렴', ['폐에염증', '폐염']],
  // Round 31: lay names in counselling words: period pain as 생리통, hyperemesis as morning sickness that is severe,
  // a baby's poor growth as too little eaten, harmful drinking as drink that harms the body, a hypertensive
  // emergency as blood pressure dangerously high.
  ['월경통', ['생리통']],
  // Round 34: a foreign body in a child's nose told in lay words ("코에 이물질이 들어가서", "콧속에 구슬이 들어가 있어요").
  [
    '비강이물',
    [
      '코에이물',
      '콧속에이물',
      '코안에이물',
      '코속에이물',
      '콧속에구슬',
      '코에구슬',
      '코에뭐가들어',
      '콧속에뭐가',
    ],
  ],
  [
    '임신오조',
    [
      '입덧이심',
      '심한입덧',
      '입덧이아주심',
      '입덧이너무심',
      '입덧이많이심',
      '입덧이지나치게',
      '입덧이유난히심',
    ],
  ],
  [
    '성장부진',
    [
      '먹는양이모자라',
      '먹는양이부족',
      '먹는게부족',
      '먹는게모자라',
      '섭취가부족',
      '섭취부족',
      '먹는양이적어서',
    ],
  ],
  [
    '알코올사용장애',
    [
      '몸을해치는양',
      '몸을해치는음주',
      '건강을해치는양',
      '건강을해치는음주',
      '술문제',
      '술에의존',
      '해로운음주',
      '위험한음주',
    ],
  ],
  [
    '고혈압성응급',
    ['위험하게높은혈압', '위험할만큼높은혈압', '위험한수준으로높', '혈압이위험하게', '응급으로높은혈압'],
  ],
  ['폐결핵', ['결핵']],
  ['폐색전증', ['폐혈관이막', '폐동맥색전', '혈전', '피떡']],
  ['기관지염', ['기관지에염증']],
  ['기관지확장증', ['기관지확장']],
  ['부비동염', ['축농증']],
  ['알레르기비염', ['비염']],
  ['만성폐쇄성폐질환', ['copd', '만성폐쇄성', '폐기종', '만성기관지염']],
  ['심부전', ['심장기능이약', '심장이약', '심장기능이떨어', '심부전증']],
  ['상심실성빈맥', ['psvt']],
  ['동성빈맥', ['심장이빨리뛰', '심장이빨라', '맥이빨라', '맥박이빨라']],
  ['심실조기수축', ['조기수축', '기외수축']],
  ['혈관미주신경성실신', ['미주신경성실신', '미주신경']],
  ['기립성저혈압', ['기립성']],
  ['철결핍성빈혈', ['빈혈', '철분부족', '철분이부족', '철결핍']],
  ['장출혈성대장균', ['세균성장염', '식중독', '대장균장염']],
  ['그레이브스병', ['갑상선기능항진', '항진증', '갑상선호르몬이너무많', '갑상선호르몬이많', '그레이브스']],
  ['갑상선기능저하', ['저하증', '갑상선호르몬이부족', '갑상선기능이떨어', '하시모토']],
  ['당뇨병케톤산증', ['케톤산증', '케톤']],
  ['당뇨병', ['당뇨']],
  ['십이지장궤양', ['궤양', '소화성궤양']],
  ['위궤양', ['궤양', '소화성궤양']],
  ['식도정맥류', ['정맥류']],
  ['말로리바이스', ['식도가찢', '점막이찢', '식도점막']],
  ['내치핵', ['치질', '치핵']],
  ['식중독', ['장염', '위장염']],
  ['궤양성대장염', ['염증성장질환', '대장염']],
  ['허혈성대장염', ['대장염', '허혈성']],
  ['게실', ['게실']],
  ['구불결장암', ['대장암', '결장암', 's상결장암']],
  ['유착성소장폐쇄', ['장폐색', '장이막', '장유착', '장이꼬', '장폐쇄']],
  ['궤양천공', ['천공', '구멍']],
  // Round 12: the checklist names it "감염성 장염 등"; "항생제 먹고 … 생긴 장염" is told in lay words.
  ['디피실', ['항생제연관', '위막성대장염', '대장염', '장염']],
  ['a형간염', ['간염']],
  ['b형간염', ['간염']],
  ['자궁외임신', ['자궁밖임신', '자궁밖에임신', '나팔관임신', '나팔관에임신', '자궁외']],
  ['불완전유산', ['유산']],
  ['자궁선근증', ['선근증']],
  ['원발성월경통', ['생리통', '월경통']],
  // Round 26: a device's pain named as the period pain it is ("루프 때문에 생긴 생리통으로 보여요").
  ['자궁내장치월경통', ['생리통', '월경통']],
  ['다낭성난소', ['다낭성']],
  ['골반염증성질환', ['골반염']],
  ['세균성질증', ['질염']],
  ['칸디다', ['질염', '곰팡이']],
  ['섬유선종', ['양성혹', '양성종양', '섬유선종']],
  ['유방농양', ['유선염', '농양', '고름']],
  ['전자간증', ['임신중독증', '자간전증']],
  ['자궁내막암', ['내막암']],
  // Round 17: the baby's death told in the words of a bad-news visit ("아기가 배 속에서 세상을 떠났어요",
  // "아기 심장이 더 이상 뛰지 않아요").
  [
    '태아사망',
    [
      '아기가숨',
      '아기심장이뛰지',
      '심장이뛰지않',
      '심장이더이상뛰지',
      '심장이멈',
      '세상을떠났',
      '세상을떠나',
      '사망',
    ],
  ],
  // Round 17: methamphetamine by its street name ("필로폰 사용장애로 보여요", "필로폰 중독이에요").
  ['메스암페타민', ['필로폰사용장애', '필로폰중독', '히로뽕중독', '필로폰의존']],
  ['우울장애', ['우울증']],
  ['양극성', ['조울증', '조증']],
  ['공황장애', ['공황']],
  ['범불안장애', ['불안장애']],
  ['외상후스트레스장애', ['트라우마', 'ptsd', '외상후스트레스']],
  ['불면장애', ['불면증']],
  ['수면무호흡', ['무호흡']],
  ['하지불안', ['하지불안']],
  ['알츠하이머', ['치매']],
  ['혈관성치매', ['치매']],
  ['가성치매', ['우울증']],
  ['뇌전증', ['간질']],
  ['열성경련', ['열경련']],
  ['금단발작', ['금단']],
  ['기능성변비', ['변비']],
  ['수막염', ['뇌수막염']],
  ['일산화탄소중독', ['가스중독', '연탄가스', '일산화탄소']],
  ['간성뇌병증', ['간성혼수']],
  ['손목굴증후군', ['수근관증후군', '손목터널', '손목굴']],
  ['길랭바레', ['길랑바레', '길랭']],
  ['류마티스관절염', ['류마티스']],
  ['강직성척추염', ['강직성']],
  ['압박골절', ['골절', '뼈가주저앉', '척추골절']],
  ['근막통증', ['근막통', '근육이뭉']],
  ['경추염좌', ['목염좌', '편타', '목이삐', '염좌']],
  ['면역성혈소판감소증', ['혈소판감소', '혈소판이줄', '혈소판이부족']],
  ['백혈병', ['혈액암']],
  ['감염성심내막염', ['심내막염', '판막에염증', '판막에세균']],
  ['와파린과다', ['피가너무묽', '항응고', '와파린']],
  ['사구체신염', ['신장염', '콩팥염', '사구체', '콩팥에염증', '신장에염증']],
  ['신손상', ['콩팥기능이떨어', '신장기능이떨어', '신부전', '콩팥이나빠', '신장이나빠']],
  ['iga신병증', ['신장염', '사구체신염', 'iga']],
  ['폐색성요로병증', ['소변길이막', '요폐', '소변이막']],
  ['부갑상선기능항진', ['고칼슘혈증', '부갑상선']],
  ['과민성방광', ['과민성']],
  ['복압성요실금', ['복압성']],
  ['절박성요실금', ['절박성']],
  ['범람요실금', ['범람', '일류성', '신경인성방광']],
  ['요붕증', ['항이뇨호르몬']],
  ['자폐', ['자폐']],
  ['체질성성장지연', ['늦게크', '체질성', '사춘기가늦']],
  ['조기난소부전', ['조기폐경', '난소기능이떨어']],
  ['프로락틴', ['뇌하수체', '프로락틴']],
  ['쿠싱', ['코르티솔', '쿠싱']],
  ['신증후군', ['단백뇨', '신증후군']],
  ['대상포진', ['포진']],
  ['급성두드러기', ['두드러기', '약물알레르기', '약알레르기']],
  ['스티븐스존슨', ['sjs', '중증약물반응', '심한약물반응']],
  ['쯔쯔가무시', ['쯔쯔가무시', '털진드기']],
  ['설폰요소제', ['저혈당']],
  ['알코올사용장애', ['알코올의존', '알코올중독', '알코올남용', '위험음주', '문제음주']],
  ['위험음주', ['위험음주', '문제음주', '과음']],
  ['니코틴의존', ['니코틴중독', '담배중독', '흡연', '니코틴']],
  ['대마사용장애', ['대마', '마약']],
  ['아편유사제', ['마약성진통제', '진통제의존', '진통제중독', '오피오이드']],
  ['졸피뎀', ['수면제의존', '수면제중독', '졸피뎀']],
  ['위암', ['위에암', '위에생긴암']],
  ['췌장암', ['췌장에암', '췌장에생긴암']],
  ['감기', ['바이러스', '감기']],
];

/** Normal-state "diagnoses": the concept alone satisfies the item (there is nothing to name). */
const NORMAL_STATE = /정상|건강한|예방접종대상/;

/** Words that end like a disease but say nothing about which one ("감염", "증후군", "출혈"). */
const GENERIC = new Set([
  '감염',
  '출혈',
  '궤양',
  '발작',
  '장애',
  '증후군',
  '경련',
  '손상',
  '폐쇄',
  '파열',
  '부전',
  '의존',
  '중독',
  '악화',
  '차단',
  '박리',
  '선종',
  '종양',
  '경색',
  '염증',
  '질환',
  '병',
  '암',
  '증',
  '사용장애',
  '신손상',
  '천공',
  '수축',
  '실신',
  '두통',
  '음주',
  '흡연',
  '당뇨',
  '변비',
  '사망',
  '유산',
  '임신',
  '폭력',
  '학대',
  '상기도감염',
  '세균',
  '바이러스',
]);

function isDiseaseWord(w: string): boolean {
  const m = DISEASE_SUFFIX.exec(w);
  return m !== null && m.index > 0 && !GENERIC.has(w);
}

/**
 * Terms from a diagnosis as the case writes it: "급성 충수염" -> 급성충수염? no: 충수염 (modifiers
 * dropped), the whole remaining phrase ("대장게실출혈"), and every disease word in it. Parenthesised
 * parts are qualifiers as often as synonyms ("(자살 위험)", "(위험 음주)"), so they only give
 * terms that look like disease names.
 */
function nameParts(text: string): string[] {
  const parts: string[] = [];
  const inner = [...text.matchAll(/\(([^)]*)\)/g)].map((m) => m[1] ?? '');
  const main = text.replace(/\([^)]*\)/g, ' ');
  // A parenthesised cause ("(자궁근종에 의한 월경과다)", "(장염 후)") is not the diagnosis.
  const qualifiers = inner.filter((p) => !/의한|관련|유발|후$|후\s|동반/.test(p));
  [main, ...qualifiers].forEach((part, index) => {
    for (const piece of part.split(/[,·/]| 또는 | 및 |와 |과 /)) {
      const words = piece
        .split(/[\s-]+/)
        .map((w) => compact(w.replace(/(에|의)$/, '')))
        .filter((w) => w.length > 0 && !MODIFIERS.has(w));
      if (words.length === 0) continue;
      const joined = words.join('');
      if ((index === 0 || isDiseaseWord(joined)) && joined.length >= 2 && !GENERIC.has(joined))
        parts.push(joined);
      // "단순 열성 경련" -> 열성경련 too: every tail of the phrase that is itself a disease name.
      if (index === 0) {
        for (let i = 1; i < words.length; i += 1) {
          const tail = words.slice(i).join('');
          if (isDiseaseWord(tail)) parts.push(tail);
        }
        for (const w of words) if (isDiseaseWord(w)) parts.push(w);
      }
    }
  });
  return parts;
}

/** Words the education lines use around a diagnosis that are not names ("것으로 보인다"). */
const NOT_A_NAME =
  /^(그것|이것|그거|이거|저것|그게|이게|것|상태|병|문제|증상|때문|원인|가능성|경우|결과|계기|부분|공간|주머니|물질|혈관|신호|뜻|거|쪽|곳|말|호르몬|소변길|유충|독소|세균|바이러스|염증)$/;

/** Ends like a verb modifying the next word ("막은", "생긴", "온", "할"), so not a noun. */
function isAdnominal(word: string): boolean {
  const ch = word.at(-1) ?? '';
  if (/[는던의에을를]/.test(ch)) return true;
  const code = ch.charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return false;
  const jong = code % 28;
  return jong === 4 || jong === 8; // ㄴ or ㄹ
}

/** Lay names the case's own education lines pair with the diagnosis. */
function layNamesFromEducation(c: Case, known: readonly string[]): string[] {
  // `known` holds only the terms from the case's own name and first differential: a lay synonym
  // from the table must not pull in its neighbours ("독소(암모니아)").
  const out: string[] = [];
  const knows = (t: string) =>
    t.length >= 2 && known.some((k) => t.includes(k) || (k.length >= 3 && k.includes(t)));
  for (const line of c.education) {
    // "맹장염(급성 충수염)", "내치핵(치질)": one side names the diagnosis -> so does the other.
    for (const m of line.matchAll(/([가-힣A-Za-z]{2,12})\(([^)]{2,20})\)/g)) {
      const outer = compact(m[1] ?? '');
      const inner = compact(m[2] ?? '');
      if (knows(inner) && !NOT_A_NAME.test(outer) && !GENERIC.has(outer)) out.push(outer);
      if (knows(outer) && !NOT_A_NAME.test(inner) && !GENERIC.has(inner)) out.push(inner);
    }
  }
  // "…허리 디스크로 보인다", "…뇌경색이 의심된다": the noun phrase the first line concludes with.
  const first = c.education[0] ?? '';
  const m =
    /([가-힣A-Za-z]{1,10})\s([가-힣A-Za-z]{2,10}?)(?:\([^)]*\))?(?:이|가|으로|로|일|인)\s?(?:가능성|의심|보인|보여|보이|강하게)/.exec(
      first,
    );
  if (m?.[2]) {
    const last = compact(m[2]).replace(/으$/, '');
    const before = m[1] ?? '';
    if (last.length >= 2 && !NOT_A_NAME.test(last) && !GENERIC.has(last)) {
      out.push(last);
      // "허리 디스크": keep the pair only when the first word is a noun, not "막은"/"생긴".
      if (!isAdnominal(before)) out.push(compact(before) + last);
    }
  }
  return out;
}

/** A term that only points back at something said before ("증상이 그것"). */
const POINTS_BACK = /(그것|이것|그거|이거|저것)$/;

/**
 * A deficiency named by what is lacking and what it causes ("B12가 흡수가 안 돼서 생긴 빈혈",
 * "비타민 B12 결핍으로 인한 빈혈") for a name of the form "X 결핍성 Y".
 */
export interface DeficiencyName {
  readonly lacking: string;
  readonly disease: string;
  readonly term: string;
}
const LACKING = /부족|모자라|모자란|결핍|흡수(가|를)?(안|못)|흡수되지|흡수가잘안|바닥|낮아|낮은|떨어져/;

function deficiencyNames(terms: readonly string[]): DeficiencyName[] {
  const out: DeficiencyName[] = [];
  for (const term of terms) {
    const m = /^(.{2,})결핍성(.{2,})$/.exec(term);
    if (m?.[1] && m[2] && !m[1].endsWith('결핍성')) out.push({ lacking: m[1], disease: m[2], term });
    // Round 37: a condition caused by the deficiency ("비타민 B12 결핍에 의한 인지 저하", compact "비타민b12결핍인지저하"): the
    // lack told is the diagnosis ("비타민B12가 부족해서 기억력이 떨어진걸로 보여요"), by the vitamin's name or its letters.
    const cause = /^(.{2,}?)결핍(?!성)(.{2,})$/.exec(term);
    if (cause?.[1] && cause[2]) {
      out.push({ lacking: cause[1], disease: '', term });
      const letters = /^비타민([a-z][0-9a-z]*)$/.exec(cause[1]);
      if (letters?.[1] && letters[1].length >= 2) out.push({ lacking: letters[1], disease: '', term });
    }
  }
  return out;
}

/**
 * Round 17: a condition an item names first ("이상지질혈증과 심뇌혈관질환 위험을 설명했다") is told by its
 * name or its lay names ("LDL 콜레스테롤이 높아서 …"), whatever the case's own name (a statin's muscle
 * symptoms in a patient whose cholesterol is the problem).
 */
export function conditionNamedByItem(itemText: string): { names: string[]; described?: RegExp } {
  const t = compact(itemText);
  const hit = LAY_SYNONYMS.find(([key]) => t.startsWith(`${key}과`) || t.startsWith(`${key}와`));
  if (!hit) return { names: [] };
  return { names: [hit[0], ...hit[1].map((w) => compact(w))], described: CONDITION_DESCRIBED[hit[0]] };
}

/** Round 17: the number told as raised, on the compact text ("LDL이 다시 148로 올라서"). */
const CONDITION_DESCRIBED: Readonly<Record<string, RegExp>> = {
  이상지질혈증: /(콜레스테롤|ldl|엘디엘|중성지방)[가-힣0-9]{0,16}(높|올라|올랐|올라가)/,
};

export interface DiagnosisTerms {
  /** Compact terms, longest first. */
  readonly terms: readonly string[];
  /** True when the case has nothing to name (a normal pregnancy, a healthy infant). */
  readonly conceptSuffices: boolean;
  /** How to write the diagnosis in a comment: the case name. */
  readonly display: string;
  readonly fuzzy: readonly FuzzyKeyword[];
  /** "X 결핍성 Y" named in lay words: X, a word for lacking, and Y. */
  readonly deficiency: readonly DeficiencyName[];
  /** Round 14: lay descriptions on the compact text ("췌장…에 염증이", "콜레스테롤을 잘 못 치우는 체질"). */
  readonly described?: readonly (readonly [RegExp, string])[];
}

/** Organs whose inflammation is named "<organ>염": "<organ>에 염증" describes it. */
const INFLAMED_ORGANS = new Set([
  '췌장',
  '방광',
  '담낭',
  '담관',
  '전립선',
  '충수',
  '신우신',
  '부고환',
  '결막',
  '기관지',
  '부비동',
  '식도',
  '게실',
  '골수',
  '심낭',
  '심근',
  '늑막',
  '흉막',
  '복막',
]);

/**
 * Round 14: "<organ>염" told as what is inflamed ("췌장이라고 위 뒤에 있는 소화액 만드는 곳에 염증이 생긴
 * 거예요"): the organ named, then 염증 within a short stretch (compact text).
 */
function inflamedOrgan(terms: readonly string[]): [RegExp, string][] {
  const out: [RegExp, string][] = [];
  for (const term of terms) {
    const m = /^([가-힣]{2,4})염$/.exec(term);
    if (m?.[1] && INFLAMED_ORGANS.has(m[1]))
      out.push([new RegExp(`${m[1]}(?:(?!괜찮|아니|정상|문제없)[가-힣0-9,]){0,30}염증`), term]);
  }
  return out;
}

/** Round 14: familial hypercholesterolaemia told as an inherited way of clearing cholesterol. */
const LAY_DESCRIPTIONS: readonly (readonly [string, RegExp])[] = [
  // Round 34: a drug-induced cognitive impairment told as the drugs that dull the memory ("드시는 약에 기억력을 떨어뜨리는
  // 성분이 있어서 생긴 인지 저하", "약 부작용으로 기억력이 떨어지신 것").
  [
    '항콜린성인지저하',
    /(약|약물|수면제|수면유도제|성분)[가-힣0-9,]{0,30}(인지저하|섬망|기억력(이|을)?(떨어|나빠|저하))|(인지저하|섬망|기억력저하)[가-힣0-9,]{0,10}(약|약물)(때문|부작용|으로인한|탓)/,
  ],
  [
    '가족성고콜레스테롤혈증',
    /콜레스테롤[가-힣]{0,4}(잘)?(못|안)(치우|없애|처리|내보내|배출|걸러)|(물려받|유전|집안내력|타고난체질)[가-힣0-9,]{0,30}콜레스테롤(이|수치가)?(높|잘못|잘안)|콜레스테롤[가-힣0-9,]{0,40}(물려받|유전되|유전이|집안내력)/,
  ],
];

/**
 * Lead47: a level too low or too high, or a lack, told in plain words ("피 속 나트륨이 떨어져서 경련이 온 것 같아요" of
 * 저나트륨혈증, "혈당이 너무 떨어져서" of 저혈당, "비타민 B12가 부족해서 생긴 증상" of 비타민 B12 결핍): what is low or
 * lacking named with a word for it, on the compact text.
 */
function levelDescribed(terms: readonly string[]): [RegExp, string][] {
  const out: [RegExp, string][] = [];
  const LOW = '(낮|떨어|부족|모자|빠져|빠졌|줄어)';
  const HIGH = '(높|올라|많아|많이|넘쳐)';
  const near = '(이|가|은|는|수치가|수치|농도가|농도)?[가-힣0-9,]{0,8}';
  for (const term of terms) {
    const level = /^(저|고)([가-힣]{2,4})혈증/.exec(term);
    if (level) out.push([new RegExp(`${level[2]}${near}${level[1] === '저' ? LOW : HIGH}`), term]);
    if (/^저혈당/.test(term)) out.push([new RegExp(`(혈당|당)${near}${LOW}`), term]);
    if (/^고혈당/.test(term)) out.push([new RegExp(`(혈당|당)${near}${HIGH}`), term]);
    const lack = /^(.{2,8}?)결핍/.exec(term);
    if (lack) out.push([new RegExp(`${lack[1]}${near}(부족|모자|결핍|흡수(가|를)?(안|못)|낮아|떨어)`), term]);
  }
  return out;
}

const termCache = new WeakMap<Case, DiagnosisTerms>();

export function diagnosisTerms(c: Case): DiagnosisTerms {
  const cached = termCache.get(c);
  if (cached) return cached;
  const base = [...nameParts(c.name), ...nameParts(c.differentials[0] ?? '')];
  const syn = LAY_SYNONYMS.filter(([key]) => base.some((part) => part.toLowerCase().includes(key))).flatMap(
    ([, words]) => words,
  );
  const all = [...base, ...syn];
  all.push(...layNamesFromEducation(c, base));
  // "지금 증상이 그것으로 보인다" points back; a pronoun names nothing.
  const terms = [...new Set(all.map(compact).filter((t) => t.length >= 2 && !POINTS_BACK.test(t)))].sort(
    (a, b) => b.length - a.length || a.localeCompare(b),
  );
  const result: DiagnosisTerms = {
    terms,
    conceptSuffices: NORMAL_STATE.test(c.name) || NORMAL_STATE.test(c.differentials[0] ?? ''),
    display: c.name,
    fuzzy: terms.map((t) => prepareKeyword(t)).filter((k): k is FuzzyKeyword => k !== undefined),
    deficiency: deficiencyNames(terms),
    described: [
      ...inflamedOrgan(terms),
      ...levelDescribed(terms),
      ...LAY_DESCRIPTIONS.filter(([key]) => terms.includes(key)).map(([key, re]) => [re, key] as const),
    ],
  };
  termCache.set(c, result);
  return result;
}

/** Adverbs of time or degree a lay name may carry inside it (compact text). */
const ADVERB_INSIDE = /갑자기|급격히|급격하게|갑작스럽게|많이|조금|점점|일시적으로|잠깐/g;

/** The diagnosis term the text names, if any (exact on the compact text, then typo-tolerant). */
export function namedDiagnosis(text: string, terms: DiagnosisTerms): string | undefined {
  const t = compact(text);
  const exact = terms.terms.find((term) => t.includes(term));
  if (exact) return exact;
  // Round 36: an adverb inside a lay name ("콩팥 기능이 갑자기 떨어진", "신장 기능이 급격히 떨어졌어요").
  const plain = t.replace(ADVERB_INSIDE, '');
  const bare = plain !== t ? terms.terms.find((term) => plain.includes(term)) : undefined;
  if (bare) return bare;
  const lay = terms.deficiency.find((d) =>
    d.disease === ''
      ? new RegExp(`${d.lacking}[가-힣]{0,6}(부족|모자라|모자란|결핍|낮|흡수(가|를)?(안|못))`).test(t)
      : t.includes(d.lacking) && t.includes(d.disease) && LACKING.test(t),
  );
  if (lay) return lay.term;
  const described = terms.described?.find(([re]) => re.test(t));
  if (described) return described[1];
  if (terms.fuzzy.length === 0) return undefined;
  const jamo = toJamo(t);
  return terms.fuzzy.find((kw) => approximateFind(kw, jamo) !== undefined)?.word;
}

// ---------------------------------------------------------------------------------------------
// Tests and treatment
// ---------------------------------------------------------------------------------------------

/** Named tests and imaging, on compact text. */
const TEST_WORDS =
  /(피|혈액|소변|대변|객담|가래|임신반응|임신|호르몬|갑상선|갑상선기능|간기능|신장기능|콩팥기능|지질|콜레스테롤|혈당|당화혈색소|당부하|효소|염증|염증수치|세포|조직|유전자|염색체|알레르기|폐기능|기능|반응|배양|분비물|뇌파|신경전도|근전도|골밀도|청력|시력|발달|인지|신경인지|수면다원|심장|심근효소|전해질|빈혈|응고|혈구|성병|성매개감염|바이러스|항체|결핵|기생충|요산|류마티스|관절액|척수액|뇌척수액|hcg|베타|소변임신|흉부|복부)검사|ct|씨티|mri|엠알|x-?ray|xray|엑스레이|엑스선|x선|엑스[- ]?레이|초음파|내시경|심전도|ekg|ecg|홀터|촬영|사진|조영술|조영|방광경|도말|혈액배양|척수천자|요추천자|뇌파|골밀도|mmse|선별검사|조직검사|세포검사|피검사|피뽑|채혈|혈액|소변|대변|가래|hcg|psa|tsh|crp|cbc|inr|cxr|pft|hrct|abga|echo|d-?dimer|디다이머|트로포닌|에코|배양|현미경|(?<![a-z])ph(?![a-z])/;

/** Concrete treatment modalities, on compact text. */
/**
 * A drug named by its generic name or class ("메트로니다졸", "세프트리악손", "바레니클린", "퀴놀론 계열"):
 * the endings of drug names, on the compact text.
 */
export const DRUG_NAME =
  /[가-힣]{2,}(니다졸|마이신|실린|프로펜|페낙|스타틴|프릴|사르탄|올롤|디핀|졸람|제팜|플록사신|사이클린|솔론|포르민|히친|니클린|아미노펜|클로비르|트리악손|세핌|메타손|프라졸|티딘|라졸|옥세틴|트랄린|탈로프람|피뎀|돌|펜타닐|티미브|피브레이트|프로스톨)|퀴놀론|세팔로스포린|계열|스타틴|statin|ppi|nsaid|ssri/i;

/** Round 34: a tube put in to let the air or fluid out, in lay words ("가슴에 관을 꽂아서 공기를 빼낼게요"): a chest drain. */
const TUBE_DRAIN =
  /관(을)?[가-힣]{0,4}(넣어|꽂아|삽입해|넣고|꽂고)[가-힣]{0,6}(공기|물|고름|피)(를|을)?(빼|뽑)/;

/**
 * Round 36: fluid or pus drawn off with a needle, in lay words ("크고 아프면 바늘로 물을 빼 드릴 수 있어요", "주사기로 고름을
 * 뽑아낼게요"): an aspiration.
 */
export const NEEDLE_DRAIN =
  /(바늘|주사기|주삿바늘)(로|을|를)?[가-힣]{0,6}(물|고름|피|액|체액|관절액)(을|를|만)?[가-힣]{0,2}(빼|뽑|흡인)|흡인(술|해|할|하)/;

// Round 19: 비타민 K, 양압기 (CPAP), 인공눈물.
const TREATMENT_WORDS =
  /비타민[kK]|양압기|인공눈물|이온음료|전해질|수분보충|경구수액|약|항생제|진통제|해열제|소염|수액|주사|수술|시술|입원|금식|절제|인슐린|스테로이드|흡입기|흡입제|물리치료|재활|운동치료|상담|인지행동|보조기|깁스|부목|연고|크림|패치|껌|니코틴|호르몬|투석|수혈|지혈|산소|찜질|치료제|요법|처방|복용|이뇨제|혈압약|방사선|항암|격리|도관|카테터|배액|스텐트|조영술|풍선|제세동|심박동기|박동기|혈전용해|용해제|항응고|진정|안정|휴식|침상|냉찜질|좌욕|식이|식단|다이어트|운동|체중|금연|금주|백신|접종|면역글로불린|감마글로불린|아스피린|관장|완하제|변비약|제산제|위산|헬리코박터|제균|레이저|충격파|쇄석술|분만|유도분만|제왕절개|소파술|메토트렉세이트|주치의|전문의|의뢰|교정|안경|보청기|진단서|상처|소독|드레싱|봉합|꿰매/;

/** Plan lines are free text ("오른쪽 이석 정복술(에플리 수기) 시행"): keep only the words that
 * name a test or a treatment, so "오른쪽" or "필요" never count as a concrete plan. */
const TEST_NOUN =
  /(검사|촬영|사진|초음파|내시경|경검사|조영술|조영|배양|측정|도말|천자|일지|ct|mri|x선|엑스레이|심전도|뇌파|psa|hcg)$/;
const TREATMENT_NOUN =
  /(제|술|요법|치료|수술|시술|주사|약|수액|금식|입원|수혈|투석|글로불린|백신|접종|패치|흡입기|보조기|깁스|부목|찜질|좌욕|재활)$/;

function planWords(items: readonly string[], kind: 'tests' | 'treatment'): string[] {
  const words = new Set<string>();
  for (const item of items) {
    for (const raw of item.split(/[\s,·/()]+/)) {
      const w = compact(raw).replace(/(에는|으로|을|를|은|는|이|가|과|와|및|등|로|에)$/, '');
      if (w.length < 2) continue;
      const keep =
        kind === 'tests'
          ? TEST_NOUN.test(w) || TEST_WORDS.test(w)
          : TREATMENT_NOUN.test(w) || TREATMENT_WORDS.test(w);
      if (keep && !/^(검사|치료|약|제|술)$/.test(w)) words.add(w);
    }
  }
  return [...words];
}

const planCache = new WeakMap<Case, { tests: string[]; treatment: string[] }>();

function planTerms(c: Case): { tests: string[]; treatment: string[] } {
  let p = planCache.get(c);
  if (!p) {
    p = { tests: planWords(c.plan.tests, 'tests'), treatment: planWords(c.plan.treatment, 'treatment') };
    planCache.set(c, p);
  }
  return p;
}

/** The case's own treatment words ("정복술", "항생제"), for explanations the NLU misses. */
export function planTreatmentWords(c: Case): readonly string[] {
  return planTerms(c).treatment;
}

/** Disease-like words, for telling a diagnostic statement (right or wrong) from other talk. */
const DISEASE_TOKEN =
  /^([가-힣]{1,12}?(염|렴|증|암|병|증후군|장애|결석|경색|출혈|궤양|골절|부전|혈증|중독|포진|빈혈|감기|디스크|천식|결핵|두통))(이에요|예요|입니다|이고|이며|이나|이|가|은|는|을|를|으로|로|일|인|과|와|의|에|같|$)/;
const NOT_A_DISEASE = new Set([
  '염증',
  '감염',
  '증상',
  '질환',
  '병',
  '암',
  '증',
  '중독',
  '출혈',
  '통증',
  '두통',
  '장애',
  '경련',
]);

/** The first word in `text` that names some disease (any disease), if one does. */
export function diseaseWord(text: string): string | undefined {
  for (const raw of text.split(/[\s,.!?()]+/)) {
    const m = DISEASE_TOKEN.exec(raw);
    if (m?.[1] && !NOT_A_DISEASE.has(m[1])) return m[1];
  }
  return undefined;
}

/** A bare "검사" qualified only by a vague word or an adnominal ("필요한 검사", "몇 가지 검사"). */
const VAGUE_BEFORE_TEST =
  /(가지|필요한|추가|추가적인|여러|간단한|기본|기본적인|다른|자세한|정밀|몇몇|몇|그|이|어떤|그런|관련|관련된|해당|몇가지|모든|각종|필요)$/;

/** Whether an explanation of tests names at least one concrete test. */
export function namesConcreteTest(text: string, c: Case): boolean {
  const t = compact(text);
  if (TEST_WORDS.test(t)) return true;
  if (planTerms(c).tests.some((w) => t.includes(w))) return true;
  // "갑상선 기능 검사", "뇌 검사": a noun right before 검사 that is not a vague qualifier.
  for (const m of text.matchAll(/([가-힣A-Za-z0-9]+)\s?검사/g)) {
    const before = (m[1] ?? '').replace(/검사$/, '');
    if (before.length === 0) continue;
    if (VAGUE_BEFORE_TEST.test(before)) continue;
    if (/[은는인한된할운던]$/.test(before)) continue;
    return true;
  }
  return false;
}

/**
 * Round 33: a bare promise of medicine names no treatment (EXAMINER-RULES, "A bare promise of medicine"): "약 드릴게요",
 * "일단 약 처방해 드릴게요", "처방해 드릴게요", "먹는 약 드릴게요" say a drug will be given, not which one or what for. A
 * 약 said with nothing before it but a filler, a time or its form, and every 처방 or 복용 (which never say what), are
 * blanked, so that only words that name the drug, its class or what it does are left to match ("위산 줄이는 약", "혈압약",
 * "항생제 처방해 드릴게요" keep theirs). 약국 and 약간 are no drug either.
 */
const BARE_BEFORE =
  /^(그럼|그러면|일단|우선|먼저|오늘|오늘은|지금|지금은|제가|저희가|그리고|네|자|이제|그래서|그러니까|좀|그냥|따로|같이|또|다시|더|당분간|며칠|며칠치|며칠분|이틀치|사흘치|일주일치|일주일분|[0-9]+일치|[0-9]+일분|먹는|드시는|드실|먹을|받으실)$/;
const DRUG_TOKEN = /^(약|약물)(을|를|은|는|이|가|도|좀|만|이랑|하고|으로|로)?$/;
const GLUED_PROMISE =
  /^(그럼|일단|우선|먼저|오늘|오늘은|제가|좀)*(약(을|좀)?(처방|드릴|드려|드리|지어|줄게|줄께|드시|먹)|처방)/;
export function withoutBareDrug(text: string): string {
  const tokens = text.split(/(\s+)/);
  let prev = '';
  let prevBlank = false;
  // What the drug does, told after it ("먹는 약으로 바이러스를 억제할 수 있어요"), names it.
  const DOES_AFTER =
    /^[^.?!]{0,30}(을|를)\s?(억제|누르|누를|눌러|낮추|낮출|낮춰|줄이|줄일|줄여|막아|막을|막는|가라앉|없애|녹이|뚫)/;
  return tokens
    .map((tok, i) => {
      if (/^\s+$/.test(tok) || tok === '') return tok;
      const core = tok.replace(/^[("'“‘]+|[.,!?~)"'”’]+$/g, '');
      const openBefore =
        prev === '' || prevBlank || /[.,!?~]$/.test(prev) || BARE_BEFORE.test(prev.replace(/[.,!?~]+$/, ''));
      const bareDrug =
        (DRUG_TOKEN.test(core) || GLUED_PROMISE.test(core)) &&
        openBefore &&
        !DOES_AFTER.test(tokens.slice(i + 1).join(''));
      // 처방, 복용 say what only through the word before them: "니트로글리세린 처방해 드릴게요" names the drug (a name the
      // lexicons may not know), "약 처방해 드릴게요" and "처방해 드릴게요" do not.
      const bareVerb = /^(처방|복용)/.test(core) && openBefore;
      const blank = bareDrug || bareVerb || /^(약국|약간)/.test(core);
      prev = tok;
      prevBlank = blank;
      return blank ? tok.replace(core, '_'.repeat(Math.max(core.length, 1))) : tok;
    })
    .join('');
}

/** Whether an explanation of treatment names a concrete modality. */
export function namesConcreteTreatment(text: string, c: Case): boolean {
  const t = compact(withoutBareDrug(text));
  if (TREATMENT_WORDS.test(t) || DRUG_NAME.test(t) || TUBE_DRAIN.test(t) || NEEDLE_DRAIN.test(compact(text)))
    return true;
  return planTerms(c).treatment.some((w) => t.includes(w));
}
