import { describe, expect, it, vi } from 'vitest';
import type { LegacyOutboxRow } from './db';
import { upgradeDatabases } from './db-upgrade-support';
import { describeOutboxWrite, outboxRequest, revertRefusedWrite } from './sync/outbox-kinds';

const databases = upgradeDatabases();

const TURN = {
  messageId: '6f1c2d3e-0000-4000-8000-00000000000a',
  messageContent: '언제부터요?',
  sentAt: '2026-11-28T05:00:00.000Z',
};
const START = {
  scenarioId: 'acute-appendicitis',
  selectedAiPersonalityId: 'default',
  practiceMode: 'chat',
  practiceSessionId: '9f1c2d3e-0000-4000-8000-000000000001',
};
const POST_BODY = {
  title: '건의합니다',
  content: '오프라인에서 쓴 글입니다.',
  category: 'INQUIRY',
  priority: 'MEDIUM',
  isPublic: true,
};

/** Every request a version 9 app queued, as it stored them (bare requests, no kind). */
const legacyRequests: Array<Pick<LegacyOutboxRow, 'method' | 'path' | 'body'>> = [
  { method: 'POST', path: 'cases/acute%20x/bookmark', body: null },
  { method: 'DELETE', path: 'cases/acute-appendicitis/bookmark', body: null },
  { method: 'PUT', path: 'my-notes/incorrect-notes/a%20b%2Fc', body: { userMemo: '복습할 것' } },
  { method: 'PATCH', path: 'my-notes/incorrect-notes/a/status', body: { hasNote: false } },
  { method: 'POST', path: 'feedback', body: POST_BODY },
  { method: 'POST', path: 'practice-sessions', body: START },
  { method: 'POST', path: 'practice-sessions/s-1/device-turns', body: TURN },
  { method: 'POST', path: 'practice-sessions/s-1/complete', body: { practiceMemo: '충수염 의심' } },
  { method: 'POST', path: 'mock-exams/m-1/cases/case-2/start', body: { practiceSessionId: 's-2' } },
  { method: 'POST', path: 'mock-exams/m-1/cases/case-2/complete', body: { practiceMemo: '' } },
  { method: 'POST', path: 'mock-exams/m-1/complete', body: null },
  { method: 'POST', path: 'mock-exams/m-2/abandon', body: null },
  // No kind has this request (no version ever queued it): kept, and sent as it was.
  { method: 'PUT', path: 'items/1', body: { value: 1 } },
];

