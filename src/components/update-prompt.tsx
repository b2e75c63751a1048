import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

const UPDATE_NOTICE_ID = 'app-update-available';
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a new version has been downloaded, offers to switch to it
 * ('prompt' strategy: a learner mid-case is never reloaded without asking).
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // Installed apps can stay open for days; look for a new version now and then.
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS);
    },
  });

  useEffect(() => {
    if (!needRefresh) return;
    notifications.show({
      id: UPDATE_NOTICE_ID,
      title: '새 버전이 있습니다',
      color: 'brand',
      autoClose: false,
      onClose: () => setNeedRefresh(false),
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap" mt={4}>
          <Text size="sm">새로고침하면 최신 버전을 사용할 수 있습니다.</Text>
          <Button size="xs" onClick={() => void updateServiceWorker(true)}>
            새로고침
          </Button>
        </Group>
      ),
    });
  }, [needRefresh, setNeedRefresh, updateServiceWorker]);

  return null;
}
