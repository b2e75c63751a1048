/**
 * Round 33 (issue 16, the lead's walk of nsaid-gastric-ulcer-bleeding): a summary's wrong colour of
 * what was vomited or passed is corrected from the case's sentence of that colour, never confirmed.
 */
import { describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import { createPatientEngine, type ChatTurn } from './engine';

const cases = new Map(loadCases().map((c) => [c.id, c]));

function reply(caseId: string, utterance: string, history: ChatTurn[] = []): string {
  return createPatientEngine(cases.get(caseId)!).reply(history, utterance).text;
}

describe('round 33: a summary with the wrong colour of vomit or stool is corrected', () => {
  it.each([
    // Coffee grounds summarised as bright red blood.
    ['nsaid-gastric-ulcer-bleeding', '그러니까 어제부터 빨간 피를 토하셨고 변은 괜찮으신 거죠?', /거무튀튀/],
    ['dieulafoy-lesion', '정리하면 커피 찌꺼기 같은 걸 토하셨고 변은 까맣게 나오신 거죠?', /새빨간 피/],
    [
      'gastric-cancer-bleeding',
      '요약해 보면 선홍색 피를 토하셨고 한 달 전부터 변이 까만 거죠?',
      /커피 찌꺼기/,
    ],
    // Bright red blood summarised as coffee grounds.
    [
      'esophageal-variceal-bleeding',
      '정리해 보면 커피색 같은 걸 토하셨고 변은 까맣게 나오는 거죠?',
      /새빨간 피/,
    ],
    ['mallory-weiss-syndrome', '술 드시고 토하다가 까만 피를 토하신 거 맞죠?', /새빨간 피/],
    // Stool: bright red blood summarised as black stool, and the other way round.
    ['internal-hemorrhoids', '정리하면 변 보실 때 까만 변이 나오시는 거죠?', /새빨간 피/],
    [
      'nsaid-gastric-ulcer-bleeding',
      '요약하면 오늘 아침에 토하셨고 변에 빨간 피가 섞여 나오는 거죠?',
      /새까맣/,
    ],
  ])('%s: %s', (caseId, summary, truth) => {
    const r = reply(caseId, summary);
    expect(r).toMatch(/아니|달라/);
    expect(r).toMatch(truth);
  });

  it.each([
    // The right colour: no colour correction (dark red is red enough, and dark enough).
    ['nsaid-gastric-ulcer-bleeding', '정리하면 오늘 아침에 까만 걸 토하셨고 변도 까맣게 나오신 거죠?'],
    ['esophageal-variceal-bleeding', '정리하면 오늘 새빨간 피를 두 번 토하셨고 변은 까맣게 나오신 거죠?'],
    ['diverticular-bleeding', '정리하면 변에 빨간 피가 핏덩어리랑 섞여서 세 번 나오신 거죠?'],
  ])('%s: the right colour is not corrected: %s', (caseId, summary) => {
    const r = reply(caseId, summary);
    expect(r).not.toMatch(/거무튀튀|커피 찌꺼기|포도주/);
  });
});
