import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudOff, IconMoodEmpty } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** A briefing that cannot be shown: the case does not exist, or this device never saved it. */
export function BriefingUnavailable({ notFound }: { notFound: boolean }) {
  const Icon = notFound ? IconMoodEmpty : IconCloudOff;
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <Icon size={28} />
        </ThemeIcon>
        <Title order={1} fz={22}>
          {notFound ? '증례를 찾을 수 없습니다' : '아직 이 기기에 없는 증례입니다'}
        </Title>
        <Text c="dimmed" maw={420}>
          {notFound
            ? '삭제되었거나 주소가 잘못된 증례입니다. 증례 목록에서 다시 골라주세요.'
            : '인터넷에 연결된 상태에서 증례 목록을 한 번 열어두면, 오프라인에서도 브리핑을 볼 수 있습니다.'}
        </Text>
        <Button component={Link} to="/cases" variant="light">
          증례 목록으로
        </Button>
      </Stack>
    </Container>
  );
}
