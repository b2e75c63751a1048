/**
 * The Pretendard subsets this page has drawn with, handed to the service worker to keep (sw/sw.ts,
 * KEEP_FONTS). The worker keeps a subset when a request for it passes through the worker, but those
 * of a first visit never do: its page loads before the worker is installed. Offline, a new tab then
 * had them only from the browser's HTTP cache, which persistent storage does not cover, and drew
 * their characters in the fallback face once that cache had let them go.
 */
import { isOwnFont, KEEP_FONTS, type KeepFontsMessage } from '../../contract/service-worker';

interface Environment {
  origin: string;
  /** Calls back with the URLs of resources the page has loaded: those before the call, then each new one. */
  observeResources(report: (urls: string[]) => void): () => void;
}

const browser: Environment = {
  get origin() {
    return window.location.origin;
  },
  observeResources(report) {
    if (typeof PerformanceObserver === 'undefined') return () => undefined;
    const observer = new PerformanceObserver((list) => report(list.getEntries().map((entry) => entry.name)));
    try {
      observer.observe({ type: 'resource', buffered: true });
    } catch {
      return () => undefined;
    }
    return () => observer.disconnect();
  },
};

/**
 * Sends every font subset of this site the page has loaded, and each one it loads later, to the
 * registration's active worker, once each (waiting for a worker to be active). Returns a stop.
 */
export function keepFontsIn(
  registration: ServiceWorkerRegistration,
  environment: Environment = browser,
): () => void {
  const sent = new Set<string>();
  let waiting: string[] = [];
  let stopped = false;

  const flush = () => {
    const worker = registration.active;
    if (stopped || !worker || waiting.length === 0) return;
    const message: KeepFontsMessage = { type: KEEP_FONTS, urls: waiting };
    waiting = [];
    worker.postMessage(message);
  };

  const stopObserving = environment.observeResources((urls) => {
    for (const url of urls) {
      if (sent.has(url) || !isOwnFont(url, environment.origin)) continue;
      sent.add(url);
      waiting.push(url);
    }
    flush();
  });
  // A worker still installing takes the subsets once it is active.
  const onChange = () => flush();
  const installing = registration.installing ?? registration.waiting;
  installing?.addEventListener('statechange', onChange);

  return () => {
    stopped = true;
    stopObserving();
    installing?.removeEventListener('statechange', onChange);
  };
}
