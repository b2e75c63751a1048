import type { FastifyReply, FastifyRequest } from 'fastify';
import { STREAM_DONE } from '../../contract/practice';
import { VoiceUnavailableError } from '../ai/llm/patient-voice';
import { AppError } from '../lib/app-error';

/**
 * Streams a patient reply as `data: {...}` lines ending with `data: [DONE]` (spec 2 §7).
 *
 * The first chunk is awaited before any byte is sent, so a model that is down or rate-limited
 * becomes an ordinary 503 JSON answer the client can map, instead of a stream that dies at once.
 * A client that goes away aborts the work (the signal reaches the model call). `persist` runs only
 * when the whole reply was delivered; `abandon` runs otherwise, so a lost turn can be re-sent.
 */
export interface StreamJob {
  speak(signal: AbortSignal): AsyncIterable<string>;
  persist(spoken: string): Promise<void>;
  abandon(): Promise<void>;
}

const line = (payload: unknown) =>
  `data: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\n`;

export async function streamReply(
  request: FastifyRequest,
  reply: FastifyReply,
  job: StreamJob,
): Promise<void> {
  const controller = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) controller.abort();
  };
  reply.raw.on('close', onClose);

  const iterator = job.speak(controller.signal)[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await iterator.next();
  } catch (error) {
    reply.raw.off('close', onClose);
    await job.abandon();
    if (error instanceof VoiceUnavailableError) {
      request.log.warn({ err: error.cause }, 'patient model unavailable');
      throw new AppError('AI_UNAVAILABLE');
    }
    throw error;
  }

  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  let spoken = '';
  let failed = false;
  try {
    let current = first;
    while (!current.done) {
      if (controller.signal.aborted) break;
      spoken += current.value;
      reply.raw.write(line({ chunk: current.value }));
      current = await iterator.next();
    }
  } catch (error) {
    failed = true;
    request.log.warn({ err: error }, 'patient reply failed mid-stream');
    if (!controller.signal.aborted)
      reply.raw.write(line({ error: '연결이 불안정합니다. 다시 시도해주세요.' }));
  } finally {
    reply.raw.off('close', onClose);
  }
  if (failed || controller.signal.aborted) {
    await job.abandon();
  } else {
    await job.persist(spoken);
    reply.raw.write(line(STREAM_DONE));
  }
  reply.raw.end();
}
