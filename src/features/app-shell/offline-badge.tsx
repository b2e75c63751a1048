import { Badge, Tooltip } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { onlineAtom } from '../../lib/app-atoms';

/** Tells the learner they are offline: what they do is kept and sent when the network returns. */
export function OfflineBadge() {
  const online = useAtomValue(onlineAtom);
  if (online) return null;
  return (
    <Tooltip label="연결이 돌아오면 저장한 내용을 자동으로 보냅니다." withArrow>
      <Badge color="orange" variant="light" leftSection={<IconWifiOff size={14} />} role="status">
        오프라인
      </Badge>
    </Tooltip>
  );
}
