import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

interface BookmarkButtonProps {
  bookmarked: boolean;
  /** Un-bookmarking is blocked under the bookmarked filter; the button says so instead. */
  blocked: boolean;
  onToggle: () => void;
  caseName: string;
  className?: string;
}

export function BookmarkButton({ bookmarked, blocked, onToggle, caseName, className }: BookmarkButtonProps) {
  const label = blocked
    ? '즐겨찾기 보기에서는 해제할 수 없습니다'
    : bookmarked
      ? '즐겨찾기 해제'
      : '즐겨찾기에 추가';
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon
        className={className}
        variant="subtle"
        color={bookmarked ? 'yellow' : 'gray'}
        size="lg"
        aria-label={`${caseName} ${label}`}
        aria-pressed={bookmarked}
        // Not `disabled`: the star keeps saying "bookmarked", and a press explains why it stays.
        aria-disabled={blocked || undefined}
        style={blocked ? { opacity: 0.6, cursor: 'not-allowed' } : undefined}
        onClick={onToggle}
      >
        {bookmarked ? <IconStarFilled size={20} /> : <IconStar size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
