import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorCatalogue } from '../../contract/errors';

/**
 * Serves the built PWA from dist/ and answers every unknown non-API GET with index.html so client
 * routes work on reload. Hashed assets are cached forever; index.html, the service worker and the
 * manifest must always be revalidated, or a deploy would never reach installed apps.
 * Unknown /api paths always get a JSON 404, never the app shell. Text files go out as the
 * build's brotli or gzip copy when the browser accepts one.
 */
const revalidate = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/**
 * The build prerenders the landing page and /login (scripts/vite-prerender.ts) into
 * dist/prerendered/: a first visit to either gets the page with its snapshot, which paints before
 * any script runs. Every other address, and these two with a query that changes what they show
 * (/login?error=…, ?notice=…), get the plain shell. The service worker, once installed, answers
 * every navigation with the shell itself.
 */
export function prerenderedPageFor(url: string): string | null {
  const [pathname = '/', query = ''] = url.split('?', 2);
  if (pathname === '/') return 'prerendered/index.html';
  if (pathname !== '/login' && pathname !== '/login/') return null;
  const keys = [...new URLSearchParams(query).keys()];
  return keys.every((key) => key === 'redirect') ? 'prerendered/login.html' : null;
}

const PRERENDERED_FILES = ['prerendered/index.html', 'prerendered/login.html'];

/**
 * CSP sources (`'sha256-…'`) for the inline scripts of the prerendered pages (the session hint
 * and the tap keeper, scripts/vite-prerender.ts): the policy allows those scripts and no other inline code.
 */
export function prerenderedScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of PRERENDERED_FILES) {
    const page = path.join(distDir, file);
    if (!existsSync(page)) continue;
    for (const match of readFileSync(page, 'utf8').matchAll(/<script>([^<]*)<\/script>/g))
      hashes.add(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Every file under `dir` as a URL path (`/assets/index-1a2b.js`), dot files and dot folders left
 * out as @fastify/static's own listing left them.
 */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    )
    .filter((file) => !file.includes('/.'));
}

/** The built file a request's URL names, if it is one of `files` (its path decoded, no query). */
export function builtFileFor(url: string, files: ReadonlySet<string>): string | undefined {
  const pathname = url.split('?', 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return files.has(decoded) ? decoded : undefined;
}

export const spaPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const hasBuild = existsSync(path.join(opts.distDir, 'index.html'));
  const prerenderedFiles = new Set(
    PRERENDERED_FILES.filter((file) => existsSync(path.join(opts.distDir, file))),
  );
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      // The files are served by the one route below, not a route each (issue 21 item 5).
      serve: false,
      index: false,
      // The build writes .br and .gz copies of every text file (scripts/vite-precompress.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // With preCompressed the file sent may be `sw.js.br`: its caching is that of `sw.js`.
        const sent = `/${path.relative(opts.distDir, filePath).split(path.sep).join('/')}`;
        const rel = sent.replace(/\.(?:br|gz)$/, '');
        if (rel.startsWith('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (revalidate.has(rel) || rel.startsWith('/workbox-') || rel.startsWith('/prerendered/'))
          res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  if (hasBuild) {
    // The build's files as they were at boot, each served at its path as it would be by a route of
    // its own (@fastify/static's `wildcard: false`, which registered 270 GET and HEAD routes and
    // was a tenth of the main thread's CPU before the server listened): the same handler, and
    // anything else to the not-found handler below.
    const files = new Set(filesUnder(opts.distDir));
    app.route({
      method: ['HEAD', 'GET'],
      url: '/*',
      handler: (request, reply) => {
        const file = builtFileFor(request.url, files);
        return file ? reply.sendFile(file) : reply.callNotFound();
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      !hasBuild ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply
        .status(404)
        .send({ error: errorCatalogue.ROUTE_NOT_FOUND.message, code: 'ROUTE_NOT_FOUND' });
    }
    // A missing file with an extension is a real 404 (e.g. an old hashed asset), not a client route.
    if (/\.[a-z0-9]{2,5}$/i.test(pathname)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    reply.header('cache-control', 'no-cache');
    const prerendered = prerenderedPageFor(request.url);
    return reply.sendFile(prerendered && prerenderedFiles.has(prerendered) ? prerendered : 'index.html');
  });
});
