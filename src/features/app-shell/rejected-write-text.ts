/** 이 or 가 after `word`, by whether its last syllable has a final consonant. */
function subjectParticle(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  if (code < 0 || code > 11_171) return '이(가)';
  return code % 28 === 0 ? '가' : '이';
}

/**
 * The notice's heading: "'급성 충수염' 즐겨찾기 추가가 반영되지 않았습니다". What the change was
 * (`what`) and what the device undid come from the outbox registry (describeOutboxWrite).
 */
export function rejectedWriteTitle(what: string): string {
  return `${what}${subjectParticle(what)} 반영되지 않았습니다`;
}
