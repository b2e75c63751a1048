import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBody,
  deleteAccountBody,
  messageAnswer,
  PROFILE_IMAGE_MAX_BYTES,
  profileBody,
  userAnswer,
} from '../../../contract/account';
import { meAnswer } from '../../../contract/auth';
import { errorResponses } from '../../../contract/common';
import { userStatsAnswer, type UserStats } from '../../../contract/dashboard';
import { sendEncoded } from '../../lib/encoded-answers';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { toUserDto } from '../../services/user-dto';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;
  const common = { tags: ['users'], security: [{ bearerAuth: [] }] };
  await app.register(multipart, { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5 } });

  app.get(
    '/me',
    {
      onRequest: [app.requireUser],
      schema: {
        ...common,
        summary: '내 정보',
        response: { 200: meAnswer, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request) => ({ data: toUserDto(currentUser(request)) }),
  );

  app.get(
    '/me/stats',
    {
      onRequest: [app.requireUser],
      // Kept JSON, compressed once (sendEncoded), as the dashboard summary's.
      compress: false,
      schema: {
        ...common,
        summary: '학습 통계',
        response: { 200: userStatsAnswer, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request, reply) => {
      const answer = await app.services.dashboard.userStatsAnswer(currentUser(request).id);
      return reply.send((await sendEncoded(request, reply, answer)) as unknown as { data: UserStats });
    },
  );

  app.put(
    '/me/profile',
    {
      onRequest: [app.requireUser],
      schema: {
        ...common,
        summary: '프로필(닉네임) 수정',
        body: profileBody,
        response: { 200: userAnswer, ...errorResponses('VALIDATION', 'UNAUTHENTICATED') },
      },
    },
    async (request) => ({ data: await accounts.updateProfile(currentUser(request), request.body.nickname) }),
  );

  app.put(
    '/me/profile-image',
    {
      onRequest: [app.requireUser],
      schema: {
        ...common,
        summary: '프로필 이미지 업로드 (multipart, 필드 profileImage; JPG·PNG·GIF, 5MB 이하)',
        consumes: ['multipart/form-data'],
        response: {
          200: userAnswer,
          ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'PAYLOAD_TOO_LARGE'),
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('IMAGE_MISSING');
      const part = await request.file();
      if (!part || part.fieldname !== 'profileImage') throw new AppError('IMAGE_MISSING');
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('IMAGE_TOO_LARGE');
        throw error;
      }
      if (part.file.truncated) throw new AppError('IMAGE_TOO_LARGE');
      return { data: await accounts.setProfileImage(currentUser(request), buffer) };
    },
  );

  app.delete(
    '/me/profile-image',
    {
      onRequest: [app.requireUser],
      schema: {
        ...common,
        summary: '프로필 이미지 삭제',
        response: { 200: userAnswer, ...errorResponses('VALIDATION', 'UNAUTHENTICATED') },
      },
    },
    async (request) => ({ data: await accounts.deleteProfileImage(currentUser(request)) }),
  );

  app.put(
    '/me/password',
    {
      onRequest: [app.requireUser],
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      schema: {
        ...common,
        summary: '비밀번호 변경 (모든 기기에서 로그아웃)',
        body: changePasswordBody,
        response: { 200: messageAnswer, ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'RATE_LIMITED') },
      },
    },
    async (request) => {
      await accounts.changePassword(
        currentUser(request),
        request.body.currentPassword,
        request.body.newPassword,
      );
      return { message: '비밀번호가 변경되었습니다. 새 비밀번호로 다시 로그인해주세요.' };
    },
  );

  app.delete(
    '/me',
    {
      onRequest: [app.requireUser],
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      schema: {
        ...common,
        summary: '회원 탈퇴 (비밀번호 확인, 비밀번호가 없는 소셜 계정은 확인 문구; 모든 데이터 삭제)',
        body: deleteAccountBody,
        response: { 200: messageAnswer, ...errorResponses('VALIDATION', 'UNAUTHENTICATED', 'RATE_LIMITED') },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await accounts.deleteAccount(user, request.body);
      // Its open chat streams (on any instance) end now instead of hanging on a deleted account.
      await app.services.streamSlots.endAll(user.id);
      return { message: '계정이 삭제되었습니다. 그동안 이용해주셔서 감사합니다.' };
    },
  );
};

/** Profile images, served with a fixed type and nosniff so an upload can never run as a page. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/avatars/:file',
    {
      schema: {
        tags: ['users'],
        summary: '프로필 이미지 파일',
        params: z.object({ file: z.string().max(60) }),
      },
    },
    async (request, reply) => {
      const file = app.services.accounts.avatarPath(request.params.file);
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info) throw new AppError('IMAGE_NOT_FOUND');
      reply
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'");
      return reply.send(createReadStream(file));
    },
  );
};
