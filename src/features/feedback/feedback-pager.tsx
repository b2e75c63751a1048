import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { pageButtons } from './pager';

interface FeedbackPagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous / next and at most 5 numbered pages around the current one; nothing for a single page. */
export function FeedbackPager({ page, totalPages, onChange }: FeedbackPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <Group component="nav" aria-label="페이지 이동" justify="center" gap={6} wrap="nowrap" mt="xs">
      <Button
        variant="default"
        size="compact-md"
        px={8}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        leftSection={<IconChevronLeft size={16} />}
        aria-label="이전 페이지"
      >
        이전
      </Button>
      {pageButtons(page, totalPages).map((number) => (
        <Button
          key={number}
          size="compact-md"
          miw={34}
          px={6}
          variant={number === page ? 'filled' : 'subtle'}
          color={number === page ? 'brand' : 'dark'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`${number} 페이지`}
          onClick={() => number !== page && onChange(number)}
        >
          {number}
        </Button>
      ))}
      <Button
        variant="default"
        size="compact-md"
        px={8}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        rightSection={<IconChevronRight size={16} />}
        aria-label="다음 페이지"
      >
        다음
      </Button>
    </Group>
  );
}
