import { useCallback, useEffect, useRef, useState } from 'react';
import { dictationErrorMessage } from './speech-wording';
import {
  onDeviceRecognitionAvailable,
  SPEECH_LANG,
  speechRecognitionApi,
  transcriptOf,
  type SpeechRecognitionLike,
} from './speech-apis';

export interface DictationOptions {
  /** The message box as it is now; dictated words are added after it. */
  draft: string;
  /** Shows what is heard in the message box, as it is heard. */
  setDraft: (draft: string) => void;
}

export interface Dictation {
  /** Whether this browser has speech recognition (the microphone button is shown only then). */
  supported: boolean;
  listening: boolean;
  /** The last failure, in Korean; cleared by the next start or by `clearError`. */
  error: string | null;
  start: () => void;
  /** Stops listening; words already said still arrive and land in the message box. */
  stop: () => void;
  /** Stops listening and drops anything still to come (the message was sent, or typing stopped). */
  cancel: () => void;
  clearError: () => void;
}

/**
 * Dictates the learner's message (issue 24) with the browser's speech recognition, on the device
 * when the browser offers it: what is heard appears in the message box as it is heard, and the
 * final words stay there for the learner to correct and send (dictation never sends by itself).
 */
export function useDictation({ draft, setDraft }: DictationOptions): Dictation {
  const [supported] = useState(() => speechRecognitionApi() !== null);
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const setDraftRef = useRef(setDraft);
  setDraftRef.current = setDraft;
  // Bumped by every start and stop, so a start still checking for on-device recognition after the
  // learner stopped (or started again) does nothing.
  const generation = useRef(0);

  const stop = useCallback(() => {
    generation.current += 1;
    setListening(false);
    // The instance stays current until it ends, so the last words heard still land.
    recognition.current?.stop();
  }, []);

  const cancel = useCallback(() => {
    generation.current += 1;
    const current = recognition.current;
    recognition.current = null;
    setListening(false);
    current?.abort();
  }, []);

  const start = useCallback(() => {
    const Recognition = speechRecognitionApi();
    if (!Recognition) return;
    // One still finishing from an earlier stop gives way.
    recognition.current?.abort();
    recognition.current = null;
    generation.current += 1;
    const mine = generation.current;
    setError(null);
    setListening(true);
    const base = draftRef.current.trimEnd();
    const prefix = base ? `${base} ` : '';
    void onDeviceRecognitionAvailable(Recognition).then((onDevice) => {
      if (generation.current !== mine) return;
      const instance = new Recognition();
      instance.lang = SPEECH_LANG;
      instance.continuous = false;
      instance.interimResults = true;
      instance.maxAlternatives = 1;
      if (onDevice) instance.processLocally = true;
      instance.onresult = (event) => {
        if (recognition.current !== instance) return;
        const { final, interim } = transcriptOf(event);
        const heard = [final, interim].filter(Boolean).join(' ');
        setDraftRef.current(`${prefix}${heard}`);
      };
      instance.onerror = (event) => {
        if (recognition.current !== instance) return;
        setError(dictationErrorMessage(event.error));
      };
      instance.onend = () => {
        if (recognition.current !== instance) return;
        recognition.current = null;
        setListening(false);
      };
      recognition.current = instance;
      try {
        instance.start();
      } catch {
        recognition.current = null;
        setListening(false);
        setError(dictationErrorMessage('unknown'));
      }
    });
  }, []);

  // Leaving the screen stops listening.
  useEffect(
    () => () => {
      generation.current += 1;
      recognition.current?.abort();
      recognition.current = null;
    },
    [],
  );

  return {
    supported,
    listening,
    error,
    start,
    stop,
    cancel,
    clearError: useCallback(() => setError(null), []),
  };
}
