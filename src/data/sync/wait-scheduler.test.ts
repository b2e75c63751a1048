import { describe, expect, it, vi } from 'vitest';
import { fakeConnectivity } from './fake-connectivity';
import { runFor, settle, fakeSyncTimersForEachTest } from './fake-time';
import { systemClock } from './sync-engine';
import { createWaitScheduler, pollInterval, type ScheduledWait } from './wait-scheduler';

/**
 * The cadence both pollers share (grades of cases, gradings of mock exams), tested once here; each
 * poller's own tests cover what it asks and stores.
 */
fakeSyncTimersForEachTest();

function setup(options: { waits?: ScheduledWait[]; online?: boolean; answerAfterMs?: number } = {}) {
  const open = new Map(
    (options.waits ?? [{ id: 'w-1', startedAt: 0, notBefore: null }]).map((w) => [w.id, w]),
  );
  const asks: Array<{ id: string; at: number }> = [];
  const connectivity = fakeConnectivity(options.online ?? true);
  const scheduler = createWaitScheduler({
    connectivity,
    clock: systemClock,
    waits: async () => [...open.values()],
    ask: async (id) => {
      asks.push({ id, at: Date.now() });
      if (options.answerAfterMs) await new Promise((resolve) => setTimeout(resolve, options.answerAfterMs));
    },
  });
  const askTimes = (id = 'w-1') => asks.filter((ask) => ask.id === id).map((ask) => ask.at / 1000);
  return { scheduler, open, asks, askTimes, connectivity };
}

describe('wait scheduler: cadence', () => {
  it('is 10 s during the first 90 s, then 60 s', () => {
    expect([0, 10_000, 89_999, 90_000, 300_000].map(pollInterval)).toEqual([
      10_000, 10_000, 10_000, 60_000, 60_000,
    ]);
  });

  it('asks at once, every 10 s for the first 90 s, then every 60 s', async () => {
    const { scheduler, askTimes } = setup();
    scheduler.start('u-1');
    await settle();
    await runFor(300_000);
    expect(askTimes()).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 150, 210, 270]);
  });

  it('counts the cadence from when the wait began, so a reload does not restart the fast phase', async () => {
    vi.setSystemTime(120_000);
    const { scheduler, askTimes } = setup();
    scheduler.start('u-1');
    await settle();
    await runFor(130_000);
    expect(askTimes()).toEqual([120, 180, 240]);
  });

  it('follows several waits, each on its own cadence', async () => {
    const { scheduler, askTimes } = setup({
      waits: [
        { id: 'w-1', startedAt: 0, notBefore: null },
        { id: 'w-2', startedAt: -200_000, notBefore: null },
      ],
    });
    scheduler.start('u-1');
    await settle();
    await runFor(125_000);
    expect(askTimes('w-1')).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(askTimes('w-2')).toEqual([0, 60, 120]);
  });

  it('asks nothing before a wait’s notBefore, then goes on with the cadence', async () => {
    const { scheduler, askTimes } = setup({ waits: [{ id: 'w-1', startedAt: 0, notBefore: 45_000 }] });
    scheduler.start('u-1');
    await settle();
    await runFor(60_000);
    expect(askTimes()).toEqual([45, 55]);
  });

  it('stops asking about a wait that is closed, and when stopped (sign-out)', async () => {
    const { scheduler, open, askTimes } = setup({
      waits: [
        { id: 'w-1', startedAt: 0, notBefore: null },
        { id: 'w-2', startedAt: 0, notBefore: null },
      ],
    });
    scheduler.start('u-1');
    await settle();
    open.delete('w-2');
    await runFor(20_000);
    expect(askTimes('w-2')).toEqual([0]);
    scheduler.stop();
    await runFor(100_000);
    expect(askTimes('w-1')).toEqual([0, 10, 20]);
    expect(scheduler.userId).toBeNull();
  });

  it('tells work begun for an earlier session that it is not current any more', async () => {
    const { scheduler } = setup();
    scheduler.start('u-1');
    const first = scheduler.session();
    scheduler.start('u-2');
    expect(first?.isCurrent()).toBe(false);
    expect(scheduler.session()).toMatchObject({ userId: 'u-2' });
    expect(scheduler.session()?.isCurrent()).toBe(true);
  });
});

describe('wait scheduler: offline', () => {
  it('pauses while offline and asks at once when the network returns, then on the usual cadence', async () => {
    const { scheduler, askTimes, connectivity } = setup();
    scheduler.start('u-1');
    await settle();
    await runFor(25_000);
    connectivity.goOffline();
    await runFor(175_000);
    expect(askTimes()).toEqual([0, 10, 20]);

    connectivity.goOnline();
    await settle();
    await runFor(130_000);
    expect(askTimes()).toEqual([0, 10, 20, 200, 260, 320]);
  });

  it('does not ask at all when started offline', async () => {
    const { scheduler, asks, connectivity } = setup({ online: false });
    scheduler.start('u-1');
    await runFor(120_000);
    expect(asks).toHaveLength(0);
    connectivity.goOnline();
    await settle();
    expect(asks.map((ask) => ask.at)).toEqual([120_000]);
  });
});

describe('wait scheduler: asking now', () => {
  it('asks at once, shares a question already on the way, and goes on with the cadence from it', async () => {
    const { scheduler, askTimes } = setup({ answerAfterMs: 500 });
    scheduler.start('u-1');
    await runFor(4_000);
    const session = scheduler.session()!;
    const both = Promise.all([scheduler.askNow('w-1', session), scheduler.askNow('w-1', session)]);
    await vi.advanceTimersByTimeAsync(500);
    await both;
    await settle();
    expect(askTimes()).toEqual([0, 4]);
    await runFor(10_000);
    expect(askTimes()).toEqual([0, 4, 14]);
  });
});
