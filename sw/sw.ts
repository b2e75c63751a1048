/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, injectManifest).
 *
 * - Precaches the app shell listed in self.__WB_MANIFEST and drops caches of older builds.
 * - Answers every page navigation with the precached index.html, so a deep link opens offline;
 *   /api and everything under it is never answered from here — a tab opened on an API address gets
 *   the server's JSON, or the browser's own network error, never the app shell; data goes through
 *   the app's own Dexie-first sync.
 * - Caches the self-hosted Pretendard subsets as they are first used (there are ~90 of them).
 * - Waits: a new version takes over only when the learner accepts the update prompt, which posts
 *   'SKIP_WAITING' — never in the middle of a timed case.
 * - Says which build it is ('GET_VERSION', answered on the message's port): the revision of the
 *   index.html it precached, which changes with every deploy that changes the app.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

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

registerRoute(
  ({ request, url }) => request.destination === 'font' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'fonts',
    // CacheFirst stores only 200 answers by default, so an error page is never kept as a font.
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 365 * 24 * 60 * 60 })],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'GET_VERSION') event.ports[0]?.postMessage({ version: BUILD_VERSION });
});
