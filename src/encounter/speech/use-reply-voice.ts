import { useEffect, useRef, useState } from 'react';
import type { ChatLine } from '../../lib/chat-lines';
import {
  koreanVoices,
  pickVoice,
  speakUtterance,
  speechSynthesisApi,
  spokenText,
  voiceTone,
  type VoicePersona,
} from './speech-apis';

/**
 * The Korean voices of this device, kept up to date: browsers fill the list late and say so with
 * 'voiceschanged'. Empty without speech synthesis or without a Korean voice.
 */
export function useKoreanVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => {
    const synth = speechSynthesisApi();
    return synth ? koreanVoices(synth) : [];
  });
  useEffect(() => {
    const synth = speechSynthesisApi();
    if (!synth) return;
    const update = () => setVoices(koreanVoices(synth));
    update();
    synth.addEventListener?.('voiceschanged', update);
    return () => synth.removeEventListener?.('voiceschanged', update);
  }, []);
  return voices;
}

export interface ReplyVoiceOptions {
  lines: readonly ChatLine[];
  responding: boolean;
  /** The learner's switch. */
  enabled: boolean;
  /** False while paused or ending: nothing is said and what was being said stops. */
  active: boolean;
  /** The patient on the door card; undefined until the case is read. */
  persona: VoicePersona | null | undefined;
}

export interface ReplyVoice {
  /** Whether this device has a Korean voice (the switch is shown only then). */
  supported: boolean;
}

/**
 * Says the patient's replies aloud (issue 24): each reply that arrives while this screen is open is
 * said once, when it is complete, in the order they came; the conversation already there when the
 * screen opened (a reload) is not. Turning the switch off, pausing, ending or leaving stops the voice.
 */
export function useReplyVoice({
  lines,
  responding,
  enabled,
  active,
  persona,
}: ReplyVoiceOptions): ReplyVoice {
  const voices = useKoreanVoices();
  const supported = voices.length > 0;
  const spoken = useRef(new Set<string>());
  // The ids on screen when the current turn began: a reply is a line that was not among them.
  const before = useRef<Set<string> | null>(null);
  const wasResponding = useRef(responding);
  const settings = useRef({ enabled, active, persona, voices });
  settings.current = { enabled, active, persona, voices };

  useEffect(() => {
    const started = responding && !wasResponding.current;
    const finished = !responding && wasResponding.current;
    wasResponding.current = responding;
    if (started) {
      before.current = new Set(lines.map((line) => line.id));
      return;
    }
    if (!finished) return;
    const earlier = before.current;
    before.current = null;
    const reply = lines.at(-1);
    if (!earlier || !reply || reply.sender !== 'ai' || reply.streaming) return;
    if (earlier.has(reply.id) || spoken.current.has(reply.id)) return;
    spoken.current.add(reply.id);
    const now = settings.current;
    const synth = speechSynthesisApi();
    const text = spokenText(reply.content);
    if (!synth || !now.enabled || !now.active || !now.persona || now.voices.length === 0 || !text) return;
    const voice = pickVoice(now.voices, now.persona);
    speakUtterance(synth, text, voice, voiceTone(now.persona, voice));
  }, [lines, responding]);

  // Off, paused or ending: stop at once, and say nothing queued.
  useEffect(() => {
    if (enabled && active) return;
    speechSynthesisApi()?.cancel();
  }, [enabled, active]);

  useEffect(() => () => speechSynthesisApi()?.cancel(), []);

  return { supported };
}
