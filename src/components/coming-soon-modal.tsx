import { Modal } from '@mantine/core';
import { ComingSoon } from './coming-soon';

interface ComingSoonModalProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  description?: string;
}

/** A dialog whose content ships later (find account, terms…): its real title, the shared placeholder body. */
export function ComingSoonModal({ title, opened, onClose, description }: ComingSoonModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <ComingSoon description={description} />
    </Modal>
  );
}
