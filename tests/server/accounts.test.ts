import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECOVERY_MESSAGE } from '../../contract/account';
import { mailOutbox } from '../../server/db/schema/accounts';
import { startSmtpSink } from '../support/smtp-sink';
import { bearer, createTestApp, signUp, uniqueEmail, type TestApp } from '../support/test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost:3999' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
const login = (email: string, password: string) => post('/auth/login', { email, password });
const tokenFrom = (text: string) =>
  new URL(text.match(/http:\/\/localhost:3999\/auth\/reset-password\?token=\S+/)![0]).searchParams.get(
    'token',
  )!;

describe('find id and password reset by e-mail (real SMTP)', () => {
  it('mails the sign-in e-mail and method for find-id', async () => {
    const s = await signUp(t.app);
    const res = await post('/auth/find-id', { email: s.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(RECOVERY_MESSAGE.findId);
    const [mail] = await smtp.waitForTo(s.email, 1);
    expect(mail!.to).toContain(s.email);
    expect(mail!.subject).toContain('아이디');
    expect(mail!.text).toContain(s.email);
    expect(mail!.text).toContain('이메일');
  });

  it('answers find-id and find-password identically for unknown e-mails and sends nothing', async () => {
    const s = await signUp(t.app);
    for (const url of ['/auth/find-id', '/auth/find-password']) {
      const known = await post(url, { email: s.email });
      const unknown = await post(url, { email: uniqueEmail('ghost') });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
    }
    const rows = await t.database.db.select().from(mailOutbox);
    expect(rows.some((r) => r.recipient.startsWith('ghost.'))).toBe(false);
  });

  it('resets the password with the mailed link once, ending every session, with a notice mail', async () => {
    const s = await signUp(t.app);
    await post('/auth/find-password', { email: s.email });
    const [mail] = await smtp.waitForTo(s.email, 1);
    expect(mail!.html).toContain('비밀번호 재설정하기');
    const token = tokenFrom(mail!.text);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const short = await post('/auth/reset-password', { token, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('비밀번호는 최소 8자 이상이어야 합니다.');

    const ok = await post('/auth/reset-password', { token, newPassword: 'brand-new-pass-1' });
    expect(ok.statusCode).toBe(200);
    const notice = (await smtp.waitForTo(s.email, 2))[1]!;
    expect(notice.subject).toContain('비밀번호 변경');

    const twice = await post('/auth/reset-password', { token, newPassword: 'another-pass-2' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toMatch(/유효하지 않거나 만료된 링크/);

    expect((await login(s.email, s.password)).statusCode).toBe(401);
    expect((await login(s.email, 'brand-new-pass-1')).statusCode).toBe(200);
    expect((await post('/auth/refresh-token', { refreshToken: s.refreshToken })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(s.accessToken) }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses an expired link and voids an older link when a new one is requested', async () => {
    const s = await signUp(t.app);
    await post('/auth/find-password', { email: s.email });
    const first = tokenFrom((await smtp.waitForTo(s.email, 1))[0]!.text);
    await post('/auth/find-password', { email: s.email });
    const second = tokenFrom((await smtp.waitForTo(s.email, 2))[1]!.text);
    expect(
      (await post('/auth/reset-password', { token: first, newPassword: 'voided-pass-1' })).statusCode,
    ).toBe(400);
    t.clock.advance(31 * 60_000);
    expect(
      (await post('/auth/reset-password', { token: second, newPassword: 'expired-pass-1' })).statusCode,
    ).toBe(400);
  });

  it('refuses a made-up token', async () => {
    expect(
      (await post('/auth/reset-password', { token: 'made-up', newPassword: 'whatever-123' })).statusCode,
    ).toBe(400);
  });
});

describe('my page', () => {
  const multipart = (field: string, filename: string, content: Buffer, type: string) => {
    const boundary = `----cpx${Math.random().toString(16).slice(2)}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return {
      payload: Buffer.concat([head, content, tail]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };
  const upload = (token: string, body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/profile-image',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });

  it('updates the nickname and refuses a blank one', async () => {
    const s = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/profile',
      payload: { nickname: '  새닉네임 ' },
      headers: bearer(s.accessToken),
    });
    expect(res.json().data.nickname).toBe('새닉네임');
    const blank = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/profile',
      payload: { nickname: '  ' },
      headers: bearer(s.accessToken),
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('닉네임을 입력해주세요.');
  });

  it('accepts a real PNG, re-encodes it under a server-chosen name and serves it with nosniff', async () => {
    const s = await signUp(t.app);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0c8599' } })
      .png()
      .toBuffer();
    const res = await upload(
      s.accessToken,
      multipart('profileImage', '../../evil name.png', png, 'image/png'),
    );
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.profileImageUrl;
    expect(url).toMatch(/^\/api\/v1\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/profile-image',
      headers: bearer(s.accessToken),
    });
    expect(removed.json().data.profileImageUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/profile-image',
      headers: bearer(s.accessToken),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('삭제할 프로필 이미지가 없습니다.');
  });

  it('refuses an HTML file named .png, and a file over 5 MB with 413', async () => {
    const s = await signUp(t.app);
    const html = await upload(
      s.accessToken,
      multipart(
        'profileImage',
        'cat.png',
        Buffer.from('<html><script>alert(1)</script></html>'),
        'image/png',
      ),
    );
    expect(html.statusCode).toBe(400);
    expect(html.json().error).toBe('이미지 파일만 업로드 가능합니다. (JPG, PNG, GIF)');
    const big = await upload(
      s.accessToken,
      multipart('profileImage', 'big.png', Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/png'),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('파일 크기는 5MB 이하여야 합니다.');
  });

  it('changes the password with the current one and ends every session', async () => {
    const s = await signUp(t.app);
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/me/password',
        payload,
        headers: bearer(s.accessToken),
      });
    const wrong = await put({ currentPassword: 'not-it-123', newPassword: 'next-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('현재 비밀번호가 올바르지 않습니다.');
    expect((await put({ currentPassword: s.password, newPassword: 'next-password-1' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(s.accessToken) }))
        .statusCode,
    ).toBe(401);
    expect((await post('/auth/refresh-token', { refreshToken: s.refreshToken })).statusCode).toBe(401);
    expect((await login(s.email, 'next-password-1')).statusCode).toBe(200);
  });

  it('deletes the account with its password; its tokens stop working and the e-mail is free again', async () => {
    const s = await signUp(t.app);
    await post('/auth/find-id', { email: s.email });
    // The mail is queued just after the answer.
    await vi.waitFor(async () =>
      expect(
        await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, s.email)),
      ).toHaveLength(1),
    );
    const del = (password: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/v1/users/me',
        payload: { password },
        headers: bearer(s.accessToken),
      });
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      payload: {},
      headers: bearer(s.accessToken),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('계정을 삭제하려면 비밀번호를 입력해야 합니다.');
    expect((await del('wrong-password')).statusCode).toBe(400);
    expect((await del(s.password)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(s.accessToken) }))
        .statusCode,
    ).toBe(401);
    expect((await post('/auth/refresh-token', { refreshToken: s.refreshToken })).statusCode).toBe(401);
    expect((await login(s.email, s.password)).statusCode).toBe(401);
    const again = await post('/auth/register', {
      fullName: '다시',
      nickname: '다시',
      email: s.email,
      password: 'again-pass-1',
    });
    expect(again.statusCode).toBe(201);
    const kept = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, s.email));
    expect(kept).toEqual([]);
  });
});
