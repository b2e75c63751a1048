import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { encounterPacksRepo } from '../../data/repos/encounter-packs-repo';
import { useOfflineCases, usePackAvailable } from '../../data/repos/use-encounter-packs';
import { BriefingLayout, BriefingStartButton } from '../../encounter/briefing/briefing-layout';
import { CategoryBadges } from '../../components/category-badges';
import { DoorCard } from '../../encounter/briefing/door-card';
import { onlineAtom } from '../../lib/app-atoms';
import { APP_NAME } from '../../lib/brand';
import { BriefingLoading, BriefingUnavailable, briefingProblem } from './briefing-unavailable';
import { NEW_SESSION_ID } from './practice-ids';
import { useCaseRow } from '../../data/hooks/use-case-row';
import { usePracticeCodeLoaded } from '../../encounter/use-practice-code-loaded';
import { CASE_ENCOUNTER_ROUTES } from './practice-routes';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';

/**
 * /cases/practice/{scenarioId}: the pre-practice briefing (spec 1 §2). It reads the device's copy
 * of the case, so it opens offline once the case was opened or the library synced; starting needs
 * the network, which the button says rather than failing later.
 */
export function BriefingPage({ scenarioId }: { scenarioId: string }) {
  // "다시 시도" mounts the briefing afresh, which asks the server again.
  const [attempt, setAttempt] = useState(0);
  usePracticeCodeLoaded(CASE_ENCOUNTER_ROUTES);
  return <Briefing key={attempt} scenarioId={scenarioId} onRetry={() => setAttempt((count) => count + 1)} />;
}

function Briefing({ scenarioId, onRetry }: { scenarioId: string; onRetry: () => void }) {
  const userId = useSignedInUserId();
  const online = useAtomValue(onlineAtom);
  const navigate = useNavigate();
  const { scenario, pullError, pulling } = useCaseRow(userId, scenarioId);
  useDocumentTitle(`${scenario?.name ?? '실습 브리핑'} | ${APP_NAME}`);
  // Opening a briefing fetches the case's encounter pack, so the case can run without a network.
  const hasPack = usePackAvailable(scenarioId);
  const offlineCases = useOfflineCases(5);
  useEffect(() => {
    if (online) void encounterPacksRepo.ensure(scenarioId);
  }, [online, scenarioId]);
  const canStart = online || hasPack === true;

  if (scenario === undefined || (scenario === null && pulling)) return <BriefingLoading />;
  if (scenario === null) {
    // Never a spinner without end: offline with nothing saved says so, a failed fetch offers a retry.
    return <BriefingUnavailable problem={briefingProblem(pullError, online, onRetry)} />;
  }

  const start = () =>
    void navigate({
      to: '/cases/practice/during/$sessionId',
      params: { sessionId: NEW_SESSION_ID },
      search: { scenarioId },
    });

  return (
    <BriefingLayout
      back={{ to: '/cases', label: '증례 목록' }}
      badges={<CategoryBadges primary={scenario.primaryCategory} secondary={scenario.secondaryCategory} />}
      title={scenario.name}
      lead={scenario.shortDescription}
      doorCard={<DoorCard scenario={scenario} />}
      endSteps={['진료를 종료하면 체크리스트 채점이 바로 시작됩니다.']}
    >
      <BriefingStartButton onClick={start} disabled={!canStart}>
        실습 시작
      </BriefingStartButton>
      {!online && hasPack && (
        <Group gap={6} justify="center" c="teal.8">
          <IconWifiOff size={16} />
          <Text size="sm">오프라인 상태입니다. 이 기기에서 환자가 답하고, 연결되면 기록을 보냅니다.</Text>
        </Group>
      )}
      {!online && hasPack === false && (
        <Stack gap={6} align="center" c="orange.8">
          <Group gap={6} justify="center">
            <IconWifiOff size={16} />
            <Text size="sm">이 증례는 오프라인 연습용으로 받아 두지 않아 지금은 시작할 수 없습니다.</Text>
          </Group>
          {offlineCases && offlineCases.length > 0 && (
            <Stack gap={4} align="center">
              <Text size="sm" c="dimmed">
                오프라인으로 연습할 수 있는 증례
              </Text>
              {offlineCases.map((c) => (
                <Anchor
                  key={c.scenarioId}
                  size="sm"
                  renderRoot={(props) => (
                    <Link to="/cases/practice/$scenarioId" params={{ scenarioId: c.scenarioId }} {...props} />
                  )}
                >
                  {c.name}
                </Anchor>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </BriefingLayout>
  );
}
