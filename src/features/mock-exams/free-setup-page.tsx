import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft, IconPlayerPlay, IconWifiOff } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { CUSTOM_EXAM_MAX_CASES } from '../../../contract/mock-exams';
import { AppModal } from '../../components/app-modal';
import { useAppModal } from '../../components/use-app-modal';
import { toApiError, userMessage } from '../../data/api/errors';
import { mockExamRepo } from '../../data/repos/mock-exam-repo';
import {
  createMockExam,
  MockExamIdMissingError,
  pullMockExamCategories,
} from '../../data/sync/mock-exam-flow-sync';
import { onlineAtom } from '../../lib/app-atoms';
import { APP_NAME } from '../../lib/brand';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { CandidateSummary } from './candidate-summary';
import { ExamDayOption, examDayChoiceAtom } from './exam-day-option';
import {
  CASE_COUNT_MESSAGE,
  countCandidates,
  customExamBody,
  DEFAULT_CASE_COUNT,
  EMPTY_SCOPE,
  type ExamScope,
  validCaseCount,
} from './custom-exam-scope';
import { scopeOf, withScope, type FreeSetupSearch } from './free-setup-search';
import { CUSTOM_EXAM_START_FAILED, EXAM_ID_MISSING, EXAM_START_OFFLINE } from './mock-exam-messages';
import { PrimaryCategoryGroup } from './primary-category-group';

interface FreeSetupPageProps {
  search: FreeSetupSearch;
  onSearchChange: (search: FreeSetupSearch) => void;
}

/**
 * /mock-exams/free-setup (spec 1 §2, §5): the custom exam's case count (1–6, default 6) and scope
 * (systems, presentations, individual cases) with the live number of cases it would be drawn
 * from. The category tree is kept on the device, so the setup opens offline once fetched; starting
 * needs the network.
 */
