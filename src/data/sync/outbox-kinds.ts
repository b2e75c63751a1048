/**
 * The kinds of write a learner's device queues in its outbox, and the one registry that says, for
 * each kind, which request delivers it (built from contract/api-paths.ts), how a refusal by the
 * server is undone on the device (the repo that made the write puts back what it replaced), and
 * how it is told to the learner in Korean (the rejected-writes notice).
 *
 * An entry stores its `kind` and a typed `payload`, never a method or a path: the request is built
 * when it is sent, so code that needs to know what an entry is about reads its kind (a switch the
 * compiler checks), not its URL. Entries queued before kinds existed (Dexie version 10 upgrade)
 * get theirs from their request once, through `writeFromLegacyRequest`; one that matches no kind
 * becomes 'legacy-request' and is still sent as it was, with nothing to undo.
 */
import type { Table } from 'dexie';
import { apiPaths } from '../../../contract/api-paths';
import type { CreateFeedbackBody } from '../../../contract/feedback';
import type { DeviceTurnBody } from '../../../contract/practice';
import type { ReviewRating } from '../../../contract/review-cards';
import type { OutboxEntry } from '../db';

/** The payload of each kind of queued write. */
export interface OutboxPayloads {
  /** Library star or bookmarks-tab removal: POST (add) / DELETE (remove) cases/{id}/bookmark. */
  bookmark: { scenarioId: string; bookmarked: boolean };
  /** 나의 메모 of an incorrect note. */
  'note-memo': { scenarioId: string; userMemo: string };
  /** 오답노트 표시 (hasNote) of a practised case. */
  'note-status': { scenarioId: string; hasNote: boolean };
  /** A feedback post written offline (its draft has the entry's id). */
  'feedback-post': CreateFeedbackBody;
  /** A free-practice session started on the device, with the id it made. */
  'practice-start': {
    practiceSessionId: string;
    scenarioId: string;
    selectedAiPersonalityId: string;
    /** A retry of this graded session's missed items (issue 24); absent for an ordinary start. */
    retryOfSessionId?: string;
    /** A blind practice (issue 24): the server keeps the flag on the session. */
    blind?: boolean;
  };
  /** A turn the device answered itself: only the learner's words go to the server. */
  'device-turn': { sessionId: string } & DeviceTurnBody;
  /** The end of a free-practice session, with its memo. */
  'practice-complete': {
    sessionId: string;
    practiceMemo: string;
    /** When the learner ended it on the device (ISO); absent on entries queued before it was sent. */
    completedAt?: string;
  };
  /** A mock exam's case started on the device, with the session id it made. */
  'mock-case-start': { mockExamSessionId: string; scenarioId: string; practiceSessionId: string };
  /** The end of one case of a mock exam, with its memo. */
  'mock-case-complete': { mockExamSessionId: string; scenarioId: string; practiceMemo: string };
  /** The submission of a mock exam for grading. */
  'mock-exam-complete': { mockExamSessionId: string };
  /** A mock exam given up. */
  'mock-exam-abandon': { mockExamSessionId: string };
  /** A review card rated (issue 24): FSRS grade 1-4 and when, scheduled on the device already. */
  'review-rating': { cardId: string; rating: ReviewRating; reviewedAt: string };
  /** An entry queued before version 10 whose request matched no kind: sent as it was stored. */
  'legacy-request': { method: string; path: string; body: unknown };
}

export type OutboxKind = keyof OutboxPayloads;

/** A queued write: its kind and that kind's payload (one member per kind). */
export type OutboxWrite<K extends OutboxKind = OutboxKind> = {
  [P in K]: { kind: P; payload: OutboxPayloads[P] };
}[K];

/** The HTTP request that delivers a write, under /api/v1. */
export interface OutboxHttpRequest {
  method: string;
  /** Without a leading slash, e.g. "cases/12/bookmark". */
  path: string;
  /** JSON body; none is sent when absent. */
  body?: unknown;
}

/** How a refused write is told to the learner. */
export interface WriteDescription {
  /** What the learner did, e.g. "'급성 충수염' 즐겨찾기 추가". */
  what: string;
  /** What the device did about it (the rollback), or '' when there is nothing to say. */
  undone: string;
}

/** A repo that undoes its refused writes of the kinds in `E`, inside the given transaction. */
export interface WriteReverter<E> {
  /** Tables the revert writes; they join the transaction that marks the entry rejected. */
  tables(): Table[];
  revertRejectedWrite(entry: E, message: string): Promise<void>;
}

