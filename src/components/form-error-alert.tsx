import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A server or network failure of a form, in Korean, announced to screen readers. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
      {message}
    </Alert>
  );
}
