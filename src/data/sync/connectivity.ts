/**
 * Whether the network works, from three signals: navigator.onLine, the online/offline events, and
 * the fate of our own requests (a fetch that throws means "unreachable" even while the browser
 * believes it is online — captive portals, a server that is down).
 *
 * `browserOnline` gates the sync engine: while the browser knows it is offline there is no point
 * trying, and the `online` event will wake us. `isOnline` (what the UI shows) is also false after a
 * failed request, until a request succeeds or the browser reports going online again.
 */
export type ConnectivityListener = (change: { online: boolean; cameBackOnline: boolean }) => void;

export interface Connectivity {
  browserOnline(): boolean;
  isOnline(): boolean;
  reportFailure(): void;
  reportSuccess(): void;
  subscribe(listener: ConnectivityListener): () => void;
}

export function createConnectivity(
  nav: Pick<Navigator, 'onLine'> = navigator,
  events: Pick<EventTarget, 'addEventListener'> = window,
): Connectivity {
  let browserOnline = nav.onLine;
  let reachable = true;
  const listeners = new Set<ConnectivityListener>();

  const isOnline = () => browserOnline && reachable;
  const notify = (cameBackOnline: boolean) => {
    for (const listener of listeners) listener({ online: isOnline(), cameBackOnline });
  };

  events.addEventListener('online', () => {
    browserOnline = true;
    reachable = true;
    notify(true);
  });
  events.addEventListener('offline', () => {
    browserOnline = false;
    notify(false);
  });

  return {
    browserOnline: () => browserOnline,
    isOnline,
    reportFailure() {
      if (!reachable) return;
      reachable = false;
      notify(false);
    },
    reportSuccess() {
      if (reachable) return;
      reachable = true;
      notify(false);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
