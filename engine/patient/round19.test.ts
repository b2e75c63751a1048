/**
 * Issue 16, round 19: classes found in four new tune encounters (bench/patient/conversations-r19.yaml:
 * nitrous oxide misuse asked in 반말, cirrhosis with a 전라도 persona, angiodysplasia with a 경상도
 * grandmother, an acquaintance rape) and the ones left by the last session. Each block is a class,
 * with controls; the rows marked in the commit fail on the engine before this round.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { facts, talk } from './conversation-helpers';
import { createPatientEngine, dayCountsOf } from './engine';
import { inRegister, PHRASES, registerOf, type Register } from './phrasing';

let cases: Case[];
const byId = (id: string) => cases.find((c) => c.id === id)!;
beforeAll(() => {
  cases = loadCases();
});

/** How many times a reply says a phrase. */
const times = (text: string, phrase: string) => text.split(phrase).length - 1;

describe('a sentence whose content another sentence of the reply says is said once', () => {
  it.each([
    // '옆구리 아파요? 어느쪽?': the flank pain's detail and the location both say the left flank hurts.
    ['ruptured-abdominal-aortic-aneurysm', '옆구리 아파요? 어느쪽?', '왼쪽 옆구리'],
    // '…왼쪽 아랫배가 쥐어짜듯 아파요. 왼쪽 아랫배가 아파요.'
    ['ulcerative-colitis', '배 아파요? 어디가요?', '왼쪽 아랫배'],
    // '배 전체가 찢어질 것처럼 아파요. 배 전체가 다 아파요.'
    ['perforated-peptic-ulcer', '배 아파요? 어디가요?', '배 전체가'],
    // '…무릎 아래 전체랑 손가락 끝도 저려요. 발부터 무릎 아래까지, 손가락 끝도 저려요.'
    ['nitrous-oxide-misuse-b12-deficiency', '어디어디 저려? 손도?', '손가락 끝도'],
    // '어제부터 일고여덟 번 토했어요. … 어제부터 일고여덟 번이요.'
    ['diabetic-ketoacidosis', '토했어요? 몇 번이요?', '일고여덟 번'],
    // '배꼽 주변이 쥐어뜯는 것처럼 아파유. 배꼽 주변이 제일 아파유.' is news ('제일'); the first and
    // '네, 배꼽 주위가 …' repeats are what is left out.
    ['staphylococcal-food-poisoning', '배 아파요? 어디가요?', '배꼽 주변이'],
  ])('%s: %s', (id, question, phrase) => {
    const r = talk(byId(id), question);
    expect(times(r.text, phrase), r.text).toBe(1);
    // Every topic told is in the words the reply says.
    for (const d of r.disclosed)
      if (d.kind === 'topic') for (const x of d.text.split(/(?<=[.!?])\s+/)) expect(r.text).toContain(x);
  });

  it.each([
    // Two answers to two things, both short denials: kept (since round 22 the second goes on the
    // list, naming what it denies, instead of '아니요, 그런 건 없습니다.' once more).
    [
      'vitamin-b12-deficiency-post-gastrectomy',
      '열은 몇 도까지 났어요? 오한도요?',
      ['열은 없습니다', '떨리는 것도 없습니다'],
    ],
    // A word of its own is news: '콩팥 병 있는 사람도' after '혈액 병 있는 사람은'.
    ['renovascular-hypertension-fibromuscular-dysplasia', '가족 중에 아픈 분 계세요?', ['콩팥']],
    // 'Only once a night' after 'five or six times a week': '한 번', '싸' alone say little.
    ['primary-nocturnal-enuresis', '얼마나 아프세요?', ['한 번만']],
  ])('%s: %s keeps what is news (control)', (id, question, kept) => {
    const r = talk(byId(id), question);
    for (const k of kept) expect(r.text, r.text).toContain(k);
  });
});

