import { describe, expect, it } from 'vitest';
import { isOwnFont, KEEP_FONTS, type KeepFontsMessage } from '../../contract/service-worker';
import { keepFontsIn } from './keep-fonts';

const ORIGIN = 'https://cpx.example';
const font = (n: number) => `${ORIGIN}/assets/PretendardVariable.subset.${n}-abc.woff2`;

/** A page whose resource timeline the test writes, and a registration whose worker it controls. */
function setup(initial: string[], worker: 'active' | 'installing') {
  let report: ((urls: string[]) => void) | null = null;
  let observing = false;
  const environment = {
    origin: ORIGIN,
    observeResources(callback: (urls: string[]) => void) {
      report = callback;
      observing = true;
      callback(initial);
      return () => {
        observing = false;
      };
    },
  };
  const posted: KeepFontsMessage[] = [];
  const listeners = new Set<() => void>();
  const serviceWorker = {
    postMessage: (message: KeepFontsMessage) => posted.push(message),
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const registration = {
    active: worker === 'active' ? serviceWorker : null,
    installing: worker === 'installing' ? serviceWorker : null,
    waiting: null,
  };
  const stop = keepFontsIn(registration as unknown as ServiceWorkerRegistration, environment);
  return {
    posted,
    stop,
    load: (...urls: string[]) => report?.(urls),
    activate: () => {
      registration.active = serviceWorker;
      for (const listener of listeners) listener();
    },
    observing: () => observing,
    listeners,
  };
}

describe('the font subsets a page has drawn with go to the service worker', () => {
  it('sends the subsets loaded before it started, then each new one once, and nothing else', () => {
    const page = setup([font(1), `${ORIGIN}/assets/index-x.js`, font(2)], 'active');
    expect(page.posted).toEqual([{ type: KEEP_FONTS, urls: [font(1), font(2)] }]);
    page.load(font(2), font(3), 'https://elsewhere.example/font.woff2', `${ORIGIN}/assets/style.css`);
    expect(page.posted).toEqual([
      { type: KEEP_FONTS, urls: [font(1), font(2)] },
      { type: KEEP_FONTS, urls: [font(3)] },
    ]);
    page.load(font(1), font(3));
    expect(page.posted).toHaveLength(2);
  });

  it('keeps them for a worker that is still installing, and sends them once it is active', () => {
    const page = setup([font(4)], 'installing');
    page.load(font(5));
    expect(page.posted).toEqual([]);
    page.activate();
    expect(page.posted).toEqual([{ type: KEEP_FONTS, urls: [font(4), font(5)] }]);
  });

  it('stops observing and listening when stopped', () => {
    const page = setup([], 'installing');
    expect(page.listeners.size).toBe(1);
    page.stop();
    expect(page.observing()).toBe(false);
    expect(page.listeners.size).toBe(0);
    page.load(font(6));
    expect(page.posted).toEqual([]);
  });
});

describe('which addresses are this site’s fonts', () => {
  it('takes .woff2 files of the same origin only', () => {
    expect(isOwnFont(font(1), ORIGIN)).toBe(true);
    expect(isOwnFont(`${font(1)}?v=2`, ORIGIN)).toBe(true);
    expect(isOwnFont('https://elsewhere.example/assets/a.woff2', ORIGIN)).toBe(false);
    expect(isOwnFont(`${ORIGIN}/assets/a.woff`, ORIGIN)).toBe(false);
    expect(isOwnFont('not a url', ORIGIN)).toBe(false);
  });
});
