import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { APP_NAME } from '../lib/brand';

interface PageContainerProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** Page frame inside the signed-in layout: heading, optional lead text, and the browser tab title. */
export function PageContainer({ title, description, children }: PageContainerProps) {
  useDocumentTitle(`${title} | ${APP_NAME}`);
  return (
    <Container size="xl" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
