import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { Alert, Button, Modal, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { accountApi } from '../../data/api/account-api';
import { ACCOUNT_FALLBACK_MESSAGES, userMessageWithRetryHint } from '../../data/api/errors';
import { FormErrorAlert } from '../../components/form-error-alert';
import { validateFindAccountEmail, type FindAccountTab } from './find-account-schema';

interface FindAccountDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The tab shown on opening (the reset page opens 비밀번호 찾기). */
  initialTab?: FindAccountTab;
  /** Pre-fills both tabs, e.g. with what was typed into the login form. */
  initialEmail?: string;
}

/**
 * 계정 찾기: 아이디 찾기 (the sign-in e-mail and sign-up method, by mail) and 비밀번호 찾기 (a reset
 * link, by mail). The server answers the same neutral sentence whether or not the address has an
 * account, and that sentence is what the learner sees.
 */
export function FindAccountDialog({
  opened,
  onClose,
  initialTab = 'find-id',
  initialEmail = '',
}: FindAccountDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="계정 찾기"
      centered
      radius="lg"
      size="md"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* Mounted per opening, so a reopened dialog starts on its initial tab with a fresh form. */}
      {opened && <FindAccountTabs initialTab={initialTab} initialEmail={initialEmail} />}
    </Modal>
  );
}

function FindAccountTabs({ initialTab, initialEmail }: { initialTab: FindAccountTab; initialEmail: string }) {
  const [tab, setTab] = useState<FindAccountTab>(initialTab);
  return (
    <Tabs value={tab} onChange={(value) => value && setTab(value as FindAccountTab)} keepMounted>
      <Tabs.List grow mb="lg">
        <Tabs.Tab value="find-id">아이디 찾기</Tabs.Tab>
        <Tabs.Tab value="find-password">비밀번호 찾기</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="find-id">
        <RecoveryRequestForm
          description="가입한 이메일을 입력하면 로그인 아이디(이메일)와 가입 방법(이메일, 네이버, Google 등)을 메일로 안내해 드립니다."
          submitLabel="아이디 안내 메일 받기"
          initialEmail={initialEmail}
          autoFocus={initialTab === 'find-id'}
          send={accountApi.findId}
          fallback={ACCOUNT_FALLBACK_MESSAGES.findId}
        />
      </Tabs.Panel>
      <Tabs.Panel value="find-password">
        <RecoveryRequestForm
          description="가입한 이메일을 입력하면 비밀번호를 다시 설정할 수 있는 링크를 메일로 보내 드립니다. 링크는 30분 동안 한 번만 사용할 수 있습니다."
          submitLabel="재설정 링크 받기"
          initialEmail={initialEmail}
          autoFocus={initialTab === 'find-password'}
          send={accountApi.findPassword}
          fallback={ACCOUNT_FALLBACK_MESSAGES.findPassword}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

interface RecoveryRequestFormProps {
  description: string;
  submitLabel: string;
  initialEmail: string;
  /** The input of the tab shown first takes the focus when the dialog opens. */
  autoFocus: boolean;
  send: (email: string) => Promise<string>;
  fallback: string;
}

function RecoveryRequestForm({
  description,
  submitLabel,
  initialEmail,
  autoFocus,
  send,
  fallback,
}: RecoveryRequestFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateFindAccountEmail(email);
    if (!checked.ok) {
      setFieldError(checked.error);
      return;
    }
    setSending(true);
    setServerError(null);
    setSentMessage(null);
    try {
      setSentMessage(await send(checked.email));
    } catch (error) {
      setServerError(userMessageWithRetryHint(error, fallback));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <TextInput
          label="이메일"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="name@example.com"
          value={email}
          error={fieldError}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setFieldError(null);
          }}
          data-autofocus={autoFocus || undefined}
        />
        {sentMessage && (
          <Alert
            variant="light"
            color="teal"
            icon={<IconMailCheck size={20} />}
            role="status"
            title="메일을 확인해주세요"
          >
            {sentMessage}
          </Alert>
        )}
        <FormErrorAlert message={serverError} />
        <Button type="submit" size="md" fullWidth loading={sending}>
          {sentMessage ? '메일 다시 받기' : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
