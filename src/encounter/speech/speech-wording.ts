/**
 * The Korean words of voice in live practice (issue 24): the reply-voice switch, the microphone
 * button and what the learner is told when dictation fails. Kept beside the speech wiring, as the
 * other device-side features keep theirs (lib/blind-practice).
 */

export const VOICE_REPLIES_LABEL = '환자 음성 듣기';
export const DICTATION_START_LABEL = '음성으로 입력';
export const DICTATION_STOP_LABEL = '음성 입력 멈추기';
export const DICTATION_LISTENING_PLACEHOLDER = '듣고 있습니다… 말씀하세요';

/** Recognition error codes of the Web Speech API, as the learner is told them. */
const DICTATION_ERROR_MESSAGES: Record<string, string> = {
  'not-allowed':
    '마이크 사용이 허용되지 않았습니다. 브라우저 설정에서 마이크 권한을 허용한 뒤 다시 눌러주세요.',
  'service-not-allowed': '이 브라우저에서는 음성 입력을 쓸 수 없습니다. 직접 입력해주세요.',
  'no-speech': '말소리가 들리지 않았습니다. 마이크 버튼을 누르고 다시 말해주세요.',
  network: '음성 인식 서비스에 연결하지 못했습니다. 연결을 확인하거나 직접 입력해주세요.',
  'audio-capture': '마이크를 찾을 수 없습니다. 마이크가 연결되어 있는지 확인해주세요.',
  'language-not-supported': '이 브라우저는 한국어 음성 인식을 지원하지 않습니다. 직접 입력해주세요.',
};

export const DICTATION_FAILED_MESSAGE = '음성 인식에 실패했습니다. 다시 시도하거나 직접 입력해주세요.';

/**
 * The sentence for a recognition error; null for 'aborted', which is the learner (or the page)
 * stopping dictation and needs no message.
 */
export function dictationErrorMessage(code: string): string | null {
  if (code === 'aborted') return null;
  return DICTATION_ERROR_MESSAGES[code] ?? DICTATION_FAILED_MESSAGE;
}
