import {
  loginAnswer,
  meAnswer,
  registerAnswer,
  type LoginBody,
  type RegisterBody,
} from '../../../contract/auth';
import { okBody } from '../../../contract/common';
import { http } from './api-client';
import { callJson } from './call-json';
import { skipSessionRefresh } from './create-api-client';

/** /api/v1/auth and /users/me. A 401 from login or logout means "wrong password" / "already gone", not "refresh". */
export const authApi = {
  login: (body: LoginBody) =>
    callJson(loginAnswer, () => http.post('auth/login', { json: body, context: skipSessionRefresh })),

  register: (body: RegisterBody) =>
    callJson(registerAnswer, () => http.post('auth/register', { json: body, context: skipSessionRefresh })),

  logout: (refreshToken: string | null) =>
    callJson(okBody, () =>
      http.post('auth/logout', { json: refreshToken ? { refreshToken } : {}, context: skipSessionRefresh }),
    ),

  me: async () => (await callJson(meAnswer, () => http.get('users/me'))).data,
};
