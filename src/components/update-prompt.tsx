import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { keepFontsIn } from './keep-fonts';
import {
  checkForAppUpdate,
  onWaitingUpdateFound,
  reloadOnce,
  reloadWhenUpdated,
  rememberRegistration,
  UPDATE_CHECK_INTERVAL_MS,
} from './app-update';

const UPDATE_NOTICE_ID = 'app-update-available';

/** The page's hourly update check, started by the first registration. */
let hourlyCheck: ReturnType<typeof setInterval> | undefined;
/** The page's report of the font subsets it draws with to the worker (keep-fonts.ts), once per page load. */
let fontsKept: (() => void) | undefined;

/**
 * Registers the service worker and, when a new version has been downloaded, offers to switch to it
 * ('prompt' strategy: a learner mid-case is never reloaded without asking). Accepting posts
 * SKIP_WAITING; once the new worker controls the page, it is reloaded (app-update.ts). Nothing
 * stored on the device is touched by that: the outbox and every mirror live in IndexedDB and are sent or
 * refreshed by the new version as they would have been by the old one.
 *
 * A version that is already waiting when the app opens (the learner closed the notice, then
 * reloaded) is announced again: workbox-window reports it as 'waiting' on registration.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // workbox-window's own reload on the take-over, through the same once-only reload as ours.
    onNeedReload: reloadOnce,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      rememberRegistration(registration);
      // Once per page load. useRegisterSW registers in a state initialiser, which React runs again
      // when a render in a transition (the start behind a prerendered page) is restarted: a second
      // registration must not start a second hourly check.
      hourlyCheck ??= setInterval(() => void checkForAppUpdate(), UPDATE_CHECK_INTERVAL_MS);
      fontsKept ??= keepFontsIn(registration);
    },
  });

  useEffect(() => onWaitingUpdateFound(() => setNeedRefresh(true)), [setNeedRefresh]);

  useEffect(() => {
    if (!needRefresh) return;
    notifications.show({
      id: UPDATE_NOTICE_ID,
      title: '새 버전이 있습니다',
      color: 'brand',
      autoClose: false,
      closeButtonProps: { 'aria-label': '알림 닫기' },
      onClose: () => setNeedRefresh(false),
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap" mt={4}>
          <Text size="sm">새로고침하면 최신 버전을 사용할 수 있습니다.</Text>
          <Button
            size="xs"
            // The sentence wraps on a phone; the button keeps its whole label.
            style={{ flexShrink: 0 }}
            onClick={() => {
              reloadWhenUpdated();
              void updateServiceWorker(true);
            }}
          >
            새로고침
          </Button>
        </Group>
      ),
    });
  }, [needRefresh, setNeedRefresh, updateServiceWorker]);

  return null;
}
