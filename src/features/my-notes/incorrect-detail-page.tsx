import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Progress,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCheck, IconCloudUpload, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { USER_MEMO_MAX_LENGTH } from '../../../contract/notes';
import type { Evaluation } from '../../../contract/evaluation';
import { PageContainer } from '../../components/page-container';
import type { NoteDetailRow } from '../../data/db';
import { notesRepo } from '../../data/repos/notes-repo';
import { notesSync } from '../../data/sync/notes-sync';
import { localWriteFailureMessage } from '../../data/api/errors';
import { showWarning } from '../../lib/notify';
import { sessionScoreColor } from '../../lib/score-color';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { koreanDateTime } from './format';
import { ScoreBadge } from './history-page';
import { EmptyBlock, LoadingBlock, PullNotice } from '../../components/notes-status';
import { useNotesPull } from '../../data/sync/use-notes-pull';
import { formatScore } from '../../lib/format-score';

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="md" radius="md" bg="white" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function ChatHistory({ lines }: { lines: NoteDetailRow['chatHistory'] }) {
  if (lines.length === 0) return <Text c="dimmed">대화 기록이 없습니다.</Text>;
  return (
    <ScrollArea.Autosize mah={460} type="auto" offsetScrollbars>
      <Stack gap={8} pr={4}>
        {lines.map((line) => {
          const mine = line.sender === 'user';
          return (
            <Group key={line.id} justify={mine ? 'flex-end' : 'flex-start'} data-testid="note-chat-line">
              <Box
                maw="82%"
                px="sm"
                py={6}
                style={{
                  borderRadius: 12,
                  background: mine ? 'var(--mantine-color-brand-7)' : 'var(--mantine-color-gray-1)',
                  color: mine ? 'white' : 'var(--mantine-color-dark-7)',
                  whiteSpace: 'pre-wrap',
                  fontSize: 14,
                }}
              >
                {line.message}
              </Box>
            </Group>
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}

function EvaluationSummary({ evaluation }: { evaluation: Evaluation | null }) {
  const [showDone, setShowDone] = useState(false);
  if (!evaluation) return <Text c="dimmed">아직 채점 결과가 없습니다. 채점이 끝나면 여기에 표시돼요.</Text>;
  const missed = evaluation.checklistResults.filter((item) => item.performance === 'no');
  const done = evaluation.checklistResults.filter((item) => item.performance === 'yes');
  return (
    <Stack gap="md">
      <Group gap="md" align="center">
        <Text
          fw={800}
          fz={40}
          c={`${sessionScoreColor(evaluation.overallScore)}.8`}
          data-testid="note-overall-score"
        >
          {formatScore(evaluation.overallScore)}
        </Text>
        <Text c="dimmed">/ 100점</Text>
      </Group>
      {evaluation.qualitativeFeedback && (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{evaluation.qualitativeFeedback}</Text>
      )}
      {evaluation.sectionScores.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {evaluation.sectionScores.map((section) => (
            <Stack key={section.section} gap={4}>
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {section.section}
                </Text>
                <Text size="sm" c="dimmed">
                  {section.achieved}/{section.total}
                </Text>
              </Group>
              <Progress
                value={section.rate}
                color={sessionScoreColor(section.rate)}
                aria-label={section.section}
              />
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <Stack gap={6}>
        <Text fw={700} size="sm">
          놓친 항목 {missed.length}개 · 수행한 항목 {done.length}개
        </Text>
        {[...missed, ...(showDone ? done : [])].map((item) => (
          <Group key={item.itemId} gap={8} wrap="nowrap" align="flex-start" data-testid="note-checklist-item">
            {item.performance === 'yes' ? (
              <IconCheck
                size={18}
                color="var(--mantine-color-green-6)"
                style={{ flexShrink: 0, marginTop: 2 }}
              />
            ) : (
              <IconX size={18} color="var(--mantine-color-red-6)" style={{ flexShrink: 0, marginTop: 2 }} />
            )}
            <Stack gap={0}>
              <Text size="sm">
                <Text span c="dimmed" size="xs" mr={6}>
                  {item.section}
                </Text>
                {item.itemText}
              </Text>
              {item.performance === 'no' && item.aiComment && (
                <Text size="xs" c="dimmed">
                  {item.aiComment}
                </Text>
              )}
            </Stack>
          </Group>
        ))}
        {done.length > 0 && (
          <Button variant="subtle" size="xs" onClick={() => setShowDone((value) => !value)} w="fit-content">
            {showDone ? '수행한 항목 접기' : `수행한 항목 ${done.length}개 보기`}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

function UserMemoEditor({ detail, userId }: { detail: NoteDetailRow; userId: string }) {
  const [draft, setDraft] = useState(detail.userMemo);
  const [base, setBase] = useState(detail.userMemo);
  // The memo last handed to the outbox, until the stored memo changes: the button's click follows
  // the textarea's blur at once, before the stored memo has come back, and must not queue (and, if
  // refused, report) the same memo twice.
  const [queued, setQueued] = useState<string | null>(null);
  // The stored memo changed underneath (a pull, a rollback): follow it unless the learner is editing.
  if (detail.userMemo !== base) {
    if (draft === base) setDraft(detail.userMemo);
    setBase(detail.userMemo);
    setQueued(null);
  }
  const pending = useLiveQuery(
    async () => (await notesRepo.pendingNoteEdits(userId)).get(detail.scenarioId)?.userMemo !== undefined,
    [userId, detail.scenarioId],
  );
  const dirty = draft !== detail.userMemo;
  const save = () => {
    if (!dirty || queued === draft) return;
    setQueued(draft);
    notesRepo.setUserMemo(userId, detail.scenarioId, draft).catch((error: unknown) => {
      setQueued(null);
      showWarning({
        title: '나의 메모',
        message: localWriteFailureMessage(error, '메모를 저장하지 못했습니다. 다시 시도해주세요.'),
      });
    });
  };
  return (
    <Stack gap="xs">
      <Textarea
        aria-label="나의 메모"
        placeholder="다시 볼 내용, 놓친 질문, 감별진단을 적어두세요."
        autosize
        minRows={4}
        maxRows={14}
        maxLength={USER_MEMO_MAX_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={save}
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed" data-testid="memo-status">
          {dirty ? '저장하지 않은 변경이 있습니다' : pending ? '연결되면 서버에 저장돼요' : '저장됨'}
        </Text>
        <Button size="xs" leftSection={<IconCloudUpload size={14} />} disabled={!dirty} onClick={save}>
          메모 저장
        </Button>
      </Group>
    </Stack>
  );
}

/** /my-notes/incorrect/{scenarioId}/detail: chat, evaluation and both memos of one session. */
export function IncorrectDetailPage({
  scenarioId,
  practiceSessionId,
  onSessionChange,
}: {
  scenarioId: string;
  practiceSessionId: string | undefined;
  onSessionChange: (practiceSessionId: string | undefined) => void;
}) {
  const userId = useSignedInUserId();
  const pull = useNotesPull(
    (user) => notesSync.detail(user, scenarioId, practiceSessionId),
    `${scenarioId}|${practiceSessionId ?? ''}`,
  );
  useNotesPull(notesSync.practiced, 'practiced');
  const stored = useLiveQuery(
    async () => ({
      key: practiceSessionId ?? '',
      detail: await notesRepo.detail(userId, scenarioId, practiceSessionId),
      scenario: await notesRepo.practicedOne(userId, scenarioId),
    }),
    [userId, scenarioId, practiceSessionId],
  );
  const current = stored?.key === (practiceSessionId ?? '') ? stored : undefined;
  const detail = current?.detail;
  const sessions = current?.scenario?.sessions ?? [];
  const title = detail?.name ?? current?.scenario?.name ?? '오답노트 상세';

  return (
    <PageContainer
      title={title}
      description={detail ? `실습 ${koreanDateTime(detail.completedAt)}` : undefined}
      actions={
        <Button
          component={Link}
          to="/my-notes/incorrect"
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          오답노트로
        </Button>
      }
    >
      {sessions.length > 1 && (
        <Select
          label="실습 회차"
          maw={360}
          allowDeselect={false}
          value={detail?.practiceSessionId ?? practiceSessionId ?? sessions[0]?.practiceSessionId ?? null}
          data={sessions.map((session, index) => ({
            value: session.practiceSessionId,
            label: `${sessions.length - index}회차 · ${koreanDateTime(session.completedAt)} · ${
              session.score === null ? '채점 중' : `${formatScore(session.score)}점`
            }`,
          }))}
          onChange={(value) =>
            onSessionChange(value && value !== sessions[0]?.practiceSessionId ? value : undefined)
          }
        />
      )}
      <PullNotice pull={pull} hasData={detail !== undefined} />
      {detail === undefined ? (
        current === undefined || (pull.online && !pull.error) ? (
          <LoadingBlock />
        ) : (
          <EmptyBlock title="이 기기에 저장된 오답노트가 없습니다">연결되면 다시 불러올게요.</EmptyBlock>
        )
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" style={{ alignItems: 'start' }}>
          <Stack gap="md">
            <Section title="채점 결과" testId="note-evaluation">
              <Group gap="xs">
                <ScoreBadge score={detail.evaluation?.overallScore ?? null} size="md" />
                {detail.hasNote && (
                  <Badge variant="light" color="indigo">
                    오답노트
                  </Badge>
                )}
              </Group>
              <EvaluationSummary evaluation={detail.evaluation} />
            </Section>
          </Stack>
          <Stack gap="md">
            <Section title="나의 메모" testId="user-memo">
              <UserMemoEditor key={`${detail.scenarioId}`} detail={detail} userId={userId} />
            </Section>
            <Section title="실습 메모" testId="practice-memo">
              {detail.practiceMemo ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {detail.practiceMemo}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  실습 중 작성한 메모가 없습니다.
                </Text>
              )}
            </Section>
            <Section title="대화 기록" testId="note-chat">
              <ChatHistory lines={detail.chatHistory} />
            </Section>
          </Stack>
        </SimpleGrid>
      )}
      {!pull.online && detail && (
        <Alert color="gray" variant="light">
          오프라인에서 수정한 메모는 연결되면 자동으로 서버에 저장돼요.
        </Alert>
      )}
    </PageContainer>
  );
}
