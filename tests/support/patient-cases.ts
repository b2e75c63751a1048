/**
 * The case library as the patient engine's round tests use it (rounds 31, 32, 34 and 35): loaded
 * before the file's tests, a case by id, and the reply check of every round's tables
 * (conversation-helpers.ts, `expectReply`). It lives here and not in engine/: the engine's own
 * files, test helpers included, may not import content/load.ts (eslint.config.js, engine zones),
 * since that reads files with Node; its tests may, and so may this test support.
 *
 *   const { byId, check } = caseLibrary();
 *   it.each<Row>([['pulmonary-embolism', ['종아리 부은 건요?', '언제부터요?'], '사흘 전부터']])('%s %j', (...row) => check(row));
 */
import { beforeAll } from 'vitest';
import { loadCases } from '../../content/load';
import type { Case } from '../../content/schema';
import { expectReply, talk as converse, type ReplyRow } from '../../engine/patient/conversation-helpers';
import type { PatientReply } from '../../engine/patient/engine';

/** One row of a round's reply table: case id, utterances in order, what the last reply has (and has not). */
export type Row = ReplyRow;

/** Registers the library's loading before the calling file's tests (call at the file's top level). */
export function caseLibrary(): {
  byId: (id: string) => Case;
  check: (row: Row) => void;
  all: () => readonly Case[];
  /** One encounter with a case by id, each utterance in the context of the ones before; the last reply. */
  talk: (id: string, ...utterances: string[]) => PatientReply;
} {
  let cases: Case[] = [];
  beforeAll(() => {
    cases = loadCases();
  });
  const byId = (id: string): Case => {
    const c = cases.find((x) => x.id === id);
    if (!c) throw new Error(`no case ${id} in the library`);
    return c;
  };
  return {
    byId,
    check: (row) => expectReply(byId(row[0]), row),
    all: () => cases,
    talk: (id, ...utterances) => converse(byId(id), ...utterances),
  };
}
