import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/common';
import {
  chatMessageBody,
  chatMessagesAnswer,
  completePracticeBody,
  deviceTurnAnswer,
  deviceTurnBody,
  practiceSessionAnswer,
  sessionIdParams,
  startPracticeAnswer,
  startPracticeBody,
} from '../../../contract/practice';
import { feedbackAnswer } from '../../../contract/evaluation';
import { currentUser } from '../../plugins/auth';
import { streamReply } from '../stream-reply';

export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const practice = app.services.practice;
  const voice = app.services.voice;
  app.addHook('onRequest', app.requireUser);
  const common = { tags: ['practice-sessions'], security: [{ bearerAuth: [] }] };

  app.post(
    '/',
    {
      schema: {
        ...common,
        summary: '실습 시작 (진행 중인 같은 증례 실습이 있으면 이어하기)',
        body: startPracticeBody,
        response: {
          200: startPracticeAnswer,
          ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => practice.start(currentUser(request).id, request.body),
  );

  app.get(
    '/:id',
    {
      schema: {
        ...common,
        summary: '실습 세션',
        params: sessionIdParams,
        response: { 200: practiceSessionAnswer, ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND') },
      },
    },
    async (request) => ({ data: await practice.get(currentUser(request).id, request.params.id) }),
  );

  app.get(
    '/:id/chat-messages',
    {
      schema: {
        ...common,
        summary: '대화 기록',
        params: sessionIdParams,
        response: { 200: chatMessagesAnswer, ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND') },
      },
    },
    async (request) => ({ data: await practice.messages(currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/:id/chat-messages',
    {
      config: { skipIdempotency: true },
      schema: {
        ...common,
        summary: '환자에게 말하기 (답은 data: 줄로 스트리밍, 끝은 data: [DONE])',
        params: sessionIdParams,
        body: chatMessageBody,
        produces: ['text/event-stream'],
        response: errorResponses(
          'VALIDATION',
          'UNAUTHENTICATED',
          'NOT_FOUND',
          'CONFLICT',
          'EXAM_ABANDONED',
          'TOO_MANY_STREAMS',
          'AI_UNAVAILABLE',
        ),
      },
    },
    async (request, reply) => {
      const learnerId = currentUser(request).id;
      const slot = await app.services.streamSlots.acquire(learnerId);
      try {
        const turn = await practice.prepareTurn(
          learnerId,
          request.params.id,
          request.body.messageContent,
          request.body.messageId,
        );
        await streamReply(request, reply, {
          speak: (signal) => voice.speak({ ...turn, signal }),
          persist: (spoken) => practice.finishTurn(turn, spoken),
          abandon: () => practice.abandonTurn(turn),
          ended: slot.signal,
        });
      } finally {
        await slot.release();
      }
    },
  );

  app.post(
    '/:id/device-turns',
    {
      schema: {
        ...common,
        summary: '기기에서 답한 질문 보내기 (환자 답은 서버가 다시 만듭니다)',
        params: sessionIdParams,
        body: deviceTurnBody,
        response: {
          200: deviceTurnAnswer,
          ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'),
        },
      },
    },
    async (request) => ({
      data: await practice.deviceTurn(currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.get(
    '/:id/feedback',
    {
      schema: {
        ...common,
        summary: '채점 결과 (evaluating, completed, failed)',
        params: sessionIdParams,
        response: { 200: feedbackAnswer, ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT') },
      },
    },
    async (request) => app.services.grading.feedback(currentUser(request).id, request.params.id),
  );

  app.post(
    '/:id/complete',
    {
      schema: {
        ...common,
        summary: '진료 종료 (메모 저장, 채점 시작)',
        params: sessionIdParams,
        body: completePracticeBody,
        response: {
          200: practiceSessionAnswer,
          ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => ({
      data: await practice.complete(
        currentUser(request).id,
        request.params.id,
        request.body.practiceMemo,
        request.body.completedAt,
      ),
    }),
  );
};