describe('the opening yes or no agrees with the part asked about', () => {
  it.each([
    ['aortic-dissection', '다리 저리거나 힘빠지는건'],
    ['aortic-dissection', '다리에 힘 빠지는 건요?'],
    ['aortic-dissection', '오른팔 저려요?'],
    ['nitrous-oxide-misuse-b12-deficiency', '팔에 힘 빠져?'],
  ])('%s: %s is not answered yes of another limb', (id, question) => {
    const r = talk(byId(id), question);
    expect(r.text, r.text).not.toMatch(/^(네|예|응),/);
    expect(r.text.length).toBeGreaterThan(5);
  });

  it.each([
    ['aortic-dissection', '왼팔 저려요?'],
    ['aortic-dissection', '팔 힘은요?'],
    ['nitrous-oxide-misuse-b12-deficiency', '다리에 힘 빠져요?'],
  ])('%s: %s keeps its yes (control)', (id, question) => {
    expect(talk(byId(id), question).text).toMatch(/^(네|예),/);
  });

  it('across the library, a symptom told of one limb only is not affirmed of the other', () => {
    const arm = /팔|손/;
    const leg = /다리|발(?!작|열|진|생)|무릎|종아리/;
    const wrong: string[] = [];
    for (const c of cases)
      for (const s of ['weakness', 'numbness'] as const) {
        const f = c.symptoms[s];
        const first = f?.present ? f.detail?.split(/(?<=[.!?])\s+/)[0] : undefined;
        if (!first) continue;
        const q =
          arm.test(first) && !leg.test(first)
            ? s === 'weakness'
              ? '다리에 힘 빠지는 건요?'
              : '다리 저린 건요?'
            : leg.test(first) && !arm.test(first)
              ? s === 'weakness'
                ? '팔에 힘 빠지는 건요?'
                : '팔 저린 건요?'
              : undefined;
        if (!q) continue;
        const text = createPatientEngine(c).reply([], q).text;
        if (/^(네|예|응),/.test(text) && text.includes(first)) wrong.push(`${c.id}: ${q} → ${text}`);
      }
    expect(wrong).toEqual([]);
  });
});

describe('a summary corrected says its no once', () => {
  it.each([
    ['aortic-dissection', '정리하면 오늘 아침부터 가슴이 아프셨고 등은 안 아프신거죠?'],
    ['aortic-dissection', '정리하면 어제부터 아프셨고 등으로는 안 퍼지는 거죠?'],
    ['colonic-angiodysplasia', '정리하면 어제부터 피가 섞인 변을 보셨고 배도 좀 아프신거죠?'],
  ])('%s: %s', (id, summary) => {
    const r = talk(byId(id), summary);
    expect(r.text).toMatch(/^아니요, 그게 좀 달라/);
    expect(times(r.text, '아니요'), r.text).toBe(1);
  });
});

describe('when a named finding or exposure began is answered of it', () => {
  it('a finding restated to ask when ("…생겼다고 하셨는데 언제 봤어요?") is that finding', () => {
    const c = byId('bacterial-meningitis');
    const r = talk(c, '다리에 빨간 점이 생겼다고 하셨는데 언제 봤어요?');
    expect(r.text).toContain('아침에 보니 정강이에');
    expect(r.text).not.toContain(c.history.onset!.split(/(?<=[.!?])\s+/)[0]!);
    expect(facts(r)).toContain('symptom:rash');
  });

  it.each([
    ['bacterial-meningitis', '빨간 점은 언제부터요?', '정강이에 빨간 점'],
    ['acute-myeloid-leukemia', '다리에 빨간 점 있어요?', '빨간 점이 오톨도톨'],
    ['hemolytic-uremic-syndrome-stec', '다리에 빨간 점 있다고 하셨는데 언제 생겼어요?', '빨간 점이 몇 개'],
  ])('%s: %s (red spots are the rash)', (id, question, said) => {
    expect(talk(byId(id), question).text).toContain(said);
  });

  it('a restated symptom with another question after it is still not asked (control)', () => {
    const r = talk(byId('bacterial-meningitis'), '머리가 아프다고 하셨는데 잠은 잘 주무세요?');
    expect(r.understanding.symptoms).not.toContain('headache');
  });

  it.each([['휘핑가스는 언제부터 했어?'], ['아산화질소는 언제부터 했어요?'], ['해피벌룬은 얼마나 됐어요?']])(
    'nitrous oxide: %s after what and how much was told is when it began',
    (question) => {
      const c = byId('nitrous-oxide-misuse-b12-deficiency');
      const r = talk(c, '혹시 휘핑가스 같은 거 해 본 적 있어요?', question);
      expect(r.text).toContain('9개월 됐어요');
      expect(r.text).not.toContain('3주 전에');
    },
  );

  it.each([['혹시 풍선이나 휘핑가스 같은거 해본적 있어?'], ['해피벌룬 해봤어요?'], ['아산화질소 마셔요?']])(
    'nitrous oxide named by its street names is the substance use: %s',
    (question) => {
      expect(talk(byId('nitrous-oxide-misuse-b12-deficiency'), question).understanding.topics).toContain(
        'substanceUse',
      );
    },
  );
});

