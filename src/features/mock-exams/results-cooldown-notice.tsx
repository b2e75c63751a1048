import { Alert, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';

/**
 * Shown while a 429's cooldown runs (spec 1 §4): nothing is refreshed, automatically or by hand,
 * until the count reaches zero.
 */
export function ResultsCooldownNotice({ seconds }: { seconds: number }) {
  return (
    <Alert
      variant="light"
      color="orange"
      icon={<IconHourglassHigh size={18} />}
      title={`요청이 많아 잠시 기다리는 중입니다 (${seconds}초)`}
      data-testid="cooldown-notice"
      role="status"
    >
      <Text size="sm">기다리는 동안에는 새로고침할 수 없습니다. 시간이 지나면 자동으로 다시 확인합니다.</Text>
    </Alert>
  );
}
