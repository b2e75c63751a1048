import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LEAVE_PAGE_EVENT, type LeavePageDetail } from './leave-page';

/** Where the browser's back button leads from live practice (spec 1 §2). */
const BACK_TARGET = '/dashboard';

/**
 * The leave-page warning of live practice (spec 1 §2 Shared layout), mounted by a live page while
 * its session is active:
 * - any in-app navigation away asks first; 나가기 continues to where the learner was going;
 * - the browser's back button asks too, and 나가기 leads to the dashboard — the page behind live
 *   practice is its briefing, which would only offer to start the same case again;
 * - a `cpx:leave-page` window event with `{ to }` opens the same dialog (encounter/screen/leave-page.ts);
 * - closing or reloading the tab gets the browser's own prompt.
 * Escape and 취소 stay on the page.
 */
export function LeavePageGuard({ active }: { active: boolean }) {
  const router = useRouter();
  const [requestedTarget, setRequestedTarget] = useState<string | null>(null);
  const blocker = useBlocker({
    shouldBlockFn: () => true,
    disabled: !active,
    enableBeforeUnload: () => active,
    withResolver: true,
  });

  useEffect(() => {
    if (!active) return;
    const onRequest = (event: Event) => {
      const detail = (event as CustomEvent<LeavePageDetail>).detail;
      if (typeof detail?.to !== 'string') return;
      event.preventDefault();
      setRequestedTarget(detail.to);
    };
    window.addEventListener(LEAVE_PAGE_EVENT, onRequest);
    return () => window.removeEventListener(LEAVE_PAGE_EVENT, onRequest);
  }, [active]);

  const opened = blocker.status === 'blocked' || requestedTarget !== null;

  const stay = () => {
    if (blocker.status === 'blocked') blocker.reset();
    setRequestedTarget(null);
  };

  const leave = () => {
    if (blocker.status === 'blocked') {
      if (blocker.action === 'BACK') {
        blocker.reset();
        void router.navigate({ href: BACK_TARGET, ignoreBlocker: true });
      } else {
        blocker.proceed();
      }
      return;
    }
    if (requestedTarget !== null) {
      setRequestedTarget(null);
      void router.navigate({ href: requestedTarget, ignoreBlocker: true });
    }
  };

  return (
    <Modal opened={opened} onClose={stay} title="페이지를 떠나시겠습니까?" centered zIndex={400}>
      <Stack gap="lg">
        <Text size="sm">
          진료 대화가 진행 중입니다. 지금 페이지를 떠나면 작성 중인 내용이 사라질 수 있습니다.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={stay} data-autofocus>
            취소
          </Button>
          <Button color="red" onClick={leave}>
            나가기
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