describe('two topics run together are both answered', () => {
  it.each([
    ['alcoholic-cirrhosis-coagulopathy', '입맛은요 체중은', ['밥맛', '몸무게']],
    ['alcoholic-cirrhosis-coagulopathy', '체중은요 입맛은', ['밥맛', '몸무게']],
    ['colonic-angiodysplasia', '입맛은요 몸무게는', ['입맛', '몸무게']],
    ['alcoholic-cirrhosis-coagulopathy', '몸무게는?', ['몸무게']],
  ])('%s: %s', (id, question, said) => {
    const text = talk(byId(id), question).text;
    for (const s of said) expect(text, text).toContain(s);
  });
});

describe('surgery or a hospital stay asked together gets both', () => {
  it.each([
    ['copd-acute-exacerbation', '일주일 입원했어요'],
    ['post-stroke-epilepsy', '뇌경색으로 입원했어요'],
    ['acute-asthma-exacerbation', '두 번 입원했어요'],
    ['lithium-toxicity', '한 달 입원했어요'],
  ])('%s: 수술이나 입원한 적 있으세요? tells the stay', (id, stay) => {
    const c = byId(id);
    const text = talk(c, '수술이나 입원한 적 있으세요?').text;
    expect(text).toContain(stay);
    if (c.history.surgery) expect(text).toContain(c.history.surgery.split(/(?<=[.!?])\s+/)[0]!);
  });

  it("someone else's stay is not the patient's (control)", () => {
    const text = talk(byId('herpes-zoster'), '수술이나 입원한 적 있으세요?').text;
    expect(text).not.toMatch(/아내/);
  });
});

describe("the engine's own words in a dialect are a dialect's, or standard", () => {
  /** Endings no speaker uses: made by swapping the last syllable of a standard one. */
  const ROUGH = /세예|이세\?|네라[.?]|게라[.?]|안녕해|계세\.|군예|하시오\.|겠어라\?|셨어라\?|거예\?/;
  const phrases = (): string[] => {
    const out: string[] = [];
    const walk = (x: unknown): void => {
      if (typeof x === 'string') out.push(x);
      else if (Array.isArray(x)) x.forEach(walk);
      else if (x && typeof x === 'object') Object.values(x).forEach(walk);
    };
    walk(PHRASES);
    return out;
  };

  it.each(['chungcheong', 'gyeongsang', 'jeolla', 'banmal'] as const)(
    'no phrase said in %s has a made-up ending',
    (r: Register) => {
      const rough = phrases()
        .map((p) => inRegister(p, r, () => false))
        .filter((p) => ROUGH.test(p));
      expect(rough).toEqual([]);
    },
  );

  it.each([
    ['gyeongsang', '...? 무슨 말씀이세요?', '...? 무슨 말씀이십니꺼?'],
    ['gyeongsang', '네? 뭐라고 하셨어요?', '예? 뭐라고 하셨습니꺼?'],
    ['gyeongsang', '아... 그렇군요.', '아... 그렇네예.'],
    ['gyeongsang', '잘 모르겠어요.', '잘 모르겠어예.'],
    ['jeolla', '아, 네... 그렇네요.', '아, 예... 그렇네요.'],
    ['jeolla', '네, 맞아요.', '예, 맞아라.'],
    ['chungcheong', '아... 그렇군요.', '아... 그렇구먼유.'],
    ['banmal', '안녕하세요.', '안녕하세요.'],
    ['banmal', '네, 알겠습니다.', '응, 알겠어.'],
    ['banmal', '...? 무슨 말씀이세요?', '...? 무슨 말이야?'],
    ['hao', '잘 모르겠어요.', '잘 모르겠소.'],
  ] as const)('%s: %s → %s', (r, standard, said) => {
    expect(inRegister(standard, r, () => false)).toBe(said);
  });

  it('the 경상도 and 전라도 personas of round 19 greet and ask back in plain words', () => {
    for (const id of ['colonic-angiodysplasia', 'alcoholic-cirrhosis-coagulopathy']) {
      const c = byId(id);
      expect(['gyeongsang', 'jeolla']).toContain(registerOf(c));
      for (const u of [
        '안녕하세요 학생의사입니다',
        'asdf',
        'ㄴㅇㄹㅁ',
        '오늘 날씨 많이 춥죠',
        '많이 놀라셨죠',
      ])
        expect(talk(c, u).text).not.toMatch(ROUGH);
    }
  });
});

