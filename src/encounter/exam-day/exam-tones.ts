/**
 * The exam-day signals (issue 24): short generated beeps through Web Audio, no audio files. Each
 * cue is a few sine beeps scheduled on one AudioContext, made on first use and kept; where the
 * browser has no Web Audio the player stays silent.
 */

export type ToneCue = 'start' | 'two-minutes' | 'end';

interface CueShape {
  /** Hz of every beep of the cue. */
  frequency: number;
  beeps: number;
}

/** One high beep to start, two to warn, three low ones at the end: told apart without looking. */
export const TONE_CUES: Record<ToneCue, CueShape> = {
  start: { frequency: 880, beeps: 1 },
  'two-minutes': { frequency: 660, beeps: 2 },
  end: { frequency: 520, beeps: 3 },
};
export const BEEP_SECONDS = 0.18;
export const BEEP_GAP_SECONDS = 0.12;
const BEEP_VOLUME = 0.25;

/** What the player uses of an AudioContext, so tests can hand it a stub. */
export type ToneContext = Pick<
  AudioContext,
  'currentTime' | 'destination' | 'state' | 'resume' | 'createOscillator' | 'createGain'
>;

export interface TonePlayer {
  /** Plays the cue unless muted; returns whether beeps were scheduled. */
  play(cue: ToneCue): boolean;
}

function browserContext(): ToneContext | null {
  const scope = globalThis as typeof globalThis & { webkitAudioContext?: typeof AudioContext };
  const Context = scope.AudioContext ?? scope.webkitAudioContext;
  return Context ? new Context() : null;
}

/**
 * A player for the exam-day cues. `muted` is asked at every cue, so the learner's setting applies
 * at once; `createContext` is the browser's AudioContext unless a test passes a stub.
 */
export function createTonePlayer(
  muted: () => boolean,
  createContext: () => ToneContext | null = browserContext,
): TonePlayer {
  let context: ToneContext | null | undefined;
  return {
    play(cue) {
      if (muted()) return false;
      if (context === undefined) {
        try {
          context = createContext();
        } catch {
          context = null;
        }
      }
      if (!context) return false;
      // A context made without a recent tap starts suspended; resuming is allowed after one.
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
      const { frequency, beeps } = TONE_CUES[cue];
      const start = context.currentTime + 0.02;
      for (let i = 0; i < beeps; i += 1) {
        const at = start + i * (BEEP_SECONDS + BEEP_GAP_SECONDS);
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = 'sine';
        oscillator.frequency.setValueAtTime(frequency, at);
        // A short ramp in and out, so the beep does not click.
        gain.gain.setValueAtTime(0, at);
        gain.gain.linearRampToValueAtTime(BEEP_VOLUME, at + 0.01);
        gain.gain.setValueAtTime(BEEP_VOLUME, at + BEEP_SECONDS - 0.02);
        gain.gain.linearRampToValueAtTime(0, at + BEEP_SECONDS);
        oscillator.connect(gain);
        gain.connect(context.destination);
        oscillator.start(at);
        oscillator.stop(at + BEEP_SECONDS);
      }
      return true;
    },
  };
}
