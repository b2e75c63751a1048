import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import type { OutboxEntry } from '../../data/db';
import { outboxRepo } from '../../data/repos/outbox-repo';
import { describeOutboxWrite } from '../../data/sync/outbox-kinds';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { rejectedWriteTitle } from './rejected-write-text';

const noticeId = (entry: Pick<OutboxEntry, 'id'>) => `rejected-write-${entry.id}`;

/** At most this many at once (oldest first): more would bury a phone screen. The rest follow. */
export const VISIBLE_REJECTED_NOTICES = 2;

/**
 * Tells the learner about each of their changes the server refused for good: which change, the
 * server's reason, and what the device undid. Each notice stays until closed; closing it deletes
 * the refused entry (in every tab, since they all watch the same outbox) and brings up the next
 * one, if any (the header's sync status counts them all). A notice not closed comes back after a
 * reload. Renders nothing itself: the notices are the app's notifications.
 */
export function RejectedWritesNotifier() {
  const userId = useSignedInUserId();
  const rejected = useLiveQuery(
    (): Promise<OutboxEntry[]> => (userId ? outboxRepo.rejectedEntries(userId) : Promise.resolve([])),
    [userId],
  );
  const shown = useRef(new Map<string, number>());
  // Notices hidden by this component (entry gone, sign-out) must not count as the learner closing them.
  const hiding = useRef(new Set<string>());

  useEffect(() => {
    if (!rejected || !userId) return;
    const visible = rejected.slice(0, VISIBLE_REJECTED_NOTICES);
    const current = new Set(visible.map(noticeId));
    for (const entry of visible) {
      const id = noticeId(entry);
      if (shown.current.has(id)) continue;
      shown.current.set(id, entry.seq);
      const text = describeOutboxWrite(entry);
      notifications.show({
        id,
        color: 'red',
        icon: <IconAlertTriangle size={18} />,
        autoClose: false,
        withCloseButton: true,
        closeButtonProps: { 'aria-label': '알림 닫기' },
        message: (
          <Stack gap={2} data-testid="rejected-write-notice">
            <Text size="sm" fw={700} c="dark">
              {rejectedWriteTitle(text.what)}
            </Text>
            <Text size="sm" c="dark">
              {entry.lastError ?? '서버가 요청을 거절했습니다.'}
            </Text>
            {text.undone && (
              <Text size="sm" c="dimmed">
                {text.undone}
              </Text>
            )}
          </Stack>
        ),
        onClose: () => {
          shown.current.delete(id);
          if (hiding.current.delete(id)) return;
          void outboxRepo.dismissRejected(userId, entry.seq);
        },
      });
    }
    for (const id of shown.current.keys()) {
      if (current.has(id)) continue;
      // Dismissed in another tab, or the learner discarded it elsewhere (a refused post).
      hiding.current.add(id);
      shown.current.delete(id);
      notifications.hide(id);
    }
  }, [rejected, userId]);

  // Signing out (the layout unmounts): the notices go, the entries stay for that learner.
  useEffect(() => {
    const visible = shown.current;
    const hidden = hiding.current;
    return () => {
      for (const id of visible.keys()) {
        hidden.add(id);
        notifications.hide(id);
      }
      visible.clear();
    };
  }, []);

  return null;
}
