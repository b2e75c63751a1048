/**
 * What a graded session does to one review card (issue 24), decided the same way on the server
 * (review-service, the authority) and on the device (a session graded offline), so both queues
 * move alike. Grades can arrive out of order, so a session moves a card only when it ended (`at`)
 * no earlier than what the card already knows.
 *
 * - clear: the item was earned after it was last missed → the card leaves the queue;
 * - create: missed, and there is no card yet → a new card (newSchedule(at));
 * - renew: missed after the card was earned → it comes back as new (newSchedule(at));
 * - refresh: missed again while in the queue → its text and closest turn are refreshed, its
 *   schedule kept;
 * - keep: nothing to do (an older session, or an item earned with no card in the queue).
 */
export type CardMove = 'clear' | 'create' | 'renew' | 'refresh' | 'keep';

export interface CardDates {
  missedAt: Date;
  /** When a later session earned the item (the card is out of the queue); null while queued. */
  clearedAt: Date | null;
}

export function cardMove(card: CardDates | undefined, missed: boolean, at: Date): CardMove {
  const newer = (when: Date | null) => !when || at.getTime() >= when.getTime();
  if (!missed) return card && !card.clearedAt && newer(card.missedAt) ? 'clear' : 'keep';
  if (!card) return 'create';
  if (card.clearedAt) return newer(card.clearedAt) ? 'renew' : 'keep';
  return newer(card.missedAt) ? 'refresh' : 'keep';
}
