/**
 * Looking for a new deployment of the app (the service worker's side of an update).
 *
 * The registration is kept here once update-prompt has registered the worker, so both the hourly
 * check and the learner's own "업데이트 확인" on my page go through one function; a check asked for
 * before that (update-prompt loads after the page's load event) uses the browser's registration. A check is
 * skipped while offline or while a new version is already being installed, and never throws: an
 * update check that fails (flaky network, server restarting) is simply tried again later.
 * When a new version is found, the browser installs it and workbox-window's 'waiting' event makes
 * update-prompt ask the learner; nothing takes over without their click.
 */

/** Installed apps can stay open for days; look for a new version now and then. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export type UpdateCheckResult =
  /** A new version is installed and waiting for the learner's 새로고침. */
  | 'update-ready'
  | 'up-to-date'
  | 'offline'
  /** No service worker here (unsupported browser, or not registered yet). */
  | 'unavailable'
  /** The server could not be asked. */
  | 'failed';

let registration: ServiceWorkerRegistration | null = null;
let registered: (value: ServiceWorkerRegistration) => void = () => {};
const registrationMade = new Promise<ServiceWorkerRegistration>((resolve) => {
  registered = resolve;
});
/** How long a check asked for before the page has registered waits for it (registered after load). */
export const REGISTRATION_WAIT_MS = 10_000;
const waitingListeners = new Set<() => void>();

/**
 * Called when a check finds a version already waiting — e.g. the learner closed the prompt and
 * later asked again; workbox-window announces a waiting worker only once per page.
 */
export function onWaitingUpdateFound(listener: () => void): () => void {
  waitingListeners.add(listener);
  return () => waitingListeners.delete(listener);
}

export function rememberRegistration(value: ServiceWorkerRegistration): void {
  registration = value;
  registered(value);
}

/**
 * This page's registration: update-prompt's, once it has registered (after the page's load event);
 * before that the one the browser already keeps for the app (a returning learner's), else the one
 * about to be made. null where there is no service worker, or none came within REGISTRATION_WAIT_MS.
 */
async function pageRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (registration) return registration;
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return null;
  const kept = await container.getRegistration().catch(() => undefined);
  if (kept) return kept;
  return Promise.race([
    registrationMade,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), REGISTRATION_WAIT_MS)),
  ]);
}

let reloading = false;

/** How the page is reloaded; `location.reload` itself cannot be replaced, so a test spies on this. */
export const pageReload = { run: (): void => window.location.reload() };

/** Reloads the page, once: whoever asks first (workbox-window, or the watch below) does it. */
export function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  pageReload.run();
}

/** Asks a new worker to take over now (sw/sw.ts answers SKIP_WAITING with skipWaiting()). */
function skipWaiting(worker: ServiceWorker): void {
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * What 새로고침 does: the new worker is asked to take over, and the page is reloaded once it has.
 * - workbox-window also reloads on the take-over, but only for a worker it saw this page install,
 *   and it asks only a worker already waiting; the browser also looks for a new worker by itself
 *   after a navigation, and on a busy phone that install can still be running when the learner
 *   presses 새로고침 (a browser test caught both: the button did nothing). So the app follows the
 *   new worker itself: the waiting one is asked at once, an installing one as soon as it is
 *   installed.
 * - The page is reloaded on the first sign that the new worker is in charge, or never will be: the
 *   take-over of a controlled page (`controllerchange`), the worker becoming active (a page nobody
 *   controls, the very visit that installed the app, never sees a take-over), or the worker being
 *   dropped (its install failed, or a newer one replaced it): the reload then opens under whatever
 *   is active, as the learner asked.
 * - When no worker is waiting or installing any more (another tab's 새로고침 activated it), the page
 *   is reloaded at once.
 */
export function reloadWhenUpdated(): void {
  const container = navigator.serviceWorker;
  const worker = registration?.waiting ?? registration?.installing ?? null;
  if (!worker) {
    reloadOnce();
    return;
  }
  if (container.controller) container.addEventListener('controllerchange', reloadOnce, { once: true });
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed') skipWaiting(worker);
    else if (worker.state === 'activated' || worker.state === 'redundant') reloadOnce();
  });
  if (worker.state === 'installed') skipWaiting(worker);
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Asks the server for the service worker script; resolves once the browser has compared it. */
export async function checkForAppUpdate(): Promise<UpdateCheckResult> {
  const current = await pageRegistration();
  if (!current) return 'unavailable';
  if (isOffline()) return 'offline';
  if (current.installing) return 'update-ready';
  try {
    await current.update();
  } catch {
    return isOffline() ? 'offline' : 'failed';
  }
  if (current.waiting && !current.installing) for (const listener of waitingListeners) listener();
  return current.installing || current.waiting ? 'update-ready' : 'up-to-date';
}

/**
 * The build of the app's active service worker (sw/sw.ts answers GET_VERSION), or null where there
 * is none. On the visit that installs the app, this waits until the worker is active.
 */
export async function readAppVersion(): Promise<string | null> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return null;
  const worker = container.controller ?? (await container.ready).active;
  if (!worker) return null;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ version?: unknown }>) =>
      resolve(typeof event.data?.version === 'string' ? event.data.version : null);
    worker.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
  });
}
