import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface TimeOverDialogProps {
  opened: boolean;
  onContinue: () => void;
  onFinish: () => void;
  finishing?: boolean;
}

/** At 00:00 the learner decides: keep going (the clock counts the overtime) or end and be graded. */
export function TimeOverDialog({ opened, onContinue, onFinish, finishing = false }: TimeOverDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onContinue}
      title="진료 시간이 끝났습니다"
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <Stack gap="lg">
        <Text size="sm">
          12분이 모두 지났습니다. 진료를 마치고 채점을 받거나, 초과 시간으로 계속 진료할 수 있습니다.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onContinue} disabled={finishing}>
            계속 진료하기
          </Button>
          <Button onClick={onFinish} loading={finishing}>
            진료 종료하기
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
