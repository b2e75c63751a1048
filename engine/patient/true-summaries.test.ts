/**
 * True summaries are confirmed (issue 16, item 2, the opposite class): a patient who corrects a
 * summary that matches the case states something false about its own case, as bad as confirming a
 * wrong one. Written before the engine change, in learners' registers (반말, typos, English chart
 * words, run-on sentences), mixing today's symptoms with earlier episodes, past history, drugs,
 * family and social history, factors, negatives the case confirms, time words and paraphrased
 * sites. Mixed summaries still correct only their false part. A sweep composes true summaries
 * mechanically from each sampled case's own fact sentences and expects every one confirmed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { createPatientEngine } from './engine';
import { expectCorrected, facts, talk } from './conversation-helpers';

let cases: Case[];
const byId = (id: string) => cases.find((c) => c.id === id)!;
beforeAll(() => {
  cases = loadCases();
});

/** A true summary: no '아니요', a natural yes, and no fact told as a correction. */
function expectTrue(caseId: string, utterance: string) {
  const r = talk(byId(caseId), utterance);
  expect(r.text, `${caseId}: ${utterance}`).not.toMatch(/아니요|아닙니다|달라요|다릅니다/);
  expect(r.text, `${caseId}: ${utterance}`).toMatch(/^(네|예)/);
  expect(facts(r), `${caseId}: ${utterance} → ${r.text}`).toEqual([]);
}

const MI = 'acute-myocardial-infarction';
const APP = 'acute-appendicitis';
const GB = 'acute-cholecystitis';
const SAH = 'subarachnoid-hemorrhage';
const PE = 'pulmonary-embolism';
const STONE = 'ureteral-stone';
const CAP = 'community-acquired-pneumonia';
const MIG = 'migraine-with-aura';

describe('earlier episodes are checked against the earlier episodes, not today’s pain', () => {
  it('confirms the brief’s example and its paraphrases', () => {
    expectTrue(MI, '정리하면 가슴 한가운데가 조이듯이 아프고 한 달 전부터 계단 오를 때 그랬네요');
    expectTrue(
      MI,
      '정리하면 한 달 전부터 계단 오르면 가슴이 뻐근했는데 쉬면 괜찮아졌고 오늘은 한 시간 전부터 계속 아프신 거죠?',
    );
    expectTrue(
      MI,
      '요약하면 한시간전부터 가슴 가운데가 쥐어짜듯 아프고 전에도 계단 오를때 가슴 뻐근한 적 있었던거죠',
    );
    expectTrue(
      MI,
      '정리해보면 예전에 계단 올라갈 때 가슴이 뻐근했다가 쉬면 좋아졌고, 오늘은 쉬어도 안 나아지는 거네요',
    );
    expectTrue(
      MI,
      '정리하면 exertional chest pain이 한 달 전부터 있었고 오늘 아침 7시쯤 운전하다가 갑자기 아프기 시작한 거지?',
    );
  });

  it('confirms earlier attacks of other presentations told in the summary', () => {
    expectTrue(
      GB,
      '정리하면 어젯밤부터 오른쪽 윗배가 아프고 작년부터 기름진 거 먹으면 그런 적이 몇 번 있었던 거죠?',
    );
    expectTrue(
      SAH,
      '정리하면 두 시간 전에 상자 들다가 갑자기 머리가 아팠고 일주일 전에도 세수하다가 띵하게 아팠던 적 있으신 거죠?',
    );
    expectTrue(
      MIG,
      '정리하면 고등학생 때부터 가끔 두통이 있었고 요즘 석 달 사이에 잦아졌고 오른쪽 관자놀이가 욱신거리는 거죠?',
    );
  });

  it('still corrects a first time said against earlier episodes', () => {
    expectCorrected(byId(MI), '정리하면 가슴 한가운데가 조이듯이 아프고 이런 건 처음이신 거죠?', [
      'topic:experience',
    ]);
  });
});

