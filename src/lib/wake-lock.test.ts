import { describe, expect, it, vi } from 'vitest';
import { createScreenWakeHold, type WakeLockLike, type WakeLockSentinelLike } from './wake-lock';

function stubs() {
  const sentinels: (WakeLockSentinelLike & { release: ReturnType<typeof vi.fn> })[] = [];
  const wakeLock: WakeLockLike & { request: ReturnType<typeof vi.fn> } = {
    request: vi.fn(() => {
      const sentinel = {
        released: false,
        release: vi.fn(() => {
          sentinel.released = true;
          return Promise.resolve();
        }),
      };
      sentinels.push(sentinel);
      return Promise.resolve(sentinel);
    }),
  };
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: 'visibilitychange', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'visibilitychange', listener: () => void) => listeners.delete(listener),
    show(state: DocumentVisibilityState) {
      this.visibilityState = state;
      for (const listener of listeners) listener();
    },
  };
  return { wakeLock, sentinels, doc, listeners };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createScreenWakeHold', () => {
  it('asks for a screen lock and gives it back on release', async () => {
    const { wakeLock, sentinels, doc, listeners } = stubs();
    const hold = createScreenWakeHold(wakeLock, doc);
    expect(hold.supported).toBe(true);
    hold.acquire();
    hold.acquire();
    await settle();
    expect(wakeLock.request).toHaveBeenCalledTimes(1);
    expect(wakeLock.request).toHaveBeenCalledWith('screen');
    hold.release();
    expect(sentinels[0]!.release).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('asks again when the page is shown after the browser dropped the lock', async () => {
    const { wakeLock, sentinels, doc } = stubs();
    const hold = createScreenWakeHold(wakeLock, doc);
    hold.acquire();
    await settle();
    // Hidden: the browser releases the lock by itself.
    sentinels[0]!.released = true;
    doc.show('hidden');
    await settle();
    expect(wakeLock.request).toHaveBeenCalledTimes(1);
    doc.show('visible');
    await settle();
    expect(wakeLock.request).toHaveBeenCalledTimes(2);
    hold.release();
    expect(sentinels[1]!.release).toHaveBeenCalled();
    doc.show('visible');
    await settle();
    expect(wakeLock.request).toHaveBeenCalledTimes(2);
  });

  it('gives back a lock granted after the hold ended', async () => {
    const { wakeLock, sentinels, doc } = stubs();
    const hold = createScreenWakeHold(wakeLock, doc);
    hold.acquire();
    hold.release();
    await settle();
    expect(sentinels[0]!.release).toHaveBeenCalledTimes(1);
  });

  it('goes on quietly when the lock is refused or missing', async () => {
    const refused: WakeLockLike = { request: vi.fn(() => Promise.reject(new Error('NotAllowedError'))) };
    const { doc } = stubs();
    const hold = createScreenWakeHold(refused, doc);
    hold.acquire();
    await settle();
    hold.release();
    const none = createScreenWakeHold(null, doc);
    expect(none.supported).toBe(false);
    none.acquire();
    none.release();
    expect(refused.request).toHaveBeenCalledTimes(1);
  });
});
