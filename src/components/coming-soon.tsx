import { Badge, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

interface ComingSoonProps {
  /** What will live here, in one sentence; a general line is used when omitted. */
  description?: string;
}

/**
 * The one placeholder body in the app: for screens whose feature ships in a later issue.
 * Pages keep their real title around it so navigation and layout can already be used.
 */
export function ComingSoon({
  description = '이 기능은 곧 제공될 예정입니다. 조금만 기다려주세요.',
}: ComingSoonProps) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} bg="white">
      <Stack align="center" gap="sm" py="lg" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="indigo">
          <IconTools size={28} stroke={1.6} />
        </ThemeIcon>
        <Badge variant="light" color="indigo" size="lg">
          준비 중
        </Badge>
        <Text c="dimmed" maw={420}>
          {description}
        </Text>
      </Stack>
    </Paper>
  );
}
