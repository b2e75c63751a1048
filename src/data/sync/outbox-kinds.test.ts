import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../db';
import {
  describeOutboxWrite,
  outboxKinds,
  outboxRequest,
  revertRefusedWrite,
  writeFromLegacyRequest,
  type OutboxHttpRequest,
  type OutboxKind,
  type OutboxWrite,
  type WriteDescription,
  type WriteReverters,
} from './outbox-kinds';

const POST_BODY = {
  title: '건의합니다',
  content: '오프라인에서 쓴 글입니다.',
  category: 'INQUIRY',
  priority: 'MEDIUM',
  isPublic: true,
} as const;
const TURN = {
  messageId: '6f1c2d3e-0000-4000-8000-00000000000a',
  messageContent: '언제부터 아프셨어요?',
  sentAt: '2026-11-28T05:00:00.000Z',
};

interface Case {
  write: OutboxWrite;
  request: OutboxHttpRequest;
  /** Told with the label '급성 충수염'. */
  told: WriteDescription;
  /** Which repo undoes it when refused, or null. */
  revertedBy: keyof WriteReverters | null;
}

const NOTHING_SAID = { what: '변경 내용 저장', undone: '' };

/** One write of every kind: what is sent, what the learner reads, who undoes it. */
const cases: Case[] = [
  {
    write: { kind: 'bookmark', payload: { scenarioId: 'acute x', bookmarked: true } },
    request: { method: 'POST', path: 'cases/acute%20x/bookmark' },
    told: { what: "'급성 충수염' 즐겨찾기 추가", undone: '즐겨찾기를 원래대로 되돌렸습니다.' },
    revertedBy: 'cases',
  },
  {
    write: { kind: 'bookmark', payload: { scenarioId: 'a', bookmarked: false } },
    request: { method: 'DELETE', path: 'cases/a/bookmark' },
    told: { what: "'급성 충수염' 즐겨찾기 해제", undone: '즐겨찾기를 원래대로 되돌렸습니다.' },
    revertedBy: 'cases',
  },
  {
    write: { kind: 'note-memo', payload: { scenarioId: 'a b/c', userMemo: '복습' } },
    request: { method: 'PUT', path: 'my-notes/incorrect-notes/a%20b%2Fc', body: { userMemo: '복습' } },
    told: { what: "'급성 충수염' 나의 메모 저장", undone: '메모를 저장하기 전 내용으로 되돌렸습니다.' },
    revertedBy: 'notes',
  },
  {
    write: { kind: 'note-status', payload: { scenarioId: 'x', hasNote: true } },
    request: { method: 'PATCH', path: 'my-notes/incorrect-notes/x/status', body: { hasNote: true } },
    told: { what: "'급성 충수염' 오답노트 표시", undone: '오답노트 표시를 원래대로 되돌렸습니다.' },
    revertedBy: 'notes',
  },
  {
    write: { kind: 'note-status', payload: { scenarioId: 'x', hasNote: false } },
    request: { method: 'PATCH', path: 'my-notes/incorrect-notes/x/status', body: { hasNote: false } },
    told: { what: "'급성 충수염' 오답노트 표시 해제", undone: '오답노트 표시를 원래대로 되돌렸습니다.' },
    revertedBy: 'notes',
  },
  {
    write: { kind: 'feedback-post', payload: POST_BODY },
    request: { method: 'POST', path: 'feedback', body: POST_BODY },
    told: {
      what: "피드백 '급성 충수염' 등록",
      undone: '작성한 글은 피드백 게시판에 남아 있어 복사하거나 고쳐서 다시 보낼 수 있습니다.',
    },
    revertedBy: 'feedback',
  },
  {
    write: {
      kind: 'practice-start',
      payload: {
        practiceSessionId: 's-9',
        scenarioId: 'acute-appendicitis',
        selectedAiPersonalityId: 'default',
      },
    },
    request: {
      method: 'POST',
      path: 'practice-sessions',
      body: {
        scenarioId: 'acute-appendicitis',
        selectedAiPersonalityId: 'default',
        practiceMode: 'chat',
        practiceSessionId: 's-9',
      },
    },
    told: NOTHING_SAID,
    revertedBy: null,
  },
  {
    write: { kind: 'device-turn', payload: { sessionId: 's-1', ...TURN } },
    request: { method: 'POST', path: 'practice-sessions/s-1/device-turns', body: TURN },
    told: NOTHING_SAID,
    revertedBy: null,
  },
  {
    write: { kind: 'practice-complete', payload: { sessionId: 's-1', practiceMemo: '충수염 의심' } },
    request: {
      method: 'POST',
      path: 'practice-sessions/s-1/complete',
      body: { practiceMemo: '충수염 의심' },
    },
    told: { what: "'급성 충수염' 진료 종료", undone: '작성한 진료 메모는 이 기기에 다시 보관했습니다.' },
    revertedBy: 'practiceStates',
  },
  {
    write: {
      kind: 'practice-complete',
      payload: { sessionId: 's-1', practiceMemo: '', completedAt: '2026-12-05T01:12:00.000Z' },
    },
    request: {
      method: 'POST',
      path: 'practice-sessions/s-1/complete',
      body: { practiceMemo: '', completedAt: '2026-12-05T01:12:00.000Z' },
    },
    told: { what: "'급성 충수염' 진료 종료", undone: '작성한 진료 메모는 이 기기에 다시 보관했습니다.' },
    revertedBy: 'practiceStates',
  },
  {
    write: {
      kind: 'mock-case-start',
      payload: { mockExamSessionId: 'm 1', scenarioId: 'c/2', practiceSessionId: 's-2' },
    },
    request: {
      method: 'POST',
      path: 'mock-exams/m%201/cases/c%2F2/start',
      body: { practiceSessionId: 's-2' },
    },
    told: NOTHING_SAID,
    revertedBy: null,
  },
  {
    write: {
      kind: 'mock-case-complete',
      payload: { mockExamSessionId: 'm-1', scenarioId: 'c-2', practiceMemo: '' },
    },
    request: { method: 'POST', path: 'mock-exams/m-1/cases/c-2/complete', body: { practiceMemo: '' } },
    told: {
      what: "'급성 충수염' 모의고사 증례 종료",
      undone: '모의고사 진행은 이 기기에서 그대로 이어집니다.',
    },
    revertedBy: null,
  },
  {
    write: { kind: 'mock-exam-complete', payload: { mockExamSessionId: 'm-1' } },
    request: { method: 'POST', path: 'mock-exams/m-1/complete' },
    told: { what: "'급성 충수염' 모의고사 종료", undone: '' },
    revertedBy: 'mockExams',
  },
  {
    write: { kind: 'mock-exam-abandon', payload: { mockExamSessionId: 'm-1' } },
    request: { method: 'POST', path: 'mock-exams/m-1/abandon' },
    told: NOTHING_SAID,
    revertedBy: 'mockExams',
  },
  {
    write: {
      kind: 'review-rating',
      payload: { cardId: 'c 1', rating: 3, reviewedAt: '2026-12-05T01:00:00.000Z' },
    },
    request: {
      method: 'POST',
      path: 'my-notes/review-cards/c%201/reviews',
      body: { rating: 3, reviewedAt: '2026-12-05T01:00:00.000Z' },
    },
    told: {
      what: "복습 카드 '급성 충수염' 평가",
      undone: '카드를 평가하기 전의 복습 일정으로 되돌렸습니다.',
    },
    revertedBy: 'reviewCards',
  },
  {
    write: { kind: 'legacy-request', payload: { method: 'PUT', path: 'items/1', body: { value: 1 } } },
    request: { method: 'PUT', path: 'items/1', body: { value: 1 } },
    told: NOTHING_SAID,
    revertedBy: null,
  },
];

