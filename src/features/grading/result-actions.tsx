import { Button, SimpleGrid } from '@mantine/core';
import { IconBook2, IconHistory, IconRepeat, IconStethoscope, IconTargetArrow } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { RETRY_ACTION } from '../../lib/learn-from-misses';

interface ResultActionsProps {
  /** Came from my notes (router state fromMyNotes): lead back there. */
  fromMyNotes: boolean;
  scenarioId: string | null;
  /** A graded session with missed items (issue 24): '놓친 항목 다시 연습' of it. */
  retry?: { sessionId: string; missed: number } | null;
}

/** '놓친 항목 다시 연습': the same case, scored on the items this session missed. */
export function RetryButton({
  scenarioId,
  retry,
  testId = 'retry-missed',
}: {
  scenarioId: string;
  retry: { sessionId: string; missed: number };
  testId?: string;
}) {
  return (
    <Button
      color="orange"
      leftSection={<IconTargetArrow size={16} />}
      renderRoot={(props) => (
        <Link
          to="/cases/practice/during/$sessionId"
          params={{ sessionId: 'new' }}
          search={{ scenarioId, retryOf: retry.sessionId }}
          {...props}
        />
      )}
      data-testid={testId}
    >
      {RETRY_ACTION} ({retry.missed})
    </Button>
  );
}

/** The bottom buttons of the result page (spec 1 §2), which depend on how the learner came. */
export function ResultActions({ fromMyNotes, scenarioId, retry }: ResultActionsProps) {
  const retryButton = scenarioId && retry ? <RetryButton scenarioId={scenarioId} retry={retry} /> : null;
  const incorrect = (
    <Button variant="default" leftSection={<IconBook2 size={16} />} component={Link} to="/my-notes/incorrect">
      오답노트
    </Button>
  );
  if (fromMyNotes) {
    return (
      <SimpleGrid
        cols={{ base: 1, xs: retryButton ? 3 : 2 }}
        spacing="sm"
        maw={retryButton ? 640 : 420}
        w="100%"
        mx="auto"
        data-testid="result-actions"
      >
        {retryButton}
        <Button leftSection={<IconHistory size={16} />} component={Link} to="/my-notes/history">
          학습 기록
        </Button>
        {incorrect}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, sm: (scenarioId ? 3 : 2) + (retryButton ? 1 : 0) }}
      spacing="sm"
      maw={retryButton ? 820 : scenarioId ? 560 : 420}
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
      {retryButton}
      <Button variant="default" leftSection={<IconStethoscope size={16} />} component={Link} to="/cases">
        증례 목록
      </Button>
      {incorrect}
    </SimpleGrid>
  );
}
