import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../contract/auth';
import { FormErrorAlert } from '../../components/form-error-alert';
import { accountApi } from '../../data/api/account-api';
import {
  ACCOUNT_FALLBACK_MESSAGES,
  hasErrorCode,
  userMessage,
  userMessageWithRetryHint,
} from '../../data/api/errors';
import { useFormFields } from '../../lib/use-form-fields';
import { AuthPageFrame } from './auth-page-frame';
import { FindAccountDialog } from './find-account-dialog';
import {
  emptyResetPasswordForm,
  INVALID_LINK_MESSAGE,
  validateResetPasswordForm,
} from './reset-password-schema';
import '../../styles/mantine-full';

type Outcome =
  | { kind: 'form' }
  | { kind: 'done'; message: string }
  /** The server refused the token: unknown, used already, or expired. */
  | { kind: 'link-refused'; message: string };

/**
 * /auth/reset-password?token=…: the link from the password-reset mail. Without a token the link is
 * invalid (spec 1 §5); with one, a new password and its confirmation. A refused link says so in the
 * server's words and offers to mail a new one.
 */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });
  const [dialogOpened, dialog] = useDisclosure(false);

  let body: ReactNode;
  if (!token) {
    body = (
      <LinkProblem
        title={INVALID_LINK_MESSAGE}
        detail="메일에 있는 링크를 그대로 열었는지 확인하거나, 재설정 링크를 새로 받아주세요."
        onRequestNewLink={dialog.open}
      />
    );
  } else if (outcome.kind === 'link-refused') {
    body = (
      <LinkProblem
        title="링크를 사용할 수 없습니다"
        detail={outcome.message}
        onRequestNewLink={dialog.open}
      />
    );
  } else if (outcome.kind === 'done') {
    body = (
      <Stack gap="md">
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={20} />}
          title="비밀번호를 바꿨습니다"
          role="status"
        >
          {outcome.message}
        </Alert>
        <Button component={Link} to="/login" size="md" fullWidth>
          로그인하러 가기
        </Button>
      </Stack>
    );
  } else {
    body = <ResetPasswordForm token={token} onOutcome={setOutcome} />;
  }

  return (
    <AuthPageFrame title="비밀번호 재설정" subtitle="메일로 받은 링크에서 새 비밀번호를 설정합니다.">
      {body}
      <FindAccountDialog opened={dialogOpened} onClose={dialog.close} initialTab="find-password" />
    </AuthPageFrame>
  );
}

interface LinkProblemProps {
  title: string;
  detail: string;
  onRequestNewLink: () => void;
}

function LinkProblem({ title, detail, onRequestNewLink }: LinkProblemProps) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconLinkOff size={20} />} title={title} role="alert">
        {detail}
      </Alert>
      <Button size="md" fullWidth onClick={onRequestNewLink}>
        재설정 링크 다시 받기
      </Button>
      <Button component={Link} to="/login" variant="default" size="md" fullWidth>
        로그인 화면으로
      </Button>
    </Stack>
  );
}

interface ResetPasswordFormProps {
  token: string;
  onOutcome: (outcome: Outcome) => void;
}

function ResetPasswordForm({ token, onOutcome }: ResetPasswordFormProps) {
  const { values, setErrors, bind } = useFormFields(emptyResetPasswordForm);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validateResetPasswordForm(token, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      const message = await accountApi.resetPassword(result.body.token, result.body.newPassword);
      onOutcome({ kind: 'done', message });
    } catch (error) {
      // The password already passed the same rules here, so a refused request is about the link.
      if (hasErrorCode(error, 'RESET_LINK_INVALID', 'VALIDATION')) {
        onOutcome({ kind: 'link-refused', message: userMessage(error) });
        return;
      }
      setServerError(userMessageWithRetryHint(error, ACCOUNT_FALLBACK_MESSAGES.resetPassword));
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="새 비밀번호"
          description={`${PASSWORD_MIN_LENGTH}자 이상 입력해주세요.`}
          autoComplete="new-password"
          {...bind('newPassword')}
        />
        <PasswordInput label="새 비밀번호 확인" autoComplete="new-password" {...bind('confirmPassword')} />
        <FormErrorAlert message={serverError} />
        <Button type="submit" size="md" fullWidth loading={submitting}>
          비밀번호 변경
        </Button>
        <Anchor component={Link} to="/login" size="sm" c="dimmed" ta="center">
          로그인 화면으로 돌아가기
        </Anchor>
      </Stack>
    </form>
  );
}
