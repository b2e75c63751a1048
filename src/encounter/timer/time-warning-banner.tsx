import { Alert, Box, Transition } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';

/**
 * '실습 시간이 5분 남았습니다!' — on screen for 2 s when 5 minutes are left (spec 1 §4, §9). Exam-day
 * mode (issue 24) shows its 2-minute notice with it, passing its own `message` and test id.
 */
export function TimeWarningBanner({
  visible,
  message = '실습 시간이 5분 남았습니다!',
  testId,
  top = 12,
}: {
  visible: boolean;
  message?: string;
  testId?: string;
  /** From the top of the practice area: on phones, below its tabs, which it must not hide. */
  top?: number;
}) {
  return (
    // A centring strip that lets clicks through, so the banner never blocks the chat under it.
    <Box
      style={{
        position: 'absolute',
        top,
        left: 8,
        right: 8,
        zIndex: 60,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      <Transition mounted={visible} transition="slide-down" duration={200}>
        {(style) => (
          <Alert
            style={{ ...style, boxShadow: 'var(--mantine-shadow-md)' }}
            color="orange"
            variant="filled"
            radius="xl"
            py={10}
            px="lg"
            icon={<IconAlarm size={20} />}
            role="alert"
            fw={700}
            data-testid={testId}
          >
            {message}
          </Alert>
        )}
      </Transition>
    </Box>
  );
}
