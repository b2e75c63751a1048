import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookmarkAnswer,
  caseAnswer,
  caseIdParams,
  caseListAnswer,
  type CaseListAnswer,
  caseListQuery,
  categoriesAnswer,
  subcategoriesAnswer,
  subcategoriesParams,
} from '../../../contract/cases';
import { errorResponses } from '../../../contract/common';
import { sendEncoded } from '../../lib/encoded-answers';
import { currentUser } from '../../plugins/auth';

export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  const library = app.services.cases;
  app.addHook('onRequest', app.requireUser);
  const common = { tags: ['cases'], security: [{ bearerAuth: [] }] };

  app.get(
    '/',
    {
      // The answer comes compressed from the kept answers (sendEncoded); the plugin must not redo it.
      compress: false,
      schema: {
        ...common,
        summary: '증례 목록 (검색, 분류, 상태 필터)',
        querystring: caseListQuery,
        response: { 200: caseListAnswer, ...errorResponses('VALIDATION', 'UNAUTHENTICATED') },
      },
    },
    // The answer is joined from JSON prepared and checked when the catalogue loads, and kept with
    // its compressed forms for the next request made from the same inputs (CaseLibrary.listAnswer):
    // a learner asking again with nothing changed costs a lookup of their data version (one row on
    // PostgreSQL, nothing on PGlite), no figures, no stringify and no compression. Fastify sends a
    // Buffer as it is; the cast only tells the type provider these bytes are the serialised
    // caseListAnswer.
    async (request, reply) => {
      const answer = await library.listAnswer(currentUser(request).id, request.query);
      return reply.send((await sendEncoded(request, reply, answer)) as unknown as CaseListAnswer);
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        ...common,
        summary: '분류 목록',
        response: { 200: categoriesAnswer, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async () => ({ data: await library.categories() }),
  );

  app.get(
    '/categories/:primaryCategory/subcategories',
    {
      schema: {
        ...common,
        summary: '세부 분류 목록',
        params: subcategoriesParams,
        response: { 200: subcategoriesAnswer, ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND') },
      },
    },
    async (request) => ({ data: await library.subcategories(request.params.primaryCategory) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        ...common,
        summary: '증례 상세 (문 앞 정보)',
        params: caseIdParams,
        response: { 200: caseAnswer, ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND') },
      },
    },
    async (request) => ({ data: await library.get(currentUser(request).id, request.params.id) }),
  );

  for (const [method, bookmarked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/:id/bookmark',
      schema: {
        ...common,
        summary: bookmarked ? '즐겨찾기 추가' : '즐겨찾기 해제',
        params: caseIdParams,
        response: { 200: bookmarkAnswer, ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND') },
      },
      handler: async (request) => ({
        data: await library.setBookmark(currentUser(request).id, request.params.id, bookmarked),
      }),
    });
  }
};
