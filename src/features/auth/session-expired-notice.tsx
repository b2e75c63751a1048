import { Alert, Transition } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** How long the notice stays (spec 1 §9: session-expired notice 5 s). */
export const SESSION_EXPIRED_NOTICE_MS = 5000;

/** The red 자동 로그아웃 notice shown on /login?error=session_expired. */
export function SessionExpiredNotice({ active }: { active: boolean }) {
  const [shown, setShown] = useState(active);

  useEffect(() => {
    if (!active) return;
    setShown(true);
    const timer = setTimeout(() => setShown(false), SESSION_EXPIRED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [active]);

  return (
    <Transition mounted={shown} transition="fade" duration={250}>
      {(style) => (
        <Alert
          style={style}
          variant="light"
          color="red"
          title="자동 로그아웃"
          icon={<IconClockExclamation size={20} />}
          role="alert"
        >
          로그인 세션이 만료되었습니다. 다시 로그인해주세요.
        </Alert>
      )}
    </Transition>
  );
}