describe('factors, sites and negatives the case confirms', () => {
  it('confirms aggravating and relieving factors in the patient’s meaning', () => {
    expectTrue(
      MI,
      '정리하면 한 시간 전부터 가슴이 아프고 숨 쉬거나 움직여도 더 아프진 않고 쉬어도 안 나아지는 거죠?',
    );
    expectTrue(
      APP,
      '정리하면 어제 저녁부터 배가 아프고 걸을 때나 기침할 때 울려서 더 아프고 누워서 무릎 구부리면 좀 나은 거죠?',
    );
    expectTrue(
      GB,
      '정리하면 어젯밤부터 오른쪽 갈비뼈 밑이 아프고 숨 크게 들이쉬면 더 아프고 웅크리면 좀 나으신 거죠?',
    );
    expectTrue(PE, '정리하면 오늘 아침부터 숨이 차고 숨 깊게 들이쉬면 오른쪽 가슴이 찌르듯 아프신 거죠?');
    expectTrue(CAP, '정리하면 나흘 전부터 기침 가래 있고 기침하면 오른쪽 가슴이 아프고 열나는 거죠?');
  });

  it('confirms paraphrased sites and onsets in time words', () => {
    expectTrue(
      APP,
      '정리하면 어제 저녁 8시쯤부터 배꼽 주변이 아프다가 오늘 새벽부터 오른쪽 아랫배가 아프신 거죠?',
    );
    expectTrue(
      GB,
      '정리하면 어젯밤 11시쯤부터 명치랑 오른쪽 윗배가 아프고 오른쪽 날개뼈 밑으로 뻗치는 거죠?',
    );
    expectTrue(
      STONE,
      '정리하면 새벽 2시쯤 왼쪽 옆구리가 갑자기 아팠고 아랫배랑 사타구니 쪽으로 내려갔고 아침에 소변이 붉었던 거죠?',
    );
    expectTrue(
      SAH,
      '정리하면 2시간 전 갑자기 뒷머리가 아프기 시작했고 지금은 머리 전체가 아프고 뒷목까지 당기시는 거죠?',
    );
  });

  it('confirms negatives the case confirms, in 반말 and typos', () => {
    expectTrue(APP, '정리하면 어제 저녁부터 배아프고 토했고 열은 있고 설사는 없었던거지?');
    expectTrue(MI, '정리하면 한시간 전부터 가슴 아프고 식은땀 나고 메슥거리는데 토하진 않았고 열은 없는거죠');
    expectTrue(STONE, '정리하면 새벽부터 옆구리 아프고 소변 볼때 따갑진 않고 열도 없는거죠?');
    expectTrue(PE, '정리하면 오늘 아침부터 숨차고 기침은 없고 열도 없고 피임약 드시는 거죠?');
  });

  it('confirms English chart words', () => {
    expectTrue(MI, '정리하면 onset은 1시간 전이고 radiation은 왼쪽 어깨랑 팔로 있고 diaphoresis 있는 거죠?');
    expectTrue(APP, '요약하면 어제 저녁 onset이고 RLQ pain이고 fever 있고 N/V 있는 거죠?');
  });
});

describe('past, drugs, family and social history in a summary', () => {
  it('confirms past history, drugs, family and habits with their own dates', () => {
    expectTrue(
      MI,
      '정리하면 5년 전에 고혈압이랑 당뇨 진단받았고 약은 잘 안 드시고 아버지가 심장마비로 돌아가셨고 담배 40년 피우신 거죠?',
    );
    expectTrue(
      GB,
      '정리하면 5년 전부터 혈압약 드시고 어머니가 쓸개 돌 수술하셨고 어젯밤부터 오른쪽 윗배가 아프신 거죠?',
    );
    expectTrue(
      PE,
      '정리하면 1년 전부터 피임약 드시고 담배 10년 피우셨고 어머니가 다리 혈관에 피떡이 생겼었고 오늘 아침부터 숨이 차신 거죠?',
    );
    expectTrue(
      CAP,
      '정리하면 5년 전부터 당뇨 있으시고 메트포르민 드시고 나흘 전부터 기침하고 이틀 전부터 열이 나신 거죠?',
    );
    expectTrue(
      SAH,
      '정리하면 3년 전 검진에서 혈압 높다고 했는데 약은 안 드셨고 언니분이 뇌출혈로 돌아가셨고 두 시간 전부터 머리 아프신 거죠?',
    );
  });

  it('reads a frequency as a frequency, never as when it began', () => {
    expectTrue(CAP, '정리하면 나흘 전부터 기침하고 술은 일주일에 두세 번 소주 반 병 드시는 거죠?');
    expectTrue(SAH, '정리하면 두 시간 전부터 머리 아프고 막걸리 일주일에 서너 번 드시는 거죠?');
    expectTrue(MIG, '정리하면 두통약을 한 달에 열흘 정도 드시고 와인은 한 달에 한두 번 드시는 거죠?');
    expectTrue(APP, '정리하면 어제 저녁부터 배 아프고 맥주는 한 달에 두세 번 드시는 거죠?');
  });
});

