import { messageAnswer, recoveryAnswer, resetPasswordAnswer, userAnswer } from '../../../contract/account';
import { http } from './api-client';
import { callJson } from './call-json';
import { skipSessionRefresh } from './create-api-client';

/**
 * Account recovery (a visitor's calls: find id, find password, reset password) and the learner's
 * own account under /users/me. Each resolves to the server's answer, or throws an ApiError carrying
 * the Korean sentence to show.
 */
export const accountApi = {
  /** Same neutral answer whether or not the e-mail has an account; 429 when rate-limited. */
  findId: async (email: string) =>
    (
      await callJson(recoveryAnswer, () =>
        http.post('auth/find-id', { json: { email }, context: skipSessionRefresh }),
      )
    ).message,

  findPassword: async (email: string) =>
    (
      await callJson(recoveryAnswer, () =>
        http.post('auth/find-password', { json: { email }, context: skipSessionRefresh }),
      )
    ).message,

  /** 400 with the server's sentence when the link is unknown, already used or expired. */
  resetPassword: async (token: string, newPassword: string) =>
    (
      await callJson(resetPasswordAnswer, () =>
        http.post('auth/reset-password', { json: { token, newPassword }, context: skipSessionRefresh }),
      )
    ).message,

  updateProfile: async (nickname: string) =>
    (await callJson(userAnswer, () => http.put('users/me/profile', { json: { nickname } }))).data,

  /** Multipart field `profileImage`; the server re-checks the content (JPG, PNG or GIF, ≤ 5 MB). */
  uploadProfileImage: async (file: File) => {
    const form = new FormData();
    form.append('profileImage', file, file.name);
    return (await callJson(userAnswer, () => http.put('users/me/profile-image', { body: form }))).data;
  },

  deleteProfileImage: async () =>
    (await callJson(userAnswer, () => http.delete('users/me/profile-image'))).data,

  /**
   * Ends every session of the account, this one included. A wrong current password is a 400, so a
   * 401 here really is an expired session.
   */
  changePassword: async (currentPassword: string, newPassword: string) =>
    (
      await callJson(messageAnswer, () =>
        http.put('users/me/password', { json: { currentPassword, newPassword } }),
      )
    ).message,

  /** The password, or for an account without one (social sign-in only) the confirmation word. */
  deleteAccount: async (proof: { password: string } | { confirmation: string }) =>
    (await callJson(messageAnswer, () => http.delete('users/me', { json: proof }))).message,
};
