import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { User } from '../../../contract/auth';
import { FormErrorAlert } from '../../components/form-error-alert';
import { accountApi } from '../../data/api/account-api';
import { ACCOUNT_FALLBACK_MESSAGES, userMessageWithRetryHint } from '../../data/api/errors';
import { leaveDeletedAccount } from '../../data/session/session-actions';
import { ACCOUNT_DELETED_REDIRECT_MS, checkDeleteAccountPassword, isSocialSignUp } from './account-rules';
import { SettingsCard } from './settings-card';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Account deletion, confirmed with the password. On success the server's message shows for 2 s,
 * then everything this browser kept about the user is forgotten and the landing page opens
 * (spec 1 §4 Account, §9).
 */
export function DeleteAccountCard({ user }: { user: User }) {
  const [opened, setOpened] = useState(false);
  return (
    <SettingsCard
      title="계정 삭제"
      tone="danger"
      description="계정을 삭제하면 학습 기록, 노트, 즐겨찾기와 프로필이 모두 삭제되며 되돌릴 수 없습니다."
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 260px' }}>
          {isSocialSignUp(user)
            ? '소셜 로그인으로 가입했다면 먼저 비밀번호를 설정한 뒤 삭제할 수 있습니다.'
            : '삭제하려면 현재 비밀번호를 입력해야 합니다.'}
        </Text>
        <Button color="red" variant="outline" onClick={() => setOpened(true)}>
          계정 삭제
        </Button>
      </Group>
      <DeleteAccountDialog userId={user.userId} opened={opened} onClose={() => setOpened(false)} />
    </SettingsCard>
  );
}

interface DeleteAccountDialogProps {
  userId: string;
  opened: boolean;
  onClose: () => void;
}

function DeleteAccountDialog({ userId, opened, onClose }: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [farewell, setFarewell] = useState<string | null>(null);

  function close() {
    if (deleting || farewell) return;
    setPassword('');
    setFieldError(null);
    setServerError(null);
    onClose();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = checkDeleteAccountPassword(password);
    if (problem) {
      setFieldError(problem);
      return;
    }
    setDeleting(true);
    setServerError(null);
    try {
      const message = await accountApi.deleteAccount(password);
      setFarewell(message);
      // Runs to the end even if this page unmounts; the guard then opens the landing page.
      void leaveDeletedAccount(userId, () => wait(ACCOUNT_DELETED_REDIRECT_MS));
    } catch (error) {
      setServerError(userMessageWithRetryHint(error, ACCOUNT_FALLBACK_MESSAGES.deleteAccount));
      setDeleting(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={farewell ? '계정 삭제 완료' : '정말 계정을 삭제할까요?'}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 700 } }}
      withCloseButton={!farewell}
      closeOnClickOutside={!farewell}
      closeOnEscape={!farewell}
    >
      {farewell ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
          <Text size="sm">{farewell}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            잠시 후 첫 화면으로 이동합니다.
          </Text>
        </Alert>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
              모든 학습 기록과 노트가 영구히 삭제되며 복구할 수 없습니다.
            </Alert>
            <PasswordInput
              label="비밀번호"
              autoComplete="current-password"
              value={password}
              error={fieldError}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setFieldError(null);
              }}
              data-autofocus
            />
            <FormErrorAlert message={serverError} />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close} disabled={deleting}>
                취소
              </Button>
              <Button type="submit" color="red" loading={deleting}>
                계정 영구 삭제
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
