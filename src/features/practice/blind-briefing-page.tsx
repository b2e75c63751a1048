import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowsShuffle, IconEyeOff, IconWifiOff } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { BriefingLayout, BriefingStartButton } from '../../encounter/briefing/briefing-layout';
import { DoorCard } from '../../encounter/briefing/door-card';
import { useCaseRow } from '../../data/hooks/use-case-row';
import { blindPracticeRepo } from '../../data/repos/blind-practice-repo';
import { encounterPacksRepo } from '../../data/repos/encounter-packs-repo';
import { useBlindDraw } from '../../data/repos/use-blind-practice';
import { usePackAvailable } from '../../data/repos/use-encounter-packs';
import { onlineAtom } from '../../lib/app-atoms';
import {
  BLIND_ALL_PRESENTATIONS,
  BLIND_BRIEFING_GRADING_STEP,
  BLIND_BRIEFING_LEAD,
  BLIND_PACK_MISSING_OFFLINE,
  BLIND_CASE_LABEL,
  BLIND_DIAGNOSIS_HIDDEN_NOTE,
  BLIND_NO_CANDIDATES,
  BLIND_NO_CANDIDATES_OFFLINE,
  BLIND_PRACTICE_TITLE,
  BLIND_REDRAW,
} from '../../lib/blind-practice';
import { APP_NAME } from '../../lib/brand';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { BriefingLoading, BriefingUnavailable, briefingProblem } from './briefing-unavailable';
import { usePracticeCodeLoaded } from '../../encounter/use-practice-code-loaded';
import { CASE_ENCOUNTER_ROUTES } from './practice-routes';
import { NEW_SESSION_ID } from './practice-ids';

/**
 * /cases/blind/{drawId}: the briefing of a blind practice (issue 24). Only the door card is shown
 * (patient, complaint, vital signs, task); the diagnosis, the system and the case's id stay off the
 * page, the title and the address until the session is graded. Works offline like the briefing:
 * the draw and the case are on the device, and offline draws only land on cases whose encounter
 * pack is here.
 */
export function BlindBriefingPage({ drawId }: { drawId: string }) {
  const userId = useSignedInUserId();
  const online = useAtomValue(onlineAtom);
  const navigate = useNavigate();
  usePracticeCodeLoaded(CASE_ENCOUNTER_ROUTES);
  useDocumentTitle(`${BLIND_PRACTICE_TITLE} | ${APP_NAME}`);
  const draw = useBlindDraw(userId, drawId);
  const scenarioId = draw?.scenarioId ?? null;
  const { scenario, pullError, pulling } = useCaseRow(userId, scenarioId);
  const hasPack = usePackAvailable(scenarioId);
  const [redrawing, setRedrawing] = useState(false);
  const [redrawError, setRedrawError] = useState<string | null>(null);
  useEffect(() => {
    if (online && scenarioId) void encounterPacksRepo.ensure(scenarioId);
  }, [online, scenarioId]);

  if (draw === undefined || (draw && (scenario === undefined || (scenario === null && pulling)))) {
    return <BriefingLoading />;
  }
  if (draw === null) return <BriefingUnavailable problem={{ kind: 'blind-missing' }} />;
  if (!scenario) return <BriefingUnavailable problem={briefingProblem(pullError, online)} />;

  const canStart = online || hasPack === true;
  const start = () =>
    void navigate({
      to: '/cases/practice/during/$sessionId',
      params: { sessionId: NEW_SESSION_ID },
      search: { draw: draw.drawId },
    });
  const redraw = async () => {
    setRedrawing(true);
    setRedrawError(null);
    const result = await blindPracticeRepo.draw(userId, {
      presentations: draw.presentations,
      online,
      avoid: [draw.scenarioId],
    });
    setRedrawing(false);
    if (!result.ok) {
      setRedrawError(result.reason === 'none-offline' ? BLIND_NO_CANDIDATES_OFFLINE : BLIND_NO_CANDIDATES);
      return;
    }
    void navigate({ to: '/cases/blind/$drawId', params: { drawId: result.draw.drawId }, replace: true });
  };
  const scope = draw.presentations.length > 0 ? draw.presentations : [BLIND_ALL_PRESENTATIONS];

  return (
    <BriefingLayout
      back={{ to: '/cases', label: '증례 목록' }}
      badges={
        <>
          <Badge variant="filled" color="violet" leftSection={<IconEyeOff size={12} />}>
            {BLIND_CASE_LABEL}
          </Badge>
          {scope.map((presentation) => (
            <Badge key={presentation} variant="light" color="gray">
              {presentation}
            </Badge>
          ))}
        </>
      }
      title={BLIND_PRACTICE_TITLE}
      lead={`${BLIND_BRIEFING_LEAD} ${BLIND_DIAGNOSIS_HIDDEN_NOTE}`}
      doorCard={<DoorCard scenario={scenario} />}
      endSteps={[BLIND_BRIEFING_GRADING_STEP]}
      alert={
        redrawError && (
          <Alert color="orange" variant="light" role="alert">
            {redrawError}
          </Alert>
        )
      }
    >
      <Group justify="center" gap="sm" wrap="wrap">
        <BriefingStartButton onClick={start} disabled={!canStart} centered={false}>
          실습 시작
        </BriefingStartButton>
        <Button
          size="lg"
          variant="default"
          leftSection={<IconArrowsShuffle size={20} />}
          onClick={() => void redraw()}
          loading={redrawing}
          w={{ base: '100%', xs: 'auto' }}
        >
          {BLIND_REDRAW}
        </Button>
      </Group>
      {!online && hasPack && (
        <Group gap={6} justify="center" c="teal.8" wrap="nowrap">
          <IconWifiOff size={16} style={{ flexShrink: 0 }} />
          <Text size="sm">오프라인 상태입니다. 이 기기에서 환자가 답하고, 연결되면 기록을 보냅니다.</Text>
        </Group>
      )}
      {!online && hasPack === false && (
        <Group gap={6} justify="center" c="orange.8" wrap="nowrap">
          <IconWifiOff size={16} style={{ flexShrink: 0 }} />
          <Text size="sm">{BLIND_PACK_MISSING_OFFLINE}</Text>
        </Group>
      )}
    </BriefingLayout>
  );
}
