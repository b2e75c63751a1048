import { v5 as uuidV5 } from 'uuid';

/**
 * The id of a review card (issue 24), the same on the server and on the device: a UUID (version 5,
 * RFC 9562) of the learner, the case and the checklist item, the three that make a card unique. A
 * card the device makes when it grades a session offline therefore has the id the server gives the
 * card when it grades the same session, and a later sync replaces it instead of adding a second.
 *
 * `uuid`'s v5 is synchronous in the browser (its own SHA-1) and in node (node's crypto), which
 * matters: this runs inside the server's grading transaction and the device's grading alike.
 */

/** The namespace of review-card ids (a fixed random UUID of this app). */
export const REVIEW_CARD_NAMESPACE = '6f1c2b8e-4a5d-4c3e-9b7a-2d8f0e1a3c5b';

/** The card of one learner, case and checklist item. */
export function reviewCardId(userId: string, scenarioId: string, itemId: string): string {
  return uuidV5(`${userId}\u0000${scenarioId}\u0000${itemId}`, REVIEW_CARD_NAMESPACE);
}
