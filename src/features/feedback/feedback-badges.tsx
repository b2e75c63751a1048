import { Badge, ThemeIcon, type BadgeProps } from '@mantine/core';
import {
  IconBug,
  IconBulb,
  IconDots,
  IconHelpCircle,
  IconLock,
  IconMoodSad,
  type Icon,
} from '@tabler/icons-react';
import {
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_PRIORITY_LABELS,
  FEEDBACK_STATUS_LABELS,
  type FeedbackCategory,
  type FeedbackPriority,
  type FeedbackStatus,
} from '../../../contract/feedback';

export const statusColor: Record<FeedbackStatus, string> = {
  PENDING: 'yellow',
  IN_PROGRESS: 'blue',
  RESOLVED: 'teal',
  CLOSED: 'gray',
};

export const priorityColor: Record<FeedbackPriority, string> = {
  LOW: 'gray',
  MEDIUM: 'indigo',
  HIGH: 'orange',
  URGENT: 'red',
};

export const categoryIcon: Record<FeedbackCategory, Icon> = {
  INQUIRY: IconHelpCircle,
  COMPLAINT: IconMoodSad,
  SUGGESTION: IconBulb,
  BUG_REPORT: IconBug,
  OTHER: IconDots,
};

export const categoryColor: Record<FeedbackCategory, string> = {
  INQUIRY: 'blue',
  COMPLAINT: 'red',
  SUGGESTION: 'yellow',
  BUG_REPORT: 'grape',
  OTHER: 'gray',
};

type SmallBadgeProps = Omit<BadgeProps, 'color' | 'children'>;

export function StatusBadge({ status, ...props }: { status: FeedbackStatus } & SmallBadgeProps) {
  return (
    <Badge color={statusColor[status]} variant="light" radius="sm" {...props} data-testid="status-badge">
      {FEEDBACK_STATUS_LABELS[status]}
    </Badge>
  );
}

export function PriorityBadge({ priority, ...props }: { priority: FeedbackPriority } & SmallBadgeProps) {
  return (
    <Badge color={priorityColor[priority]} variant="outline" radius="sm" {...props}>
      {`우선순위 ${FEEDBACK_PRIORITY_LABELS[priority]}`}
    </Badge>
  );
}

export function PrivateBadge(props: SmallBadgeProps) {
  return (
    <Badge
      color="gray"
      variant="light"
      radius="sm"
      leftSection={<IconLock size={11} stroke={2} />}
      {...props}
    >
      비공개
    </Badge>
  );
}

export function CategoryIcon({ category, size = 36 }: { category: FeedbackCategory; size?: number }) {
  const CategoryGlyph = categoryIcon[category];
  return (
    <ThemeIcon
      size={size}
      radius="md"
      variant="light"
      color={categoryColor[category]}
      aria-label={FEEDBACK_CATEGORY_LABELS[category]}
      role="img"
    >
      <CategoryGlyph size={Math.round(size * 0.56)} stroke={1.7} />
    </ThemeIcon>
  );
}