/** The repos that undo refused writes, each typed to the kinds it owns. */
export interface WriteReverters {
  cases: WriteReverter<OutboxEntry<'bookmark'>>;
  notes: WriteReverter<OutboxEntry<'note-memo' | 'note-status'>>;
  feedback: WriteReverter<OutboxEntry<'feedback-post'>>;
  practiceStates: WriteReverter<OutboxEntry<'practice-complete'>>;
  mockExams: WriteReverter<OutboxEntry<'mock-exam-abandon' | 'mock-exam-complete'>>;
  reviewCards: WriteReverter<OutboxEntry<'review-rating'>>;
}

interface KindSpec<K extends OutboxKind> {
  request(payload: OutboxPayloads[K]): OutboxHttpRequest;
  /** `name` is the entry's label, quoted and followed by a space ("'급성 충수염' "), or ''. */
  describe(payload: OutboxPayloads[K], name: string): WriteDescription;
  /** Undoes the local write of a refused entry; null when nothing is rolled back (only told). */
  revert: ((reverters: WriteReverters, entry: OutboxEntry<K>, message: string) => Promise<void>) | null;
}

/** Said of a refused write with nothing kind-specific to tell. */
const GENERIC: WriteDescription = { what: '변경 내용 저장', undone: '' };

export const outboxKinds: { [K in OutboxKind]: KindSpec<K> } = {
  bookmark: {
    request: ({ scenarioId, bookmarked }) => ({
      method: bookmarked ? 'POST' : 'DELETE',
      path: apiPaths.caseBookmark(scenarioId),
    }),
    describe: ({ bookmarked }, name) => ({
      what: `${name}즐겨찾기 ${bookmarked ? '추가' : '해제'}`,
      undone: '즐겨찾기를 원래대로 되돌렸습니다.',
    }),
    revert: (reverters, entry, message) => reverters.cases.revertRejectedWrite(entry, message),
  },
  'note-memo': {
    request: ({ scenarioId, userMemo }) => ({
      method: 'PUT',
      path: apiPaths.incorrectNote(scenarioId),
      body: { userMemo },
    }),
    describe: (_payload, name) => ({
      what: `${name}나의 메모 저장`,
      undone: '메모를 저장하기 전 내용으로 되돌렸습니다.',
    }),
    revert: (reverters, entry, message) => reverters.notes.revertRejectedWrite(entry, message),
  },
  'note-status': {
    request: ({ scenarioId, hasNote }) => ({
      method: 'PATCH',
      path: apiPaths.incorrectNoteStatus(scenarioId),
      body: { hasNote },
    }),
    describe: ({ hasNote }, name) => ({
      what: `${name}오답노트 ${hasNote ? '표시' : '표시 해제'}`,
      undone: '오답노트 표시를 원래대로 되돌렸습니다.',
    }),
    revert: (reverters, entry, message) => reverters.notes.revertRejectedWrite(entry, message),
  },
  'feedback-post': {
    request: (body) => ({ method: 'POST', path: apiPaths.feedback(), body }),
    describe: (_payload, name) => ({
      what: `피드백 ${name}등록`,
      undone: '작성한 글은 피드백 게시판에 남아 있어 복사하거나 고쳐서 다시 보낼 수 있습니다.',
    }),
    revert: (reverters, entry, message) => reverters.feedback.revertRejectedWrite(entry, message),
  },
  'practice-start': {
    request: ({ practiceSessionId, scenarioId, selectedAiPersonalityId, retryOfSessionId, blind }) => ({
      method: 'POST',
      path: apiPaths.practiceSessions(),
      body: {
        scenarioId,
        selectedAiPersonalityId,
        practiceMode: 'chat',
        practiceSessionId,
        ...(retryOfSessionId ? { retryOfSessionId } : {}),
        ...(blind ? { blind: true } : {}),
      },
    }),
    describe: () => GENERIC,
    revert: null,
  },
  'device-turn': {
    request: ({ sessionId, messageId, messageContent, sentAt }) => ({
      method: 'POST',
      path: apiPaths.practiceDeviceTurns(sessionId),
      body: { messageId, messageContent, sentAt },
    }),
    describe: () => GENERIC,
    revert: null,
  },
  'practice-complete': {
    request: ({ sessionId, practiceMemo, completedAt }) => ({
      method: 'POST',
      path: apiPaths.practiceComplete(sessionId),
      body: completedAt ? { practiceMemo, completedAt } : { practiceMemo },
    }),
    describe: (_payload, name) => ({
      what: `${name}진료 종료`,
      undone: '작성한 진료 메모는 이 기기에 다시 보관했습니다.',
    }),
    revert: (reverters, entry, message) => reverters.practiceStates.revertRejectedWrite(entry, message),
  },
  'mock-case-start': {
    request: ({ mockExamSessionId, scenarioId, practiceSessionId }) => ({
      method: 'POST',
      path: apiPaths.mockExamCaseStart(mockExamSessionId, scenarioId),
      body: { practiceSessionId },
    }),
    describe: () => GENERIC,
    revert: null,
  },
  // Mock exams move on whatever a case's end meets (spec: "if completing a case fails, it still
  // moves on"), so nothing is rolled back for it: the learner is only told.
  'mock-case-complete': {
    request: ({ mockExamSessionId, scenarioId, practiceMemo }) => ({
      method: 'POST',
      path: apiPaths.mockExamCaseComplete(mockExamSessionId, scenarioId),
      body: { practiceMemo },
    }),
    describe: (_payload, name) => ({
      what: `${name}모의고사 증례 종료`,
      undone: '모의고사 진행은 이 기기에서 그대로 이어집니다.',
    }),
    revert: null,
  },
  'mock-exam-complete': {
    request: ({ mockExamSessionId }) => ({
      method: 'POST',
      path: apiPaths.mockExamComplete(mockExamSessionId),
    }),
    describe: (_payload, name) => ({ what: `${name}모의고사 종료`, undone: '' }),
    revert: (reverters, entry, message) => reverters.mockExams.revertRejectedWrite(entry, message),
  },
  'mock-exam-abandon': {
    request: ({ mockExamSessionId }) => ({
      method: 'POST',
      path: apiPaths.mockExamAbandon(mockExamSessionId),
    }),
    describe: () => GENERIC,
    revert: (reverters, entry, message) => reverters.mockExams.revertRejectedWrite(entry, message),
  },
  'review-rating': {
    request: ({ cardId, rating, reviewedAt }) => ({
      method: 'POST',
      path: apiPaths.reviewCardReviews(cardId),
      body: { rating, reviewedAt },
    }),
    describe: (_payload, name) => ({
      what: `복습 카드 ${name}평가`,
      undone: '카드를 평가하기 전의 복습 일정으로 되돌렸습니다.',
    }),
    revert: (reverters, entry, message) => reverters.reviewCards.revertRejectedWrite(entry, message),
  },
  'legacy-request': {
    request: ({ method, path, body }) => ({ method, path, ...(body === null ? {} : { body }) }),
    describe: () => GENERIC,
    revert: null,
  },
};

