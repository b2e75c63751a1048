import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

interface RegisterCompleteModalProps {
  nickname: string | null;
  onConfirm: () => void;
}

/** 회원가입 완료: its only way out is on to the login page (spec 1 §2). */
export function RegisterCompleteModal({ nickname, onConfirm }: RegisterCompleteModalProps) {
  return (
    <Modal
      opened={nickname !== null}
      onClose={onConfirm}
      title="회원가입 완료"
      centered
      radius="lg"
      closeOnClickOutside={false}
    >
      <Stack align="center" ta="center" gap="md" pb="xs">
        <ThemeIcon size={64} radius="xl" variant="light" color="brand">
          <IconCircleCheck size={36} stroke={1.6} />
        </ThemeIcon>
        <Text fw={600}>{nickname}님, 가입을 환영합니다!</Text>
        <Text size="sm" c="dimmed">
          로그인하면 바로 가상 표준화환자와 연습을 시작할 수 있습니다.
        </Text>
        <Button fullWidth size="md" onClick={onConfirm} data-autofocus>
          로그인하러 가기
        </Button>
      </Stack>
    </Modal>
  );
}
