/**
 * The lead's walk of 2026-12-08 (issue 16; acute gout asked by a hurried intern) and the classes it found: '나이' read
 * inside '…약이나 이뇨제'; an exam of a body part announced with an invitation is consent; a drug the doctor will give,
 * told after the diagnosis, asks no medication history; red, swollen and warm is the joint's swelling, not a fever; other
 * joints asked are where it is; 'then' after the earlier episodes is those episodes; whether it woke the patient is the
 * case's sentence of the waking; the other joints examined is the joint inspection.
 */
import { describe, expect, it } from 'vitest';
import { caseLibrary, type Row } from '../../tests/support/patient-cases';
import { keys } from './conversation-helpers';

const { check } = caseLibrary();
const PUZZLED = /못 들었|못 알아들|무슨 말씀|다시 한 번|모르겠/;

describe("lead49: '나이' inside a list of drugs is no age asked", () => {
  it.each([
    ['혈압약이나 이뇨제 드시는거 있어요?'],
    ['당뇨약이나 이뇨제 드세요?'],
    ['진통제나 이런거 드셨어요?'],
    ['감기약이나 이명 약 드세요?'],
  ])('%s', (u) => {
    expect(keys(u)).not.toContain('identityCheck');
  });

  it('the age asked is still the identity (control)', () => {
    expect(keys('나이가 어떻게 되세요?')).toContain('identityCheck');
  });
});

describe('lead49: an exam of a body part announced is consent; the other joints examined are inspected', () => {
  it.each([
    ['발 좀 볼게요 아프면 말씀하세요'],
    ['등 좀 볼게요'],
    ['손 좀 보겠습니다'],
    ['팔 좀 볼게요 불편하시면 말씀하세요'],
    ['머리 좀 볼게요 아프면 말씀하세요'],
  ])('%s', (u) => {
    expect(keys(u)).toContain('examConsent');
  });

  it.each([
    ['(다른 관절도 확인)'],
    ['(관절들 모두 살펴본다)'],
    ['(다른 관절 확인)'],
    ['(관절 전부 확인한다)'],
    ['(다른 관절들도 확인)'],
  ])('%s', (u) => {
    expect(keys(u)).toContain('jointInspection');
  });
});

describe('lead49: a drug the doctor will give, told after the diagnosis, asks no medication history', () => {
  it.each<Row>([
    ['acute-gouty-arthritis', ['통풍 같아요', '소염진통제 드리고 얼음찜질 하세요'], /알겠/, /혈압약/],
    ['community-acquired-pneumonia', ['폐렴 같아요', '항생제 처방해 드릴게요'], /./, /메트포르민/],
    ['ureteral-stone', ['요로결석 같아요', '진통제 드릴테니 드시고 물 많이 드세요'], /./, /진통제 두 알/],
    [
      'acute-asthma-exacerbation',
      ['천식이 심해진 거 같아요', '스테로이드 약 드릴게요'],
      /./,
      /살부타몰|흡입기를 썼는데/,
    ],
    [
      'cervical-radiculopathy',
      ['목 디스크 같아요', '소염진통제 드리고 찜질하세요'],
      /알겠/,
      /먹는 약|진통제를/,
    ],
    ['lumbar-disc-herniation', ['허리 디스크 같아요', '진통제 드리고 며칠 쉬세요'], /알겠/, /소염진통제를/],
    [
      'knee-osteoarthritis',
      ['퇴행성 관절염 같아요', '소염진통제 드리고 파스 붙이세요'],
      /./,
      /진통제를 가끔|파스 붙이고/,
    ],
    [
      'acute-lumbar-strain-moving-house',
      ['허리 염좌 같아요', '근육이완제 드리고 찜질하세요'],
      /알겠/,
      PUZZLED,
    ],
  ])('%s %j', (...row) => check(row));
});

describe("lead49: red, swollen and warm is the joint's swelling; other joints asked are where it is", () => {
  it.each([
    ['빨갛게 붓고 열감 있어요?'],
    ['붓거나 뜨끈해요?'],
    ['벌겋게 부어서 뜨거워요?'],
    ['붓고 뜨거워요?'],
  ])('%s', (u) => {
    const k = keys(u);
    expect(k).toContain('jointSwelling');
    expect(k).not.toContain('fever');
  });

  it.each([
    ['다른 관절도 아파요?'],
    ['다른 마디도 부었어요?'],
    ['다른 손가락도 아파요?'],
    ['다른 관절은 괜찮아요?'],
  ])('%s', (u) => {
    const k = keys(u);
    expect(k).toContain('location');
    expect(k).not.toContain('jointPain');
  });

  it.each<Row>([
    ['acute-gouty-arthritis', ['다른 관절도 아파요? 무릎이나 발목'], /다른 관절은 괜찮아요/, /^네/],
    ['acute-gouty-arthritis', ['빨갛게 붓고 열감 있어요?'], /부었어요/, /으슬으슬/],
  ])('%s %j', (...row) => check(row));

  it('a fever asked alone is still the fever (control)', () => {
    expect(keys('열감 있어요?')).toContain('fever');
  });
});

describe("lead49: 'then', right after the earlier episodes, is those episodes; being woken is the case's sentence", () => {
  it.each<Row>([
    [
      'acute-gouty-arthritis',
      ['전에도 이런 적 있었어요?', '그때는 어떻게 나았어요'],
      /저절로 가라앉/,
      PUZZLED,
    ],
    [
      'subarachnoid-hemorrhage',
      ['전에도 이런 두통 있으셨어요?', '그때는 병원 가셨어요?'],
      /넘겼어요/,
      PUZZLED,
    ],
    [
      'episodic-cluster-headache',
      ['예전에도 이런 적 있어?', '그땐 어떻게 됐어요?'],
      /2년 전|밤마다/,
      PUZZLED,
    ],
    ['acute-otitis-media-toddler', ['전에도 이런 적 있었어요?', '그때는 어땠어요?'], /처음|감기/, PUZZLED],
    ['acute-gouty-arthritis', ['자다가 아파서 깼어요?'], /자다가 발가락이 너무 아파서 깼어요/],
    ['croup-laryngotracheobronchitis', ['자다가 깼어요?'], /깼어요/],
    ['posterior-epistaxis-swallowed-blood', ['자다가 깨셨어요?'], /깼는데/],
    ['cervical-radiculopathy', ['자다가 깨세요?'], /깨요/],
    ['acute-gouty-arthritis', ['전에도 이런 적 있었어요?', '그때는 얼마나 갔어요?'], /일주일/, PUZZLED],
    ['intussusception', ['자다가 깼어요?'], /깼|깨/, PUZZLED],
    ['croup-laryngotracheobronchitis', ['자다가 깨서 울었어요?'], /깼어요/, /^아니요/],
  ])('%s %j', (...row) => check(row));
});