/** The request that delivers `write` (the sync engine sends it with the entry's Idempotency-Key). */
export function outboxRequest<K extends OutboxKind>(write: OutboxWrite<K>): OutboxHttpRequest {
  return outboxKinds[write.kind].request(write.payload);
}

/** Undoes a refused entry's local write through the repo that owns its kind, if any. */
export async function revertRefusedWrite<K extends OutboxKind>(
  reverters: WriteReverters,
  entry: OutboxEntry<K>,
  message: string,
): Promise<void> {
  await outboxKinds[entry.kind].revert?.(reverters, entry, message);
}

const LABEL_MAX = 30;

/** The label as the notices quote it, cut to LABEL_MAX characters, or '' without one. */
function quoted(label: string | undefined): string {
  if (!label) return '';
  return `'${label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label}' `;
}

/** How a refused entry is told to the learner: which change it was and what the device undid. */
export function describeOutboxWrite<K extends OutboxKind>(
  entry: OutboxWrite<K> & { label?: string | undefined },
): WriteDescription {
  return outboxKinds[entry.kind].describe(entry.payload, quoted(entry.label));
}

// ---- entries queued before kinds existed (Dexie version 10) ------------------------------------

/**
 * The ids in `path` if it is what `build` makes of some ids (each one encoded path segment), else
 * null. Matching by building again keeps the legacy reading tied to the contract's paths.
 */
