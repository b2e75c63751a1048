import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REVIEW_CARD_NAMESPACE, reviewCardId, uuidV5 } from './card-id';

/** RFC 9562 version-5 UUID with node's SHA-1, to check the hand-written one against. */
function nodeUuidV5(name: string, namespace: string): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1')
    .update(Buffer.concat([ns, Buffer.from(name, 'utf8')]))
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

describe('review card ids', () => {
  it('are RFC 9562 version-5 UUIDs (the RFC example, and node SHA-1 over names of every length)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
    // Lengths around SHA-1's 64-byte blocks; Korean, accented and astral characters (UTF-8 of 2-4 bytes).
    for (const length of [0, 1, 39, 40, 47, 48, 55, 56, 63, 64, 120, 200]) {
      const name = [...'a가é😀'.repeat(length)].slice(0, length).join('');
      expect(uuidV5(name, REVIEW_CARD_NAMESPACE)).toBe(nodeUuidV5(name, REVIEW_CARD_NAMESPACE));
    }
  });

  it('depend on the learner, the case and the item only, and tell them apart', () => {
    const user = '0d4c7a52-5a7e-4f0e-9d55-0d3b8f0f6a11';
    const id = reviewCardId(user, 'acute-appendicitis', 'acute-abdominal-pain.hx.onset');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(reviewCardId(user, 'acute-appendicitis', 'acute-abdominal-pain.hx.onset')).toBe(id);
    const others = [
      reviewCardId(
        '0d4c7a52-5a7e-4f0e-9d55-0d3b8f0f6a12',
        'acute-appendicitis',
        'acute-abdominal-pain.hx.onset',
      ),
      reviewCardId(user, 'acute-cholecystitis', 'acute-abdominal-pain.hx.onset'),
      reviewCardId(user, 'acute-appendicitis', 'acute-abdominal-pain.hx.location'),
      // The parts are kept apart: moving text from one to the next is another card.
      reviewCardId(user, 'acute-appendicitis-', 'acute-abdominal-pain.hx.onset'),
    ];
    expect(new Set([id, ...others]).size).toBe(5);
  });
});
