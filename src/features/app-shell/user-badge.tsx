import { Group, Text, UnstyledButton, type MantineBreakpoint } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { UserAvatar } from '../../components/user-avatar';
import { useSignedInUser } from './use-signed-in-user';

interface UserBadgeProps {
  /** Hide the nickname below this width (the header runs short); omit to always show it. */
  nicknameVisibleFrom?: MantineBreakpoint;
  /** Called after the link is followed (the mobile drawer closes itself). */
  onNavigate?: () => void;
}

/** Avatar and nickname of the signed-in learner, linking to my page. */
export function UserBadge({ nicknameVisibleFrom, onNavigate }: UserBadgeProps) {
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <UnstyledButton
      component={Link}
      to="/my-page"
      onClick={onNavigate}
      // The visible nickname leads the name (WCAG 2.5.3, label in name).
      aria-label={`${user.nickname} 마이페이지`}
      data-testid="user-badge"
      style={{ borderRadius: 'var(--mantine-radius-xl)' }}
    >
      <Group gap={8} wrap="nowrap">
        <UserAvatar nickname={user.nickname} profileImageUrl={user.profileImageUrl} size={34} />
        <Text fw={600} size="sm" visibleFrom={nicknameVisibleFrom} maw={160} truncate="end">
          {user.nickname}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
