import { Alert, Button, Center, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { encounterPacksRepo } from '../../data/repos/encounter-packs-repo';
import { onlineAtom } from '../../lib/app-atoms';
import { practiceApi } from '../../data/api/practice-api';
import { type ApiError, PRACTICE_START_FAILED_MESSAGE, toApiError } from '../../data/api/errors';
import { practiceStateRepo } from '../../data/repos/practice-state-repo';
import { retryPracticeRepo } from '../../data/repos/retry-practice-repo';
import { RETRY_ACTION, retryScopeNote } from '../../lib/learn-from-misses';
import { APP_NAME } from '../../lib/brand';
import { BriefingUnavailable } from './briefing-unavailable';
import { useCaseRow } from '../../data/hooks/use-case-row';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { blindPracticeRepo, type BlindDraw } from '../../data/repos/blind-practice-repo';
import { useBlindDraw } from '../../data/repos/use-blind-practice';
import { BLIND_CASE_LABEL } from '../../lib/blind-practice';

/**
 * /cases/practice/during/new?draw=…: a blind practice (issue 24). The case comes from the draw kept
 * on this device, so neither the address nor the page names it; the session is marked blind before
 * the live page opens.
 */
export function BlindPracticeStarter({ drawId }: { drawId: string }) {
  const userId = useSignedInUserId();
  const draw = useBlindDraw(userId, drawId);
  if (draw === undefined) {
    return (
      <Center py={96} role="status">
        <Loader type="dots" />
      </Center>
    );
  }
  if (draw === null) return <BriefingUnavailable problem={{ kind: 'blind-missing' }} />;
  return <PracticeStarter scenarioId={draw.scenarioId} draw={draw} />;
}

/**
 * /cases/practice/during/new?scenarioId=…: loads the case, then starts (or resumes) its session on
 * its own and moves to the session's address (spec 1 §4). A failure says '실습 세션 시작에
 * 실패했습니다.' with the reason, and offers to try again.
 */
export function PracticeStarter({
  scenarioId,
  draw,
  retryOf,
}: {
  scenarioId: string | null;
  draw?: BlindDraw;
  /** '놓친 항목 다시 연습' (issue 24): the graded session whose missed items are retried. */
  retryOf?: string;
}) {
  useDocumentTitle(`실습 준비 | ${APP_NAME}`);
  const userId = useSignedInUserId();
  const navigate = useNavigate();
  const { scenario, pulling, pullError } = useCaseRow(userId, scenarioId);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  // One start per attempt, even when the effect runs twice (StrictMode) or the case row refreshes.
  const startedFor = useRef<string | null>(null);
  // Set per mount (StrictMode mounts twice): an answer arriving after the learner left must not
  // pull them back to the live page.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const online = useAtomValue(onlineAtom);
  const onlineRef = useRef(online);
  onlineRef.current = online;
  const caseReady = Boolean(scenario);
  const scenarioName = scenario?.name ?? '';
  const personality = scenario?.defaultAiPersonalityId ?? 'default';
  const drawRef = useRef(draw);
  drawRef.current = draw;
  // Before the live page opens: a blind session is known as such from its first frame, and the
  // case becomes the one the next blind draw avoids.
  const remember = useCallback(
    async (sessionId: string) => {
      const blindDraw = drawRef.current;
      if (blindDraw) await blindPracticeRepo.markSession(userId, sessionId, blindDraw);
      else if (scenarioId) await blindPracticeRepo.notePractised(userId, scenarioId);
    },
    [userId, scenarioId],
  );

  useEffect(() => {
    if (!caseReady || !scenarioId) return;
    const key = `${scenarioId}#${retryOf ?? ''}#${attempt}`;
    if (startedFor.current === key) return;
    startedFor.current = key;
    const go = (sessionId: string) =>
      void navigate({
        to: '/cases/practice/during/$sessionId',
        params: { sessionId },
        search: {},
        replace: true,
      });
    // No network, and the case's pack is here: the session starts on the device with its own id.
    const startOnDevice = async () => {
      if (!(await encounterPacksRepo.get(scenarioId))) return false;
      // A retry offline needs the graded result it retries on this device (its missed items).
      const retryItems = retryOf ? await retryPracticeRepo.missedItemsOf(retryOf) : null;
      if (retryOf && !retryItems?.length) return false;
      const sessionId = await practiceStateRepo.startOnDevice({
        userId,
        scenarioId,
        scenarioName,
        selectedAiPersonalityId: personality,
        label: drawRef.current ? BLIND_CASE_LABEL : undefined,
        blind: Boolean(drawRef.current),
        ...(retryOf ? { retryOfSessionId: retryOf } : {}),
      });
      if (retryOf && retryItems) {
        await retryPracticeRepo.mark(userId, {
          sessionId,
          scenarioId,
          retryOfSessionId: retryOf,
          items: retryItems,
        });
      }
      await remember(sessionId);
      if (mounted.current) go(sessionId);
      return true;
    };
    (async () => {
      try {
        if (!onlineRef.current && (await startOnDevice())) return;
        const started = await practiceApi.start(scenarioId, personality, retryOf, {
          blind: Boolean(drawRef.current),
        });
        if (started.retry) {
          await retryPracticeRepo.mark(userId, {
            sessionId: started.practiceSessionId,
            scenarioId: started.scenarioId,
            ...started.retry,
          });
          notifications.show({
            title: RETRY_ACTION,
            message: retryScopeNote(started.retry.items.length),
            color: 'orange',
            autoClose: 6000,
          });
        }
        await practiceStateRepo.open({
          sessionId: started.practiceSessionId,
          userId,
          scenarioId: started.scenarioId,
          scenarioName: started.scenario.name,
          startedAt: started.startedAt,
        });
        await remember(started.practiceSessionId);
        if (!mounted.current) return;
        if (started.isResumed) {
          notifications.show({
            message: '진행 중이던 실습을 이어서 합니다.',
            color: 'brand',
            autoClose: 4000,
          });
        }
        void navigate({
          to: '/cases/practice/during/$sessionId',
          params: { sessionId: started.practiceSessionId },
          search: {},
          replace: true,
        });
      } catch (caught) {
        const error = await toApiError(caught);
        if (error.kind === 'network' && (await startOnDevice().catch(() => false))) return;
        if (mounted.current) setFailure(error);
      }
    })();
  }, [caseReady, scenarioId, scenarioName, attempt, personality, userId, navigate, remember, retryOf]);

  if (!scenarioId) return <BriefingUnavailable problem={{ kind: 'not-found' }} />;
  if (scenario === null && !pulling) {
    return (
      <BriefingUnavailable
        problem={
          pullError?.status === 404
            ? { kind: 'not-found' }
            : pullError
              ? { kind: 'failed', message: pullError.message }
              : { kind: 'offline' }
        }
      />
    );
  }

  if (failure) {
    return (
      <Container size="sm" py={64}>
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title={PRACTICE_START_FAILED_MESSAGE}
            role="alert"
          >
            {failure.message}
          </Alert>
          <Group justify="center" gap="sm">
            <Button
              onClick={() => {
                setFailure(null);
                setAttempt((n) => n + 1);
              }}
            >
              다시 시도
            </Button>
            <Button
              variant="default"
              renderRoot={(props) =>
                draw ? (
                  <Link to="/cases/blind/$drawId" params={{ drawId: draw.drawId }} {...props} />
                ) : (
                  <Link to="/cases/practice/$scenarioId" params={{ scenarioId }} {...props} />
                )
              }
            >
              브리핑으로 돌아가기
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }

  return (
    <Center py={96} role="status">
      <Stack align="center" gap="sm">
        <Loader type="dots" />
        <Text c="dimmed">실습을 준비하고 있습니다…</Text>
      </Stack>
    </Center>
  );
}
