import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsCardProps {
  title: string;
  description?: ReactNode;
  /** danger: the red-edged card of irreversible actions. */
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One section of the account tab: a titled white card. */
export function SettingsCard({ title, description, tone = 'default', children }: SettingsCardProps) {
  return (
    <Paper
      component="section"
      withBorder
      h="100%"
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
      aria-label={title}
      style={tone === 'danger' ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" c={tone === 'danger' ? 'red.8' : undefined}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
