import type { FastifyServerOptions } from 'fastify';

/**
 * Logger settings shared by the server and the tests that read its log. Nothing secret or personal
 * reaches a log line: headers with credentials and any field named like a password, hash or token
 * are redacted; a failed SQL query's parameter values (drizzle puts them in the error's message,
 * stack and `params`) are cut out, as is the database's `detail` (it quotes row values); and only
 * the names of a URL's query parameters are logged, never their values (search terms, codes).
 */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'password_hash',
  'accessToken',
  'refreshToken',
  'token',
  'email',
];

export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;

/** A URL with each query value replaced, keeping the names (enough to debug, nothing to leak). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const names = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, q)}?${names.join('&')}`;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: SerializedError;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[non-error value]', stack: '' };
  const e = error as Error & { code?: unknown; statusCode?: unknown };
  const out: SerializedError = {
    type: e.constructor?.name ?? 'Error',
    message: e.message.replace(QUERY_PARAMS, '\nparams: [redacted]'),
    stack: (e.stack ?? '').replace(QUERY_PARAMS, '\nparams: [redacted]'),
  };
  if (e.code !== undefined) out.code = e.code;
  if (e.statusCode !== undefined) out.statusCode = e.statusCode;
  if (e.cause !== undefined && depth < 5) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (req: { method?: string; url?: string; id?: unknown; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url ?? ''),
        reqId: req.id,
      }),
    },
  };
}
