import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../../contract/common';
import {
  abandonMockExamAnswer,
  completeMockCaseAnswer,
  completeMockCaseBody,
  completeMockExamAnswer,
  createMockExamAnswer,
  createMockExamBody,
  evaluationProgressAnswer,
  mockExamAnswer,
  mockExamCaseParams,
  mockExamCategoriesAnswer,
  mockExamParams,
  PROGRESS_POLL_WINDOW_SECONDS,
  PROGRESS_POLLS_PER_WINDOW,
  startMockCaseAnswer,
  startMockCaseBody,
  unfinishedExamsAnswer,
  unfinishedExamsQuery,
} from '../../../contract/mock-exams';
import { currentUser } from '../../plugins/auth';

/**
 * Polling limits, per learner and exam: the client polls progress every 10 s (then 60 s), so a
 * few calls per 10 s window are plenty; a faster client gets 429 with Retry-After and, per the
 * spec, backs off until it ends.
 */
const perExam = (request: FastifyRequest) =>
  `${request.user?.id ?? request.ip}|${(request.params as { id?: string }).id ?? ''}`;

export const mockExamRoutes: FastifyPluginAsyncZod = async (app) => {
  const exams = app.services.mockExams;
  app.addHook('onRequest', app.requireUser);
  const common = { tags: ['mock-exams'], security: [{ bearerAuth: [] }] };

  app.post(
    '/',
    {
      schema: {
        ...common,
        summary: '모의고사 만들기 (random: 6증례, free: 범위와 개수 지정)',
        body: createMockExamBody,
        response: { 200: createMockExamAnswer, ...errorResponses('VALIDATION', 'UNAUTHENTICATED') },
      },
    },
    async (request) => ({ mockExamSessionId: await exams.create(currentUser(request).id, request.body) }),
  );

  app.get(
    '/categories',
    {
      schema: {
        ...common,
        summary: '모의고사 범위 선택용 분류',
        response: { 200: mockExamCategoriesAnswer, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async () => ({ data: await exams.categories() }),
  );

  app.get(
    '/unfinished',
    {
      schema: {
        ...common,
        summary: '진행 중인 내 모의고사 (최신순, 최대 20개; 다른 기기에서 이어서 보기용)',
        querystring: unfinishedExamsQuery,
        response: { 200: unfinishedExamsAnswer, ...errorResponses('VALIDATION', 'UNAUTHENTICATED') },
      },
    },
    async (request) => exams.unfinished(currentUser(request).id, request.query.limit),
  );

  app.post(
    '/:id/abandon',
    {
      schema: {
        ...common,
        summary: '모의고사 포기 (기록은 남고 이어서 볼 수 없음; 제출한 모의고사는 409)',
        params: mockExamParams,
        response: {
          200: abandonMockExamAnswer,
          ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'NOT_FOUND', 'EXAM_SUBMITTED'),
        },
      },
    },
    async (request) => ({ data: await exams.abandon(currentUser(request).id, request.params.id) }),
  );

  app.get(
    '/:id',
    {
      config: {
        rateLimit: {
          max: 2 * PROGRESS_POLLS_PER_WINDOW,
          timeWindow: PROGRESS_POLL_WINDOW_SECONDS * 1000,
          keyGenerator: perExam,
        },
      },
      schema: {
        ...common,
        summary: '모의고사 세션 (증례 순서, 점수, 피드백)',
        params: mockExamParams,
        response: { 200: mockExamAnswer, ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND', 'RATE_LIMITED') },
      },
    },
    async (request) => ({ data: await exams.get(currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/:id/cases/:caseId/start',
    {
      schema: {
        ...common,
        summary: '모의고사 증례 시작 (진행 중이면 이어하기; 오프라인에서 시작한 증례는 기기의 세션 번호로)',
        params: mockExamCaseParams,
        body: startMockCaseBody,
        response: {
          200: startMockCaseAnswer,
          ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'),
        },
      },
    },
    async (request) =>
      exams.startCase(
        currentUser(request).id,
        request.params.id,
        request.params.caseId,
        request.body?.practiceSessionId,
      ),
  );

  app.post(
    '/:id/cases/:caseId/complete',
    {
      schema: {
        ...common,
        summary: '모의고사 증례 종료 (메모 저장, 채점 대기열)',
        params: mockExamCaseParams,
        body: completeMockCaseBody,
        response: {
          200: completeMockCaseAnswer,
          ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'NOT_FOUND', 'EXAM_ABANDONED'),
        },
      },
    },
    async (request) => ({
      data: await exams.completeCase(
        currentUser(request).id,
        request.params.id,
        request.params.caseId,
        request.body.practiceMemo,
      ),
    }),
  );

  app.post(
    '/:id/complete',
    {
      schema: {
        ...common,
        summary: '모의고사 종료 (모든 증례 채점; 채점 중이면 400)',
        params: mockExamParams,
        response: {
          200: completeMockExamAnswer,
          ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => ({
      data: { status: await exams.complete(currentUser(request).id, request.params.id) },
    }),
  );

  app.get(
    '/:id/evaluation-progress',
    {
      config: {
        rateLimit: {
          max: PROGRESS_POLLS_PER_WINDOW,
          timeWindow: PROGRESS_POLL_WINDOW_SECONDS * 1000,
          keyGenerator: perExam,
        },
      },
      schema: {
        ...common,
        summary: '채점 진행 상황 (completed / total)',
        params: mockExamParams,
        response: {
          200: evaluationProgressAnswer,
          ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND', 'RATE_LIMITED'),
        },
      },
    },
    async (request) => exams.progress(currentUser(request).id, request.params.id),
  );
};
