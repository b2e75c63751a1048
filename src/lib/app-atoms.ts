/**
 * The one module that owns jotai atoms shared across features (architecture rule 4), and the store
 * they live in. The store is created here rather than inside <Provider> so that code outside React
 * (the API client, router guards, the sync engine binding) reads and writes the same state.
 */
import { atom, createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { User } from '../../contract/auth';

/**
 * Why nobody is signed in; the protected-route guard chooses where to send the learner by it.
 * password-changed: the password was changed on my page (every session ended, this one too).
 * account-deleted: the account no longer exists.
 */
export type SignedOutReason = 'visitor' | 'logout' | 'expired' | 'password-changed' | 'account-deleted';

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut'; reason: SignedOutReason }
  | { status: 'signedIn'; user: User };

export const appStore = createStore();

/** Who is signed in. Only src/data/session writes it; everything else reads. */
export const sessionAtom = atom<Session>({ status: 'loading' });

/** The collapsible sidebar of the signed-in layout: open by default (spec 1 §2 Shared layout). */
export const sidebarOpenAtom = atom(true);

/** Whether the last thing we heard says the network works (navigator.onLine, events, failed requests). */
export const onlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);

export function signedInUser(session: Session): User | null {
  return session.status === 'signedIn' ? session.user : null;
}

/**
 * The learner's choice to hide diagnosis names in the case library (issue 24), kept on this device
 * (localStorage, so it survives signing out) and shared by the library and my page; other tabs
 * follow a change through the storage event.
 */
export const hideCaseNamesAtom = atomWithStorage<boolean>('cpx_hide_case_names', false, undefined, {
  getOnInit: true,
});

/**
 * Whether live practice says the patient's replies aloud (issue 24), kept on this device like the
 * setting above: off until the learner turns it on, since a voice the learner did not ask for in a
 * library or on a bus is worse than none.
 */
export const voiceRepliesAtom = atomWithStorage<boolean>('cpx_voice_replies', false, undefined, {
  getOnInit: true,
});

/**
 * The learner's choice to silence the exam-day tones (issue 24), kept on this device like the one
 * above; read at every tone, so a change applies to the station already running.
 */
export const examDayMutedAtom = atomWithStorage<boolean>('cpx_exam_day_muted', false, undefined, {
  getOnInit: true,
});
