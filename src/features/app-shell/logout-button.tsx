import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { signOut } from '../../data/session/session-actions';

/** 로그아웃: the session ends and the route guard takes the learner to /login. */
export function LogoutButton(props: ButtonProps) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={16} />}
      loading={pending}
      onClick={() => {
        setPending(true);
        void signOut();
      }}
      {...props}
    >
      로그아웃
    </Button>
  );
}