export function FreeSetupPage({ search, onSearchChange }: FreeSetupPageProps) {
  const userId = useSignedInUserId();
  const online = useAtomValue(onlineAtom);
  const navigate = useNavigate();
  const modal = useAppModal();
  useDocumentTitle(`맞춤 모의고사 설정 | ${APP_NAME}`);
  const categories = useLiveQuery(() => mockExamRepo.categories(), []);
  const [pull, setPull] = useState<{ pulling: boolean; error: string | null }>({
    pulling: true,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const [countDraft, setCountDraft] = useState<string | number>(search.count ?? DEFAULT_CASE_COUNT);
  const [creating, setCreating] = useState(false);
  const examDay = useAtomValue(examDayChoiceAtom);

  // The tree is refreshed whenever the page opens online; the device's copy shows meanwhile.
  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    setPull({ pulling: true, error: null });
    pullMockExamCategories().then(
      () => !cancelled && setPull({ pulling: false, error: null }),
      (error: unknown) => !cancelled && setPull({ pulling: false, error: userMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [online, attempt]);

  const scope = scopeOf(search);
  const changeScope = useCallback(
    (next: ExamScope) => onSearchChange(withScope(search, next)),
    [onSearchChange, search],
  );
  const changeCount = (value: string | number) => {
    setCountDraft(value);
    const count = validCaseCount(value);
    if (count !== null)
      onSearchChange({ ...search, count: count === DEFAULT_CASE_COUNT ? undefined : count });
  };

  const loading = categories === undefined || (categories === null && online && pull.pulling);
  const candidates = categories ? countCandidates(categories, scope) : null;
  const noCount = String(countDraft).trim() === '';
  const selectedAnything =
    scope.selectedPrimaryCategories.length +
      scope.selectedMiddleCategories.length +
      scope.selectedIndividualCases.length >
    0;

  const start = async () => {
    const caseCount = validCaseCount(countDraft);
    if (caseCount === null) {
      modal.show({ type: 'warning', title: '증례 개수', message: CASE_COUNT_MESSAGE });
      return;
    }
    setCreating(true);
    try {
      const mockExamSessionId = await createMockExam(userId, customExamBody(caseCount, scope), { examDay });
      void navigate({
        to: '/mock-exams/pre-practice/$mockExamSessionId/$caseNumber',
        params: { mockExamSessionId, caseNumber: '1' },
      });
    } catch (caught) {
      setCreating(false);
      if (caught instanceof MockExamIdMissingError) {
        modal.show({ type: 'error', title: '모의고사 시작 오류', message: EXAM_ID_MISSING });
        return;
      }
      const error = await toApiError(caught);
      modal.show({ type: 'error', message: `${CUSTOM_EXAM_START_FAILED}\n${error.message}` });
    }
  };

  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Anchor component={Link} to="/mock-exams" size="sm" c="dimmed" w="fit-content" mb={4}>
            <Group gap={4}>
              <IconArrowLeft size={16} />
              모의고사
            </Group>
          </Anchor>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            맞춤 모의고사 설정
          </Title>
          <Text c="dimmed">증례 수와 출제 범위를 고르면, 범위 안에서 무작위로 출제합니다.</Text>
        </Stack>

        <Paper withBorder bg="white" p={{ base: 'md', sm: 'lg' }}>
          <Group justify="space-between" align="flex-end" gap="md">
            <Stack gap={2}>
              <Title order={2} fz={18}>
                증례 개수
              </Title>
              <Text size="sm" c="dimmed">
                1~{CUSTOM_EXAM_MAX_CASES}개, 증례마다 12분입니다.
              </Text>
            </Stack>
            <NumberInput
              aria-label="증례 개수"
              value={countDraft}
              onChange={changeCount}
              min={1}
              max={CUSTOM_EXAM_MAX_CASES}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              w={120}
              suffix="개"
              error={!noCount && validCaseCount(countDraft) === null ? '1~6개' : undefined}
            />
          </Group>
        </Paper>

        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Stack gap={2}>
              <Title order={2} fz={18}>
                출제 범위
              </Title>
              <Text size="sm" c="dimmed">
                아무것도 고르지 않으면 전체 증례에서 출제합니다.
              </Text>
            </Stack>
            {selectedAnything && (
              <Button
                variant="subtle"
                size="compact-sm"
                color="gray"
                onClick={() => changeScope(EMPTY_SCOPE)}
              >
                선택 초기화
              </Button>
            )}
          </Group>

          {pull.error && online && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} py="xs">
              <Group justify="space-between" gap="xs">
                <Text size="sm">
                  분류를 새로 불러오지 못했습니다{categories ? ' (이 기기에 저장된 분류를 보여줍니다)' : ''}:{' '}
                  {pull.error}
                </Text>
                <Button
                  size="compact-sm"
                  variant="white"
                  color="orange"
                  onClick={() => setAttempt((n) => n + 1)}
                >
                  다시 시도
                </Button>
              </Group>
            </Alert>
          )}

          {loading ? (
            <Center py="xl" role="status">
              <Loader type="dots" />
            </Center>
          ) : categories ? (
            <Stack gap="xs">
              {categories.map((primary) => (
                <PrimaryCategoryGroup
                  key={primary.primaryCategory}
                  categories={categories}
                  primary={primary}
                  scope={scope}
                  onChange={changeScope}
                />
              ))}
            </Stack>
          ) : (
            <Paper withBorder bg="white" p="lg">
              <Group gap="sm" wrap="nowrap" c="orange.8">
                <IconWifiOff size={20} />
                <Text size="sm">
                  출제 범위를 고르려면 인터넷 연결이 필요합니다. 한 번 열어두면 다음부터는 오프라인에서도
                  범위를 볼 수 있습니다.
                </Text>
              </Group>
            </Paper>
          )}
        </Stack>

        <ExamDayOption />

        <CandidateSummary
          categories={categories ?? null}
          scope={scope}
          candidates={candidates}
          caseCount={validCaseCount(countDraft)}
          action={
            <Stack gap={4} align="stretch">
              <Button
                size="md"
                leftSection={<IconPlayerPlay size={18} />}
                onClick={() => void start()}
                loading={creating}
                disabled={
                  loading || creating || candidates === null || candidates === 0 || noCount || !online
                }
              >
                모의고사 시작
              </Button>
              {!online && (
                <Group gap={4} c="orange.8" wrap="nowrap" justify="center">
                  <IconWifiOff size={14} />
                  <Text size="xs">{EXAM_START_OFFLINE}</Text>
                </Group>
              )}
            </Stack>
          }
        />
        <AppModal {...modal.props} />
      </Stack>
    </Container>
  );
}