describe('summaries of round 19 checked against the case', () => {
  it("a month against '두어 달' is corrected, two months is not", () => {
    const c = byId('alcoholic-cirrhosis-coagulopathy');
    const wrong = talk(c, '정리해보면 한달 전부터 멍이 들었고 술은 하루에 한병 정도 드시는거 맞죠?').text;
    expect(wrong).toMatch(/^아니요, 그게 좀 달라/);
    expect(wrong).toContain('두어 달 전부터');
    expect(wrong).toContain('멍이 잘 드는 건 맞아');
    expect(talk(c, '정리해보면 두 달 전부터 멍이 들었고 술은 매일 드시는 거죠?').text).toMatch(/^예, 맞아/);
  });

  it.each([
    ['두어 달 전부터', [60, 90]],
    ['서너 주', [21, 28]],
    // Every loose number the counts know dates a span too (one table for both).
    ['네댓 달 됐어요', [120, 150]],
    ['예닐곱 년 전부터', [2190, 2555]],
  ])("a span counted loosely ('%s') is every number it may mean", (text, days) => {
    expect(dayCountsOf(text)).toEqual(days);
  });

  it("'서너 달' holds three and four months", () => {
    const c = byId('cervical-spondylotic-myelopathy');
    expect(talk(c, '정리하면 여섯 달 전부터 목이 더 뻐근해지신 거죠?').text).toMatch(/^(아니요|아닙니다)/);
  });

  it('an assault dated a week ago when it was four days ago is corrected by its first sentence', () => {
    const c = byId('sexual-assault-delayed-acquaintance');
    const r = talk(c, '정리하면 일주일 전에 모르는 사람한테 당하셨고 지금 임신이 걱정되시는거죠?');
    // The wrong day named before the right one (round 37's correction; round 38 kept it).
    expect(r.text).toMatch(/^아니요, 그게 좀 달라요\. 일주일 전이 아니라 나흘 전 토요일 밤/);
    expect(r.text).not.toContain('콘돔');
  });
});

describe('learner phrasings of round 19', () => {
  it.each([
    ['alcoholic-cirrhosis-coagulopathy', '주로 어디에 들어요', 'location'],
    ['hemophilia-a-child', '멍이 어떻게 생겼어요?', 'character'],
  ])('%s: %s is %s', (id, question, key) => {
    expect(talk(byId(id), question).understanding.topics).toContain(key);
  });

  it.each([['예전보다 더 많이 해야 느낌 와?'], ['처음보다 더 많이 마셔야 취해요?']])(
    'nitrous oxide: %s is the tolerance, not the course',
    (question) => {
      const r = talk(byId('nitrous-oxide-misuse-b12-deficiency'), question);
      expect(r.understanding.topics).toEqual(['tolerance']);
      expect(r.text).toContain('열 개 넘게');
    },
  );

  it("'예전보다 더 심해졌어?' is still the course (control)", () => {
    expect(
      talk(byId('nitrous-oxide-misuse-b12-deficiency'), '예전보다 더 심해졌어?').understanding.topics,
    ).toEqual(['course']);
  });

  it("'어디 들어가요?' is no place where bruises come (control)", () => {
    expect(
      talk(byId('alcoholic-cirrhosis-coagulopathy'), '어디 들어가요?').understanding.topics,
    ).not.toContain('location');
  });
});
