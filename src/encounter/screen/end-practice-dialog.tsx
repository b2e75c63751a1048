import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface EndPracticeDialogProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  ending?: boolean;
  /** Said under the spec's sentence, e.g. that a mock exam's case cannot be reopened. */
  notice?: string;
}

/** The end-of-encounter confirmation, worded as spec 1 §4 gives it. */
export function EndPracticeDialog({
  opened,
  onCancel,
  onConfirm,
  ending = false,
  notice,
}: EndPracticeDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="진료 종료" centered>
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="sm">정말로 진료를 종료하시겠습니까? 채점이 시작됩니다.</Text>
          {notice && (
            <Text size="sm" fw={600} c="red.8" data-testid="end-practice-notice">
              {notice}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={ending}>
            취소
          </Button>
          <Button color="red" onClick={onConfirm} loading={ending}>
            종료하기
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
