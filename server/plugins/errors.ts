import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCatalogue, type ErrorCode } from '../../contract/errors';
import { AppError } from '../lib/app-error';

/**
 * The one place where failures become answers. Client mistakes get their 4xx status and a Korean
 * sentence in `error`; anything unexpected is logged with the request id and answered with a
 * generic message, never with its details.
 */
const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

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
      const code = codeByStatus[status] ?? 'VALIDATION';
      return reply.status(status).send({ error: errorCatalogue[code].message, code });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply
      .status(500)
      .send({ error: errorCatalogue.INTERNAL.message, code: 'INTERNAL', requestId: request.id });
  });
});
