/**
 * Server-side rendering of the first screens, for the build only (scripts/vite-prerender.ts builds
 * this file for Node and writes its output into dist/prerendered/): the landing page and /login as
 * a visitor sees them on arrival, rendered with the app's own tree (providers, router, routes and
 * theme), so the snapshot and the app's first render are the same markup.
 */
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { appStore, sessionAtom } from './lib/app-atoms';
import { APP_FULL_NAME, APP_NAME } from './lib/brand';

// A visitor, settled before the app's modules load: the browser's router (src/router.tsx) re-runs
// its guards on every later change of the session, and has no history to do it with here.
appStore.set(sessionAtom, { status: 'signedOut', reason: 'visitor' });
const [{ App }, { LOGIN_TITLE }, { routeTree }] = await Promise.all([
  import('./app'),
  import('./features/auth/login-page'),
  import('./routeTree.gen'),
]);

/** The markup of `pathname` as a visitor's first screen, and the title the page sets. */
export async function renderFirstScreen(pathname: string): Promise<{ html: string; title: string }> {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [pathname] }),
    context: { getSession: () => appStore.get(sessionAtom) },
    scrollRestoration: false,
  });
  // Loads the matched routes' code-split components, so nothing suspends while rendering.
  await router.load();
  const html = renderToString(<App appRouter={router} />);
  return { html, title: titleOf(pathname) };
}

/** The document title each prerendered page sets on mount (useDocumentTitle), known before it runs. */
function titleOf(pathname: string): string {
  return pathname === '/login' ? `${LOGIN_TITLE} | ${APP_NAME}` : APP_FULL_NAME;
}
