import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/common';
import {
  encounterPackAnswer,
  encounterPackBatchAnswer,
  encounterPackBatchQuery,
  encounterPackManifestAnswer,
  encounterPackParams,
} from '../../../contract/encounter-packs';

/**
 * /api/v1/encounter-packs: what a device needs to run encounters offline. Signed-in learners only,
 * and rate-limited per learner: a whole library is about 14 batch requests, so the limit leaves
 * room for a few full downloads an hour while stopping a script from scraping the answers.
 */
export const encounterPackRoutes: FastifyPluginAsyncZod = async (app) => {
  const packs = app.services.encounterPacks;
  app.addHook('onRequest', app.requireUser);
  const common = { tags: ['encounter-packs'], security: [{ bearerAuth: [] }] };
  const limited = { rateLimit: { max: 120, timeWindow: 15 * 60_000 } };

  app.get(
    '/manifest',
    {
      config: limited,
      schema: {
        ...common,
        summary: '오프라인 연습용 증례 묶음 목록 (버전과 크기)',
        response: { 200: encounterPackManifestAnswer, ...errorResponses('UNAUTHENTICATED', 'RATE_LIMITED') },
      },
    },
    async () => packs.manifest(),
  );

  app.get(
    '/',
    {
      config: limited,
      schema: {
        ...common,
        summary: '여러 증례의 오프라인 연습용 묶음 (ids=a,b,c; 최대 40개)',
        querystring: encounterPackBatchQuery,
        response: {
          200: encounterPackBatchAnswer,
          ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'RATE_LIMITED'),
        },
      },
    },
    async (request) => ({ data: await packs.many(request.query.ids) }),
  );

  app.get(
    '/:scenarioId',
    {
      config: limited,
      schema: {
        ...common,
        summary: '한 증례의 오프라인 연습용 묶음',
        params: encounterPackParams,
        response: {
          200: encounterPackAnswer,
          ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND', 'RATE_LIMITED'),
        },
      },
    },
    async (request) => ({ data: await packs.one(request.params.scenarioId) }),
  );
};
