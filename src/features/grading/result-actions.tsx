import { Button, SimpleGrid } from '@mantine/core';
import { IconBook2, IconHistory, IconRepeat, IconStethoscope } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

interface ResultActionsProps {
  /** Came from my notes (router state fromMyNotes): lead back there. */
  fromMyNotes: boolean;
  scenarioId: string | null;
}

/** The bottom buttons of the result page (spec 1 §2), which depend on how the learner came. */
export function ResultActions({ fromMyNotes, scenarioId }: ResultActionsProps) {
  const incorrect = (
    <Button variant="default" leftSection={<IconBook2 size={16} />} component={Link} to="/my-notes/incorrect">
      오답노트
    </Button>
  );
  if (fromMyNotes) {
    return (
      <SimpleGrid cols={2} spacing="sm" maw={420} w="100%" mx="auto" data-testid="result-actions">
        <Button leftSection={<IconHistory size={16} />} component={Link} to="/my-notes/history">
          학습 기록
        </Button>
        {incorrect}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, xs: scenarioId ? 3 : 2 }}
      spacing="sm"
      maw={scenarioId ? 560 : 420}
      w="100%"
      mx="auto"
      data-testid="result-actions"
    >
      {scenarioId && (
        <Button
          leftSection={<IconRepeat size={16} />}
          renderRoot={(props) => <Link to="/cases/practice/$scenarioId" params={{ scenarioId }} {...props} />}
        >
          다시 연습하기
        </Button>
      )}
      <Button variant="default" leftSection={<IconStethoscope size={16} />} component={Link} to="/cases">
        증례 목록
      </Button>
      {incorrect}
    </SimpleGrid>
  );
}
