import { errorCatalogue, type ErrorCode } from '../../contract/errors';

/**
 * The one error type services throw for a client mistake or an expected refusal. Its status and
 * default Korean message come from the contract's catalogue; a more specific message may be given.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? errorCatalogue[code].message);
    this.name = 'AppError';
    this.status = errorCatalogue[code].status;
  }
}