describe('mixed summaries still correct only their false part', () => {
  it('corrects a wrong onset beside a true earlier episode', () => {
    expectCorrected(
      byId(MI),
      '정리하면 한 달 전부터 계단 오를 때 가슴이 뻐근했고 이번엔 어제부터 계속 아프신 거죠?',
      ['topic:onset'],
    );
  });
  it('corrects a factor the case denies beside a true earlier episode', () => {
    expectCorrected(byId(MI), '정리하면 한 달 전부터 계단 오를 때 그랬고 오늘은 숨쉴 때 더 아프신 거죠?', [
      'topic:aggravating',
    ]);
  });
  it('corrects a wrong symptom beside true factors', () => {
    expectCorrected(byId(APP), '정리하면 걸을 때 울려서 더 아프고 설사도 하셨죠?', ['symptom:diarrhea']);
  });
  it('corrects a wrong drug beside a true frequency', () => {
    expectCorrected(byId(CAP), '정리하면 술은 일주일에 두세 번 드시고 혈압약 드시는 거죠?', [
      'topic:medication',
    ]);
  });
});

/** Strips a case sentence's ending so it reads as a clause of a learner's summary. */
const clauseOf = (s: string) =>
  s
    .replace(/[.!?]\s*$/, '')
    .replace(/(이에요|예요|이요|요|어유|슈|심더|예)$/, '')
    .trim();

type HistoryKey = keyof Case['history'];
const SWEPT: readonly HistoryKey[] = ['onset', 'location', 'character', 'radiation', 'experience'];

describe('sweep: summaries composed from each sampled case’s own fact sentences are confirmed', () => {
  it('confirms every one, alone and beside the location', () => {
    const sample = [...cases].sort((a, b) => a.id.localeCompare(b.id)).filter((_, i) => i % 4 === 0);
    const wrong: string[] = [];
    let n = 0;
    for (const c of sample) {
      const engine = createPatientEngine(c);
      const first = (t: HistoryKey) => c.history[t]?.split(/(?<=[.!?])\s+/)[0];
      const loc = first('location');
      for (const t of SWEPT) {
        const s = first(t);
        if (!s) continue;
        const utts = [`정리하면 ${clauseOf(s)} 그런 거죠?`];
        if (loc && t !== 'location') utts.push(`정리하면 ${clauseOf(loc)} 아프고 ${clauseOf(s)} 그런 거죠?`);
        for (const u of utts) {
          n += 1;
          const r = engine.reply([], u);
          if (/^아니/.test(r.text)) wrong.push(`${c.id} [${t}] ${u} → ${r.text}`);
        }
      }
    }
    expect(n).toBeGreaterThan(300);
    // Left after round 9 (engine/README.md): one summary, a toddler's fever clause whose
    // condition carries a negation ('열이 날 땐 보채는데, 해열제 먹고 열이 떨어지면'); round 8 left
    // five ('힘이 빠져서 팔이 안 들려' and a dialect '-는디' clause are confirmed since); never more.
    expect(wrong.length, wrong.join('\n')).toBeLessThanOrEqual(1);
  });
});
