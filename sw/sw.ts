/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, injectManifest).
 *
 * - Precaches the app shell listed in self.__WB_MANIFEST and drops caches of older builds.
 * - Answers every page navigation with the precached index.html, so a deep link opens offline;
 *   /api/ is never answered from here — data goes through the app's own Dexie-first sync.
 * - Caches the self-hosted Pretendard subsets as they are first used (there are ~90 of them).
 * - Waits: a new version takes over only when the learner accepts the update prompt, which posts
 *   'SKIP_WAITING' — never in the middle of a timed case.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & typeof globalThis;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

registerRoute(
  ({ request, url }) => request.destination === 'font' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'fonts',
    // CacheFirst stores only 200 answers by default, so an error page is never kept as a font.
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 365 * 24 * 60 * 60 })],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
