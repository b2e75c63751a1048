import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../../content/load';
import type { Case } from '../../../content/schema';
import { MANOEUVRES } from '../../../content/vocabulary';
import { CASE_READINGS, createPatientEngine, type ChatTurn, type DisclosedFact } from './engine';
import { doorCardAge } from './phrasing';

let cases: Case[];
let appendicitis: Case;
let kawasaki: Case;

beforeAll(() => {
  cases = loadCases();
  appendicitis = cases.find((c) => c.id === 'acute-appendicitis')!;
  kawasaki = cases.find((c) => c.id === 'kawasaki-disease')!;
});

const ask = (c: Case, utterance: string, history: ChatTurn[] = []) =>
  createPatientEngine(c).reply(history, utterance);
const disclosedKeys = (d: DisclosedFact[]) => d.map((f) => `${f.kind}:${f.key}`);
type PatientEngineReply = ReturnType<typeof createPatientEngine>['reply'];

describe('patient engine', () => {
  it('answers the open question with the opening line only', () => {
    for (const c of cases) {
      const r = ask(c, '어디가 불편해서 오셨어요?');
      expect(r.text).toBe(c.persona.openingLine);
      expect(disclosedKeys(r.disclosed)).toEqual(['opening:openingLine']);
    }
  });

  it('answers a history question with that topic only', () => {
    const r = ask(appendicitis, '언제부터 아프셨어요?');
    expect(r.text).toBe(appendicitis.history.onset);
    expect(disclosedKeys(r.disclosed)).toEqual(['topic:onset']);
  });

  it('answers yes/no symptom questions from the case, unlisted symptoms as absent', () => {
    const fever = ask(appendicitis, '열 나세요?');
    expect(fever.text).toBe(`네, ${appendicitis.symptoms.fever!.detail}`);
    const chills = ask(appendicitis, '오한 있으세요?');
    expect(chills.text).toBe(`아니요, ${appendicitis.symptoms.chills!.detail}`);
    expect(appendicitis.symptoms.tinnitus).toBeUndefined();
    const unlisted = ask(appendicitis, '귀에서 소리 나세요?');
    expect(unlisted.text).toMatch(/^아니요, 그런 건 없/);
    expect(disclosedKeys(unlisted.disclosed)).toEqual(['symptom:tinnitus']);
  });

  it('agrees with a negatively phrased question the Korean way', () => {
    expect(ask(appendicitis, '설사는 없으셨어요?').text).toBe(
      `네, ${appendicitis.symptoms.diarrhea!.detail}`,
    );
  });

  it('says it does not know what the case does not cover, and invents nothing', () => {
    expect(appendicitis.history.caffeine).toBeUndefined();
    const r = ask(appendicitis, '커피는 하루에 몇 잔 드세요?');
    expect(r.text).toMatch(/모르겠/);
    expect(r.disclosed).toEqual([]);
    const gibberish = ask(appendicitis, 'asdfgh');
    expect(gibberish.disclosed).toEqual([]);
    expect(gibberish.text).toMatch(/네\?|모르겠/);
  });

  it('reads out exam findings with the reaction, and normal findings for unlisted manoeuvres', () => {
    const r = ask(appendicitis, '(복부를 촉진한다)');
    const palpation = appendicitis.exam.abdomenPalpation!;
    expect(r.text).toBe(`[진찰 소견] 복부 촉진: ${palpation.finding}\n"${palpation.reaction}"`);
    expect(disclosedKeys(r.disclosed)).toEqual(['manoeuvre:abdomenPalpation']);

    expect(appendicitis.exam.liverPalpation).toBeUndefined();
    const normal = ask(appendicitis, '(간 촉진)');
    expect(normal.text).toBe(
      `[진찰 소견] ${MANOEUVRES.liverPalpation.label}: ${MANOEUVRES.liverPalpation.normal}`,
    );

    const stage = ask(kawasaki, '(경부 림프절 촉진)');
    expect(stage.text.split('\n')[1]).toBe(kawasaki.exam.cervicalLymphNodes!.reaction);
  });

  it('takes vital signs from the door card unless the case lists them', () => {
    const d = appendicitis.doorCard;
    expect(ask(appendicitis, '(활력징후 측정)').text).toContain(
      `혈압 ${d.bloodPressure}, 맥박 ${d.pulse}, 호흡 ${d.respiration}, 체온 ${d.temperature}`,
    );
    expect(ask(appendicitis, '(체온 측정)').text).toBe(
      `[진찰 소견] ${MANOEUVRES.vitalSigns.label}: 체온 ${d.temperature}`,
    );
    const mi = cases.find((c) => c.id === 'acute-myocardial-infarction')!;
    expect(ask(mi, '(V/S 측정)').text).toContain(mi.exam.vitalSigns!.finding);
  });

  it('answers several questions in order in one reply', () => {
    const r = ask(appendicitis, '언제부터 아프셨고, 어디가 아프세요?');
    expect(r.text).toBe(`${appendicitis.history.onset} ${appendicitis.history.location}`);
    expect(disclosedKeys(r.disclosed)).toEqual(['topic:onset', 'topic:location']);
  });

  it('answers identity from the door card and lets the informant speak for a child', () => {
    expect(ask(appendicitis, '성함과 나이가 어떻게 되세요?').text).toBe('김민준이고요, 스물네 살이에요.');
    const engine = createPatientEngine(kawasaki);
    expect(engine.greeting()).toContain('서준이 엄마');
    expect(engine.reply([], '아이 이름이랑 나이가 어떻게 되나요?').text).toBe(
      '애 이름은 정서준이고요, 세 살이에요.',
    );
    expect(engine.reply([], '열은 언제부터 났어요?').text).toBe(kawasaki.history.onset);
  });

  it('never lets a parent or carer speak as if they were the male patient', () => {
    const infant = cases.find((c) => c.id === 'infant-vaccination-2-months')!;
    const boy = cases.find((c) => c.id === 'childhood-obesity-lifestyle')!;
    const husband = cases.find((c) => c.id === 'vascular-dementia')!;
    const period = '생리는 규칙적인가요?';
    expect(ask(infant, period).text).toBe('애가 아직 어려서 그런 건 없어요.');
    expect(ask(boy, period).text).toBe('애는 남자아이라서 그런 건 없어요.');
    expect(ask(husband, period).text).toBe('환자는 남자라서 그런 건 없어요.');
    expect(ask(appendicitis, period).text).toBe('저는 남자라서 그런 건 없어요.');
  });

  it('lets a parent give an infant’s age in months, never as 0 years', () => {
    const infant = cases.find((c) => c.id === 'infant-vaccination-2-months')!;
    expect(infant.doorCard).toMatchObject({ age: 0, ageMonths: 2 });
    for (const q of ['아기 나이가 어떻게 되나요?', '아기가 몇 개월이죠?', '아이는 몇 살이에요?']) {
      const r = ask(infant, q);
      expect(r.text, q).toBe('2개월이에요.');
      expect(r.disclosed, q).toEqual([{ kind: 'identity', key: 'age', text: '2개월' }]);
    }
    expect(ask(infant, '아이 이름이랑 나이가 어떻게 되나요?').text).toBe(
      '애 이름은 류건우이고요, 2개월이에요.',
    );
    const toddler = cases.find((c) => c.id === 'simple-febrile-seizure')!;
    expect(ask(toddler, '몇 개월이에요?').text).toBe('18개월이에요.');
    // Under a month: no '0개월'; and a door card without months (none in the library) says 돌 전.
    expect(ask({ ...infant, doorCard: { ...infant.doorCard, ageMonths: 0 } }, '아기 나이는요?').text).toBe(
      '신생아예요.',
    );
    const { ageMonths: _, ...yearsOnly } = infant.doorCard;
    expect(ask({ ...infant, doorCard: yearsOnly }, '아기 나이는요?').text).toBe('돌 전이에요.');
    // A configured model's prompt names the patient as the door card does.
    expect(doorCardAge(infant.doorCard)).toBe('생후 2개월');
    expect(doorCardAge(toddler.doorCard)).toBe('18개월');
    expect(doorCardAge(appendicitis.doorCard)).toBe('24세');
  });

  it('raises concerns one at a time when invited, then has none left', () => {
    const engine = createPatientEngine(appendicitis);
    const history: ChatTurn[] = [];
    const said: string[] = [];
    for (let i = 0; i <= appendicitis.persona.concerns.length; i += 1) {
      const r = engine.reply(history, '궁금한 점 있으세요?');
      said.push(r.text);
      history.push({ sender: 'user', content: '궁금한 점 있으세요?' }, { sender: 'ai', content: r.text });
    }
    expect(said.slice(0, -1)).toEqual(appendicitis.persona.concerns);
    expect(said.at(-1)).toMatch(/없|괜찮/);
  });

  it('is deterministic and consistent on repetition', () => {
    const history: ChatTurn[] = [
      { sender: 'user', content: '안녕하세요' },
      { sender: 'ai', content: '안녕하세요.' },
    ];
    const a = createPatientEngine(appendicitis).reply(history, '잘 모르는 말 ㅁㄴㅇㄹ 어쩌고');
    const b = createPatientEngine(appendicitis).reply(history, '잘 모르는 말 ㅁㄴㅇㄹ 어쩌고');
    expect(a).toEqual(b);
    const engine = createPatientEngine(appendicitis);
    const first = engine.reply([], '언제부터 아프셨어요?');
    const again = engine.reply(
      [
        { sender: 'user', content: '언제부터 아프셨어요?' },
        { sender: 'ai', content: first.text },
      ],
      '언제부터 아프셨어요?',
    );
    expect(again.text).toContain(appendicitis.history.onset!);
    expect(again.disclosed).toEqual(first.disclosed);
  });

  it('acknowledges acts without revealing facts', () => {
    for (const t of [
      '많이 힘드셨겠어요.',
      '정리해 보면 어제부터 아프셨네요. 맞나요?',
      '검사로 CT를 찍어볼 거예요',
      '수고하셨습니다',
      '이해되셨어요?',
    ]) {
      expect(ask(appendicitis, t).disclosed).toEqual([]);
    }
    expect(ask(appendicitis, '정리해 보면 어제부터 아프셨네요. 맞나요?').text).toMatch(/맞/);
  });

  it('answers a short follow-up about the symptom asked just before', () => {
    const chole = cases.find((c) => c.id === 'acute-cholecystitis')!;
    const engine = createPatientEngine(chole);
    const history: ChatTurn[] = [];
    const say = (u: string) => {
      const r = engine.reply(history, u);
      history.push({ sender: 'user', content: u }, { sender: 'ai', content: r.text });
      return r;
    };
    say('토하셨어요?');
    // Vomiting is not the chief complaint: its own words answer '언제부터요?', not history.onset.
    const when = say('그건 언제부터요?');
    expect(when.text).toContain(chole.symptoms.vomiting!.detail!);
    expect(when.text).not.toContain(chole.history.onset!);
    expect(disclosedKeys(when.disclosed)).toEqual(['symptom:vomiting']);
    // About the chief complaint, the case's history answers.
    say('배는 언제부터 아프셨어요?');
    expect(say('얼마나 자주요?').text).toContain(chole.history.duration!);
    // A message with its own subject is not bent to the previous one.
    const cough = say('기침은요?');
    expect(disclosedKeys(cough.disclosed)).toEqual(['symptom:cough']);
  });

  it('answers what the case lacks from a related sentence of the case, or says it does not know', () => {
    const atrophic = cases.find((c) => c.id === 'atrophic-vaginitis')!;
    expect(atrophic.history.menstrualPattern).toBeUndefined();
    const regular = ask(atrophic, '생리는 규칙적이세요?');
    expect(regular.text).toBe(atrophic.history.lmp);
    expect(regular.text).not.toMatch(/모르겠/);
    expect(disclosedKeys(regular.disclosed)).toEqual(['topic:menstrualPattern']);
    expect(appendicitis.history.caffeine).toBeUndefined();
    expect(ask(appendicitis, '커피는 하루에 몇 잔 드세요?').text).toMatch(/모르겠/);
    // A young child has nothing to say about smoking; a household sentence about smoking answers
    // the parent instead, and only that sentence.
    const young = cases.filter((c) => c.persona.informant && c.doorCard.age < 10 && !c.history.smoking);
    const household = (c: Case) =>
      [c.history.living, c.history.environmentalExposure, c.history.family].some((t) =>
        /담배|흡연/.test(t ?? ''),
      );
    const plain = young.find((c) => !household(c));
    if (plain) {
      const r = ask(plain, '담배 피우세요?');
      expect(r.text).toMatch(/어려서/);
      expect(r.disclosed).toEqual([]);
    }
    const home = young.find(household);
    if (home) {
      const r = ask(home, '담배 피우세요?');
      expect(r.text).toMatch(/담배|흡연/);
      expect(r.text.split(/(?<=[.!?])\s+/)).toHaveLength(1);
      expect(disclosedKeys(r.disclosed)).toEqual(['topic:smoking']);
    }
  });

  it('understands the examples the product owner tried, on a case that covers them', () => {
    const chole = cases.find((c) => c.id === 'acute-cholecystitis')!;
    expect(ask(chole, '기름진거 먹고 더 아파요?').text).toBe(chole.history.aggravating);
    expect(ask(chole, '눈이 노래진 적 있어요?').text).toBe(`아니요, ${chole.symptoms.jaundice!.detail}`);
  });

  it('never over-discloses on a generic battery of questions, for every case', () => {
    const battery = [
      '어디가 불편해서 오셨어요?',
      '언제부터 그러셨어요?',
      '어디가 아프세요?',
      '얼마나 아프세요?',
      '다른 증상은요?',
      '열 나세요?',
      '기침은요?',
      '가족 중에 아픈 분 있어요?',
      '술은 얼마나 드세요?',
      '담배 피우세요?',
      '드시는 약 있어요?',
      '(복부를 촉진한다)',
      '(청진할게요)',
      '(활력징후 측정)',
      '궁금한 점 있으세요?',
      '성함이 어떻게 되세요?',
      '많이 힘드셨겠어요.',
      'ㅋㅋㅋ',
      '생리는 규칙적이세요?',
      '기름진거 먹고 더 아파요?',
      '눈이 노래진 적 있어요?',
      '잠은 잘 주무세요?',
      '기분은 어떠세요?',
      '요즘 잘 먹어요?',
      '멍울은 언제 처음 만져지셨어요?',
      '혹시 더 궁금하신 거 있으면 편하게 물어보세요.',
      '오늘 날씨 많이 춥죠?',
    ];
    // Follow-ups after a symptom and after a habit: resolved, they still disclose only what was asked.
    const conversations: [string, string][] = [
      ['토하셨어요?', '언제부터요?'],
      ['열 나세요?', '몇 도까지요?'],
      ['술 드세요?', '얼마나 자주요?'],
      ['옆구리 아프세요?', '어느 쪽이요?'],
      ['어지러우세요?', '몇 번이나요?'],
    ];
    const readings = (keys: Set<string>) => {
      for (const r of CASE_READINGS) if (keys.has(r.from)) keys.add(r.to);
      return keys;
    };
    const check = (c: Case, q: string, r: ReturnType<PatientEngineReply>) => {
      const u = r.understanding;
      const allowed = readings(new Set<string>([...u.topics, ...u.symptoms, ...u.manoeuvres]));
      for (const d of r.disclosed) {
        if (d.kind === 'opening') expect(u.openQuestion).toBe(true);
        else if (d.kind === 'identity') expect(u.acts).toContain('identityCheck');
        else if (d.kind === 'concern') expect(u.invitesQuestions).toBe(true);
        else expect(allowed.has(d.key), `${c.id}: '${q}' disclosed ${d.kind}:${d.key}`).toBe(true);
        if (d.kind === 'topic') expect(r.text).toContain(d.text);
      }
    };
    for (const c of cases) {
      const engine = createPatientEngine(c);
      for (const [first, next] of conversations) {
        const a = engine.reply([], first);
        check(
          c,
          next,
          engine.reply(
            [
              { sender: 'user', content: first },
              { sender: 'ai', content: a.text },
            ],
            next,
          ),
        );
      }
      for (const q of battery) {
        const r = engine.reply([], q);
        const u = r.understanding;
        const allowed = readings(new Set<string>([...u.topics, ...u.symptoms, ...u.manoeuvres]));
        for (const d of r.disclosed) {
          if (d.kind === 'opening') expect(u.openQuestion).toBe(true);
          else if (d.kind === 'identity') expect(u.acts).toContain('identityCheck');
          else if (d.kind === 'concern') expect(u.invitesQuestions).toBe(true);
          else expect(allowed.has(d.key), `${c.id}: '${q}' disclosed ${d.kind}:${d.key}`).toBe(true);
          if (d.kind === 'topic') expect(r.text).toContain(d.text);
        }
      }
    }
  });
});
