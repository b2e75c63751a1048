import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBook2, IconChevronRight, IconClipboardList, IconStethoscope } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PATIENT_NAME } from '../../lib/brand';

const destinations = [
  {
    to: '/cases',
    title: '증례 라이브러리',
    text: `증례를 골라 ${PATIENT_NAME}와 연습`,
    icon: IconStethoscope,
    color: 'brand',
  },
  {
    to: '/mock-exams',
    title: '모의고사',
    text: '실전처럼 여러 증례를 연속으로',
    icon: IconClipboardList,
    color: 'indigo',
  },
  {
    to: '/my-notes/history',
    title: '학습 노트',
    text: '기록·오답노트로 복습',
    icon: IconBook2,
    color: 'cyan',
  },
] as const;

/** The three places a learner usually starts from. */
export function QuickStartCards() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {destinations.map(({ to, title, text, icon: Icon, color }) => (
        <UnstyledButton key={to} component={Link} to={to}>
          <Paper withBorder p="md" bg="white" h="100%">
            <Group wrap="nowrap" justify="space-between">
              <Group wrap="nowrap" gap="md">
                <ThemeIcon size={44} radius="md" variant="light" color={color}>
                  <Icon size={24} stroke={1.7} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={700}>{title}</Text>
                  <Text size="sm" c="dimmed">
                    {text}
                  </Text>
                </Stack>
              </Group>
              <IconChevronRight size={18} color="var(--mantine-color-gray-5)" />
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
