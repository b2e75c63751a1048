/**
 * A small typed wrapper over the browser's speech APIs (issue 24, voice in live practice):
 * speechSynthesis speaks the patient's replies with a Korean voice, SpeechRecognition (or Chrome's
 * webkitSpeechRecognition) dictates the learner's message. Each is looked up on the window when
 * needed, so a device without one simply hides its control; nothing here is required for practice.
 */

/** The door card facts a voice is chosen by. */
export interface VoicePersona {
  sex: string;
  age: number;
}

/** How fast and how high an utterance is said (SpeechSynthesisUtterance.rate / pitch). */
export interface VoiceTone {
  rate: number;
  pitch: number;
}

export const SPEECH_LANG = 'ko-KR';

export function speechSynthesisApi(): SpeechSynthesis | null {
  if (typeof window === 'undefined') return null;
  const synth = (window as { speechSynthesis?: SpeechSynthesis }).speechSynthesis;
  const Utterance = (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  return synth && typeof synth.speak === 'function' && typeof Utterance === 'function' ? synth : null;
}

/** The Korean voices this device has (ko-KR first, then any other Korean). */
export function koreanVoices(synth: SpeechSynthesis): SpeechSynthesisVoice[] {
  const voices = synth.getVoices().filter((voice) => /^ko([-_]|$)/i.test(voice.lang));
  const exact = (voice: SpeechSynthesisVoice) => voice.lang.replace('_', '-').toLowerCase() === 'ko-kr';
  return [...voices.filter(exact), ...voices.filter((voice) => !exact(voice))];
}

// What a voice's name says of its sex, where the platform names it: 'Microsoft InJoon', 'Google
// 한국의 (female)', Apple's 'Yuna' / 'Minsu', Samsung's 'female'/'male' voices.
const MALE_HINTS = /\b(male|man)\b|injoon|minsu|minsang|hyunsu|jinho|bongjin|gookmin|남성|남자/i;
const FEMALE_HINTS = /female|woman|yuna|sora|heami|sunhi|jimin|seoyeon|yujin|narae|여성|여자/i;

export function voiceSex(voice: SpeechSynthesisVoice): 'male' | 'female' | null {
  // 'female' contains 'male': test the female hints first.
  if (FEMALE_HINTS.test(voice.name)) return 'female';
  if (MALE_HINTS.test(voice.name)) return 'male';
  return null;
}

function personaSex(persona: VoicePersona): 'male' | 'female' {
  return persona.sex === '남자' ? 'male' : 'female';
}

/**
 * The Korean voice for this patient: one whose name says the patient's sex when there is one,
 * otherwise the first Korean voice (a local one before a network one). Null when there is none.
 */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  persona: VoicePersona,
): SpeechSynthesisVoice | null {
  const wanted = personaSex(persona);
  const bySex = voices.filter((voice) => voiceSex(voice) === wanted);
  const pool = bySex.length > 0 ? bySex : voices;
  return pool.find((voice) => voice.localService) ?? pool[0] ?? null;
}

/**
 * Rate and pitch for the patient, as far as one voice allows: a child higher, an old patient slower
 * and lower; a man lower (much lower when the only voice is a woman's), a woman higher when the
 * voice is a man's. Kept within what voices render without distortion.
 */
export function voiceTone(persona: VoicePersona, voice: SpeechSynthesisVoice | null): VoiceTone {
  const wanted = personaSex(persona);
  const has = voice ? voiceSex(voice) : null;
  let pitch = 1;
  let rate = 1;
  if (has !== null && has !== wanted) pitch = wanted === 'male' ? 0.7 : 1.3;
  else if (has === null) pitch = wanted === 'male' ? 0.85 : 1.1;
  if (persona.age < 13) {
    pitch += 0.3;
    rate = 1.05;
  } else if (persona.age >= 65) {
    pitch -= 0.1;
    rate = 0.85;
  } else if (persona.age >= 50) {
    rate = 0.95;
  }
  const clamp = (value: number) => Math.round(Math.min(1.6, Math.max(0.5, value)) * 100) / 100;
  return { rate: clamp(rate), pitch: clamp(pitch) };
}

/**
 * What of a reply is said aloud: actions and stage directions in parentheses ('(배를 움켜쥔다)')
 * are shown, not spoken. Empty when nothing is left to say.
 */
export function spokenText(reply: string): string {
  return reply
    .replace(/\([^)]*\)|（[^）]*）/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Queues one utterance; speechSynthesis says queued utterances in the order they were given. */
export function speakUtterance(
  synth: SpeechSynthesis,
  text: string,
  voice: SpeechSynthesisVoice | null,
  tone: VoiceTone,
): void {
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = voice?.lang ?? SPEECH_LANG;
  if (voice) utterance.voice = voice;
  utterance.rate = tone.rate;
  utterance.pitch = tone.pitch;
  synth.speak(utterance);
}

// ---- Recognition --------------------------------------------------------------------------------
// Not in TypeScript's DOM library: the parts of the Web Speech API used here.

export interface RecognitionAlternative {
  transcript: string;
}
export interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative;
}
export interface RecognitionResultEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResult };
}
export interface RecognitionErrorEvent {
  readonly error: string;
}

export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  /** Newer Chromium: recognise on the device, never sending audio away. */
  processLocally?: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
}

export interface SpeechRecognitionClass {
  new (): SpeechRecognitionLike;
  /** Newer Chromium: whether recognition of these languages can run on the device. */
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<string>;
}

export function speechRecognitionApi(): SpeechRecognitionClass | null {
  if (typeof window === 'undefined') return null;
  const scope = window as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  const Recognition = scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
  return typeof Recognition === 'function' ? (Recognition as SpeechRecognitionClass) : null;
}

/**
 * Whether Korean can be recognised on this device without a server, where the browser says so
 * (SpeechRecognition.available with processLocally). False when it cannot tell or the check fails.
 */
export async function onDeviceRecognitionAvailable(Recognition: SpeechRecognitionClass): Promise<boolean> {
  if (typeof Recognition.available !== 'function') return false;
  try {
    return (await Recognition.available({ langs: [SPEECH_LANG], processLocally: true })) === 'available';
  } catch {
    return false;
  }
}

/** The text of a result event: what is final so far and what is still being heard. */
export function transcriptOf(event: RecognitionResultEvent): { final: string; interim: string } {
  let final = '';
  let interim = '';
  for (let index = 0; index < event.results.length; index += 1) {
    const result = event.results[index];
    if (!result) continue;
    const text = result[0]?.transcript ?? '';
    if (result.isFinal) final += text;
    else interim += text;
  }
  return { final: final.trim(), interim: interim.trim() };
}
