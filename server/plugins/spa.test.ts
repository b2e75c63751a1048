import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFileFor, filesUnder, spaPlugin } from './spa';

/**
 * The built PWA served from dist/ by one route (issue 21 item 5: a route per file was a tenth of
 * the boot's main-thread CPU), answering as the route per file did: the files there at boot, with
 * their caching and their brotli copy; anything else to the not-found handler (the app shell for a
 * client route, a plain 404 for a missing file, JSON for /api).
 */
describe('spa plugin', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'cpx-spa-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.cache'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(dist, 'sw.js'), 'self.sw = 1;');
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1);');
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.br'), 'brotli bytes');
    writeFileSync(path.join(dist, 'assets', 'a b.css'), 'a{}');
    writeFileSync(path.join(dist, '.source-hash'), 'abc');
    writeFileSync(path.join(dist, '.cache', 'x.js'), 'hidden');
    app = Fastify();
    await app.register(spaPlugin, { distDir: dist });
    await app.ready();
    // Made after boot: not served, as no route was made for it.
    writeFileSync(path.join(dist, 'assets', 'late-9z.js'), 'late');
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('lists the files as URL paths, without dot files', () => {
    expect(filesUnder(dist).sort()).toEqual([
      '/assets/a b.css',
      '/assets/app-1a2b.js',
      '/assets/app-1a2b.js.br',
      '/assets/late-9z.js',
      '/index.html',
      '/sw.js',
    ]);
    const files = new Set(filesUnder(dist));
    expect(builtFileFor('/assets/app-1a2b.js?v=2', files)).toBe('/assets/app-1a2b.js');
    expect(builtFileFor('/assets/a%20b.css', files)).toBe('/assets/a b.css');
    expect(builtFileFor('/assets/%zz.js', files)).toBeUndefined();
    expect(builtFileFor('/assets/../sw.js', files)).toBeUndefined();
  });

  it('serves a built file with its caching, as its brotli copy when accepted, and to HEAD', async () => {
    const plain = await app.inject({ url: '/assets/app-1a2b.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe('console.log(1);');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    const sw = await app.inject({ url: '/sw.js', method: 'HEAD' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/assets/a%20b.css' })).body).toBe('a{}');
  });

  it('sends anything else to the not-found handler: the shell, a plain 404 or JSON', async () => {
    const route = await app.inject({ url: '/dashboard' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>shell</title>');
    // Dot files are not served; a path without an extension is a client route.
    expect((await app.inject({ url: '/.source-hash' })).body).toContain('<title>shell</title>');
    for (const url of ['/assets/missing.js', '/assets/late-9z.js', '/.cache/x.js']) {
      const missing = await app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toBe('Not found');
    }
    const api = await app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    expect((await app.inject({ url: '/sw.js', method: 'POST' })).statusCode).toBe(404);
  });
});
