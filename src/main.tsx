import './styles/mantine-first-screen';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { bindSessionEffects } from './data/session/session-effects';
import { restoreSession } from './data/session/session-start';
import { appStore, sessionAtom } from './lib/app-atoms';
import { warmFontCache } from './lib/font-warmup';
import { afterHandOff, handOffPrerendered, startedPrerendered } from './lib/prerendered';
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
 * first render is drawn in Pretendard already. A prerendered page does without it (system fallback
 * face) and fetches the subsets its text needs for the next visit once it has loaded.
 */
async function fontsBeforeFirstRender(): Promise<void> {
  if (prerendered) {
    const sheet = document.querySelector<HTMLMetaElement>('meta[name="cpx-fonts"]')?.content;
    // Not before the page is usable: once the app has taken over and the page has loaded, at an
    // idle moment.
    if (sheet)
      afterHandOff(() => {
        const warm = () => {
          if ('requestIdleCallback' in window) requestIdleCallback(() => void warmFontCache(sheet));
          else setTimeout(() => void warmFontCache(sheet), 500);
        };
        if (document.readyState === 'complete') warm();
        else window.addEventListener('load', warm, { once: true });
      });
    return;
  }
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
