/**
 * Issue 17, round 28: a child's encounter graded as an adult's. Sentences of our own (none from the locked part or the
 * holdout). The lead played croup (a 2-year-old, the mother answers) in strict mode and found three classes:
 *
 * A. 반말 to the child is not 반말 to the carer (EXAMINER-RULES, round 28 decision): a clause that calls the child by
 * name or by a child's 호칭 with 야/아 (with or without a comma), the clauses after it in the same message until the
 * carer is named, a clause that speaks to the child as a child (the carer as 엄마/아빠/할머니 in the third person, the
 * learner as 선생님, praise and comfort, an instruction to the child's body during the exam) are said to the child.
 * Only what is said to the carer counts. Telegraphic noun questions ("몇도까지?", like "언제부터?") are no 반말.
 * B. Polite rewrites are Korean: politeForm over 60+ telegraphic and 반말 fragments, checked by grammar rules.
 * C. A young child's items, examples and warnings: no adult-only item text, no example asking the carer about the
 * carer's own diseases, weight or habits, no malignancy warning for croup.
 */
import { describe, expect, it } from 'vitest';
import { loadCase } from '../../bench/grader/dataset';
import { caseChecklist } from '../../content/case-checklist';
import { banmalUses, isBanmal, politeForm } from './courtesy';
import { exampleFor } from './examples';
import { gradeEncounter, type TranscriptMessage } from './grade';

const CROUP = 'croup-laryngotracheobronchitis'; // 노태오, 2, 어머니
const INTUS = 'intussusception'; // 최은호, 1, 어머니
const KAWASAKI = 'kawasaki-disease'; // 정서준, 3, 어머니
const PSGN = 'post-streptococcal-glomerulonephritis'; // 송지호, 8, 어머니
const NORO = 'norovirus-gastroenteritis'; // 심하준, 4, 외할머니
const MYCO = 'mycoplasma-pneumonia-child'; // 채이준, 7, 어머니
const OTITIS = 'acute-otitis-media-toddler'; // 인서아, 1, 아버지

function session(lines: readonly string[]): TranscriptMessage[] {
  return lines.flatMap((u, i): TranscriptMessage[] => [
    { id: `u${i + 1}`, sender: 'user', content: u },
    { id: `a${i + 1}`, sender: 'ai', content: '네.' },
  ]);
}
const banmal = (caseId: string, lines: readonly string[]) => banmalUses(session(lines), loadCase(caseId));

describe('round 28 A: 반말 to the child is not 반말 to the carer', () => {
  const toChild: [string, string[]][] = [
    [CROUP, ['태오야 안녕~ 목 아파?', '어머니, 열은 몇 도까지 났나요?', '태오야 아~ 해 볼까? 금방 끝나']],
    [CROUP, ['우리 태오 많이 힘들었구나', '태오 엄마 품에 안겨 있어. 선생님이 가슴 소리 들어 볼게']],
    [INTUS, ['은호야 배 좀 볼게 괜찮아', '은호야 여기 아파? 조금만 참아']],
    [KAWASAKI, ['서준아 안녕 눈 좀 보자', '서준아 입 크게 벌려 볼까? 아~ 잘하네', '손 좀 보여줘 잘했어']],
    [PSGN, ['지호야 몇 살이야? 학교 다녀?', '지호야 다리 좀 보여줘. 눌러도 안 아프지?']],
    [NORO, ['하준아 할머니 손 꼭 잡고 있어', '하준아 배 만져 볼게 아프면 말해']],
    [OTITIS, ['아가야 귀 좀 볼게 안 아프게 할게', '아빠가 꼭 안아 줄 거야. 잘했어 잘했어']],
    [MYCO, ['이준아 숨 크게 쉬어 봐', '이준아 기침 언제부터 했어? 밤에 더 심해?']],
  ];
  for (const [caseId, lines] of toChild)
    it(`${caseId}: ${lines[0]}`, () => {
      expect(banmal(caseId, lines)).toEqual([]);
    });

  it('telegraphic noun questions are no 반말 (몇도까지? like 언제부터?)', () => {
    for (const t of ['몇도까지?', '언제까지?', '몇 시까지?', '가족중에 천식이나 알레르기?', '어디까지?'])
      expect(isBanmal(t), t).toBe(false);
  });

  const toCarer: [string, string[], number][] = [
    [CROUP, ['태오야 안녕~', '어머니 언제부터 그랬어?', '열은 몇 도였어?'], 2],
    [INTUS, ['은호야 안녕', '은호 언제부터 울었어?', '토했어?'], 2],
    [KAWASAKI, ['서준아 안녕. 어머니, 열 며칠째야?', '해열제 먹였어?'], 2],
    [PSGN, ['지호야 안녕, 어머니 소변 색 어땠어?', '최근에 목 아팠어?'], 2],
    [NORO, ['하준아 안녕', '할머니, 하준이 언제부터 설사했어?', '몇 번 했어?'], 2],
  ];
  for (const [caseId, lines, n] of toCarer)
    it(`control, said to the carer: ${caseId}: ${lines.slice(1).join(' / ')}`, () => {
      expect(banmal(caseId, lines).length).toBe(n);
    });

  it('the croup encounter: no 반말 note for the child, and strict grading shows none', () => {
    const r = gradeEncounter({
      caseData: loadCase(CROUP),
      messages: session([
        '안녕하세요, 학생의사 김민수입니다.',
        '태오야 안녕~ 목 아파?',
        '몇도까지?',
        '전에도 이런 적?',
      ]),
    });
    expect(r.improvementAreas.map((a) => a.description).join(' ')).not.toMatch(/반말/);
  });
});

