import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconInfoCircle,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type AppModalType = 'success' | 'error' | 'warning' | 'info';

export interface AppModalContent {
  type: AppModalType;
  /** Defaults to a title for the type (완료, 오류, 확인, 안내). */
  title?: string;
  message: ReactNode;
  /** Defaults to '확인'. */
  confirmLabel?: string;
  /** When given, the confirm button runs it and a cancel button appears; otherwise confirm closes. */
  onConfirm?: () => void;
  cancelLabel?: string;
}

interface AppModalProps extends AppModalContent {
  opened: boolean;
  onClose: () => void;
  /** The confirm action is running: its button spins and the dialog stays open. */
  busy?: boolean;
}

const look: Record<AppModalType, { icon: Icon; color: string; title: string }> = {
  success: { icon: IconCircleCheck, color: 'teal', title: '완료' },
  error: { icon: IconCircleX, color: 'red', title: '오류' },
  warning: { icon: IconAlertTriangle, color: 'orange', title: '확인' },
  info: { icon: IconInfoCircle, color: 'blue', title: '안내' },
};

/**
 * The app's one message dialog (spec 2 §2 Shared modal): success, error, warning or info; a title;
 * a message; a confirm button ('확인' unless told); a cancel button only when there is something
 * to confirm.
 */
export function AppModal({
  opened,
  onClose,
  busy = false,
  type,
  title,
  message,
  confirmLabel = '확인',
  onConfirm,
  cancelLabel = '취소',
}: AppModalProps) {
  const { icon: TypeIcon, color, title: defaultTitle } = look[type];
  const heading = title ?? defaultTitle;
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      withCloseButton={false}
      centered
      radius="lg"
      size="sm"
      // The name goes on the dialog itself (the root is a plain div, where aria-label is not allowed).
      attributes={{ content: { 'aria-label': heading } }}
      data-testid="app-modal"
      data-modal-type={type}
    >
      <Stack gap="md" align="center" ta="center" py="xs" role={type === 'error' ? 'alertdialog' : undefined}>
        <ThemeIcon size={52} radius="xl" variant="light" color={color}>
          <TypeIcon size={30} stroke={1.6} />
        </ThemeIcon>
        <Text fw={700} fz="lg">
          {heading}
        </Text>
        <Text c="dark.6" style={{ whiteSpace: 'pre-line' }}>
          {message}
        </Text>
        <Group w="100%" grow gap="sm" mt="xs">
          {onConfirm && (
            <Button variant="default" onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
          )}
          <Button
            color={type === 'warning' && onConfirm ? 'red' : color === 'teal' ? 'brand' : color}
            onClick={onConfirm ?? onClose}
            loading={busy}
            data-autofocus
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
