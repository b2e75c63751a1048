import './styles/mantine-first-screen';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { bindSessionEffects } from './data/session/session-effects';
import { restoreSession } from './data/session/session-start';
import { appStore, sessionAtom } from './lib/app-atoms';
import { handOffPrerendered, startedPrerendered } from './lib/prerendered';
import { appRouter } from './router';

bindSessionEffects();
void restoreSession();

const prerendered = startedPrerendered();

/**
 * Ends the current task: what follows runs in a task of its own, input and paint in between. A
 * message to itself rather than a timer, as React's scheduler does: a timer is throttled to a second
 * or more in a background tab (a page opened behind another would take seconds to start), and a
 * page whose timers stand still (a test's paused clock) would never start at all.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * Behind a prerendered snapshot (a visitor's first visit to `/` or `/login`) the page is on screen
 * and takes input already, so the app's start is cut into short tasks rather than one long one
 * (the main thread of a slow phone stays free for the visitor's taps and typing): after the
 * modules' evaluation the router is made (every route of the tree is set up), then it resolves the
 * page (its guards, its code), and only then does React render it, with nothing left to suspend on
 * or to update it while it renders in slices (a transition).
 *
 * Pretendard: the app shell (every page load but a first visit's landing page or /login) links its
 * faces in <head> (scripts/vite-prerender.ts); its import then only waits for that sheet, so the
 * first render is drawn in Pretendard already. A prerendered page does without it: a first visit
 * is drawn in the system fallback face with Pretendard's metrics (src/styles/global.css) and fetches
 * no font at all; the faces come with the next visit's shell, and the service worker keeps them.
 */
async function beforeFirstRender(): Promise<void> {
  if (!prerendered) {
    await import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css').catch(() => undefined);
    return;
  }
  // The snapshot is a visitor's first screen: a signed-in learner's app shows something else.
  if (appStore.get(sessionAtom).status === 'signedIn') handOffPrerendered();
  await nextTask();
  const router = appRouter();
  // The prerendered pages hand over themselves; an address the app sends elsewhere (a redirect)
  // once the page it ends on has rendered.
  const snapshotPath = window.location.pathname;
  const unsubscribe = router.subscribe('onResolved', (event) => {
    if (event.toLocation.pathname === snapshotPath) return;
    unsubscribe();
    requestAnimationFrame(() => handOffPrerendered());
  });
  // A visitor's page has no loader to wait for; a learner's (sent elsewhere) is left to the router.
  if (appStore.get(sessionAtom).status !== 'signedOut') return;
  await nextTask();
  await router.load().catch(() => undefined);
  await nextTask();
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
void beforeFirstRender().then(() => {
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
