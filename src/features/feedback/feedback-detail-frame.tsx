import { Button, Container, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface FeedbackDetailFrameProps {
  backTo: '/feedback' | '/admin/feedback';
  backLabel: string;
  /** Beside the back link: the author's edit and delete, or the admin badge. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A post's detail page, the learner's and the admin's (spec 2 §2): the way back, then the post. */
export function FeedbackDetailFrame({ backTo, backLabel, aside, children }: FeedbackDetailFrameProps) {
  return (
    <Container size="md" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Button
            component={Link}
            to={backTo}
            variant="subtle"
            color="gray"
            px={6}
            leftSection={<IconArrowLeft size={16} />}
          >
            {backLabel}
          </Button>
          {aside}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

/** While the post loads: the back link's place, the article and what follows it (`heights`). */
export function FeedbackDetailLoading({
  backWidth,
  heights,
}: {
  backWidth: number;
  heights: [number, number];
}) {
  return (
    <Container size="md" py="xl">
      <Stack>
        <Skeleton height={28} width={backWidth} />
        <Skeleton height={heights[0]} radius="lg" />
        <Skeleton height={heights[1]} radius="lg" />
      </Stack>
    </Container>
  );
}
