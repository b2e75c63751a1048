/**
 * The embedded engine's code (device-engine.ts, the patient engine and grader with their lexicons:
 * by far the largest chunk) is split off and loaded on demand, so it never weighs on the landing
 * page or the other signed-in pages. A page on which an encounter may run loads it as soon as it
 * opens (usePracticeCodeLoaded), not when the first question the device must answer asks for it:
 * on a learner's first visit no service worker is in control yet, nothing is served from its cache,
 * and a network that drops in between would leave the device unable to answer.
 */
import type * as DeviceEngineModule from './device-engine';

type DeviceEngine = typeof DeviceEngineModule;

let loading: Promise<DeviceEngine> | null = null;

/** The engine's module, loaded once; a failed load (no network yet) is tried again next time. */
export function loadDeviceEngine(): Promise<DeviceEngine> {
  loading ??= import('./device-engine').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
