import { Badge } from '@mantine/core';

interface CategoryBadgesProps {
  primary: string | null | undefined;
  secondary: string | null | undefined;
}

/** A case's primary and secondary category, as the briefing and the results name them. */
export function CategoryBadges({ primary, secondary }: CategoryBadgesProps) {
  return (
    <>
      {primary && (
        <Badge variant="light" color="indigo">
          {primary}
        </Badge>
      )}
      {secondary && (
        <Badge variant="light" color="gray">
          {secondary}
        </Badge>
      )}
    </>
  );
}
