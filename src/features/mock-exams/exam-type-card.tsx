import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ExamTypeCardProps {
  icon: Icon;
  color: string;
  title: string;
  text: string;
  points: string[];
  /** The card's one action. */
  action: ReactNode;
  footnote?: ReactNode;
}

/** One of the two ways to take a mock exam on the type chooser. */
export function ExamTypeCard({
  icon: TypeIcon,
  color,
  title,
  text,
  points,
  action,
  footnote,
}: ExamTypeCardProps) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white" h="100%" component="section" aria-label={title}>
      <Stack gap="md" h="100%">
        <ThemeIcon size={48} radius="md" variant="light" color={color}>
          <TypeIcon size={26} stroke={1.7} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} fz={20}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {text}
          </Text>
        </Stack>
        <List size="sm" spacing={4} c="gray.8" style={{ flex: 1 }}>
          {points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        <Stack gap={6}>
          {action}
          {footnote}
        </Stack>
      </Stack>
    </Paper>
  );
}
