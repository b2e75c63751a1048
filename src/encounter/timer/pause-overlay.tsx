import { Button, Overlay, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';

/** Covers the encounter while the clock is stopped, so the pause is never mistaken for a bug. */
export function PauseOverlay({ onResume }: { onResume: () => void }) {
  return (
    <Overlay color="#fff" backgroundOpacity={0.85} blur={3} zIndex={50} center radius="lg">
      <Stack align="center" gap="sm" ta="center" px="md" role="dialog" aria-label="실습 일시정지">
        <ThemeIcon size={56} radius="xl" variant="light" color="brand">
          <IconPlayerPause size={28} />
        </ThemeIcon>
        <Text fw={700} fz="xl">
          실습 일시정지
        </Text>
        <Text size="sm" c="dimmed">
          시간이 멈춰 있습니다. 준비되면 다시 시작하세요.
        </Text>
        <Button size="md" leftSection={<IconPlayerPlay size={18} />} onClick={onResume} autoFocus>
          다시 시작
        </Button>
      </Stack>
    </Overlay>
  );
}
