import { lazyModel } from './configured-model';
import type { Case } from '../../../content/schema';
import type { ChatTurn, PatientReply } from '../../../engine/patient/engine';
import { doorCardAge } from '../../../engine/patient/phrasing';

/**
 * How the patient's decided reply reaches the learner. The embedded engine always decides WHAT
 * may be said (`reply.text` and `reply.disclosed`); a voice only decides HOW it sounds:
 * - the embedded voice streams the engine's own wording;
 * - the model voice asks an OpenAI-compatible model to rephrase exactly that content in the
 *   persona's voice, with no new facts, and streams the model's words.
 */
export interface VoiceInput {
  caseData: Case;
  history: ChatTurn[];
  utterance: string;
  reply: PatientReply;
  signal: AbortSignal;
}

export interface PatientVoice {
  readonly kind: 'embedded' | 'model';
  speak(input: VoiceInput): AsyncIterable<string>;
}

/** The model could not be reached, answered 5xx or 429, or took too long. */
export class VoiceUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('model voice unavailable', { cause });
    this.name = 'VoiceUnavailableError';
  }
}

/** Streams the engine's wording in short phrases, the way a typed reply arrives. */
export const embeddedVoice: PatientVoice = {
  kind: 'embedded',
  async *speak({ reply, signal }) {
    const phrases = reply.text.match(/[^\s]+(\s+|$)/g) ?? [reply.text];
    for (let i = 0; i < phrases.length; i += 3) {
      if (signal.aborted) return;
      yield phrases.slice(i, i + 3).join('');
    }
  },
};

export interface ModelSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Longest wait for the whole reply. */
  timeoutMs?: number;
  /** Longest silence before the first words or between two pieces of the reply. */
  stallMs?: number;
}

function systemPrompt(c: Case): string {
  const p = c.persona;
  const speaker = p.informant
    ? `환자(${doorCardAge(c.doorCard)})의 ${p.informant}`
    : `${doorCardAge(c.doorCard)} ${c.doorCard.sex} 환자 ${c.doorCard.patientName}`;
  return [
    `당신은 의과대학 임상수행평가(CPX)의 표준화 환자 역할을 하는 ${speaker}입니다.`,
    `직업: ${p.occupation}. 성격: ${p.temperament}. 말투: ${p.speechStyle}.`,
    '규칙:',
    '- 사용자 메시지의 "전달할 내용"만 환자의 말투로 자연스럽게 바꾸어 말하세요.',
    '- 새로운 사실, 증상, 수치, 병명, 검사 결과를 절대 덧붙이지 마세요. 묻지 않은 것은 말하지 마세요.',
    '- 의학 용어 대신 환자가 쓰는 쉬운 말을 쓰세요. 한두 문장으로 짧게 답하세요.',
    '- "[진찰 소견]"으로 시작하는 부분은 고치지 말고 그대로 두세요.',
  ].join('\n');
}

export function modelVoice(settings: ModelSettings): PatientVoice {
  const loadModel = lazyModel(settings);
  return {
    kind: 'model',
    async *speak({ caseData, history, utterance, reply, signal }) {
      const {
        model,
        sdk: { streamText },
      } = await loadModel();
      const recent = history.slice(-6).map((turn) => ({
        role: turn.sender === 'user' ? ('user' as const) : ('assistant' as const),
        content: turn.content,
      }));
      // A reply that goes silent for stallMs (before its first words or in the middle) is a
      // failure, never a short answer: `stalled` aborts the call and the caller takes the turn back.
      const stalled = new AbortController();
      const stallMs = settings.stallMs ?? 15_000;
      let timer = setTimeout(() => stalled.abort(), stallMs);
      const alive = () => {
        clearTimeout(timer);
        timer = setTimeout(() => stalled.abort(), stallMs);
      };
      const overall = AbortSignal.timeout(settings.timeoutMs ?? 20_000);
      const result = streamText({
        model,
        system: systemPrompt(caseData),
        messages: [
          ...recent,
          { role: 'user', content: `학생의 말: ${utterance}\n\n전달할 내용: ${reply.text}` },
        ],
        temperature: 0.4,
        maxOutputTokens: 300,
        maxRetries: 0,
        abortSignal: AbortSignal.any([signal, overall, stalled.signal]),
      });
      let produced = false;
      try {
        for await (const part of result.fullStream) {
          if (signal.aborted) return;
          if (stalled.signal.aborted || overall.aborted) break;
          alive();
          if (part.type === 'text-delta' && part.text) {
            produced = true;
            yield part.text;
          } else if (part.type === 'error') {
            throw new VoiceUnavailableError(part.error);
          }
        }
      } catch (error) {
        if (signal.aborted) return;
        throw error instanceof VoiceUnavailableError ? error : new VoiceUnavailableError(error);
      } finally {
        clearTimeout(timer);
      }
      if (signal.aborted) return;
      // An aborted call may end its stream quietly: a cut-off reply must not pass for a whole one.
      if (stalled.signal.aborted || overall.aborted) {
        throw new VoiceUnavailableError(new Error(`model reply stalled (no words for ${stallMs} ms)`));
      }
      if (!produced && !signal.aborted) throw new VoiceUnavailableError(new Error('empty model reply'));
    },
  };
}
