import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../contract/errors';
import { createTestApp, signUp, type TestApp } from '../support/test-app';

/**
 * Issue 19 item 2: failed sign-ins are limited per account whatever the address, without letting
 * an attacker keep the learner out: the lock is short (a minute) and grows with each further lock,
 * and a device that recently signed in to the account passes it with the right password.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let address = 0;
/** Every attempt from another address, as a botnet would try: the per-address limit never fires. */
const login = (email: string, password: string, cookies: Record<string, string> = {}) => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: `203.0.113.${address % 250}`,
    cookies,
  });
};
/** The known-device cookie a successful sign-in left on this device. */
const deviceCookie = (res: Awaited<ReturnType<typeof login>>) => {
  const found = res.cookies.find((c) => c.name === 'cpx_known_device');
  if (!found) throw new Error('no known-device cookie');
  expect(found).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth/login' });
  return { cpx_known_device: found.value };
};
const failFiveTimes = async (email: string) => {
  for (let i = 0; i < 5; i += 1) expect((await login(email, `wrong-guess-${i}`)).statusCode).toBe(401);
};

describe('per-account failed sign-in limit', () => {
  it('refuses the 6th attempt after 5 failures from any addresses with 429, an integer Retry-After and the Korean message', async () => {
    const learner = await signUp(t.app);
    await failFiveTimes(learner.email);
    const locked = await login(learner.email, 'wrong-guess-6');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect(locked.json()).toEqual({ error: errorCatalogue.LOGIN_LOCKED.message, code: 'LOGIN_LOCKED' });
    // The address does not matter, nor the e-mail's spelling.
    const again = await login(learner.email.toUpperCase(), learner.password);
    expect(again.statusCode).toBe(429);
    expect(Number.isInteger(Number(again.headers['retry-after']))).toBe(true);
  });

  it('keeps the learner out only for the short lock: the right password works once it lapses', async () => {
    const learner = await signUp(t.app);
    await failFiveTimes(learner.email);
    expect((await login(learner.email, learner.password)).statusCode).toBe(429);
    t.clock.advance(61_000);
    const back = await login(learner.email, learner.password);
    expect(back.statusCode).toBe(200);
    // A success clears the count: the next wrong password is an ordinary 401 again.
    expect((await login(learner.email, 'wrong-guess-again')).statusCode).toBe(401);
  });

  it('doubles the lock with each further run of failures', async () => {
    const learner = await signUp(t.app);
    await failFiveTimes(learner.email);
    expect((await login(learner.email, 'x-wrong-1')).headers['retry-after']).toBe('60');
    t.clock.advance(61_000);
    await failFiveTimes(learner.email);
    expect((await login(learner.email, 'x-wrong-2')).headers['retry-after']).toBe('120');
    t.clock.advance(121_000);
    await failFiveTimes(learner.email);
    expect((await login(learner.email, 'x-wrong-3')).headers['retry-after']).toBe('240');
    t.clock.advance(241_000);
    expect((await login(learner.email, learner.password)).statusCode).toBe(200);
  });

  it("leaves other accounts alone, even from the attacker's address", async () => {
    const target = await signUp(t.app);
    const bystander = await signUp(t.app);
    await failFiveTimes(target.email);
    expect((await login(target.email, target.password)).statusCode).toBe(429);
    expect((await login(bystander.email, bystander.password)).statusCode).toBe(200);
  });

  it('lets a device that recently signed in to the account through the lock with the right password', async () => {
    const learner = await signUp(t.app);
    const other = await signUp(t.app);
    const phone = deviceCookie(await login(learner.email, learner.password));
    const otherPhone = deviceCookie(await login(other.email, other.password));
    await failFiveTimes(learner.email);
    // Elsewhere: locked, right password or not.
    expect((await login(learner.email, learner.password)).statusCode).toBe(429);
    // The learner's own phone signs in.
    const mine = await login(learner.email, learner.password, phone);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().user.email).toBe(learner.email);
    // The cookie opens no door but its own, and a forged one opens none.
    await failFiveTimes(other.email);
    expect((await login(other.email, other.password, phone)).statusCode).toBe(429);
    const forged = {
      cpx_known_device: otherPhone.cpx_known_device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    };
    expect((await login(other.email, other.password, forged)).statusCode).toBe(429);
    expect((await login(other.email, other.password, otherPhone)).statusCode).toBe(200);
    // A known device still only gets a 401 for a wrong password.
    expect((await login(learner.email, 'still-wrong', phone)).statusCode).toBe(401);
  });

  it('forgets a device 30 days after its last sign-in', async () => {
    const learner = await signUp(t.app);
    const phone = deviceCookie(await login(learner.email, learner.password));
    t.clock.advance(31 * 24 * 60 * 60_000);
    await failFiveTimes(learner.email);
    expect((await login(learner.email, learner.password, phone)).statusCode).toBe(429);
  });
});
