import { describe, expect, it } from 'vitest';
import {
  checkDeleteAccountProof,
  checkProfileImage,
  sniffImageType,
  validateNickname,
  validatePasswordChange,
} from './account-rules';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const GIF_HEAD = [...'GIF89a'].map((c) => c.charCodeAt(0));
const MB = 1024 * 1024;

/** A file of `size` bytes that starts with `head`. */
function fileOf(head: number[], size: number, name: string, type: string): File {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
}

describe('profile image checks before upload', () => {
  it.each([
    ['PNG', PNG_HEAD, 'me.png', 'image/png', 'image/png'],
    ['JPG', JPEG_HEAD, 'me.jpg', 'image/jpeg', 'image/jpeg'],
    ['GIF', GIF_HEAD, 'me.gif', 'image/gif', 'image/gif'],
    ['PNG with no declared type', PNG_HEAD, 'me', '', 'image/png'],
  ])('accept a %s', async (_label, head, name, type, sniffed) => {
    const file = fileOf(head, 2048, name, type);
    expect(await sniffImageType(file)).toBe(sniffed);
    expect(await checkProfileImage(file)).toBeNull();
  });

  it('refuse a file that is not an image by its declared type', async () => {
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await checkProfileImage(file)).toBe('이미지 파일만 업로드 가능합니다.');
  });

  it('refuse an HTML file renamed to .png, which the browser declares image/png', async () => {
    const file = new File(['<!doctype html><script>alert(1)</script>'], 'cat.png', { type: 'image/png' });
    expect(await sniffImageType(file)).toBeNull();
    expect(await checkProfileImage(file)).toBe('이미지 파일만 업로드 가능합니다.');
  });

  it('refuse an empty file', async () => {
    expect(await checkProfileImage(new File([], 'empty.png', { type: 'image/png' }))).toBe(
      '이미지 파일만 업로드 가능합니다.',
    );
  });

  it('allow exactly 5 MB and refuse one byte more', async () => {
    expect(await checkProfileImage(fileOf(PNG_HEAD, 5 * MB, 'big.png', 'image/png'))).toBeNull();
    expect(await checkProfileImage(fileOf(PNG_HEAD, 5 * MB + 1, 'big.png', 'image/png'))).toBe(
      '파일 크기는 5MB 이하여야 합니다.',
    );
  });

  it('name the type problem first when a file is both too big and not an image', async () => {
    expect(await checkProfileImage(fileOf([0x3c], 6 * MB, 'page.png', 'image/png'))).toBe(
      '이미지 파일만 업로드 가능합니다.',
    );
  });
});

describe('nickname', () => {
  it('is required and trimmed', () => {
    expect(validateNickname('   ')).toEqual({ ok: false, error: '닉네임을 입력해주세요.' });
    expect(validateNickname('  본과4학년 ')).toEqual({ ok: true, nickname: '본과4학년' });
  });

  it('is at most 30 characters', () => {
    expect(validateNickname('가'.repeat(31))).toEqual({ ok: false, error: '닉네임은 30자 이하여야 합니다.' });
  });
});

describe('password change', () => {
  const required = { currentPasswordRequired: true };

  it('requires all three fields', () => {
    expect(
      validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' }, required),
    ).toEqual({
      ok: false,
      errors: {
        currentPassword: '현재 비밀번호를 입력해주세요.',
        newPassword: '새 비밀번호를 입력해주세요.',
        confirmPassword: '새 비밀번호 확인을 입력해주세요.',
      },
    });
  });

  it('wants at least 8 characters and a matching confirmation', () => {
    const result = validatePasswordChange(
      { currentPassword: 'old-password', newPassword: 'short', confirmPassword: 'shorter' },
      required,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        newPassword: '비밀번호는 최소 8자 이상이어야 합니다.',
        confirmPassword: '새 비밀번호가 일치하지 않습니다.',
      },
    });
  });

  it('refuses the current password as the new one', () => {
    const result = validatePasswordChange(
      { currentPassword: 'same-password', newPassword: 'same-password', confirmPassword: 'same-password' },
      required,
    );
    expect(result).toMatchObject({
      ok: false,
      errors: { newPassword: '현재 비밀번호와 다른 비밀번호를 입력해주세요.' },
    });
  });

  it('lets an account without a password (social sign-in) set one with no current password', () => {
    expect(
      validatePasswordChange(
        { currentPassword: '', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
        { currentPasswordRequired: false },
      ),
    ).toEqual({ ok: true, body: { currentPassword: '', newPassword: 'brand-new-1' } });
  });
});

describe('account deletion', () => {
  it('needs the password of an account that has one', () => {
    expect(checkDeleteAccountProof('', true)).toBe('계정을 삭제하려면 비밀번호를 입력해야 합니다.');
    expect(checkDeleteAccountProof('practice-1234', true)).toBeNull();
  });

  it('needs the confirmation word, exactly, from an account without a password', () => {
    const message = "계정을 삭제하려면 '계정 삭제'를 정확히 입력해주세요.";
    expect(checkDeleteAccountProof('', false)).toBe(message);
    expect(checkDeleteAccountProof('계정삭제', false)).toBe(message);
    expect(checkDeleteAccountProof('삭제', false)).toBe(message);
    expect(checkDeleteAccountProof(' 계정 삭제 ', false)).toBeNull();
  });
});
