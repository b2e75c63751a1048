/**
 * For the sync tests: a Connectivity the test switches on and off, whose reports are spies.
 */
import { vi } from 'vitest';
import type { Connectivity, ConnectivityListener } from './connectivity';

export function fakeConnectivity(initiallyOnline = true) {
  let online = initiallyOnline;
  const listeners = new Set<ConnectivityListener>();
  const connectivity: Connectivity & { goOnline(): void; goOffline(): void } = {
    browserOnline: () => online,
    isOnline: () => online,
    reportFailure: vi.fn(),
    reportSuccess: vi.fn(),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    goOnline() {
      online = true;
      listeners.forEach((listener) => listener({ online: true, cameBackOnline: true }));
    },
    goOffline() {
      online = false;
      listeners.forEach((listener) => listener({ online: false, cameBackOnline: false }));
    },
  };
  return connectivity;
}
