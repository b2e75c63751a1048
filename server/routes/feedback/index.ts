import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/common';
import {
  adminResponseAnswer,
  adminResponseBody,
  createFeedbackBody,
  FEEDBACK_CATEGORY_LABELS,
  feedbackAnswerBody,
  feedbackCategoriesAnswer,
  feedbackCategory,
  feedbackDeletedAnswer,
  feedbackIdParams,
  feedbackListAnswer,
  feedbackListQuery,
  updateFeedbackBody,
} from '../../../contract/feedback';
import { currentUser } from '../../plugins/auth';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const board = app.services.feedback;
  const common = { tags: ['feedback'], security: [{ bearerAuth: [] }] };
  const signedIn = { onRequest: [app.requireUser] };

  app.get(
    '/categories',
    {
      schema: {
        tags: ['feedback'],
        summary: '피드백 카테고리 (로그인 불필요)',
        response: { 200: feedbackCategoriesAnswer },
      },
    },
    async () => ({
      data: feedbackCategory.options.map((value) => ({ value, label: FEEDBACK_CATEGORY_LABELS[value] })),
    }),
  );

  app.get(
    '/',
    {
      ...signedIn,
      schema: {
        ...common,
        summary: '피드백 목록 (비공개 글은 작성자와 관리자만)',
        querystring: feedbackListQuery,
        response: { 200: feedbackListAnswer, ...errorResponses('VALIDATION', 'UNAUTHENTICATED') },
      },
    },
    async (request) => board.list(currentUser(request), request.query),
  );

  app.get(
    '/my',
    {
      ...signedIn,
      schema: {
        ...common,
        summary: '내 피드백',
        querystring: feedbackListQuery,
        response: { 200: feedbackListAnswer, ...errorResponses('VALIDATION', 'UNAUTHENTICATED') },
      },
    },
    async (request) => board.list(currentUser(request), request.query, true),
  );

  app.get(
    '/:feedbackId',
    {
      ...signedIn,
      schema: {
        ...common,
        summary: '피드백 상세 (조회수는 하루에 한 번)',
        params: feedbackIdParams,
        response: { 200: feedbackAnswerBody, ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND') },
      },
    },
    async (request) => ({ data: await board.detail(currentUser(request), request.params.feedbackId) }),
  );

  app.post(
    '/',
    {
      ...signedIn,
      // Per learner, not per address: a hospital's learners share one.
      config: {
        rateLimit: {
          max: 20,
          timeWindow: 3_600_000,
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        ...common,
        summary: '피드백 작성',
        body: createFeedbackBody,
        response: {
          201: feedbackAnswerBody,
          ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'RATE_LIMITED'),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await board.create(currentUser(request), request.body) }),
  );

  app.put(
    '/:feedbackId',
    {
      ...signedIn,
      schema: {
        ...common,
        summary: '피드백 수정 (작성자만)',
        params: feedbackIdParams,
        body: updateFeedbackBody,
        response: {
          200: feedbackAnswerBody,
          ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'),
        },
      },
    },
    async (request) => ({
      data: await board.update(currentUser(request), request.params.feedbackId, request.body),
    }),
  );

  app.delete(
    '/:feedbackId',
    {
      ...signedIn,
      schema: {
        ...common,
        summary: '피드백 삭제 (작성자만)',
        params: feedbackIdParams,
        response: {
          200: feedbackDeletedAnswer,
          ...errorResponses('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      await board.remove(currentUser(request), request.params.feedbackId);
      return { data: { feedbackId: request.params.feedbackId } };
    },
  );

  app.post(
    '/:feedbackId/admin-response',
    {
      onRequest: [app.requireAdmin],
      schema: {
        ...common,
        summary: '관리자 답변과 상태 변경 (관리자만)',
        params: feedbackIdParams,
        body: adminResponseBody,
        response: {
          200: adminResponseAnswer,
          ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'),
        },
      },
    },
    async (request) => ({
      ok: true as const,
      data: await board.respond(
        currentUser(request),
        request.params.feedbackId,
        request.body.adminResponse,
        request.body.status,
      ),
    }),
  );
};
