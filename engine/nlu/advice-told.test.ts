/**
 * An activity forbidden for a while is advice told, not a history question (lead, 2026-12-07, issue 16 item 10):
 * walked as a resident to a young man with a pneumothorax, "비행기는 당분간 타면 안 돼" drew his travel history
 * ("최근에 어디 안 갔어요. 다음 달에 비행기 탈 예정이에요.") and "잠수는 하시면 안 됩니다" a request to repeat.
 */
import { describe, expect, it } from 'vitest';
import { analyzeUtterance } from './analyze';

describe('an activity forbidden for a while', () => {
  it.each([
    '비행기는 당분간 타면 안 돼',
    '비행기는 당분간 타시면 안 돼요',
    '잠수는 하시면 안 됩니다',
    '무거운 건 들지 마세요',
    '당분간 운동은 하지 마세요',
    '한 달 동안은 등산 가시면 안 돼요',
  ])('%s is lifestyle advice, no history topic', (text) => {
    const u = analyzeUtterance(text);
    expect(u.education).toContain('lifestyle');
    expect(u.topics).toEqual([]);
  });

  it.each(['너무 걱정하지 마세요', '긴장하지 마세요', '비행기 탈 예정 있어요?', '운동은 얼마나 하세요?'])(
    '%s is not advice of an activity',
    (text) => {
      expect(analyzeUtterance(text).education).not.toContain('lifestyle');
    },
  );
});
