import { ActionIcon, Button, Tooltip, type BoxProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { signOut } from '../../data/session/session-actions';

interface LogoutButtonProps extends Pick<BoxProps, 'visibleFrom' | 'hiddenFrom'> {
  /** Icon only (with a tooltip), where the header has no room for the label. */
  iconOnly?: boolean;
  fullWidth?: boolean;
  size?: 'sm' | 'md';
}

/** 로그아웃: the session ends and the route guard takes the learner to /login. */
export function LogoutButton({ iconOnly = false, fullWidth, size = 'md', ...visibility }: LogoutButtonProps) {
  const [pending, setPending] = useState(false);
  const logout = () => {
    setPending(true);
    void signOut();
  };

  if (iconOnly) {
    return (
      <Tooltip label="로그아웃" withArrow>
        <ActionIcon
          variant="default"
          size={size === 'sm' ? 36 : 42}
          aria-label="로그아웃"
          loading={pending}
          onClick={logout}
          {...visibility}
        >
          <IconLogout size={18} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="default"
      size={size}
      fullWidth={fullWidth}
      leftSection={<IconLogout size={16} />}
      loading={pending}
      onClick={logout}
      {...visibility}
    >
      로그아웃
    </Button>
  );
}
