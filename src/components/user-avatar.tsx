import { Avatar } from '@mantine/core';
import BoringAvatar from 'boring-avatars';

interface UserAvatarProps {
  nickname: string;
  profileImageUrl: string | null;
  size?: number;
}

const generatedPalette = ['#0f766e', '#14b8a6', '#99f6e4', '#4f46e5', '#c7d2fe'];

/**
 * The learner's profile image, or an avatar generated locally from the nickname (boring-avatars):
 * no third-party avatar service, so it works offline and within the CSP.
 */
export function UserAvatar({ nickname, profileImageUrl, size = 36 }: UserAvatarProps) {
  // A circle at any size, like the generated avatar.
  if (profileImageUrl) return <Avatar src={profileImageUrl} alt={nickname} size={size} radius={size} />;
  return (
    <span style={{ display: 'inline-flex', lineHeight: 0 }} aria-hidden>
      <BoringAvatar name={nickname} size={size} variant="marble" colors={generatedPalette} />
    </span>
  );
}
