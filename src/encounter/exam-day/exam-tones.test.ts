import { describe, expect, it, vi } from 'vitest';
import { BEEP_GAP_SECONDS, BEEP_SECONDS, createTonePlayer, TONE_CUES, type ToneContext } from './exam-tones';

/** A stub AudioContext that records the beeps scheduled on it. */
function stubContext(state: AudioContextState = 'running') {
  const beeps: { frequency: number; start: number; stop: number; connectedTo: unknown }[] = [];
  const destination = { name: 'speakers' };
  const resume = vi.fn(() => Promise.resolve());
  const context = {
    currentTime: 10,
    destination,
    state,
    resume,
    createGain: () => {
      const gain = {
        gain: { setValueAtTime: vi.fn(), linearRampToValueAtTime: vi.fn() },
        connect: (to: unknown) => {
          const last = beeps.at(-1);
          if (last) last.connectedTo = to;
        },
      };
      return gain;
    },
    createOscillator: () => {
      const beep = { frequency: 0, start: -1, stop: -1, connectedTo: null as unknown };
      beeps.push(beep);
      return {
        type: 'sine',
        frequency: { setValueAtTime: (hz: number) => (beep.frequency = hz) },
        connect: vi.fn(),
        start: (at: number) => (beep.start = at),
        stop: (at: number) => (beep.stop = at),
      };
    },
  };
  return { context: context as unknown as ToneContext, beeps, destination, resume };
}

describe('createTonePlayer', () => {
  it('schedules one, two and three short beeps for start, 2 minutes left and end', () => {
    const { context, beeps, destination } = stubContext();
    const player = createTonePlayer(
      () => false,
      () => context,
    );

    expect(player.play('start')).toBe(true);
    expect(beeps).toHaveLength(1);
    expect(player.play('two-minutes')).toBe(true);
    expect(beeps).toHaveLength(3);
    expect(player.play('end')).toBe(true);
    expect(beeps).toHaveLength(6);

    expect(beeps.map((b) => b.frequency)).toEqual([
      TONE_CUES.start.frequency,
      TONE_CUES['two-minutes'].frequency,
      TONE_CUES['two-minutes'].frequency,
      TONE_CUES.end.frequency,
      TONE_CUES.end.frequency,
      TONE_CUES.end.frequency,
    ]);
    const [, second, third] = beeps;
    expect(third!.start - second!.start).toBeCloseTo(BEEP_SECONDS + BEEP_GAP_SECONDS);
    for (const beep of beeps) {
      expect(beep.stop - beep.start).toBeCloseTo(BEEP_SECONDS);
      expect(beep.connectedTo).toBe(destination);
    }
  });

  it('makes the context once and resumes it when the browser left it suspended', () => {
    const { context, resume } = stubContext('suspended');
    const create = vi.fn(() => context);
    const player = createTonePlayer(() => false, create);
    player.play('start');
    player.play('end');
    expect(create).toHaveBeenCalledTimes(1);
    expect(resume).toHaveBeenCalled();
  });

  it('plays nothing while muted, asking the setting at every cue', () => {
    const { context, beeps } = stubContext();
    let muted = true;
    const create = vi.fn(() => context);
    const player = createTonePlayer(() => muted, create);
    expect(player.play('start')).toBe(false);
    expect(create).not.toHaveBeenCalled();
    muted = false;
    expect(player.play('start')).toBe(true);
    expect(beeps).toHaveLength(1);
  });

  it('stays silent where there is no Web Audio', () => {
    const player = createTonePlayer(
      () => false,
      () => null,
    );
    expect(player.play('end')).toBe(false);
    const throwing = createTonePlayer(
      () => false,
      () => {
        throw new Error('not allowed');
      },
    );
    expect(throwing.play('end')).toBe(false);
  });
});
