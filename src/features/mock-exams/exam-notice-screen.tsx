import { Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ExamNoticeScreenProps {
  icon: Icon;
  color: string;
  title: string;
  text: ReactNode;
  /** Buttons under the text. */
  children?: ReactNode;
}

/** What a mock exam page shows instead of its content: not found, offline, already over… */
export function ExamNoticeScreen({ icon: TypeIcon, color, title, text, children }: ExamNoticeScreenProps) {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          <TypeIcon size={28} />
        </ThemeIcon>
        <Title order={1} fz={22}>
          {title}
        </Title>
        <Text c="dimmed" maw={440}>
          {text}
        </Text>
        {children && (
          <Group justify="center" gap="sm">
            {children}
          </Group>
        )}
      </Stack>
    </Container>
  );
}
