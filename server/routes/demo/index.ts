import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/common';
import { chatMessageBody, demoIdParams, demoSessionAnswer } from '../../../contract/practice';
import { streamReply } from '../stream-reply';

/** The visitor demo: no sign-in, rate-limited per client address. */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  const demo = app.services.demo;
  const voice = app.services.voice;

  app.post(
    '/session',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['demo'],
        summary: '데모 대화 시작 (로그인 불필요)',
        response: { 200: demoSessionAnswer, ...errorResponses('RATE_LIMITED') },
      },
    },
    async (request) => demo.start(request.ip),
  );

  app.post(
    '/session/:id/chat',
    {
      config: { skipIdempotency: true, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['demo'],
        summary: '데모 환자에게 말하기 (스트리밍)',
        params: demoIdParams,
        body: chatMessageBody,
        produces: ['text/event-stream'],
        response: errorResponses('VALIDATION', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'AI_UNAVAILABLE'),
      },
    },
    async (request, reply) => {
      const turn = await demo.prepareTurn(request.params.id, request.body.messageContent);
      await streamReply(request, reply, {
        speak: (signal) => voice.speak({ ...turn, signal }),
        persist: (spoken) => demo.finishTurn(turn, spoken),
        abandon: async () => {},
      });
    },
  );
};