function entryOf(write: OutboxWrite): OutboxEntry {
  return {
    seq: 7,
    id: 'e-7',
    userId: 'u-1',
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'rejected',
    lastError: '거절',
    label: '급성 충수염',
    ...write,
  };
}

function spyReverters() {
  const spy = () => ({ tables: () => [], revertRejectedWrite: vi.fn(async () => undefined) });
  const reverters = {
    cases: spy(),
    notes: spy(),
    feedback: spy(),
    practiceStates: spy(),
    mockExams: spy(),
    reviewCards: spy(),
  };
  return reverters satisfies WriteReverters;
}

describe('the outbox registry', () => {
  it('has a case above for every kind', () => {
    const covered = new Set(cases.map(({ write }) => write.kind));
    expect([...covered].sort()).toEqual((Object.keys(outboxKinds) as OutboxKind[]).sort());
  });

  it.each(cases)('$write.kind: builds the request from the payload', ({ write, request }) => {
    expect(outboxRequest(write)).toEqual(request);
  });

  it.each(cases)(
    '$write.kind: tells the learner in Korean what was refused and undone',
    ({ write, told }) => {
      expect(describeOutboxWrite({ ...write, label: '급성 충수염' })).toEqual(told);
    },
  );

  it.each(cases)('$write.kind: only the repo that owns the kind undoes it', async ({ write, revertedBy }) => {
    const reverters = spyReverters();
    const entry = entryOf(write);
    await revertRefusedWrite(reverters, entry, '증례를 찾을 수 없습니다.');
    for (const [name, reverter] of Object.entries(reverters)) {
      if (name === revertedBy) {
        expect(reverter.revertRejectedWrite).toHaveBeenCalledExactlyOnceWith(
          entry,
          '증례를 찾을 수 없습니다.',
        );
      } else {
        expect(reverter.revertRejectedWrite).not.toHaveBeenCalled();
      }
    }
  });

  it('names a write without a label plainly, and cuts a long label', () => {
    expect(
      describeOutboxWrite({ kind: 'bookmark', payload: { scenarioId: 'x', bookmarked: true } }).what,
    ).toBe('즐겨찾기 추가');
    expect(
      describeOutboxWrite({
        kind: 'mock-case-complete',
        payload: { mockExamSessionId: 'm-1', scenarioId: 'x', practiceMemo: '' },
      }),
    ).toEqual({ what: '모의고사 증례 종료', undone: '모의고사 진행은 이 기기에서 그대로 이어집니다.' });
    expect(
      describeOutboxWrite({ kind: 'feedback-post', payload: POST_BODY, label: '가'.repeat(40) }).what,
    ).toBe(`피드백 '${'가'.repeat(29)}…' 등록`);
  });
});

