import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TAP_KEEPER } from '../../scripts/vite-prerender';
import {
  afterHandOff,
  handOffPrerendered,
  startedPrerendered,
  TAPPED_ATTRIBUTE,
  usePrerenderedHandoff,
} from './prerendered';

function prerenderedPage() {
  document.body.innerHTML = '<div id="prerendered"><h1>가상 환자와 진료하고,</h1></div><div id="root"></div>';
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the prerendered snapshot', () => {
  it('is removed by the hand-over, and what waited for it runs then, once', () => {
    prerenderedPage();
    expect(startedPrerendered()).toBe(true);
    const ran: string[] = [];
    afterHandOff(() => ran.push('fonts'));
    expect(ran).toEqual([]);
    handOffPrerendered();
    expect(startedPrerendered()).toBe(false);
    expect(document.getElementById('root')).not.toBeNull();
    expect(ran).toEqual(['fonts']);
    handOffPrerendered();
    expect(ran).toEqual(['fonts']);
  });

  it('lets what waits for it run at once on a page that has none', () => {
    const ran: string[] = [];
    afterHandOff(() => ran.push('fonts'));
    expect(ran).toEqual(['fonts']);
  });

  it('is handed over by a prerendered page as soon as it is rendered', () => {
    prerenderedPage();
    function Page() {
      usePrerenderedHandoff();
      return <h1>가상 환자와 진료하고,</h1>;
    }
    render(<Page />, { container: document.getElementById('root')! });
    expect(startedPrerendered()).toBe(false);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });
});

/**
 * The login form's shape as both the snapshot and the app render it: an e-mail and a password
 * field, a button, a link, and a submit button.
 */
function LoginLike({ onSubmit }: { onSubmit: (values: { email: string; password: string }) => void }) {
  usePrerenderedHandoff();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ email, password });
      }}
    >
      <input
        type="email"
        aria-label="이메일"
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <input
        type={shown ? 'text' : 'password'}
        aria-label="비밀번호"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      <button type="button" onClick={() => setShown((value) => !value)}>
        보기
      </button>
      <a href="/register">회원가입</a>
      <button type="submit">로그인</button>
    </form>
  );
}

function snapshotOfLoginLike() {
  const markup = renderToStaticMarkup(<LoginLike onSubmit={() => undefined} />);
  document.body.innerHTML = `<div id="prerendered">${markup}</div><div id="root"></div>`;
  const snapshot = document.getElementById('prerendered')!;
  return {
    field: (label: string) => snapshot.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!,
    button: (name: string) => [...snapshot.querySelectorAll('button')].find((b) => b.textContent === name)!,
  };
}

describe('what a visitor does in the snapshot before the app takes over', () => {
  // The page's inline script, as the prerendered page runs it before its body (once: it listens on
  // the document, and does nothing once the snapshot is gone).
  new Function(TAP_KEEPER)();

  it('keeps what was typed, in the form state, and the focus and caret', async () => {
    const snapshot = snapshotOfLoginLike();
    // Typed into the snapshot (a property change, as typing makes; the markup keeps the default).
    snapshot.field('이메일').value = 'slow@example.com';
    snapshot.field('비밀번호').value = 'typed-before';
    snapshot.field('비밀번호').focus();
    snapshot.field('비밀번호').setSelectionRange(5, 5);
    const submitted: unknown[] = [];
    render(<LoginLike onSubmit={(values) => submitted.push(values)} />, {
      container: document.getElementById('root')!,
    });
    expect(startedPrerendered()).toBe(false);
    const email = screen.getByLabelText<HTMLInputElement>('이메일');
    const password = screen.getByLabelText<HTMLInputElement>('비밀번호');
    expect(email.value).toBe('slow@example.com');
    expect(password.value).toBe('typed-before');
    expect(document.activeElement).toBe(password);
    await waitFor(() => expect(password.selectionStart).toBe(5));
    // The app's state holds it, not only the field: submitting sends it.
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(submitted).toEqual([{ email: 'slow@example.com', password: 'typed-before' }]);
  });

  it('holds a tap on the submit button and makes it again once the app holds what was typed', async () => {
    const snapshot = snapshotOfLoginLike();
    snapshot.field('이메일').value = 'tapper@example.com';
    snapshot.field('비밀번호').value = 'pw-12345';
    const submitEvents: Event[] = [];
    document.addEventListener('submit', (event) => submitEvents.push(event));
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    snapshot.button('로그인').dispatchEvent(tap);
    // Held: no native submission of the snapshot's form (it would put the password in the address).
    expect(tap.defaultPrevented).toBe(true);
    expect(submitEvents).toHaveLength(0);
    expect(snapshot.button('로그인').hasAttribute(TAPPED_ATTRIBUTE)).toBe(true);

    const submitted: unknown[] = [];
    render(<LoginLike onSubmit={(values) => submitted.push(values)} />, {
      container: document.getElementById('root')!,
    });
    await waitFor(() => expect(submitted).toEqual([{ email: 'tapper@example.com', password: 'pw-12345' }]));
  });

  it('holds a tap on any other button too, and a form submitted from a field', async () => {
    const snapshot = snapshotOfLoginLike();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    snapshot.button('보기').dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    render(<LoginLike onSubmit={() => undefined} />, { container: document.getElementById('root')! });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('비밀번호').type).toBe('text'));

    const again = snapshotOfLoginLike();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    again.field('이메일').form!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('leaves a link to the browser', () => {
    snapshotOfLoginLike();
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    const link = document.querySelector('#prerendered a')!;
    link.addEventListener('click', (event) => {
      // Seen before the browser's default (following the link): not held.
      expect(event.defaultPrevented).toBe(false);
      event.preventDefault();
    });
    link.dispatchEvent(follow);
    expect(link.hasAttribute(TAPPED_ATTRIBUTE)).toBe(false);
  });

  it('carries nothing over to a page that is not the snapshot’s (a redirect)', () => {
    const snapshot = snapshotOfLoginLike();
    snapshot.field('이메일').value = 'someone@example.com';
    handOffPrerendered(document);
    expect(startedPrerendered()).toBe(false);
  });
});
