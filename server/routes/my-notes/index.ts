import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/common';
import {
  bookmarksAnswer,
  historyAnswer,
  historyQuery,
  incorrectNoteAnswer,
  noteDetailAnswer,
  noteDetailQuery,
  noteStateAnswer,
  noteStatusBody,
  practicedScenariosAnswer,
  scenarioParams,
  userMemoBody,
} from '../../../contract/notes';
import { mockExamCasesAnswer, mockExamParams } from '../../../contract/mock-exams';
import {
  reviewCardAnswer,
  reviewCardBody,
  reviewCardParams,
  reviewCardsAnswer,
} from '../../../contract/review-cards';
import { currentUser } from '../../plugins/auth';

export const myNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const notes = app.services.notes;
  app.addHook('onRequest', app.requireUser);
  const common = { tags: ['my-notes'], security: [{ bearerAuth: [] }] };

  app.get(
    '/practiced-scenarios',
    {
      schema: {
        ...common,
        summary: '실습한 증례와 세션 (최신순)',
        response: { 200: practicedScenariosAnswer, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request) => ({ data: await notes.practicedScenarios(currentUser(request).id) }),
  );

  app.get(
    '/review-cards',
    {
      schema: {
        ...common,
        summary: '복습 카드: 놓친 체크리스트 항목 (다음 복습이 이른 순)',
        response: { 200: reviewCardsAnswer, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request) => ({ data: await app.services.reviews.list(currentUser(request).id) }),
  );

  app.post(
    '/review-cards/:cardId/reviews',
    {
      schema: {
        ...common,
        summary: '복습 카드 평가 (1 다시, 2 어려움, 3 알맞음, 4 쉬움): 다음 복습일은 FSRS가 정합니다',
        params: reviewCardParams,
        body: reviewCardBody,
        response: {
          200: reviewCardAnswer,
          ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'NOT_FOUND', 'REVIEW_CARD_PENDING'),
        },
      },
    },
    async (request) => ({
      data: await app.services.reviews.rate(currentUser(request).id, request.params.cardId, request.body),
    }),
  );

  app.get(
    '/bookmarks',
    {
      schema: {
        ...common,
        summary: '즐겨찾기한 증례',
        response: { 200: bookmarksAnswer, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request) => ({ data: await notes.bookmarks(currentUser(request).id) }),
  );

  app.get(
    '/incorrect-notes/:scenarioId',
    {
      schema: {
        ...common,
        summary: '오답노트: 한 증례의 세션과 메모',
        params: scenarioParams,
        response: { 200: incorrectNoteAnswer, ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND') },
      },
    },
    async (request) => ({
      data: await notes.incorrectNote(currentUser(request).id, request.params.scenarioId),
    }),
  );

  app.get(
    '/incorrect-notes/:scenarioId/detail',
    {
      schema: {
        ...common,
        summary: '오답노트 상세 (대화, 평가, 실습 메모, 내 메모)',
        params: scenarioParams,
        querystring: noteDetailQuery,
        response: { 200: noteDetailAnswer, ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'NOT_FOUND') },
      },
    },
    async (request) => ({
      data: await notes.noteDetail(
        currentUser(request).id,
        request.params.scenarioId,
        request.query.practiceSessionId,
      ),
    }),
  );

  app.patch(
    '/incorrect-notes/:scenarioId/status',
    {
      schema: {
        ...common,
        summary: '오답노트 표시 켜기/끄기',
        params: scenarioParams,
        body: noteStatusBody,
        response: { 200: noteStateAnswer, ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'NOT_FOUND') },
      },
    },
    async (request) => ({
      data: await notes.saveNote(currentUser(request).id, request.params.scenarioId, {
        hasNote: request.body.hasNote,
      }),
    }),
  );

  app.put(
    '/incorrect-notes/:scenarioId',
    {
      schema: {
        ...common,
        summary: '오답노트 내 메모 저장',
        params: scenarioParams,
        body: userMemoBody,
        response: { 200: noteStateAnswer, ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'NOT_FOUND') },
      },
    },
    async (request) => ({
      data: await notes.saveNote(currentUser(request).id, request.params.scenarioId, {
        userMemo: request.body.userMemo,
      }),
    }),
  );

  app.get(
    '/mock-exam/:id/cases',
    {
      schema: {
        ...common,
        summary: '모의고사 증례별 결과',
        params: mockExamParams,
        response: { 200: mockExamCasesAnswer, ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND') },
      },
    },
    async (request) => ({
      data: await app.services.mockExams.caseList(currentUser(request).id, request.params.id),
    }),
  );

  app.get(
    '/history',
    {
      schema: {
        ...common,
        summary: '학습 기록 (증례 실습, 모의고사; 유형과 기간 필터)',
        querystring: historyQuery,
        response: { 200: historyAnswer, ...errorResponses('VALIDATION', 'UNAUTHENTICATED') },
      },
    },
    async (request) => notes.history(currentUser(request).id, request.query),
  );
};