describe('cpx database version 10 (outbox entries with a kind)', () => {
  it('gives every old entry the kind its request was, and the same request is sent after it', async () => {
    const v9 = await databases.openAt(9);
    await v9.table('outbox').bulkAdd(
      legacyRequests.map((request, index) => ({
        id: `e-${index + 1}`,
        userId: 'u-1',
        ...request,
        createdAt: 1000 + index,
        attempts: 0,
        nextAttemptAt: 1000 + index,
        status: 'pending',
        lastError: null,
      })),
    );
    await v9.table('meta').put({ key: 'signedInUser', value: { userId: 'u-1' }, updatedAt: 1 });
    expect(v9.verno).toBe(9);
    v9.close();

    const current = await databases.openCurrent(v9.name);

    expect(current.verno).toBe(11);
    const entries = await current.outbox.where('[userId+status]').equals(['u-1', 'pending']).sortBy('seq');
    expect(entries.map((entry) => entry.kind)).toEqual([
      'bookmark',
      'bookmark',
      'note-memo',
      'note-status',
      'feedback-post',
      'practice-start',
      'device-turn',
      'practice-complete',
      'mock-case-start',
      'mock-case-complete',
      'mock-exam-complete',
      'mock-exam-abandon',
      'legacy-request',
    ]);
    expect(entries.map((entry) => entry.payload)).toEqual([
      { scenarioId: 'acute x', bookmarked: true },
      { scenarioId: 'acute-appendicitis', bookmarked: false },
      { scenarioId: 'a b/c', userMemo: '복습할 것' },
      { scenarioId: 'a', hasNote: false },
      POST_BODY,
      {
        practiceSessionId: START.practiceSessionId,
        scenarioId: START.scenarioId,
        selectedAiPersonalityId: 'default',
      },
      { sessionId: 's-1', ...TURN },
      { sessionId: 's-1', practiceMemo: '충수염 의심' },
      { mockExamSessionId: 'm-1', scenarioId: 'case-2', practiceSessionId: 's-2' },
      { mockExamSessionId: 'm-1', scenarioId: 'case-2', practiceMemo: '' },
      { mockExamSessionId: 'm-1' },
      { mockExamSessionId: 'm-2' },
      { method: 'PUT', path: 'items/1', body: { value: 1 } },
    ]);
    // The bare request is gone from the row; the bookkeeping stays.
    for (const entry of entries) {
      expect(entry).not.toHaveProperty('path');
      expect(entry).not.toHaveProperty('method');
      expect(entry).not.toHaveProperty('body');
    }
    expect(entries[0]).toMatchObject({ id: 'e-1', userId: 'u-1', createdAt: 1000, status: 'pending' });
    // What the sync engine sends is what version 9 would have sent (a null body is no body).
    expect(entries.map((entry) => outboxRequest(entry))).toEqual(
      legacyRequests.map(({ method, path, body }) => ({ method, path, ...(body === null ? {} : { body }) })),
    );
    expect(await current.meta.get('signedInUser')).toMatchObject({ value: { userId: 'u-1' } });
  });

  it('keeps a refused entry refused, with its reason, undo and label, and tells it the same way', async () => {
    const v9 = await databases.openAt(9);
    await v9.table('outbox').add({
      id: 'e-1',
      userId: 'u-1',
      method: 'POST',
      path: 'cases/acute-appendicitis/bookmark',
      body: null,
      createdAt: 1000,
      attempts: 1,
      nextAttemptAt: 1000,
      status: 'rejected',
      lastError: '증례를 찾을 수 없습니다.',
      undo: { isBookmarked: false, bookmark: null },
      label: '급성 충수염',
    });
    v9.close();

    const current = await databases.openCurrent(v9.name);

    const [entry] = await current.outbox.where('[userId+status]').equals(['u-1', 'rejected']).toArray();
    expect(entry).toMatchObject({
      kind: 'bookmark',
      payload: { scenarioId: 'acute-appendicitis', bookmarked: true },
      lastError: '증례를 찾을 수 없습니다.',
      undo: { isBookmarked: false, bookmark: null },
      label: '급성 충수염',
    });
    expect(describeOutboxWrite(entry!)).toEqual({
      what: "'급성 충수염' 즐겨찾기 추가",
      undone: '즐겨찾기를 원래대로 되돌렸습니다.',
    });
  });

  it('an old entry with no kind of its own is told as a change and undoes nothing', async () => {
    const v9 = await databases.openAt(9);
    // A note PATCH without hasNote matches no kind, as before it was no note edit.
    await v9.table('outbox').add({
      id: 'e-1',
      userId: 'u-1',
      method: 'PATCH',
      path: 'my-notes/incorrect-notes/a/status',
      body: { other: true },
      createdAt: 1000,
      attempts: 0,
      nextAttemptAt: 1000,
      status: 'pending',
      lastError: null,
    });
    v9.close();

    const current = await databases.openCurrent(v9.name);

    const [entry] = await current.outbox.toArray();
    expect(entry).toMatchObject({
      kind: 'legacy-request',
      payload: { method: 'PATCH', path: 'my-notes/incorrect-notes/a/status', body: { other: true } },
    });
    expect(outboxRequest(entry!)).toEqual({
      method: 'PATCH',
      path: 'my-notes/incorrect-notes/a/status',
      body: { other: true },
    });
    expect(describeOutboxWrite(entry!)).toEqual({ what: '변경 내용 저장', undone: '' });
    const revert = vi.fn(async () => undefined);
    const reverter = { tables: () => [], revertRejectedWrite: revert };
    await revertRefusedWrite(
      {
        cases: reverter,
        notes: reverter,
        feedback: reverter,
        practiceStates: reverter,
        mockExams: reverter,
        reviewCards: reverter,
      },
      entry!,
      '거절',
    );
    expect(revert).not.toHaveBeenCalled();
  });
});
