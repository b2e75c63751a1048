import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Compresses API answers (brotli, else gzip) once they pass a small size; the built PWA's files
 * come precompressed from the build (see vite.config.ts) and are sent as they are.
 * Event streams are never compressed: a compressor buffers, and a patient's reply must reach the
 * learner chunk by chunk (the chat stream also hijacks its reply, which skips this hook anyway).
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The encodings API answers are sent in, in order of preference (server/lib/encoded-answers.ts uses the same). */
export const API_ENCODINGS = ['br', 'gzip'] as const;
export type ApiEncoding = (typeof API_ENCODINGS)[number];

const compressible =
  /^(?:application\/(?:json|problem\+json|javascript|manifest\+json|xml)|text\/(?!event-stream)[a-z-]+|image\/svg\+xml)/;

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    encodings: [...API_ENCODINGS],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: compressible,
    // Quality 4 keeps brotli near gzip's speed on the fly while still smaller; gzip at level 6.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
