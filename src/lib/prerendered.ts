/**
 * The first screen the build prerendered (scripts/vite-prerender.ts): the landing page and /login
 * are served with a static snapshot of themselves, `<div id="prerendered" inert>` right before the
 * empty `#root`, so a first visit paints before any script has run. While the snapshot is there,
 * `#root` is not displayed (src/styles/global.css); the app renders into it as usual, and the page
 * that the snapshot shows removes the snapshot in a layout effect, that is in the same frame as its
 * own first commit: the visitor sees the snapshot and then the same page, never a blank or a jump.
 * The snapshot is inert (it takes no input that the app would lose), so nothing typed is lost.
 */
import { useEffect, useLayoutEffect, useState } from 'react';

export const PRERENDERED_ID = 'prerendered';

const handedOff: (() => void)[] = [];

/** Removes the snapshot, if the page has one; the app's own page shows from then on. */
export function handOffPrerendered(doc: Document = document): void {
  const snapshot = doc.getElementById(PRERENDERED_ID);
  if (!snapshot) return;
  snapshot.remove();
  for (const callback of handedOff.splice(0)) callback();
}

/** Runs `callback` once the snapshot has been handed over (at once if there is none). */
export function afterHandOff(callback: () => void, doc: Document = document): void {
  if (doc.getElementById(PRERENDERED_ID)) handedOff.push(callback);
  else callback();
}

/** Whether this page load started from a snapshot (a first visit to `/` or `/login`). */
export function startedPrerendered(doc: Document = document): boolean {
  return doc.getElementById(PRERENDERED_ID) !== null;
}

/** For the pages that are prerendered: hand over as soon as their own markup is in the document. */
export function usePrerenderedHandoff(): void {
  useLayoutEffect(() => handOffPrerendered(), []);
}

/**
 * False until the snapshot, if the page started with one, has been handed over: what is not part
 * of the first screen (the service worker's registration) waits for the app to have taken over.
 */
export function useHandedOff(): boolean {
  const [handedOff, setHandedOff] = useState(() => typeof document === 'undefined' || !startedPrerendered());
  useEffect(() => {
    if (!handedOff) afterHandOff(() => setHandedOff(true));
  }, [handedOff]);
  return handedOff;
}
