import { chatMessagesAnswer, practiceSessionAnswer, startPracticeAnswer } from '../../../contract/practice';
import { http } from './api-client';
import { callJson } from './call-json';
import { readChatStream } from './chat-stream';
import { toChatApiError } from './errors';

export interface StreamOptions {
  signal?: AbortSignal;
  onChunk: (text: string) => void;
  /** The learner line's id, made on the device (the server stores the message under it). */
  messageId?: string;
}

/**
 * Posts a chat message and streams the reply. A refusal before the stream starts (400, 404, 409,
 * 429, or 503 when the model is down) arrives as ordinary JSON and becomes an ApiError with the
 * catalogue's Korean sentence; a failure after it started comes from readChatStream.
 */
export async function postAndStream(path: string, messageContent: string, options: StreamOptions) {
  let response: Response;
  try {
    response = await http.post(path, {
      json: options.messageId ? { messageContent, messageId: options.messageId } : { messageContent },
      signal: options.signal,
      headers: { Accept: 'text/event-stream' },
    });
  } catch (error) {
    throw await toChatApiError(error);
  }
  await readChatStream(response, options.onChunk);
}

/**
 * /api/v1/practice-sessions. Completing a session is not here: it is queued in the outbox with the
 * memo (practice-state-repo) so a case ended offline still reaches the server.
 */
export const practiceApi = {
  /**
   * `retryOfSessionId`: '놓친 항목 다시 연습' of that graded session (issue 24); `blind`: a blind
   * practice, which the server keeps on the session so every device hides the diagnosis.
   */
  start: (
    scenarioId: string,
    selectedAiPersonalityId: string,
    retryOfSessionId?: string,
    options: { blind?: boolean } = {},
  ) =>
    callJson(startPracticeAnswer, () =>
      http.post('practice-sessions', {
        json: {
          scenarioId,
          selectedAiPersonalityId,
          practiceMode: 'chat',
          ...(retryOfSessionId ? { retryOfSessionId } : {}),
          ...(options.blind ? { blind: true } : {}),
        },
      }),
    ),

  get: async (sessionId: string) =>
    (
      await callJson(practiceSessionAnswer, () =>
        http.get(`practice-sessions/${encodeURIComponent(sessionId)}`),
      )
    ).data,

  messages: async (sessionId: string) =>
    (
      await callJson(chatMessagesAnswer, () =>
        http.get(`practice-sessions/${encodeURIComponent(sessionId)}/chat-messages`),
      )
    ).data,

  sendMessage: (sessionId: string, messageContent: string, options: StreamOptions) =>
    postAndStream(
      `practice-sessions/${encodeURIComponent(sessionId)}/chat-messages`,
      messageContent,
      options,
    ),
};
