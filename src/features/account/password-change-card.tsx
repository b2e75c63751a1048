import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, type User } from '../../../contract/auth';
import { FormErrorAlert } from '../../components/form-error-alert';
import { accountApi } from '../../data/api/account-api';
import { ACCOUNT_FALLBACK_MESSAGES, userMessageWithRetryHint } from '../../data/api/errors';
import { endSessionAfterPasswordChange } from '../../data/session/session-actions';
import { useFormFields } from '../../lib/use-form-fields';
import { emptyPasswordChange, signUpMethodLabel, validatePasswordChange } from './account-rules';
import { SettingsCard } from './settings-card';

/**
 * Password change. The server ends every session of the account, this one included, so success
 * signs out here and the guard opens /login with the notice to use the new password.
 *
 * An account made by social sign-in has no password (user.hasPassword false): there is nothing to
 * change and no current password to ask for, so the card offers to set a first one instead, which
 * adds sign-in by e-mail and password beside the provider. (Only explaining that the account signs
 * in with its provider would leave a learner whose provider account is gone locked out for good.)
 */
export function PasswordChangeCard({ user }: { user: User }) {
  const setting = !user.hasPassword;
  const { values, setErrors, bind } = useFormFields(emptyPasswordChange);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validatePasswordChange(values, { currentPasswordRequired: !setting });
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

  const title = setting ? '비밀번호 설정' : '비밀번호 변경';
  return (
    <SettingsCard
      title={title}
      description={
        setting
          ? `이 계정은 ${signUpMethodLabel(user.signUpMethod)}로 로그인하며 비밀번호가 없습니다. 비밀번호를 설정하면 이메일과 비밀번호로도 로그인할 수 있습니다.`
          : '변경하면 이 기기를 포함한 모든 기기에서 로그아웃되며, 새 비밀번호로 다시 로그인해야 합니다.'
      }
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {setting ? (
            <Group gap="xs" wrap="nowrap" align="baseline">
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                로그인 이메일
              </Text>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="sign-in-email">
                {user.email}
              </Text>
            </Group>
          ) : (
            <PasswordInput
              label="현재 비밀번호"
              autoComplete="current-password"
              {...bind('currentPassword')}
            />
          )}
          <PasswordInput
            label="새 비밀번호"
            description={`${PASSWORD_MIN_LENGTH}자 이상 입력해주세요.`}
            autoComplete="new-password"
            {...bind('newPassword')}
          />
          <PasswordInput label="새 비밀번호 확인" autoComplete="new-password" {...bind('confirmPassword')} />
          <FormErrorAlert message={serverError} />
          <Button type="submit" mt={4} loading={submitting}>
            {title}
          </Button>
          {setting && (
            <Text size="xs" c="dimmed">
              설정하면 모든 기기에서 로그아웃되며, 새 비밀번호로 다시 로그인해야 합니다.
            </Text>
          )}
        </Stack>
      </form>
    </SettingsCard>
  );
}
