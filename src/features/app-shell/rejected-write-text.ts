import { completedSessionOf, type OutboxEntry } from '../../data/db';
import { bookmarkedScenarioOf } from '../../data/repos/cases-repo';
import { FEEDBACK_POST_PATH } from '../../data/repos/feedback-repo';
import { noteWriteOf } from '../../data/repos/notes-repo';

export interface RejectedWriteText {
  /** What the learner did, e.g. "'급성 충수염' 즐겨찾기 추가". */
  what: string;
  /** What the device did about it (the rollback), or '' when there is nothing to say. */
  undone: string;
}

const LABEL_MAX = 30;
const MOCK_CASE_COMPLETE = /^mock-exams\/[^/]+\/cases\/[^/]+\/complete$/;
const MOCK_EXAM_COMPLETE = /^mock-exams\/[^/]+\/complete$/;

const quoted = (label: string | undefined) => {
  if (!label) return '';
  return `'${label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label}' `;
};

/** 이 or 가 after `word`, by whether its last syllable has a final consonant. */
function subjectParticle(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  if (code < 0 || code > 11_171) return '이(가)';
  return code % 28 === 0 ? '가' : '이';
}

/** The notice's heading: "'급성 충수염' 즐겨찾기 추가가 반영되지 않았습니다". */
export function rejectedWriteTitle(what: string): string {
  return `${what}${subjectParticle(what)} 반영되지 않았습니다`;
}

/**
 * How a refused outbox entry is told to the learner: which of their changes it was and what was
 * undone on the device (each repo rolls back its own kind; see reverting-queue).
 */
export function rejectedWriteText(
  entry: Pick<OutboxEntry, 'path' | 'method' | 'body' | 'label'>,
): RejectedWriteText {
  const name = quoted(entry.label);
  if (bookmarkedScenarioOf(entry)) {
    return {
      what: `${name}즐겨찾기 ${entry.method === 'POST' ? '추가' : '해제'}`,
      undone: '즐겨찾기를 원래대로 되돌렸습니다.',
    };
  }
  const note = noteWriteOf(entry);
  if (note?.edit.userMemo !== undefined) {
    return { what: `${name}나의 메모 저장`, undone: '메모를 저장하기 전 내용으로 되돌렸습니다.' };
  }
  if (note?.edit.hasNote !== undefined) {
    return {
      what: `${name}오답노트 ${note.edit.hasNote ? '표시' : '표시 해제'}`,
      undone: '오답노트 표시를 원래대로 되돌렸습니다.',
    };
  }
  if (entry.path === FEEDBACK_POST_PATH && entry.method === 'POST') {
    return {
      what: `피드백 ${name}등록`,
      undone: '작성한 글은 피드백 게시판에 남아 있어 복사하거나 고쳐서 다시 보낼 수 있습니다.',
    };
  }
  if (completedSessionOf(entry)) {
    return { what: `${name}진료 종료`, undone: '작성한 진료 메모는 이 기기에 다시 보관했습니다.' };
  }
  // Mock exams move on whatever a case's end meets (spec: "if completing a case fails, it still
  // moves on"), so nothing is rolled back for them: the learner is only told.
  if (MOCK_CASE_COMPLETE.test(entry.path)) {
    return { what: `${name}모의고사 증례 종료`, undone: '모의고사 진행은 이 기기에서 그대로 이어집니다.' };
  }
  if (MOCK_EXAM_COMPLETE.test(entry.path)) {
    return { what: `${name}모의고사 종료`, undone: '' };
  }
  return { what: '변경 내용 저장', undone: '' };
}
