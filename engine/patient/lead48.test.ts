/**
 * The lead's walk of 2026-12-08 (issue 16; a suicide-risk interview of a widow who came for sleeping pills) and the
 * classes it found, each in the four suicide-risk cases: someone to call when it is hard is the support system; what
 * makes one want to live is the protective factors; how often 'that thought' comes, right after the thoughts of death,
 * is those thoughts; a promise asked is given; a request to hand over the pills is heard.
 */
import { describe, it } from 'vitest';
import { caseLibrary, type Row } from '../../tests/support/patient-cases';

const { check } = caseLibrary();
const CASES = [
  'major-depression-suicide-risk',
  'adolescent-suicidal-ideation',
  'burnout-passive-suicidal-ideation-low-risk',
  'conscript-soldier-suicidal-ideation',
] as const;
const PUZZLED = /못 들었|못 알아들|무슨 말씀|다시 한 번|모르겠/;

describe('lead48: someone to call when it is hard is the support system', () => {
  it.each<Row>(CASES.map((id) => [id, ['힘들때 연락할 수 있는 분 있으세요?'], /./, PUZZLED]))(
    '%s %j',
    (...row) => check(row),
  );
});

describe('lead48: what makes one want to live is the protective factors', () => {
  it.each<Row>(
    CASES.map((id) => [id, ['살아야겠다고 생각하게 하는 이유가 있다면 뭐가 있을까요'], /./, PUZZLED]),
  )('%s %j', (...row) => check(row));
});

describe("lead48: how often 'that thought' comes, after the thoughts of death, is those thoughts", () => {
  it.each<Row>(
    CASES.map((id) => [
      id,
      ['죽고 싶다는 생각 해보신 적 있으세요?', '그런 생각은 얼마나 자주 드세요'],
      /매일|두세 번|자주/,
      PUZZLED,
    ]),
  )('%s %j', (...row) => check(row));
});

describe('lead48: a promise asked is given; a request to hand over the pills is heard', () => {
  it.each<Row>([
    ...CASES.map((id): Row => [id, ['저랑 약속해주실 수 있으세요?'], /약속|해 볼게요|하겠습니다/, PUZZLED]),
    ...CASES.map((id): Row => [id, ['그 약은 가족분께 맡겨주세요'], /알겠/, PUZZLED]),
  ])('%s %j', (...row) => check(row));
});

describe('lead48: a life event a summary dates otherwise is corrected from the case, and dates nothing of the complaint', () => {
  it.each<Row>([
    [
      'major-depression-suicide-risk',
      ['정리하면 석달전 남편분 돌아가시고 잠을 못 주무시고 죽고 싶다는 생각이 드신다는 거죠?'],
      /^아니요.*여섯 달 전에 남편이/,
    ],
    [
      'white-coat-hypertension',
      ['정리하면 1년 전에 남편분 돌아가시고 혼자 사신다는 거죠?'],
      /^아니요.*3년 전에 돌아가시고/,
    ],
    [
      'pancreatic-body-cancer',
      ['정리하면 3년 전에 퇴직하시고 배가 아프신 거죠?'],
      /7년 전에 정년퇴직/,
      /석 달쯤 전부터/,
    ],
    [
      'malignant-pleural-effusion-breast-cancer',
      ['정리하면 5년 전에 퇴직하시고 숨이 차신 거죠?'],
      /2년 전에 퇴직/,
      /한 달쯤 전부터/,
    ],
    [
      'advanced-gastric-cancer',
      ['정리하면 3년 전에 배 타는 일 그만두시고 속이 안 좋으신 거죠?'],
      /5년 전에 그만두고/,
      /넉 달쯤/,
    ],
    // Controls: the right day is confirmed.
    ['white-coat-hypertension', ['정리하면 3년 전에 남편분 돌아가시고 혼자 사신다는 거죠?'], /^네/],
    [
      'major-depression-suicide-risk',
      ['정리하면 여섯 달 전에 남편분 돌아가시고 잠을 못 주무신다는 거죠?'],
      /^네/,
    ],
  ])('%s %j', (...row) => check(row));
});
