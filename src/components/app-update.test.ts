import { afterEach, describe, expect, it, vi } from 'vitest';

/** A registration whose update() is scripted, with the installing/waiting workers it has. */
function fakeRegistration(options: {
  update?: () => Promise<void>;
  installing?: object | null;
  waiting?: object | null;
}) {
  const registration = {
    installing: options.installing ?? null,
    waiting: options.waiting ?? null,
    update: vi.fn(options.update ?? (() => Promise.resolve())),
  };
  return registration as unknown as ServiceWorkerRegistration & { update: ReturnType<typeof vi.fn> };
}

async function freshModule() {
  vi.resetModules();
  return import('./app-update');
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => vi.restoreAllMocks());

describe('checkForAppUpdate', () => {
  it('is unavailable before the worker is registered', async () => {
    const { checkForAppUpdate } = await freshModule();
    expect(await checkForAppUpdate()).toBe('unavailable');
  });

  it('does not ask the server while offline', async () => {
    const { checkForAppUpdate, rememberRegistration } = await freshModule();
    const registration = fakeRegistration({});
    rememberRegistration(registration);
    setOnline(false);
    expect(await checkForAppUpdate()).toBe('offline');
    expect(registration.update).not.toHaveBeenCalled();
  });

  it('answers up-to-date when the server has the same worker', async () => {
    const { checkForAppUpdate, rememberRegistration } = await freshModule();
    const registration = fakeRegistration({});
    rememberRegistration(registration);
    setOnline(true);
    expect(await checkForAppUpdate()).toBe('up-to-date');
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('never throws: a failed check is reported as failed', async () => {
    const { checkForAppUpdate, rememberRegistration } = await freshModule();
    rememberRegistration(
      fakeRegistration({ update: () => Promise.reject(new TypeError('Failed to update')) }),
    );
    setOnline(true);
    expect(await checkForAppUpdate()).toBe('failed');
  });

  it('reports a new version and announces one that was already waiting', async () => {
    const { checkForAppUpdate, onWaitingUpdateFound, rememberRegistration } = await freshModule();
    const announced = vi.fn();
    const stop = onWaitingUpdateFound(announced);
    rememberRegistration(fakeRegistration({ waiting: {} }));
    setOnline(true);
    expect(await checkForAppUpdate()).toBe('update-ready');
    expect(announced).toHaveBeenCalledTimes(1);
    stop();
    await checkForAppUpdate();
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('does not start a second check while a new version is installing', async () => {
    const { checkForAppUpdate, rememberRegistration } = await freshModule();
    const registration = fakeRegistration({ installing: {} });
    rememberRegistration(registration);
    setOnline(true);
    expect(await checkForAppUpdate()).toBe('update-ready');
    expect(registration.update).not.toHaveBeenCalled();
  });
});
