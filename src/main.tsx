import './styles/mantine-first-screen';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { bindSessionEffects } from './data/session/session-effects';
import { restoreSession } from './data/session/session-start';
import { appStore, sessionAtom } from './lib/app-atoms';
import { handOffPrerendered, startedPrerendered } from './lib/prerendered';
import { router } from './router';

bindSessionEffects();
void restoreSession();

const prerendered = startedPrerendered();
if (prerendered) {
  // The snapshot is a visitor's first screen: a signed-in learner's app shows something else.
  if (appStore.get(sessionAtom).status === 'signedIn') handOffPrerendered();
  // The prerendered pages hand over themselves; an address the app sends elsewhere (a redirect)
  // once the page it ends on has rendered.
  const snapshotPath = window.location.pathname;
  const unsubscribe = router.subscribe('onResolved', (event) => {
    if (event.toLocation.pathname === snapshotPath) return;
    unsubscribe();
    requestAnimationFrame(() => handOffPrerendered());
  });
}

/**
 * Pretendard: the app shell (every page load but a first visit's landing page or /login) links its
 * faces in <head> (scripts/vite-prerender.ts); this import then only waits for that sheet, so the
 * first render is drawn in Pretendard already. A prerendered page does without it: a first visit
 * is drawn in the system fallback face with Pretendard's metrics (src/styles/global.css) and fetches
 * no font at all; the faces come with the next visit's shell, and the service worker keeps them.
 */
async function fontsBeforeFirstRender(): Promise<void> {
  if (prerendered) return;
  await import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css').catch(() => undefined);
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
void fontsBeforeFirstRender().then(() => {
  const root = createRoot(rootElement);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Behind a snapshot the page is already on screen: React renders it in slices that leave the
  // main thread free between them (a transition), instead of in one long task.
  if (prerendered) startTransition(() => root.render(app));
  else root.render(app);
});
