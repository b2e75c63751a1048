import { createRouter } from '@tanstack/react-router';
import { appStore, sessionAtom } from './lib/app-atoms';
import { routeTree } from './routeTree.gen';

function createAppRouter() {
  const router = createRouter({
    routeTree,
    context: { getSession: () => appStore.get(sessionAtom) },
    defaultPreload: 'intent',
    // Scrolling to the top on navigation is done by the signed-in layout (spec 1 §2).
    scrollRestoration: false,
  });
  // Guards read the session at load time; when it changes (login, logout, expiry) they run again.
  appStore.sub(sessionAtom, () => void router.invalidate());
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

let browserRouter: AppRouter | undefined;

/**
 * The browser's router, made on first use rather than when this module is evaluated: making it
 * sets up every route of the tree, a task of its own on a first visit's start (src/main.tsx)
 * instead of a part of the long one that evaluates the app's modules.
 */
export function appRouter(): AppRouter {
  browserRouter ??= createAppRouter();
  return browserRouter;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
