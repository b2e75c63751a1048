import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, errorCatalogue, type ErrorCode } from '../../contract/errors';
import { AppError } from '../lib/app-error';

/**
 * The one place where failures become answers. Client mistakes get their 4xx status and a Korean
 * sentence in `error`; anything unexpected is logged with the request id and answered with a
 * generic message, never with its details.
 */

const body = (code: ErrorCode) => ({ error: errorCatalogue[code].message, code });

/**
 * Errors Fastify answers before a route is found (a malformed or too-long URL) get the
 * catalogue's body too instead of Fastify's English one.
 */
function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code: ErrorCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI_TOO_LONG' : 'BAD_URL';
  return reply.status(errorCatalogue[code].status).send(body(code));
}

/** Requests Node's HTTP parser itself refuses (never reaching Fastify): answered on the raw socket. */
function clientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'BAD_REQUEST';
  const { status } = errorCatalogue[code];
  const payload = Buffer.from(JSON.stringify(body(code)));
  socket.end(
    `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Error'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${payload.length}\r\n` +
      `Connection: close\r\n\r\n${payload.toString()}`,
  );
}

/** Fastify options that route its own error answers (outside any route) through the catalogue. */
export const frameworkErrorOptions = {
  frameworkErrors: frameworkError,
  clientErrorHandler: clientError,
} satisfies FastifyServerOptions;

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0] as { message?: string; instancePath?: string } | undefined;
  const message = first?.message?.trim();
  return message ? message : errorCatalogue.VALIDATION.message;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (code: ErrorCode, message?: string) =>
      reply
        .status(errorCatalogue[code].status)
        .send({ error: message ?? errorCatalogue[code].message, code });

    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(error.code, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) return send('VALIDATION', validationMessage(error));
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send('BAD_JSON');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return send('UNSUPPORTED_MEDIA_TYPE');
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status) ?? 'BAD_REQUEST';
      return reply.status(status).send(body(code));
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply
      .status(500)
      .send({ error: errorCatalogue.INTERNAL.message, code: 'INTERNAL', requestId: request.id });
  });
});
