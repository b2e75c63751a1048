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

/** A service worker that records what it is told and can change state. */
function fakeWorker(state = 'installed') {
  return Object.assign(new EventTarget(), { state, postMessage: vi.fn() });
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
  it('is unavailable where the browser has no service worker', async () => {
    const { checkForAppUpdate } = await freshModule();
    expect(await checkForAppUpdate()).toBe('unavailable');
  });

  describe('asked before the page has registered (update-prompt registers after the load event)', () => {
    const realServiceWorker = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
    function browserKeeps(kept: ServiceWorkerRegistration | undefined) {
      const container = { getRegistration: vi.fn(() => Promise.resolve(kept)) };
      Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    }
    afterEach(() => {
      if (realServiceWorker) Object.defineProperty(navigator, 'serviceWorker', realServiceWorker);
      else Reflect.deleteProperty(navigator, 'serviceWorker');
      vi.useRealTimers();
    });

    it("checks with the registration the browser keeps for a returning learner's app", async () => {
      const { checkForAppUpdate } = await freshModule();
      const kept = fakeRegistration({});
      browserKeeps(kept);
      expect(await checkForAppUpdate()).toBe('up-to-date');
      expect(kept.update).toHaveBeenCalledTimes(1);
    });

    it('waits for the registration about to be made on a first visit', async () => {
      const { checkForAppUpdate, rememberRegistration } = await freshModule();
      browserKeeps(undefined);
      const made = fakeRegistration({ waiting: fakeWorker() });
      const answer = checkForAppUpdate();
      rememberRegistration(made);
      expect(await answer).toBe('update-ready');
      expect(made.update).toHaveBeenCalledTimes(1);
    });

    it('is unavailable when no registration comes', async () => {
      vi.useFakeTimers();
      const { checkForAppUpdate, REGISTRATION_WAIT_MS } = await freshModule();
      browserKeeps(undefined);
      const answer = checkForAppUpdate();
      await vi.advanceTimersByTimeAsync(REGISTRATION_WAIT_MS);
      expect(await answer).toBe('unavailable');
    });
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
    rememberRegistration(fakeRegistration({ waiting: fakeWorker() }));
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

describe('reloadWhenUpdated', () => {
  const realServiceWorker = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');

  /** A page whose reloads are counted, under a service-worker container with the given controller. */
  function page(module: { pageReload: { run: () => void } }, controller: object | null) {
    const reload = vi.spyOn(module.pageReload, 'run').mockImplementation(() => undefined);
    const container = Object.assign(new EventTarget(), { controller });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    return { reload, container };
  }

  afterEach(() => {
    if (realServiceWorker) Object.defineProperty(navigator, 'serviceWorker', realServiceWorker);
    else Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('reloads a controlled page when the new worker takes over, even if workbox-window never saw it install', async () => {
    const module = await freshModule();
    const { reloadWhenUpdated, rememberRegistration } = module;
    const waiting = fakeWorker();
    rememberRegistration(fakeRegistration({ waiting }));
    const { reload, container } = page(module, {});
    reloadWhenUpdated();
    expect(reload).not.toHaveBeenCalled();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once when workbox-window reloads on the same take-over', async () => {
    const module = await freshModule();
    const { reloadOnce, reloadWhenUpdated, rememberRegistration } = module;
    rememberRegistration(fakeRegistration({ waiting: fakeWorker() }));
    const { reload, container } = page(module, {});
    reloadWhenUpdated();
    expect(reload).not.toHaveBeenCalled();
    reloadOnce(); // workbox-window's onNeedReload
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a controlled page at once when the new version already took over (another tab pressed 새로고침)', async () => {
    const module = await freshModule();
    const { reloadWhenUpdated, rememberRegistration } = module;
    rememberRegistration(fakeRegistration({}));
    const { reload } = page(module, {});
    reloadWhenUpdated();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks a worker still installing to take over once it is installed, then reloads on the take-over', async () => {
    const module = await freshModule();
    const { reloadWhenUpdated, rememberRegistration } = module;
    const installing = fakeWorker('installing');
    rememberRegistration(fakeRegistration({ installing }));
    const { reload, container } = page(module, {});
    reloadWhenUpdated();
    expect(installing.postMessage).not.toHaveBeenCalled();
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    expect(installing.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads an uncontrolled page at once when no worker is waiting', async () => {
    const module = await freshModule();
    const { reloadWhenUpdated, rememberRegistration } = module;
    rememberRegistration(fakeRegistration({}));
    const { reload } = page(module, null);
    reloadWhenUpdated();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads an uncontrolled page when its waiting worker becomes active', async () => {
    const module = await freshModule();
    const { reloadWhenUpdated, rememberRegistration } = module;
    const waiting = fakeWorker();
    rememberRegistration(fakeRegistration({ waiting }));
    const { reload } = page(module, null);
    reloadWhenUpdated();
    expect(reload).not.toHaveBeenCalled();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    waiting.state = 'activated';
    waiting.dispatchEvent(new Event('statechange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a controlled page when its new worker is active, even if no take-over event came', async () => {
    const module = await freshModule();
    const { reloadWhenUpdated, rememberRegistration } = module;
    const waiting = fakeWorker();
    rememberRegistration(fakeRegistration({ waiting }));
    const { reload } = page(module, {});
    reloadWhenUpdated();
    waiting.state = 'activating';
    waiting.dispatchEvent(new Event('statechange'));
    expect(reload).not.toHaveBeenCalled();
    waiting.state = 'activated';
    waiting.dispatchEvent(new Event('statechange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when the new version is dropped (its install failed): the page opens under the active one', async () => {
    const module = await freshModule();
    const { reloadWhenUpdated, rememberRegistration } = module;
    const installing = fakeWorker('installing');
    rememberRegistration(fakeRegistration({ installing }));
    const { reload } = page(module, {});
    reloadWhenUpdated();
    installing.state = 'redundant';
    installing.dispatchEvent(new Event('statechange'));
    expect(installing.postMessage).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks at once a worker whose install finished before the registration said so', async () => {
    const module = await freshModule();
    const { reloadWhenUpdated, rememberRegistration } = module;
    const installing = fakeWorker('installed');
    rememberRegistration(fakeRegistration({ installing }));
    page(module, {});
    reloadWhenUpdated();
    expect(installing.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });
});
