import { useCallback, useMemo, useRef, useState } from 'react';
import type { AppModalContent } from './app-modal';

const closedContent: AppModalContent = { type: 'info', message: '' };

/**
 * State for one AppModal on a page: `show` opens it with content and, optionally, what to do once
 * it is closed (by its button or Escape); `props` is spread onto <AppModal>.
 */
export function useAppModal() {
  const [opened, setOpened] = useState(false);
  const [content, setContent] = useState<AppModalContent>(closedContent);
  const [busy, setBusy] = useState(false);
  const afterClose = useRef<(() => void) | undefined>(undefined);

  const show = useCallback((next: AppModalContent, then?: () => void) => {
    afterClose.current = then;
    setBusy(false);
    setContent(next);
    setOpened(true);
  }, []);

  const close = useCallback(() => {
    setOpened(false);
    setBusy(false);
    const then = afterClose.current;
    afterClose.current = undefined;
    then?.();
  }, []);

  const props = useMemo(() => ({ ...content, opened, onClose: close, busy }), [content, opened, close, busy]);

  return { props, show, close, setBusy };
}
