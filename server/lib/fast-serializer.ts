import fastJson from 'fast-json-stringify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A route's serializer compiler that writes its 200 answer with fast-json-stringify, compiled once
 * from the answer's zod schema turned into JSON Schema, instead of checking the answer with zod and
 * then `JSON.stringify` at every request (issue 21: the checks and the stringify were a fifth of a
 * busy route's time). Other statuses (the `{ error, code }` answers) keep the app's zod serializer.
 *
 * Use it on routes whose answer the server builds itself from typed values (the service's return
 * type is the schema's type, so the checks had nothing to catch): the JSON Schema writes exactly the
 * schema's properties, in its order, and fails loudly when a required one is missing.
 */
type JsonSchema = { [key: string]: unknown };

/**
 * `anyOf: [{ type: T, … }, { type: 'null' }]` (zod's nullable integer) as `type: [T, 'null']`:
 * fast-json-stringify writes a type list directly but validates each value to choose an anyOf branch.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf[1]?.type === 'null' && typeof anyOf[0]?.type === 'string') {
    const { anyOf: _, ...rest } = out;
    return { ...rest, ...anyOf[0], type: [anyOf[0].type, 'null'] };
  }
  return out;
}

/** The fast-json-stringify writer of a zod schema's JSON (as the compiler below makes for a route's 200 answer). */
export function jsonWriter<T>(schema: z.ZodType<T>): (value: T) => string {
  const jsonSchema = simplify(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }));
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (value: T) => string;
}

export function fastSerializerCompiler<T>(route: FastifyRouteSchemaDef<T>): (data: unknown) => string {
  const zodRoute = route as unknown as Parameters<typeof serializerCompiler>[0];
  if (route.httpStatus !== '200') return serializerCompiler(zodRoute);
  return jsonWriter(zodRoute.schema as z.ZodType) as (data: unknown) => string;
}
