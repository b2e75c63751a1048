/**
 * Stand-ins for the browser's speech APIs in unit tests (jsdom has neither): a speechSynthesis that
 * records what it was asked to say, and a SpeechRecognition class whose instances the test drives.
 */
import { vi } from 'vitest';
import type { RecognitionResultEvent, SpeechRecognitionLike } from '../../src/encounter/speech/speech-apis';

export interface FakeVoice {
  name: string;
  lang: string;
  localService: boolean;
  default: boolean;
  voiceURI: string;
}

export function fakeVoice(name: string, lang = 'ko-KR', localService = true): FakeVoice {
  return { name, lang, localService, default: false, voiceURI: name };
}

export class FakeUtterance {
  lang = '';
  voice: FakeVoice | null = null;
  rate = 1;
  pitch = 1;
  constructor(public text: string) {}
}

export function installSpeechSynthesis(voices: FakeVoice[]) {
  const listeners = new Set<() => void>();
  const synth = {
    voices,
    speak: vi.fn((_utterance: FakeUtterance) => undefined),
    cancel: vi.fn(() => undefined),
    getVoices: () => synth.voices,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    /** The browser filled its voice list late. */
    changeVoices(next: FakeVoice[]) {
      synth.voices = next;
      for (const listener of listeners) listener();
    },
    said: () => synth.speak.mock.calls.map(([utterance]) => utterance.text),
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return synth;
}

export class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  static available: ((options: { langs: string[]; processLocally: boolean }) => Promise<string>) | undefined;
  lang = '';
  continuous = true;
  interimResults = false;
  maxAlternatives = 0;
  processLocally?: boolean;
  onresult: SpeechRecognitionLike['onresult'] = null;
  onerror: SpeechRecognitionLike['onerror'] = null;
  onend: SpeechRecognitionLike['onend'] = null;
  started = false;
  stopped = false;
  aborted = false;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started = true;
  }
  stop() {
    this.stopped = true;
  }
  abort() {
    this.aborted = true;
  }
  /** The browser heard these phrases (final ones first, the last perhaps still interim). */
  hear(phrases: { text: string; final: boolean }[]) {
    const results = phrases.map(({ text, final }) =>
      Object.assign([{ transcript: text }], { isFinal: final }),
    );
    const event: RecognitionResultEvent = { resultIndex: 0, results };
    this.onresult?.(event);
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.end();
  }
  end() {
    this.onend?.();
  }
}

export function installRecognition(
  name: 'SpeechRecognition' | 'webkitSpeechRecognition' = 'webkitSpeechRecognition',
) {
  FakeRecognition.instances = [];
  FakeRecognition.available = undefined;
  vi.stubGlobal(name, FakeRecognition);
  return FakeRecognition;
}
