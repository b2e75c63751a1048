import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys, type User } from '../../contract/auth';
import { authStorage } from './auth-storage';

const user: User = {
  userId: 'u-1',
  role: 'USER',
  fullName: '김학생',
  email: 'student@example.com',
  nickname: '열공',
  profileImageUrl: null,
  signUpMethod: 'email',
  hasPassword: true,
  createdAt: '2025-11-01T00:00:00.000Z',
};

afterEach(() => localStorage.clear());

describe('the stored user', () => {
  it('reads back what was written', () => {
    authStorage.writeUser({ ...user, signUpMethod: 'kakao', hasPassword: false });
    expect(authStorage.readUser()).toEqual({ ...user, signUpMethod: 'kakao', hasPassword: false });
  });

  it('still counts when it was stored before hasPassword existed, with the likely value', () => {
    const { hasPassword: _dropped, ...older } = user;
    localStorage.setItem(storageKeys.user, JSON.stringify(older));
    expect(authStorage.readUser()).toEqual({ ...user, hasPassword: true });
    localStorage.setItem(storageKeys.user, JSON.stringify({ ...older, signUpMethod: 'naver' }));
    expect(authStorage.readUser()).toEqual({ ...user, signUpMethod: 'naver', hasPassword: false });
  });

  it('counts as absent when it is not a user at all', () => {
    localStorage.setItem(storageKeys.user, JSON.stringify({ userId: 'u-1' }));
    expect(authStorage.readUser()).toBeNull();
    localStorage.setItem(storageKeys.user, '{not json');
    expect(authStorage.readUser()).toBeNull();
  });
});
