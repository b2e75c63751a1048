import { z } from 'zod';
import { checklistSection } from './evaluation';
import { CHAT_MESSAGE_MAX_LENGTH } from './values';

/** Limits of a conversation (spec 1 §5 chat message; the server enforces the same). */
export { CHAT_MESSAGE_MAX_LENGTH };
export const CHAT_MAX_MESSAGES_PER_SESSION = 400;
export const PRACTICE_MEMO_MAX_LENGTH = 20_000;
export const PRACTICE_TIME_LIMIT_SECONDS = 12 * 60;

export const practiceMode = z.enum(['chat']);

export const startPracticeBody = z.object({
  scenarioId: z
    .string({ error: '증례를 선택해주세요.' })
    .trim()
    .min(1, { error: '증례를 선택해주세요.' })
    .max(120),
  selectedAiPersonalityId: z.string().trim().max(60).optional().default('default'),
  practiceMode: practiceMode.optional().default('chat'),
  /**
   * A session id made on the device (a session started offline). The server creates the session
   * with this id, or answers the one it already created with it (isResumed), so a start sent again
   * from the outbox never makes a second session.
   */
  practiceSessionId: z.uuid({ error: '실습 세션 번호가 올바르지 않습니다.' }).optional(),
  /**
   * '놓친 항목 다시 연습' (issue 24): the graded session of this case whose missed items this session
   * retries. It is then scored on those items only and kept as its own kind of session.
   */
  retryOfSessionId: z.uuid({ error: '다시 연습할 실습을 찾을 수 없습니다.' }).optional(),
  /**
   * A blind practice (issue 24): the session keeps the diagnosis hidden on every device until it is
   * graded. A blind start that resumes an unfinished session of the case makes it blind.
   */
  blind: z.boolean().optional().default(false),
});

/** A retry's missed items, as the learner sees them listed after ending. */
export const retryFocus = z.object({
  retryOfSessionId: z.string(),
  items: z.array(z.object({ itemId: z.string(), section: checklistSection, itemText: z.string() })),
});
export type RetryFocus = z.infer<typeof retryFocus>;

export const sessionStatus = z.enum(['active', 'completed']);

export const practiceSession = z.object({
  practiceSessionId: z.string(),
  scenarioId: z.string(),
  scenario: z.object({ scenarioId: z.string(), name: z.string() }),
  selectedAiPersonalityId: z.string(),
  practiceMode,
  status: sessionStatus,
  practiceMemo: z.string().nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  messageCount: z.number().int(),
  /**
   * Set for a retry of missed items (issue 24), null otherwise. Optional: sessions cached on a
   * device before retries existed lack it.
   */
  retry: retryFocus.nullable().optional(),
  /**
   * Started as a blind practice (issue 24): every device hides the diagnosis until it is graded.
   * Optional: sessions cached on a device before the flag travelled with the session lack it.
   */
  blind: z.boolean().optional(),
});
export type PracticeSession = z.infer<typeof practiceSession>;

export const startPracticeAnswer = practiceSession.extend({ isResumed: z.boolean() });
export const practiceSessionAnswer = z.object({ data: practiceSession });

export const sessionIdParams = z.object({
  id: z.uuid({ error: '실습 세션을 찾을 수 없습니다.' }),
});

const messageContent = z
  .string({ error: '메시지를 입력해주세요.' })
  .trim()
  .min(1, { error: '메시지를 입력해주세요.' })
  .max(CHAT_MESSAGE_MAX_LENGTH, { error: `메시지는 ${CHAT_MESSAGE_MAX_LENGTH}자 이하로 입력해주세요.` });

/** A learner message id made on the device: the same message is stored once, however it arrives. */
const deviceMessageId = z.uuid({ error: '메시지 번호가 올바르지 않습니다.' });

export const chatMessageBody = z.object({ messageContent, messageId: deviceMessageId.optional() });

/**
 * POST /practice-sessions/{id}/device-turns: a learner message the device answered itself (no
 * network, or the server too slow). Only the learner's words, their time and the device's id for
 * them are sent: the server re-runs the patient engine over its own transcript to write the
 * patient's reply, and never accepts one from a device (unknown fields are dropped).
 */
export const deviceTurnBody = z.object({
  messageId: deviceMessageId,
  messageContent,
  sentAt: z.iso.datetime({ offset: true, error: '보낸 시각이 올바르지 않습니다.' }),
});
export type DeviceTurnBody = z.infer<typeof deviceTurnBody>;

export const chatMessage = z.object({
  chatLogId: z.string(),
  id: z.string(),
  sender: z.enum(['user', 'ai']),
  content: z.string(),
  createdAt: z.string(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;
export const chatMessagesAnswer = z.object({ data: z.array(chatMessage) });
/** The turn as the server stored it: the learner's message and the patient reply it rebuilt. */
export const deviceTurnAnswer = z.object({ data: z.array(chatMessage) });

export const completePracticeBody = z.object({
  practiceMemo: z
    .string()
    .max(PRACTICE_MEMO_MAX_LENGTH, { error: `메모는 ${PRACTICE_MEMO_MAX_LENGTH}자 이하여야 합니다.` })
    .optional()
    .default(''),
  /**
   * When the learner ended the case on the device (a case ended offline reaches the server later):
   * the session's end, kept between its start and the server's now. The device grades such a case
   * and makes its review cards from this same instant, so the server's cards match them.
   */
  completedAt: z.iso.datetime({ offset: true, error: '종료 시각이 올바르지 않습니다.' }).optional(),
});

/**
 * Streamed chat answers are Server-Sent-Events-style lines: `data: {"chunk": "..."}` for text,
 * `data: {"error": "..."}` for a failure after the stream started, and `data: [DONE]` at the end.
 * Message ids (chatLogId) are read afterwards from GET /practice-sessions/{id}/chat-messages.
 */
export const streamEvent = z.union([z.object({ chunk: z.string() }), z.object({ error: z.string() })]);
export type StreamEvent = z.infer<typeof streamEvent>;
export const STREAM_DONE = '[DONE]';

export const demoSessionAnswer = z.object({ demoSessionId: z.string(), ai: z.string() });
export const demoIdParams = z.object({ id: z.uuid({ error: '데모 세션을 찾을 수 없습니다.' }) });
