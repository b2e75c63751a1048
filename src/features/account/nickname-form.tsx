import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { User } from '../../../contract/auth';
import { FormErrorAlert } from '../../components/form-error-alert';
import { accountApi } from '../../data/api/account-api';
import { ACCOUNT_FALLBACK_MESSAGES, userMessage } from '../../data/api/errors';
import { applyUpdatedUser } from '../../data/session/session-actions';
import { validateNickname } from './account-rules';

/** Nickname (required); saved with PUT /users/me/profile, and the header shows it at once. */
export function NicknameForm({ user }: { user: User }) {
  const [nickname, setNickname] = useState(user.nickname);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const unchanged = nickname.trim() === user.nickname;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateNickname(nickname);
    if (!checked.ok) {
      setFieldError(checked.error);
      return;
    }
    setSaving(true);
    setServerError(null);
    try {
      const updated = await accountApi.updateProfile(checked.nickname);
      await applyUpdatedUser(updated);
      setNickname(updated.nickname);
      setSaved(true);
    } catch (error) {
      setServerError(userMessage(error, ACCOUNT_FALLBACK_MESSAGES.updateProfile));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label="닉네임"
          autoComplete="nickname"
          maxLength={30}
          value={nickname}
          error={fieldError}
          onChange={(event) => {
            setNickname(event.currentTarget.value);
            setFieldError(null);
            setSaved(false);
          }}
          style={{ flex: 1 }}
        />
        {/* Aligned with the input, below its label. */}
        <Button type="submit" size="md" mt={26} loading={saving} disabled={unchanged && !fieldError}>
          저장
        </Button>
      </Group>
      {saved && (
        <Text size="sm" c="teal.8" mt="xs" role="status">
          <IconCheck size={14} style={{ verticalAlign: -2 }} /> 닉네임을 저장했습니다.
        </Text>
      )}
      {serverError && (
        <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <FormErrorAlert message={serverError} />
        </div>
      )}
    </form>
  );
}
