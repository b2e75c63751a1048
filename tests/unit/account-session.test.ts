/**
 * How my page's actions change the session (src/data/session/session-actions.ts): a profile edit
 * shows everywhere at once; a password change and an account deletion end the session, each with
 * its own destination.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys, type User } from '../../contract/auth';
import { db } from '../../src/data/db';
import { outboxRepo } from '../../src/data/repos/outbox-repo';
import { userMirrorRepo } from '../../src/data/repos/user-mirror-repo';
import {
  applyUpdatedUser,
  endSessionAfterPasswordChange,
  leaveDeletedAccount,
} from '../../src/data/session/session-actions';
import { enterSignedIn } from '../../src/data/session/session-store';
import { appStore, sessionAtom } from '../../src/lib/app-atoms';
import { redirectFromProtectedRoute } from '../../src/lib/auth-redirects';

vi.mock('../../src/lib/notify', () => ({ showWarning: vi.fn() }));

const learner: User = {
  userId: 'u-1',
  role: 'USER',
  fullName: '김학생',
  email: 'student@example.com',
  nickname: '본과4학년',
  profileImageUrl: null,
  signUpMethod: 'email',
  hasPassword: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const tokens = { accessToken: 'a.b.c', refreshToken: 'refresh-1' };

beforeEach(async () => {
  localStorage.clear();
  await db.outbox.clear();
  await db.meta.clear();
  enterSignedIn(learner, tokens);
});

afterEach(() => {
  appStore.set(sessionAtom, { status: 'loading' });
});

describe('a profile edit answered by the server', () => {
  it('updates the session, the stored user and the Dexie mirror the header reads', async () => {
    const edited = { ...learner, nickname: '새닉네임', profileImageUrl: '/api/v1/uploads/avatars/x.webp' };
    await applyUpdatedUser(edited);

    expect(appStore.get(sessionAtom)).toEqual({ status: 'signedIn', user: edited });
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null')).toEqual(edited);
    expect(await userMirrorRepo.read()).toEqual(edited);
  });

  it('is ignored when someone else is signed in by the time it arrives', async () => {
    await applyUpdatedUser({ ...learner, userId: 'u-2', nickname: '남의닉네임' });
    expect(appStore.get(sessionAtom)).toEqual({ status: 'signedIn', user: learner });
  });
});

describe('a password change', () => {
  it('ends the session here too and sends the learner to /login with the notice', () => {
    endSessionAfterPasswordChange();

    const session = appStore.get(sessionAtom);
    expect(session).toEqual({ status: 'signedOut', reason: 'password-changed' });
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(redirectFromProtectedRoute(session, '/my-page')).toBe('/login?notice=password_changed');
  });
});

describe('an account deletion', () => {
  it('forgets the tokens at once, signs out after the farewell, drops queued writes, then opens /', async () => {
    await outboxRepo.enqueue(
      { userId: 'u-1', write: { kind: 'bookmark', payload: { scenarioId: '1', bookmarked: true } } },
      { tables: [], apply: async () => null },
    );
    await outboxRepo.enqueue(
      { userId: 'u-9', write: { kind: 'bookmark', payload: { scenarioId: '2', bookmarked: true } } },
      { tables: [], apply: async () => null },
    );
    let endFarewell!: () => void;
    const farewell = new Promise<void>((resolve) => (endFarewell = resolve));

    const leaving = leaveDeletedAccount('u-1', () => farewell);

    // During the farewell: nothing left that could call the server, but the page still shows.
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(appStore.get(sessionAtom).status).toBe('signedIn');

    endFarewell();
    await leaving;

    const session = appStore.get(sessionAtom);
    expect(session).toEqual({ status: 'signedOut', reason: 'account-deleted' });
    expect(redirectFromProtectedRoute(session, '/my-page')).toBe('/');
    expect((await db.outbox.toArray()).map((entry) => entry.userId)).toEqual(['u-9']);
  });
});
