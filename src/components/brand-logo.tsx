import { Group, Text } from '@mantine/core';
import { APP_NAME } from '../lib/brand';

interface BrandLogoProps {
  /** Height of the mark in px; the word mark scales with it. */
  size?: number;
  /** Hide the word mark (very narrow headers). */
  markOnly?: boolean;
}

/**
 * The app mark (public/favicon.svg, made by scripts/make-icons.ts) and the product name. The mark is
 * fetched at low priority (sized, so nothing moves when it comes): the first screens' largest
 * content is their text, and a prerendered page's server render would otherwise preload the mark
 * ahead of everything (React adds a `<link rel="preload" as="image">` for an ordinary `<img>`),
 * a request that Lighthouse's simulation then counts before the largest paint.
 */
export function BrandLogo({ size = 36, markOnly = false }: BrandLogoProps) {
  return (
    <Group gap={10} wrap="nowrap">
      <img
        src="/favicon.svg"
        alt={markOnly ? APP_NAME : ''}
        width={size}
        height={size}
        fetchPriority="low"
        style={{ display: 'block' }}
      />
      {!markOnly && (
        <Text
          component="span"
          fw={800}
          fz={size * 0.55}
          c="dark.8"
          style={{ letterSpacing: '-0.02em', whiteSpace: 'nowrap' }}
        >
          {APP_NAME}
        </Text>
      )}
    </Group>
  );
}
