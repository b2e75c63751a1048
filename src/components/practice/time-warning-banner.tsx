import { Alert, Transition } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';

/** '실습 시간이 5분 남았습니다!' — on screen for 2 s when 5 minutes are left (spec 1 §4, §9). */
export function TimeWarningBanner({ visible }: { visible: boolean }) {
  return (
    <Transition mounted={visible} transition="slide-down" duration={200}>
      {(style) => (
        <Alert
          style={{ ...style, position: 'absolute', top: 8, left: 8, right: 8, zIndex: 60 }}
          color="orange"
          variant="filled"
          radius="md"
          icon={<IconAlarm size={20} />}
          role="alert"
        >
          실습 시간이 5분 남았습니다!
        </Alert>
      )}
    </Transition>
  );
}
