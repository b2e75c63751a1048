import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../content/load';
import { precompressDir } from '../../scripts/vite-precompress';
import { SESSION_HINT } from '../../scripts/vite-prerender';
import { parseStream } from '../support/sse';
import { bearer, createTestApp, signUp, type TestApp } from '../support/test-app';

/**
 * Compression end to end: the build step writes .br/.gz copies, the server sends the copy the
 * browser accepts with the right headers and caching, API answers above a small size are
 * compressed on the fly, and the patient's event stream is never compressed (it would buffer).
 */
let t: TestApp;
let learner: Awaited<ReturnType<typeof signUp>>;
const library = loadCases();
const distDir = mkdtempSync(path.join(os.tmpdir(), 'cpx-dist-'));
const bundle = `export const greeting = ${JSON.stringify('안녕하세요 '.repeat(2000))};\n`;
const shell = `<!doctype html><html lang="ko"><head><title>CPX 마스터</title></head><body>${'<div id="root"></div>'.repeat(60)}</body></html>`;
const worker = `self.addEventListener('install', () => {});\n${'// precache manifest\n'.repeat(100)}`;
/** What the build's prerendering writes (scripts/vite-prerender.ts): the shell with a snapshot. */
const prerendered = (heading: string) =>
  shell
    .replace('</head>', `<script>${SESSION_HINT}</script></head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="prerendered" inert><h1>${heading}</h1></div><div id="root"></div>`,
    );
const landingPage = prerendered('가상 환자와 진료하고,');
const loginPage = prerendered('로그인');

beforeAll(async () => {
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), shell);
  writeFileSync(path.join(distDir, 'sw.js'), worker);
  writeFileSync(path.join(distDir, 'assets', 'index-B1ts0STj.js'), bundle);
  writeFileSync(path.join(distDir, 'assets', 'tiny-Ab12Cd34.js'), 'export{};');
  mkdirSync(path.join(distDir, 'prerendered'));
  writeFileSync(path.join(distDir, 'prerendered', 'index.html'), landingPage);
  writeFileSync(path.join(distDir, 'prerendered', 'login.html'), loginPage);
  expect(precompressDir(distDir)).toBe(5);
  t = await createTestApp({}, { distDir });
  await t.app.services.cases.seed(library.slice(0, 30), 'compression-v1');
  learner = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, acceptEncoding?: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      ...(token ? bearer(token) : {}),
    },
  });

describe('static files', () => {
  it('sends a hashed asset as its brotli copy, cached for a year as immutable', async () => {
    const res = await get('/assets/index-B1ts0STj.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(bundle) / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bundle);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one without either', async () => {
    const gz = await get('/assets/index-B1ts0STj.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);
    const plain = await get('/assets/index-B1ts0STj.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('writes no copy of a file too small to gain, and still serves it intact', async () => {
    expect(existsSync(path.join(distDir, 'assets', 'tiny-Ab12Cd34.js.br'))).toBe(false);
    const res = await get('/assets/tiny-Ab12Cd34.js', 'identity');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('export{};');
  });

  it('sends the service worker and the app shell compressed but always revalidated', async () => {
    const sw = await get('/sw.js', 'br');
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(sw.rawPayload).toString()).toBe(worker);
    const route = await get('/cases/acute-appendicitis', 'br, gzip');
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(route.rawPayload).toString()).toBe(shell);
  });
});

describe('prerendered first screens', () => {
  it('answers / and /login with their prerendered pages, compressed and always revalidated', async () => {
    for (const [url, page] of [
      ['/', landingPage],
      ['/login', loginPage],
      ['/login?redirect=%2Fcases', loginPage],
    ] as const) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
  });

  it("allows the pages' one inline script by its hash, and no other inline script", async () => {
    const hash = createHash('sha256').update(SESSION_HINT).digest('base64');
    for (const url of ['/', '/dashboard', '/api/v1/health']) {
      const csp = String((await get(url, 'identity')).headers['content-security-policy']);
      expect(csp, url).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(/script-src[^;]*unsafe-inline/.test(csp), url).toBe(false);
    }
  });

  it('answers every other address, and /login showing a notice, with the plain shell', async () => {
    for (const url of [
      '/dashboard',
      '/register',
      '/login?error=session_expired',
      '/login?notice=x',
      '/index.html',
    ]) {
      const res = await get(url, 'identity');
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shell);
    }
  });
});

describe('API answers', () => {
  it('compresses a large answer with brotli and keeps its JSON intact', async () => {
    const res = await get('/api/v1/cases?limit=1000', 'gzip, deflate, br', learner.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('application/json');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as { data: unknown[] };
    expect(body.data).toHaveLength(30);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(body)) / 4);
  });

  it('falls back to gzip, and sends small answers as they are', async () => {
    const gz = await get('/api/v1/cases?limit=1000', 'gzip', learner.accessToken);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).data).toHaveLength(30);
    const small = await get('/api/v1/health', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: expect.any(String) });
  });

  it('never compresses the streamed patient reply', async () => {
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/v1/practice-sessions',
      headers: bearer(learner.accessToken),
      payload: { scenarioId: library[0]!.id, practiceMode: 'chat' },
    });
    expect(session.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/practice-sessions/${session.json().practiceSessionId}/chat-messages`,
      headers: { ...bearer(learner.accessToken), 'accept-encoding': 'br, gzip' },
      payload: { messageContent: '어디가 불편해서 오셨어요?' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    const stream = parseStream(res.body);
    expect(stream.done).toBe(true);
    expect(stream.text).toBe(library[0]!.persona.openingLine);
  });
});
