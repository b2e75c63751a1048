/**
 * Round 36 (issues 16 + 17, the lead's walk as a hurried learner): common phrasings the shared
 * understanding read as nothing. Each class with phrasings of its own beyond the phrasing bank; all
 * of them read nothing or the wrong key before this round.
 */
import { describe, expect, it } from 'vitest';
import { analyzeUtterance } from './analyze';

function keysOf(text: string): string[] {
  const u = analyzeUtterance(text);
  return [...new Set([...u.topics, ...u.symptoms, ...u.manoeuvres, ...u.acts, ...u.education])].sort();
}

const cases: Record<string, [string, string][]> = {
  // How long, without a subject: the complaint's duration.
  'how long, no subject': [
    ['얼마나 지속됐어요?', 'duration'],
    ['얼마나 오래 아팠어?', 'duration'],
    ['얼마나 오래 아파요?', 'duration'],
    ['오래 갔어요?', 'duration'],
    ['몇 번이나 그랬어?', 'duration'],
    ['오래 가나요?', 'duration'],
    ['몇 번이나 아프셨어요?', 'duration'],
  ],
  // Pain anywhere: where it hurts; another place ('또 아픈 데') the associated question.
  'pain anywhere': [
    ['아프신데는 없으세요?', 'location'],
    ['아픈 데는 없으세요?', 'location'],
    ['아픈 곳은 없으세요?', 'location'],
    ['혹시 아프신 곳은 없어요?', 'location'],
    ['또 아픈 곳 있어요?', 'associated'],
  ],
  'where exactly': [
    ['어디가요 정확히', 'location'],
    ['정확히 어디?', 'location'],
    ['어디요 정확히?', 'location'],
    ['어디 정확히?', 'location'],
    ['정확히는 어디?', 'location'],
    ['어딘데 정확히?', 'location'],
  ],
  // What was eaten, a food named: food history (+ event, the convention).
  'food history with named foods': [
    ['어제 빨간 음식이나 비트 같은거 드셨어요?', 'event foodHistory'],
    ['그저께 비트 주스 먹었어?', 'event foodHistory'],
    ['최근에 용과나 블루베리 드셨어요?', 'event foodHistory'],
    ['어제 초밥 드셨어?', 'event foodHistory'],
    ['라면 먹었어요 어제?', 'event foodHistory'],
    ['덜 익은 계란 드셨어요?', 'event foodHistory'],
    ['주말에 외식하셨어요?', 'event foodHistory'],
    ['증상 전에 먹은 음식은요?', 'event foodHistory'],
  ],
  // Where in the stream the blood comes is the character of red urine (the red-urine checklist's C),
  // not its onset, duration or colour; red urine itself is the hematuria.
  'hematuria timing (character)': [
    ['소변 처음부터 끝까지 다 빨개요 아니면 끝에만?', 'character'],
    ['피가 소변 끝에만 비쳐요?', 'character'],
    ['혈뇨가 처음부터 끝까지 계속 나와요?', 'character'],
    ['소변 끝부분만 빨개요?', 'character'],
    ['소변이 처음에만 붉어요?', 'character'],
    ['피가 소변 처음이랑 끝 중 어디에 섞여요?', 'character'],
    ['소변이 빨개요?', 'hematuria'],
  ],
  // Exam manoeuvres described in plain words.
  'manoeuvres described': [
    ['(옆구리를 주먹으로 톡톡 친다)', 'cvaTenderness'],
    ['(왼쪽 등 아래를 주먹으로 툭 친다)', 'cvaTenderness'],
    ['허리 양옆 주먹으로 살짝 칠게요', 'cvaTenderness'],
    ['(정강이를 손가락으로 꾹 눌러 본다)', 'legEdema'],
    ['(발등을 꾹 눌러 봄)', 'legEdema'],
    ['(다리 쭉 편 채로 천천히 올림)', 'straightLegRaise'],
    ['(목 옆 핏줄이 서 있는지 본다)', 'jugularVenousPressure'],
    ['(펜라이트로 눈에 빛 비춰 봄)', 'pupils'],
    ['(귀 속에 불빛 비춰서 본다)', 'otoscopy'],
    ['(고개를 앞으로 숙여 본다)', 'nuchalRigidity'],
    ['(손톱 끝을 눌렀다 뗀다)', 'capillaryRefill'],
    ['(허리뼈를 하나씩 눌러 본다)', 'spineTenderness'],
    ['(가슴에 청진기 대고 심장 소리 듣는다)', 'heartAuscultation'],
    ['(배를 눈으로 본다)', 'abdomenInspection'],
    ['(목을 만져 멍울 있는지 본다)', 'cervicalLymphNodes'],
    ['(면봉으로 다리를 건드려 본다)', 'sensoryExam'],
  ],
  // A quality offered or said bare, a scale given by its top, what made it better.
  'qualities, scales and what helps': [
    ['콕콕 쑤셔요 아니면 묵직해요?', 'character'],
    ['뻐근해요?', 'character'],
    ['욱신거려요?', 'character'],
    ['지끈해요?', 'character'],
    ['너무 아파서 참기 힘들어요?', 'severity'],
    ['아파서 견디기 힘들 정도예요?', 'severity'],
    ['덜 아픈 때는 언제예요?', 'relieving'],
  ],
};

describe('round 36: common learner phrasings are read', () => {
  for (const [cls, rows] of Object.entries(cases)) {
    it.each(rows)(`${cls}: %s → %s`, (text, want) => {
      expect(keysOf(text)).toEqual(want.split(' ').sort());
    });
  }
});

describe('round 36: what must not change', () => {
  it.each([
    ['숨찬 게 평소보다 얼마나 심해졌어요?', 'course dyspnea'],
    ['얼마나 지속되셨어요?', 'duration'],
    ['한 번 그러면 얼마나 오래 가?', 'duration'],
    ['정확히 어느 쪽?', 'location'],
    ['처음 아팠던 곳이랑 지금 아픈 곳이 달라요?', 'location'],
    ['아픈 곳 손으로 가리켜 주세요', 'location'],
    ['어제 저녁에 삼겹살 먹었어요?', 'event foodHistory'],
    ['제일 아팠을 때를 10이라면 지금은요?', 'severity'],
    ['찜질하면 좀 나아요?', 'relieving'],
    ['얼마나 자주 아파요?', 'duration'],
    ['담배 얼마나 오래 피우셨어요?', 'smoking'],
    ['제 손가락 보고 코 번갈아 짚어 보세요', 'fingerToNose'],
    ['다른 데 아픈 데는요?', 'associated'],
    ['혈뇨 처음 본 게 언제예요?', 'hematuria onset'],
    ['소변 볼 때 아프거나 피가 나거나 하진 않아요?', 'dysuria hematuria'],
    ['어제 술 드셨어요?', 'alcohol'],
    ['끼니는 잘 챙겨 먹어?', 'diet'],
  ])('%s → %s', (text, want) => {
    expect(keysOf(text)).toEqual(want.split(' ').sort());
  });
});
