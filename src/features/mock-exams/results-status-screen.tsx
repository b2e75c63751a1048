import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ResultsStatusScreenProps {
  icon: ReactNode;
  color: string;
  title: string;
  text: ReactNode;
  testId: string;
  children?: ReactNode;
}

/** A whole-page state of the results page (waiting, error, cancelled, not found…). */
export function ResultsStatusScreen({
  icon,
  color,
  title,
  text,
  testId,
  children,
}: ResultsStatusScreenProps) {
  return (
    <Container size="sm" py={{ base: 48, sm: 72 }} data-testid={testId}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        <Text c="dimmed" maw={460} component="div">
          {text}
        </Text>
        {children}
      </Stack>
    </Container>
  );
}
