import { Button, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, type User } from '../../../contract/auth';
import { FormErrorAlert } from '../../components/form-error-alert';
import { accountApi } from '../../data/api/account-api';
import { ACCOUNT_FALLBACK_MESSAGES, userMessageWithRetryHint } from '../../data/api/errors';
import { endSessionAfterPasswordChange } from '../../data/session/session-actions';
import { useFormFields } from '../../lib/use-form-fields';
import { emptyPasswordChange, isSocialSignUp, validatePasswordChange } from './account-rules';
import { SettingsCard } from './settings-card';

/**
 * Password change. The server ends every session of the account, this one included, so success
 * signs out here and the guard opens /login with the notice to use the new password.
 */
export function PasswordChangeCard({ user }: { user: User }) {
  const social = isSocialSignUp(user);
  const { values, setErrors, bind } = useFormFields(emptyPasswordChange);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validatePasswordChange(values, { currentPasswordRequired: !social });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      await accountApi.changePassword(result.body.currentPassword, result.body.newPassword);
      endSessionAfterPasswordChange();
    } catch (error) {
      setServerError(userMessageWithRetryHint(error, ACCOUNT_FALLBACK_MESSAGES.changePassword));
      setSubmitting(false);
    }
  }

  return (
    <SettingsCard
      title="비밀번호 변경"
      description="변경하면 이 기기를 포함한 모든 기기에서 로그아웃되며, 새 비밀번호로 다시 로그인해야 합니다."
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label="현재 비밀번호"
            description={
              social ? '소셜 로그인으로 가입해 비밀번호를 만든 적이 없다면 비워두세요.' : undefined
            }
            autoComplete="current-password"
            {...bind('currentPassword')}
          />
          <PasswordInput
            label="새 비밀번호"
            description={`${PASSWORD_MIN_LENGTH}자 이상 입력해주세요.`}
            autoComplete="new-password"
            {...bind('newPassword')}
          />
          <PasswordInput label="새 비밀번호 확인" autoComplete="new-password" {...bind('confirmPassword')} />
          <FormErrorAlert message={serverError} />
          <Button type="submit" mt={4} loading={submitting}>
            비밀번호 변경
          </Button>
        </Stack>
      </form>
    </SettingsCard>
  );
}
