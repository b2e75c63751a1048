/**
 * Looking for a new deployment of the app (the service worker's side of an update).
 *
 * The registration is kept here once update-prompt has registered the worker, so both the hourly
 * check and the learner's own "업데이트 확인" on my page go through one function. A check is
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

export function rememberRegistration(value: ServiceWorkerRegistration): void {
  registration = value;
}

/**
 * What 새로고침 does besides SKIP_WAITING. workbox-window reloads a page the old worker controlled
 * when the new one takes over. A page nobody controls (the very visit that installed the app) never
 * sees a take-over: its new worker usually activated at once (the old one had no page to serve), so
 * the page is reloaded here — at once, or when a still-waiting worker becomes active.
 */
export function reloadIfUncontrolled(): void {
  if (navigator.serviceWorker.controller) return;
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated') window.location.reload();
  });
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Asks the server for the service worker script; resolves once the browser has compared it. */
export async function checkForAppUpdate(): Promise<UpdateCheckResult> {
  const current = registration;
  if (!current) return 'unavailable';
  if (isOffline()) return 'offline';
  if (current.installing) return 'update-ready';
  try {
    await current.update();
  } catch {
    return isOffline() ? 'offline' : 'failed';
  }
  return current.installing || current.waiting ? 'update-ready' : 'up-to-date';
}

/** The build of the worker controlling this page (sw/sw.ts answers GET_VERSION), or null. */
export function readAppVersion(): Promise<string | null> {
  const controller = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (!controller) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ version?: unknown }>) =>
      resolve(typeof event.data?.version === 'string' ? event.data.version : null);
    controller.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
  });
}
