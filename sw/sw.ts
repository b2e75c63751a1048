/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, injectManifest).
 *
 * - Precaches the app shell listed in self.__WB_MANIFEST and drops caches of older builds.
 * - Answers every page navigation with the precached index.html, so a deep link opens offline;
 *   /api and everything under it is never answered from here — a tab opened on an API address gets
 *   the server's JSON, or the browser's own network error, never the app shell; data goes through
 *   the app's own Dexie-first sync.
 * - Caches the self-hosted Pretendard subsets as they are first used (there are ~90 of them), and
 *   those a page reports having used ('KEEP_FONTS'), which did not all pass through here.
 * - Waits: a new version takes over only when the learner accepts the update prompt, which posts
 *   'SKIP_WAITING' — never in the middle of a timed case.
 * - Says which build it is ('GET_VERSION', answered on the message's port): the revision of the
 *   index.html it precached, which changes with every deploy that changes the app.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isOwnFont, KEEP_FONTS } from '../contract/service-worker';

declare const self: ServiceWorkerGlobalScope & typeof globalThis;

// The injection point must appear exactly once; the build fills it with the precache list.
const precacheList = self.__WB_MANIFEST;
precacheAndRoute(precacheList);
cleanupOutdatedCaches();

const shellEntry = precacheList.find(
  (entry): entry is Exclude<typeof entry, string> => typeof entry !== 'string' && entry.url === 'index.html',
);
const BUILD_VERSION = shellEntry?.revision ?? 'dev';

/** /api, /api/… and /api?… belong to the server, whatever the app shell would make of them. */
const API_PATH = /^\/api(?:[/?#]|$)/;

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [API_PATH] }));

const fonts = new CacheFirst({
  cacheName: 'fonts',
  // The server answers with Vary: Origin (CORS) and Accept-Encoding; a font the worker fetched itself
  // (KEEP_FONTS below) was asked without the Origin a page's font request has, and would never match
  // one. The subsets are immutable files under hashed names: what varies does not matter.
  matchOptions: { ignoreVary: true },
  // CacheFirst stores only 200 answers by default, so an error page is never kept as a font.
  plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 365 * 24 * 60 * 60 })],
});
registerRoute(
  ({ request, url }) => request.destination === 'font' && url.origin === self.location.origin,
  fonts,
);

/** At most this many subsets in one KEEP_FONTS message (Pretendard has about 90). */
const KEEP_FONTS_MAX = 120;

/**
 * Keeps the font subsets a page reports having drawn with (src/components/keep-fonts.ts), through
 * the fonts route's own strategy: one already kept is left as it is, another is fetched and kept.
 * Only this site's .woff2 files; a subset that cannot be fetched now (offline) is skipped.
 */
async function keepFonts(event: ExtendableMessageEvent, urls: unknown): Promise<void> {
  if (!Array.isArray(urls)) return;
  const own = urls
    .filter((url): url is string => typeof url === 'string' && isOwnFont(url, self.location.origin))
    .slice(0, KEEP_FONTS_MAX);
  await Promise.all(
    own.map((url) => fonts.handle({ event, request: new Request(url) }).catch(() => undefined)),
  );
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'GET_VERSION') event.ports[0]?.postMessage({ version: BUILD_VERSION });
  if (type === KEEP_FONTS) event.waitUntil(keepFonts(event, (event.data as { urls?: unknown }).urls));
});
