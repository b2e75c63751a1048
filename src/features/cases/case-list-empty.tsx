import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCloudOff, IconSearchOff } from '@tabler/icons-react';

interface CaseListEmptyProps {
  /** The device has no copy of the library yet. */
  neverSynced: boolean;
  online: boolean;
  onReset?: () => void;
}

export function CaseListEmpty({ neverSynced, online, onReset }: CaseListEmptyProps) {
  const offlineFirstVisit = neverSynced && !online;
  const Icon = offlineFirstVisit ? IconCloudOff : IconSearchOff;
  return (
    <Paper withBorder bg="white" p="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <Icon size={24} />
        </ThemeIcon>
        <Text fw={700}>
          {offlineFirstVisit ? '아직 저장된 증례가 없습니다' : '조건에 맞는 증례가 없습니다'}
        </Text>
        <Text size="sm" c="dimmed" maw={380}>
          {offlineFirstVisit
            ? '인터넷에 연결되면 증례 목록을 받아 이 기기에 저장합니다. 그 뒤로는 오프라인에서도 볼 수 있습니다.'
            : '검색어를 줄이거나 다른 분류·상태를 선택해 보세요. 초성(예: ㄱㅅㅊㅅ)이나 영문 진단명(예: appendicitis, MI)으로도 찾을 수 있습니다.'}
        </Text>
        {onReset && (
          <Button variant="light" onClick={onReset}>
            필터 초기화
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