function idsIn(path: string, build: (...ids: string[]) => string): string[] | null {
  const markers = Array.from({ length: build.length }, (_, index) => `\u0000${index}`);
  const template = build(...markers).split('/');
  const segments = path.split('/');
  if (segments.length !== template.length) return null;
  const ids: string[] = [];
  for (const [index, part] of template.entries()) {
    const marker = markers.findIndex((candidate) => encodeURIComponent(candidate) === part);
    const segment = segments[index] as string;
    if (marker === -1) {
      if (segment !== part) return null;
      continue;
    }
    try {
      ids[marker] = decodeURIComponent(segment);
    } catch {
      return null;
    }
  }
  return build(...ids) === path ? ids : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A memo as the server reads it: absent means ''. */
const memoOf = (body: unknown): string | null => {
  if (body === null || body === undefined) return '';
  if (!isRecord(body)) return null;
  if (body.practiceMemo === undefined) return '';
  return typeof body.practiceMemo === 'string' ? body.practiceMemo : null;
};

/**
 * The write an entry stored as a bare request (before version 10) carried: the kind whose request
 * is exactly this one, or 'legacy-request' holding the request as it was when none is.
 */
export function writeFromLegacyRequest(request: {
  method: string;
  path: string;
  body?: unknown;
}): OutboxWrite {
  const { method, path } = request;
  const body: unknown = request.body ?? null;
  const record = isRecord(body) ? body : {};
  const one = (build: (id: string) => string) => idsIn(path, build)?.[0];
  const two = (build: (a: string, b: string) => string) => {
    const [a, b] = idsIn(path, build) ?? [];
    return a !== undefined && b !== undefined ? ([a, b] as const) : null;
  };

  const bookmarked = one(apiPaths.caseBookmark);
  if (bookmarked !== undefined && (method === 'POST' || method === 'DELETE')) {
    return { kind: 'bookmark', payload: { scenarioId: bookmarked, bookmarked: method === 'POST' } };
  }
  const memoCase = one(apiPaths.incorrectNote);
  if (memoCase !== undefined && method === 'PUT' && typeof record.userMemo === 'string') {
    return { kind: 'note-memo', payload: { scenarioId: memoCase, userMemo: record.userMemo } };
  }
  const statusCase = one(apiPaths.incorrectNoteStatus);
  if (statusCase !== undefined && method === 'PATCH' && typeof record.hasNote === 'boolean') {
    return { kind: 'note-status', payload: { scenarioId: statusCase, hasNote: record.hasNote } };
  }
  if (method === 'POST') {
    // Written by this app from a CreateFeedbackBody; the server validates it on arrival.
    if (path === apiPaths.feedback() && isRecord(body)) {
      return { kind: 'feedback-post', payload: body as CreateFeedbackBody };
    }
    if (
      path === apiPaths.practiceSessions() &&
      typeof record.practiceSessionId === 'string' &&
      typeof record.scenarioId === 'string' &&
      typeof record.selectedAiPersonalityId === 'string' &&
      record.practiceMode === 'chat'
    ) {
      const { practiceSessionId, scenarioId, selectedAiPersonalityId } = record;
      return { kind: 'practice-start', payload: { practiceSessionId, scenarioId, selectedAiPersonalityId } };
    }
    const turnSession = one(apiPaths.practiceDeviceTurns);
    const { messageId, messageContent, sentAt } = record;
    if (
      turnSession !== undefined &&
      typeof messageId === 'string' &&
      typeof messageContent === 'string' &&
      typeof sentAt === 'string'
    ) {
      return { kind: 'device-turn', payload: { sessionId: turnSession, messageId, messageContent, sentAt } };
    }
    const ended = one(apiPaths.practiceComplete);
    const memo = memoOf(body);
    if (ended !== undefined && memo !== null) {
      const completedAt = typeof record.completedAt === 'string' ? { completedAt: record.completedAt } : {};
      return { kind: 'practice-complete', payload: { sessionId: ended, practiceMemo: memo, ...completedAt } };
    }
    const caseStart = two(apiPaths.mockExamCaseStart);
    if (caseStart && typeof record.practiceSessionId === 'string') {
      const [mockExamSessionId, scenarioId] = caseStart;
      return {
        kind: 'mock-case-start',
        payload: { mockExamSessionId, scenarioId, practiceSessionId: record.practiceSessionId },
      };
    }
    const caseEnd = two(apiPaths.mockExamCaseComplete);
    if (caseEnd && memo !== null) {
      const [mockExamSessionId, scenarioId] = caseEnd;
      return { kind: 'mock-case-complete', payload: { mockExamSessionId, scenarioId, practiceMemo: memo } };
    }
    const submitted = one(apiPaths.mockExamComplete);
    if (submitted !== undefined && body === null) {
      return { kind: 'mock-exam-complete', payload: { mockExamSessionId: submitted } };
    }
    // No version before 10 queued a rating (kinds came first); read back all the same, so every
    // kind's request names its write.
    const ratedCard = one(apiPaths.reviewCardReviews);
    const { rating, reviewedAt } = record;
    if (
      ratedCard !== undefined &&
      (rating === 1 || rating === 2 || rating === 3 || rating === 4) &&
      typeof reviewedAt === 'string'
    ) {
      return { kind: 'review-rating', payload: { cardId: ratedCard, rating, reviewedAt } };
    }
    const abandoned = one(apiPaths.mockExamAbandon);
    if (abandoned !== undefined && body === null) {
      return { kind: 'mock-exam-abandon', payload: { mockExamSessionId: abandoned } };
    }
  }
  return { kind: 'legacy-request', payload: { method, path, body } };
}