/** Round 28 B: grammar rules for a polite rewrite. */
export function politeProblems(out: string): string[] {
  const p: string[] = [];
  const body = out.replace(/[?？!.~…]+$/, '');
  if (/까죠/.test(out)) p.push('까죠');
  if (!/(요|죠)$/.test(body)) p.push('no 해요체 ending');
  if (/(다|니|냐|야|적|것|요)요$|[가-힣]자요$/.test(body)) p.push('요 after a plain ending or a bare noun');
  const copula = /([가-힣])이나요$/.exec(body)?.[1];
  if (/(뭐|누구|어디|언제)나요$/.test(body) || (copula && (copula.charCodeAt(0) - 0xac00) % 28 > 0))
    p.push('copula read as 나요');
  if (/(^|\s)시죠$/.test(body)) p.push('시죠 as a word of its own (잘 시죠)');
  if (/[가-힣]시죠$/.test(body)) {
    const stem = body.at(-3)!;
    const jong = (stem.charCodeAt(0) - 0xac00) % 28;
    if (jong > 0 && jong !== 8) p.push('시죠 after a closed stem (먹시죠)');
  }
  // A noun with a final consonant before 죠 needs its copula (열이죠, not 열죠): a verb or adjective stem is allowed.
  const m = /([가-힣])죠$/.exec(body);
  if (m) {
    const ch = m[1]!;
    const jong = (ch.charCodeAt(0) - 0xac00) % 28;
    const stemOk =
      jong === 20 ||
      jong === 0 ||
      jong === 8 ||
      /[있없맞찮많좋싫같않싶먹잡넣듣받읽찾앉괜겠괜낫춥덥밉곱]/.test(ch);
    if (!stemOk) p.push('noun+죠 without a copula');
  }
  return p;
}

