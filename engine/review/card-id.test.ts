import { describe, expect, it } from 'vitest';
import { reviewCardId } from './card-id';

const user = '0d4c7a52-5a7e-4f0e-9d55-0d3b8f0f6a11';

describe('review card ids', () => {
  it('stay what they were when cards were first made (ids kept on servers and devices)', () => {
    expect(reviewCardId(user, 'acute-appendicitis', 'acute-abdominal-pain.hx.onset')).toBe(
      'f348f19c-1331-55a0-b6eb-09bc96313fde',
    );
    // Korean and astral characters (UTF-8 of 3-4 bytes) in a part.
    expect(reviewCardId(user, '급성-심근경색😀', 'chest-pain.pe.jvp')).toBe(
      'b0e2045c-c5ad-53c8-b950-f16b25b48f20',
    );
  });

  it('depend on the learner, the case and the item only, and tell them apart', () => {
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
