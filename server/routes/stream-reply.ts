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
 * When `ended` aborts (the account is gone), the stream ends at once with nothing stored.
 */
export interface StreamJob {
  speak(signal: AbortSignal): AsyncIterable<string>;
  persist(spoken: string): Promise<void>;
  abandon(): Promise<void>;
  /** Aborts when the stream must end at once (the learner's account was deleted meanwhile). */
  ended?: AbortSignal;
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
  const onEnded = () => controller.abort();
  job.ended?.addEventListener('abort', onEnded, { once: true });
  // Whatever the voice is waiting on, an abort ends the wait at once.
  const aborted = new Promise<IteratorResult<string>>((resolve) => {
    const done = () => resolve({ done: true, value: undefined });
    if (controller.signal.aborted) done();
    else controller.signal.addEventListener('abort', done, { once: true });
  });
  const cleanUp = () => {
    reply.raw.off('close', onClose);
    job.ended?.removeEventListener('abort', onEnded);
  };

  const iterator = job.speak(controller.signal)[Symbol.asyncIterator]();
  const next = () => {
    const pending = iterator.next();
    // Lost to an abort, its late failure is nobody's business.
    pending.catch(() => undefined);
    return Promise.race([pending, aborted]);
  };
  let first: IteratorResult<string>;
  try {
    first = await next();
  } catch (error) {
    cleanUp();
    await job.abandon();
    if (error instanceof VoiceUnavailableError) {
      request.log.warn({ err: error.cause }, 'patient model unavailable');
      throw new AppError('AI_UNAVAILABLE');
    }
    throw error;
  }
  if (job.ended?.aborted) {
    cleanUp();
    await takeBack(request, job);
    throw new AppError('UNAUTHENTICATED');
  }

  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
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
      current = await next();
    }
  } catch (error) {
    failed = true;
    request.log.warn({ err: error }, 'patient reply failed mid-stream');
    if (!controller.signal.aborted)
      reply.raw.write(line({ error: '연결이 불안정합니다. 다시 시도해주세요.' }));
  } finally {
    cleanUp();
  }
  if (job.ended?.aborted) {
    // The account is gone: end now; there is nothing left to store or take back.
    reply.raw.end();
    await takeBack(request, job);
    return;
  }
  if (failed || controller.signal.aborted) {
    await job.abandon();
  } else {
    await job.persist(spoken);
    reply.raw.write(line(STREAM_DONE));
  }
  reply.raw.end();
}

/** Takes a turn back after the account ended; the rows may already be gone with it. */
async function takeBack(request: FastifyRequest, job: StreamJob): Promise<void> {
  try {
    await job.abandon();
  } catch (error) {
    request.log.info({ err: error }, 'turn of an ended account not taken back (already gone)');
  }
}
