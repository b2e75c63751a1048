import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * One guard for every route: a NUL character (U+0000) anywhere in the body, the query string or a
 * path parameter is refused with a Korean 400 before validation and before any handler runs, so
 * nothing is stored and PostgreSQL never sees it (its text type cannot hold NUL and would fail
 * with a 500). The message names the field when it is one a learner types into.
 */
const FIELD_LABELS: Record<string, string> = {
  title: '제목',
  content: '내용',
  search: '검색어',
  nickname: '닉네임',
  fullName: '이름',
  email: '이메일',
  password: '비밀번호',
  currentPassword: '현재 비밀번호',
  newPassword: '새 비밀번호',
  messageContent: '메시지',
  userMemo: '메모',
  practiceMemo: '메모',
  adminResponse: '답변',
  confirmation: '확인 문구',
};

const MAX_DEPTH = 32;

/** The name of the first field holding a NUL (or '' when it is not under a named field), else undefined. */
function findNul(value: unknown, field: string, depth: number): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? field : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findNul(item, field, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  // Buffers and streams (multipart uploads) are binary, not text fields.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return undefined;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes('\u0000')) return key;
    const found = findNul(item, key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function nulCharacterMessage(field: string): string {
  const label = FIELD_LABELS[field] ?? '입력값';
  return `${label}에 사용할 수 없는 문자(NUL)가 들어 있습니다. 해당 문자를 지우고 다시 시도해주세요.`;
}

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNul(part, '', 0);
      if (field !== undefined) throw new AppError('INVALID_CHARACTER', nulCharacterMessage(field));
    }
  });
});
