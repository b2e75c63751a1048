import Dexie from 'dexie';
import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorCatalogue } from '../../../contract/errors';
import {
  ACCOUNT_FALLBACK_MESSAGES,
  ApiError,
  apiErrorFromResponse,
  INVALID_ANSWER_MESSAGE,
  isStorageQuotaError,
  localWriteFailureMessage,
  messageForAnswer,
  NETWORK_ERROR_MESSAGE,
  profileImageUploadMessage,
  STORAGE_FULL_MESSAGE,
  toApiError,
  userMessageWithRetryHint,
} from './errors';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('Korean error messages', () => {
  it("prefers the server's Korean sentence", () => {
    expect(messageForAnswer(409, { error: '이미 가입된 이메일입니다.', code: 'EMAIL_TAKEN' })).toBe(
      '이미 가입된 이메일입니다.',
    );
  });

  it('replaces an English sentence by the catalogue entry of its code, in Korean', () => {
    const message = messageForAnswer(401, {
      error: 'Session expired or token is invalid.',
      code: 'UNAUTHENTICATED',
    });
    expect(message).toMatch(/[가-힣]/);
    expect(message).not.toContain('Session expired');
  });

  it('falls back to the catalogue by status when the body says nothing', () => {
    expect(messageForAnswer(429, null)).toBe(errorCatalogue.RATE_LIMITED.message);
    expect(messageForAnswer(502, null)).toBe(errorCatalogue.INTERNAL.message);
    expect(messageForAnswer(418, null)).toBe('요청을 처리할 수 없습니다.');
  });

  it('reads status, code and Retry-After from an answer', async () => {
    const error = await apiErrorFromResponse(
      answer(
        429,
        { error: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.', code: 'RATE_LIMITED' },
        { 'Retry-After': '42' },
      ),
    );
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 42, kind: 'http' });
    expect(error.message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
  });

  it('survives a body that is not JSON', async () => {
    const error = await apiErrorFromResponse(new Response('<html>bad gateway</html>', { status: 502 }));
    expect(error.message).toBe(errorCatalogue.INTERNAL.message);
  });

  it('maps a failed fetch to the unstable-connection message', async () => {
    const error = await toApiError(new TypeError('Failed to fetch'));
    expect(error).toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE });
    expect(NETWORK_ERROR_MESSAGE).toBe('연결이 불안정합니다. 다시 시도해주세요.');
  });

  it('maps a contract mismatch to its own message', async () => {
    const mismatch = z.object({ data: z.string() }).safeParse({});
    const error = await toApiError(mismatch.error);
    expect(error).toMatchObject({ kind: 'invalid-answer', message: INVALID_ANSWER_MESSAGE });
    expect(await toApiError(new SyntaxError('Unexpected token <'))).toMatchObject({ kind: 'invalid-answer' });
  });

  it("unwraps ky's HTTPError", async () => {
    const request = new Request('http://app.test/api/v1/auth/register', { method: 'POST' });
    const httpError = new HTTPError(
      answer(409, { error: '이미 가입된 이메일입니다.', code: 'EMAIL_TAKEN' }),
      request,
      {} as never,
    );
    const error = await toApiError(httpError);
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', message: '이미 가입된 이메일입니다.' });
  });
});

describe('account actions', () => {
  it('tell a rate-limited recovery request when to try again', () => {
    const limited = new ApiError(errorCatalogue.RATE_LIMITED.message, 'http', 429, 'RATE_LIMITED', 120);
    expect(userMessageWithRetryHint(limited, ACCOUNT_FALLBACK_MESSAGES.findId)).toBe(
      `${errorCatalogue.RATE_LIMITED.message} (120초 후 다시 시도할 수 있습니다)`,
    );
    expect(userMessageWithRetryHint(new Error('boom'), ACCOUNT_FALLBACK_MESSAGES.findId)).toBe(
      '아이디 찾기에 실패했습니다.',
    );
  });

  it("read any 413/415 of an image upload as the size/type rule, else the server's sentence", () => {
    expect(profileImageUploadMessage(new ApiError('요청이 너무 큽니다.', 'http', 413))).toBe(
      '파일 크기는 5MB 이하여야 합니다.',
    );
    expect(profileImageUploadMessage(new ApiError('지원하지 않는 요청 형식입니다.', 'http', 415))).toBe(
      '이미지 파일만 업로드 가능합니다.',
    );
    const refused = new ApiError(
      '이미지 파일만 업로드 가능합니다. (JPG, PNG, GIF)',
      'http',
      400,
      'VALIDATION',
    );
    expect(profileImageUploadMessage(refused)).toBe('이미지 파일만 업로드 가능합니다. (JPG, PNG, GIF)');
    expect(profileImageUploadMessage(undefined)).toBe('프로필 이미지 업로드에 실패했습니다.');
  });
});

describe('a local write refused because storage is full', () => {
  const fallback = '즐겨찾기를 저장하지 못했습니다. 다시 시도해주세요.';
  const quotaForms: Array<[string, unknown]> = [
    ['DOMException QuotaExceededError (code 22)', new DOMException('quota', 'QuotaExceededError')],
    ["Firefox's NS_ERROR_DOM_QUOTA_REACHED", new DOMException('quota', 'NS_ERROR_DOM_QUOTA_REACHED')],
    ['Dexie.QuotaExceededError', new Dexie.QuotaExceededError('full')],
    [
      'a Dexie AbortError whose inner error is the quota failure',
      new Dexie.AbortError('Transaction aborted', new DOMException('quota', 'QuotaExceededError')),
    ],
    [
      'a DexieError wrapping a wrapped quota failure',
      new Dexie.UnknownError('failed', new Dexie.AbortError('aborted', new Dexie.QuotaExceededError('full'))),
    ],
    [
      'an Error whose cause is the quota failure',
      new Error('write failed', { cause: new DOMException('q', 'QuotaExceededError') }),
    ],
  ];

  it.each(quotaForms)('recognises %s', (_label, error) => {
    expect(isStorageQuotaError(error)).toBe(true);
    expect(localWriteFailureMessage(error, fallback)).toBe(STORAGE_FULL_MESSAGE);
  });

  it('tells the learner in Korean that storage is full', () => {
    expect(STORAGE_FULL_MESSAGE).toMatch(/^저장 공간이 부족해/);
  });

  it('keeps the screen fallback for any other failure', () => {
    for (const error of [
      new Error('disk'),
      new Dexie.AbortError('Transaction aborted', new Error('constraint')),
      new DOMException('x', 'ConstraintError'),
      { code: 22 },
      null,
    ]) {
      expect(isStorageQuotaError(error)).toBe(false);
      expect(localWriteFailureMessage(error, fallback)).toBe(fallback);
    }
  });
});