describe('entries stored as bare requests before version 10', () => {
  it.each(cases)('$write.kind: its request reads back as the same write', ({ write }) => {
    const { method, path, body = null } = outboxRequest(write);
    expect(writeFromLegacyRequest({ method, path, body })).toEqual(write);
  });

  it('reads a session end or a case end without a memo as an empty memo (what the server assumes)', () => {
    expect(
      writeFromLegacyRequest({ method: 'POST', path: 'practice-sessions/s-1/complete', body: null }),
    ).toEqual({
      kind: 'practice-complete',
      payload: { sessionId: 's-1', practiceMemo: '' },
    });
    expect(
      writeFromLegacyRequest({ method: 'POST', path: 'mock-exams/m/cases/c/complete', body: {} }),
    ).toEqual({
      kind: 'mock-case-complete',
      payload: { mockExamSessionId: 'm', scenarioId: 'c', practiceMemo: '' },
    });
  });

  it('keeps any other request as it was: no kind guessed from a near miss', () => {
    const kept = [
      { method: 'PUT', path: 'cases/a/bookmark', body: null },
      { method: 'PATCH', path: 'my-notes/incorrect-notes/a/status', body: { hasNote: 'yes' } },
      { method: 'PUT', path: 'my-notes/incorrect-notes/a', body: null },
      { method: 'POST', path: 'cases/a/b/bookmark', body: null },
      { method: 'POST', path: 'cases/%E0%A4%A/bookmark', body: null },
      { method: 'POST', path: 'practice-sessions', body: { scenarioId: 'a' } },
      { method: 'POST', path: 'mock-exams/m-1/abandon', body: { reason: 'x' } },
      { method: 'DELETE', path: 'feedback', body: null },
    ];
    for (const request of kept) {
      expect(writeFromLegacyRequest(request)).toEqual({ kind: 'legacy-request', payload: request });
    }
  });
});
