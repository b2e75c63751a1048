import { Group, Text, type MantineBreakpoint } from '@mantine/core';
import { UserAvatar } from '../../components/user-avatar';
import { useSignedInUser } from './use-signed-in-user';

interface UserBadgeProps {
  /** Hide the nickname below this width (the header runs short); omit to always show it. */
  nicknameVisibleFrom?: MantineBreakpoint;
}

/** Avatar and nickname of the signed-in learner. */
export function UserBadge({ nicknameVisibleFrom }: UserBadgeProps) {
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <Group gap={8} wrap="nowrap" data-testid="user-badge">
      <UserAvatar nickname={user.nickname} profileImageUrl={user.profileImageUrl} size={34} />
      <Text fw={600} size="sm" visibleFrom={nicknameVisibleFrom} maw={160} truncate="end">
        {user.nickname}
      </Text>
    </Group>
  );
}
