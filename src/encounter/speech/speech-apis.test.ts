import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeVoice, installRecognition, installSpeechSynthesis } from '../../../tests/unit/fake-speech';
import {
  koreanVoices,
  onDeviceRecognitionAvailable,
  pickVoice,
  speechRecognitionApi,
  speechSynthesisApi,
  spokenText,
  voiceTone,
} from './speech-apis';
import { dictationErrorMessage, DICTATION_FAILED_MESSAGE } from './speech-wording';

afterEach(() => vi.unstubAllGlobals());

const asVoices = (voices: ReturnType<typeof fakeVoice>[]) => voices as unknown as SpeechSynthesisVoice[];

describe('speech APIs', () => {
  it('finds neither API where the browser has none', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    vi.stubGlobal('SpeechRecognition', undefined);
    vi.stubGlobal('webkitSpeechRecognition', undefined);
    expect(speechSynthesisApi()).toBeNull();
    expect(speechRecognitionApi()).toBeNull();
  });

  it("finds Chrome's prefixed recognition and the standard one", () => {
    vi.stubGlobal('SpeechRecognition', undefined);
    const prefixed = installRecognition('webkitSpeechRecognition');
    expect(speechRecognitionApi()).toBe(prefixed);
    const standard = installRecognition('SpeechRecognition');
    expect(speechRecognitionApi()).toBe(standard);
  });

  it('keeps only Korean voices, ko-KR first', () => {
    const synth = installSpeechSynthesis([
      fakeVoice('Samantha', 'en-US'),
      fakeVoice('Korean (other)', 'ko'),
      fakeVoice('Yuna', 'ko-KR'),
      fakeVoice('Kyoko', 'ja-JP'),
      fakeVoice('Android ko', 'ko_KR'),
    ]);
    expect(koreanVoices(synth as unknown as SpeechSynthesis).map((voice) => voice.name)).toEqual([
      'Yuna',
      'Android ko',
      'Korean (other)',
    ]);
  });

  it("picks a voice of the patient's sex where the names tell, a local one first", () => {
    const voices = asVoices([
      fakeVoice('Google 한국의', 'ko-KR', false),
      fakeVoice('Microsoft InJoon Online', 'ko-KR', false),
      fakeVoice('Microsoft SunHi', 'ko-KR', true),
      fakeVoice('Minsu', 'ko-KR', true),
    ]);
    expect(pickVoice(voices, { sex: '남자', age: 45 })?.name).toBe('Minsu');
    expect(pickVoice(voices, { sex: '여자', age: 45 })?.name).toBe('Microsoft SunHi');
    expect(
      pickVoice(asVoices([fakeVoice('Google 한국의', 'ko-KR', false)]), { sex: '남자', age: 45 })?.name,
    ).toBe('Google 한국의');
    expect(pickVoice([], { sex: '남자', age: 45 })).toBeNull();
  });

  it('sets pitch and rate from sex and age as far as the voice allows', () => {
    const voice = (name: string) => fakeVoice(name) as unknown as SpeechSynthesisVoice;
    const [woman, man, unnamed] = [voice('Yuna'), voice('Minsu'), voice('Google 한국의')];
    // The voice is already right: an adult speaks as it is.
    expect(voiceTone({ sex: '여자', age: 30 }, woman)).toEqual({ rate: 1, pitch: 1 });
    expect(voiceTone({ sex: '남자', age: 30 }, man)).toEqual({ rate: 1, pitch: 1 });
    // Only a woman's voice for a man: much lower; an unnamed voice: a little.
    expect(voiceTone({ sex: '남자', age: 30 }, woman).pitch).toBeLessThan(0.8);
    expect(voiceTone({ sex: '남자', age: 30 }, unnamed).pitch).toBeLessThan(1);
    expect(voiceTone({ sex: '여자', age: 30 }, unnamed).pitch).toBeGreaterThan(1);
    // An old patient slower and lower, a child higher.
    const old = voiceTone({ sex: '남자', age: 78 }, man);
    expect(old.rate).toBeLessThan(0.9);
    expect(old.pitch).toBeLessThan(1);
    expect(voiceTone({ sex: '여자', age: 7 }, woman).pitch).toBeGreaterThan(1.2);
  });

  it('says the words of a reply, not its actions in parentheses', () => {
    expect(spokenText('(배를 움켜쥐며) 여기가 너무 아파요.  (찡그린다)')).toBe('여기가 너무 아파요.');
    expect(spokenText('(고개를 끄덕인다)')).toBe('');
  });

  it('asks for on-device Korean recognition where the browser can say, and copes when it cannot', async () => {
    const Recognition = installRecognition();
    expect(await onDeviceRecognitionAvailable(Recognition)).toBe(false);
    const available = vi.fn(async () => 'available');
    Recognition.available = available;
    expect(await onDeviceRecognitionAvailable(Recognition)).toBe(true);
    expect(available).toHaveBeenCalledWith({ langs: ['ko-KR'], processLocally: true });
    Recognition.available = async () => 'downloadable';
    expect(await onDeviceRecognitionAvailable(Recognition)).toBe(false);
    Recognition.available = async () => Promise.reject(new Error('no'));
    expect(await onDeviceRecognitionAvailable(Recognition)).toBe(false);
  });

  it('tells every recognition failure in Korean, and says nothing of a stop', () => {
    expect(dictationErrorMessage('not-allowed')).toContain('마이크 사용이 허용되지 않았습니다');
    expect(dictationErrorMessage('no-speech')).toContain('말소리가 들리지 않았습니다');
    expect(dictationErrorMessage('network')).toContain('음성 인식 서비스에 연결하지 못했습니다');
    expect(dictationErrorMessage('audio-capture')).toContain('마이크를 찾을 수 없습니다');
    expect(dictationErrorMessage('bad-grammar')).toBe(DICTATION_FAILED_MESSAGE);
    expect(dictationErrorMessage('aborted')).toBeNull();
  });
});
