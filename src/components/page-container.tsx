import { Container, Group, Stack, Text, Title, type MantineSize } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { APP_NAME } from '../lib/brand';

interface PageContainerProps {
  title: string;
  description?: ReactNode;
  /** Buttons beside the heading (e.g. "write"); they wrap below it on a narrow screen. */
  actions?: ReactNode;
  /** Narrower pages (a form) read better than the full 'xl' width. */
  size?: MantineSize;
  children: ReactNode;
}

/** Page frame inside the signed-in layout: heading, optional lead text, and the browser tab title. */
export function PageContainer({ title, description, actions, size = 'xl', children }: PageContainerProps) {
  useDocumentTitle(`${title} | ${APP_NAME}`);
  const heading = (
    <Stack gap={6}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
  return (
    <Container size={size} px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        {actions ? (
          <Group justify="space-between" align="flex-end" gap="md">
            {heading}
            <Group gap="sm">{actions}</Group>
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Container>
  );
}