/** Telegraphic and 반말 fragments learners type, as typed. */
const FRAGMENTS = [
  '몇도까지?',
  '전에도 이런 적?',
  '가족중에 천식이나 알레르기?',
  '침 흘리거나 못삼키는건?',
  '언제부터?',
  '밥은?',
  '아파?',
  '먹었어?',
  '뭐 먹었어?',
  '어디 아파?',
  '언제까지?',
  '몇 시까지?',
  '열은 몇도?',
  '몇 번?',
  '토한 적?',
  '입원한 적?',
  '다친 적은?',
  '약은?',
  '기침은?',
  '숨찬건?',
  '콧물은 언제부터?',
  '소변은 잘 봐?',
  '변은 어때?',
  '잘 먹어?',
  '잘 자?',
  '열나?',
  '열 있지?',
  '괜찮지?',
  '많이 힘들지?',
  '아프니?',
  '먹었니?',
  '토했냐?',
  '몇 살이니?',
  '몇 살이야?',
  '누구니?',
  '뭐니?',
  '이름이 뭐야?',
  '뭐야?',
  '어디야?',
  '몇 번이니?',
  '좀 볼까?',
  '누워 봐',
  '아 해 봐',
  '숨 크게 쉬어',
  '여기 눌러도 돼?',
  '아프면 말해',
  '좀 보여줘',
  '가만히 있어',
  '일어나 봐',
  '같이 보자',
  '약 먹자',
  '여기 앉자',
  '많이 아팠겠다',
  '많이 놀랐겠다',
  '잘했다',
  '한번 볼게',
  '알았어',
  '그래?',
  '맞아?',
  '아픈데?',
  '기침할 때 어떤데?',
  '열은 없고?',
  '설사는 몇 번 했어?',
  '가래 나와?',
  '숨쉬기 힘들어?',
  '전에도 그랬어?',
  '가족 중에 비슷한 사람?',
  '예방접종은 다 맞았지?',
  '어린이집 다니지?',
  '머리 아퍼?',
];

describe('round 28 B: polite rewrites are grammatical', () => {
  it(`over ${FRAGMENTS.length} fragments`, () => {
    expect(FRAGMENTS.length).toBeGreaterThanOrEqual(60);
    const bad = FRAGMENTS.map((f) => [f, politeForm(f), politeProblems(politeForm(f))] as const).filter(
      ([, , p]) => p.length > 0,
    );
    expect(bad).toEqual([]);
  });

  it('the rewrites of the lead’s fragments, exactly', () => {
    expect(politeForm('몇도까지?')).toBe('몇도까지요?');
    expect(politeForm('전에도 이런 적?')).toBe('전에도 이런 적 있어요?');
    expect(politeForm('몇 살이니?')).toBe('몇 살이에요?');
    expect(politeForm('뭐니?')).toBe('뭐예요?');
    expect(politeForm('약 먹자')).toBe('약 먹으시죠');
    expect(politeForm('많이 놀랐겠다')).toBe('많이 놀랐겠어요');
    expect(politeForm('아프니?')).toBe('아프나요?');
    expect(politeForm('밥은?')).toBe('밥은요?');
    expect(politeForm('잘 자?')).toBe('잘 자요?');
  });

  it('the rules catch the old failures (the check itself is no rubber stamp)', () => {
    expect(politeProblems('몇도까죠?')).not.toEqual([]);
    expect(politeProblems('전에도 이런 적요?')).not.toEqual([]);
    expect(politeProblems('몇 살이나요?')).not.toEqual([]);
    expect(politeProblems('약 먹시죠')).not.toEqual([]);
    expect(politeProblems('많이 놀랐겠다요')).not.toEqual([]);
    expect(politeProblems('천식죠?')).not.toEqual([]);
    expect(politeProblems('잘 시죠?')).not.toEqual([]);
  });
});

