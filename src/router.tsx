import { createRouter } from '@tanstack/react-router';
import { appStore, sessionAtom } from './lib/app-atoms';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  context: { getSession: () => appStore.get(sessionAtom) },
  defaultPreload: 'intent',
  // Scrolling to the top on navigation is done by the signed-in layout (spec 1 §2).
  scrollRestoration: false,
});

// Guards read the session at load time; when it changes (login, logout, expiry) they run again.
appStore.sub(sessionAtom, () => void router.invalidate());

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
