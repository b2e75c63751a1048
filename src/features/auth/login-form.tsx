import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { userMessage } from '../../data/api/errors';
import { useFormFields } from '../../lib/use-form-fields';
import { zodFieldErrors } from '../../lib/zod-field-errors';
import { FindAccountButton } from './find-account-button';
import { FormErrorAlert } from '../../components/form-error-alert';

/**
 * The contract's login schema and the sign-in call, loaded when the learner first submits (they
 * bring zod and the API client, which /login's first screen does not need).
 */
const loadSignIn = () =>
  Promise.all([import('../../../contract/auth'), import('../../data/session/session-actions')]);

/**
 * E-mail sign-in. On success the session changes and the public-route guard takes the learner to
 * the page they came for (or the dashboard); this form does not navigate itself.
 */
export function LoginForm() {
  const { values, setErrors, bind } = useFormFields({ email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    let loaded: Awaited<ReturnType<typeof loadSignIn>>;
    try {
      loaded = await loadSignIn();
    } catch (error) {
      setServerError(userMessage(error, '로그인에 실패했습니다.'));
      return;
    }
    const [{ loginBody }, { signIn }] = loaded;
    const parsed = loginBody.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      await signIn(parsed.data);
    } catch (error) {
      setServerError(userMessage(error, '로그인에 실패했습니다.'));
      setSubmitting(false);
    }
  }

  return (
    // POST: were the form ever submitted natively (no script at all), the password stays out of the
    // address (the prerendered /login holds a tap on its button until the app runs, TAP_KEEPER).
    <form onSubmit={handleSubmit} noValidate method="post">
      <Stack gap="md">
        <TextInput
          label="이메일"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="name@example.com"
          {...bind('email')}
        />
        <PasswordInput
          label="비밀번호"
          autoComplete="current-password"
          placeholder="비밀번호"
          {...bind('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <FindAccountButton email={values.email} />
        </Group>
        <FormErrorAlert message={serverError} />
        <Button type="submit" size="md" fullWidth loading={submitting}>
          로그인
        </Button>
      </Stack>
    </form>
  );
}
