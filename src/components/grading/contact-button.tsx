import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** When grading keeps failing: write to the operators on the feedback board. */
export function ContactButton() {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="gray"
      leftSection={<IconMessageCircle size={14} />}
      component={Link}
      to="/feedback/create"
    >
      문의하기
    </Button>
  );
}
