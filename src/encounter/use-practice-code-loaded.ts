import { useRouter, type RegisteredRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loadDeviceEngine } from './on-device/device-engine-loader';

type RouteId = keyof RegisteredRouter['routesById'];

/**
 * For the pages an encounter starts from or runs on (a case's briefing, the live practice page, a
 * mock exam's case): loads, when the page opens, all the code the encounter will need without a
 * network — the device's engine and the code of the pages it moves on to (`routeIds`: the live
 * page, the page after the end). A service worker in control serves them from its cache anyway;
 * on a first visit, before it is, they come over the network now, while there is one. Failures
 * are left to the moment the code is used (loaded again then, src/encounter/on-device).
 */
export function usePracticeCodeLoaded(routeIds: readonly RouteId[]): void {
  const router = useRouter();
  // Callers pass a module constant (practice-routes.ts, mock-exam-routes.ts): the effect runs once.
  useEffect(() => {
    void loadDeviceEngine().catch(() => undefined);
    for (const id of routeIds) {
      const route = router.routesById[id];
      if (route) void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
    }
  }, [router, routeIds]);
}
