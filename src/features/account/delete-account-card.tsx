import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DELETE_CONFIRMATION_WORD } from '../../../contract/account';
import type { User } from '../../../contract/auth';
import { FormErrorAlert } from '../../components/form-error-alert';
import { accountApi } from '../../data/api/account-api';
import { ACCOUNT_FALLBACK_MESSAGES, userMessageWithRetryHint } from '../../data/api/errors';
import { leaveDeletedAccount } from '../../data/session/session-actions';
import { ACCOUNT_DELETED_REDIRECT_MS, checkDeleteAccountProof, signUpMethodLabel } from './account-rules';
import { SettingsCard } from './settings-card';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** For a failure that is not the server's refusal (offline, say), when there is no password to check. */
const DELETE_FAILED_MESSAGE = '계정 삭제에 실패했습니다.';

/**
 * Account deletion, confirmed with the password (spec 1 §5). An account made by social sign-in
 * that never set a password has none to give: it types the confirmation word instead, and the
 * server accepts that only from an account without a password. On success the server's message
 * shows for 2 s, then everything this browser kept about the user is forgotten and the landing
 * page opens (spec 1 §4 Account, §9).
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
          {user.hasPassword
            ? '삭제하려면 현재 비밀번호를 입력해야 합니다.'
            : `${signUpMethodLabel(user.signUpMethod)} 로그인 계정은 확인 문구 '${DELETE_CONFIRMATION_WORD}'를 입력해 삭제합니다.`}
        </Text>
        <Button color="red" variant="outline" onClick={() => setOpened(true)}>
          계정 삭제
        </Button>
      </Group>
      <DeleteAccountDialog
        userId={user.userId}
        hasPassword={user.hasPassword}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </SettingsCard>
  );
}

interface DeleteAccountDialogProps {
  userId: string;
  hasPassword: boolean;
  opened: boolean;
  onClose: () => void;
}

function DeleteAccountDialog({ userId, hasPassword, opened, onClose }: DeleteAccountDialogProps) {
  /** The password, or the typed confirmation word for an account without one. */
  const [proof, setProof] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [farewell, setFarewell] = useState<string | null>(null);

  function close() {
    if (deleting || farewell) return;
    setProof('');
    setFieldError(null);
    setServerError(null);
    onClose();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = checkDeleteAccountProof(proof, hasPassword);
    if (problem) {
      setFieldError(problem);
      return;
    }
    setDeleting(true);
    setServerError(null);
    try {
      const message = await accountApi.deleteAccount(
        hasPassword ? { password: proof } : { confirmation: proof.trim() },
      );
      setFarewell(message);
      // Runs to the end even if this page unmounts; the guard then opens the landing page.
      void leaveDeletedAccount(userId, () => wait(ACCOUNT_DELETED_REDIRECT_MS));
    } catch (error) {
      setServerError(
        userMessageWithRetryHint(
          error,
          hasPassword ? ACCOUNT_FALLBACK_MESSAGES.deleteAccount : DELETE_FAILED_MESSAGE,
        ),
      );
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
            {hasPassword ? (
              <PasswordInput
                label="비밀번호"
                autoComplete="current-password"
                value={proof}
                error={fieldError}
                onChange={(event) => {
                  setProof(event.currentTarget.value);
                  setFieldError(null);
                }}
                data-autofocus
              />
            ) : (
              <TextInput
                label="확인 문구"
                description={
                  <>
                    이 계정에는 비밀번호가 없습니다. 확인을 위해{' '}
                    <Text span inherit fw={700} c="red.8" style={{ whiteSpace: 'nowrap' }}>
                      {DELETE_CONFIRMATION_WORD}
                    </Text>
                    를 입력하세요.
                  </>
                }
                autoComplete="off"
                value={proof}
                error={fieldError}
                onChange={(event) => {
                  setProof(event.currentTarget.value);
                  setFieldError(null);
                }}
                data-autofocus
              />
            )}
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