describe('round 28 C: a young child is graded as a child', () => {
  const item = (caseId: string, key: string) =>
    caseChecklist(loadCase(caseId)).find((i) => i.id.endsWith(`.${key}`));

  it('croup: no adult item text (ACE inhibitors, TB contacts, weight loss and night sweats, 금연)', () => {
    const texts = caseChecklist(loadCase(CROUP))
      .map((i) => i.text)
      .join('\n');
    expect(texts).not.toMatch(/혈압약|ACE|결핵|식은땀|체중 감소|금연|마스크/);
    // The same items stay (the ids do not change), in a child's words.
    expect(item(CROUP, 'hx.medication')?.text).toMatch(/해열제|아이/);
    expect(item(CROUP, 'ed.lifestyle')?.text).toMatch(/간접흡연|가습|달래/);
  });

  it('an adult presentation’s items, for a toddler: past history and medication in a child’s words', () => {
    expect(item(INTUS, 'hx.pastMedical')?.text).not.toMatch(/고혈압|당뇨|담석|위궤양/);
    expect(item(INTUS, 'hx.medication')?.text).not.toMatch(/아스피린|진통소염제/);
    expect(item(INTUS, 'hx.event')?.text).not.toMatch(/과음/);
    expect(item(INTUS, 'hx.severity')?.text).not.toMatch(/0-10/);
    expect(item(KAWASAKI, 'hx.pastMedical')?.text).not.toMatch(/고혈압|당뇨/);
    expect(item(PSGN, 'hx.pastMedical')?.text).not.toMatch(/고혈압|당뇨/);
    expect(item(PSGN, 'hx.medication')?.text).not.toMatch(/이뇨제|혈압약/);
  });

  it('examples to the carer ask about the child, not the carer’s own illnesses, weight or habits', () => {
    for (const [caseId, key] of [
      [CROUP, 'hx.pastMedical'],
      [CROUP, 'hx.medication'],
      [CROUP, 'hx.constitutional'],
      [INTUS, 'hx.pastMedical'],
      [KAWASAKI, 'hx.pastMedical'],
      [PSGN, 'hx.medication'],
    ] as const) {
      const e = exampleFor(item(caseId, key)!, loadCase(caseId));
      expect(e, `${caseId} ${key}`).toMatch(/아이|아기|애|[가-힣]{1,2}(이가|가|는|이는) /);
      expect(e, `${caseId} ${key}`).not.toMatch(
        /고혈압이나 당뇨|앓고 계신|드시고 계신|살이 빠지셨|일부러 빼지/,
      );
    }
  });

  it('a carer taught home care for a coughing child has been given the lifestyle advice', () => {
    const verdict = (caseId: string, line: string) =>
      gradeEncounter({
        caseData: loadCase(caseId),
        messages: session(['안녕하세요, 학생의사 김민수입니다.', line]),
      }).checklistResults.find((x) => x.itemId.endsWith('.ed.lifestyle'))?.performance;
    expect(verdict(CROUP, '물을 자주 먹이시고 방이 건조하지 않게 가습기를 틀어 주세요.')).toBe('yes');
    expect(verdict(MYCO, '물 자주 먹이시고 방에 가습기 틀어 두세요.')).toBe('yes');
    // Controls: passive smoking was credited before too.
    expect(verdict(CROUP, '아이 옆에서는 담배 피우지 않게 해 주세요.')).toBe('yes');
    expect(verdict(MYCO, '집에서 담배 피우시는 분 있으면 아이 곁에서는 절대 피우지 않게 해 주세요.')).toBe(
      'yes',
    );
    expect(verdict(MYCO, '내일 다시 오세요.')).toBe('no');
  });

  it('croup graded thin: the summary warns of nothing a toddler’s croup does not carry', () => {
    const r = gradeEncounter({
      caseData: loadCase(CROUP),
      messages: session(['안녕하세요, 학생의사 김민수입니다.', '어떻게 오셨어요?', '언제부터 그랬어요?']),
    });
    const all = [r.qualitativeFeedback, ...r.improvementAreas.flatMap((a) => [a.description, a.advice])].join(
      '\n',
    );
    expect(all).not.toMatch(/악성 질환|결핵/);
  });

  it('croup with only the weight and sweats question missed: no malignancy warning, no adult example', () => {
    const c = loadCase(CROUP);
    const asked = caseChecklist(c)
      .filter((i) => i.section === '병력청취' && !i.id.endsWith('.constitutional'))
      .map((i) => `${i.text.replace(/\s*(을|를)?\s*물었다$/, '')}에 대해 말씀해 주시겠어요?`);
    const r = gradeEncounter({
      caseData: c,
      messages: session(['안녕하세요, 학생의사 김민수입니다.', '어떻게 오셨어요?', ...asked]),
    });
    const all = [r.qualitativeFeedback, ...r.improvementAreas.flatMap((a) => [a.description, a.advice])].join(
      '\n',
    );
    expect(all).not.toMatch(/악성 질환|결핵/);
    expect(all).not.toMatch(/앓고 계신 병이 있으세요\? 고혈압이나 당뇨/);
  });
});
