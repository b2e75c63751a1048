import type { ResponsePromise } from 'ky';
import type { z } from 'zod';
import { toApiError } from './errors';

/**
 * Sends a request, parses its JSON answer with the contract schema and turns every failure
 * (HTTP error, network, contract mismatch) into an ApiError carrying the Korean message.
 */
export async function callJson<Schema extends z.ZodType>(
  schema: Schema,
  send: () => ResponsePromise,
): Promise<z.infer<Schema>> {
  try {
    return schema.parse(await send().json());
  } catch (error) {
    throw await toApiError(error);
  }
}
