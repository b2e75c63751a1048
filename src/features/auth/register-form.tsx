import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../contract/auth';
import { userMessage } from '../../data/api/errors';
import { register } from '../../data/session/session-actions';
import { useFormFields } from '../../lib/use-form-fields';
import { FormErrorAlert } from '../../components/form-error-alert';
import { emptyRegisterForm, validateRegisterForm } from './register-form-schema';

interface RegisterFormProps {
  onRegistered: (nickname: string) => void;
}

/** Sign-up with the five fields of spec 1 §5; a duplicate e-mail shows the server's sentence. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { values, setErrors, bind } = useFormFields(emptyRegisterForm);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validateRegisterForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      const user = await register(result.body);
      onRegistered(user.nickname);
    } catch (error) {
      setServerError(userMessage(error, '회원가입에 실패했습니다.'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="이름" autoComplete="name" placeholder="홍길동" {...bind('fullName')} />
          <TextInput
            label="닉네임"
            autoComplete="nickname"
            placeholder="예: 본과4학년"
            {...bind('nickname')}
          />
        </SimpleGrid>
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
          description={`${PASSWORD_MIN_LENGTH}자 이상 입력해주세요.`}
          autoComplete="new-password"
          {...bind('password')}
        />
        <PasswordInput label="비밀번호 확인" autoComplete="new-password" {...bind('confirmPassword')} />
        <FormErrorAlert message={serverError} />
        <Button type="submit" size="md" fullWidth loading={submitting}>
          회원가입
        </Button>
      </Stack>
    </form>
  );
}
