import { ActionIcon, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconBookmarkOff, IconCircleCheckFilled, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { PageContainer } from '../../components/page-container';
import type { BookmarkRow } from '../../data/db';
import { notesRepo } from '../../data/repos/notes-repo';
import { notesSync } from '../../data/sync/notes-sync';
import { localWriteFailureMessage } from '../../data/api/errors';
import { formatPatientAgeSex } from '../../lib/format-patient-age';
import { showWarning } from '../../lib/notify';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { koreanDate } from './format';
import { EmptyBlock, LoadingBlock, PullNotice } from '../../components/notes-status';
import { useNotesPull } from '../../data/sync/use-notes-pull';

/** Removal choreography (spec 1 §4 Notes): the card slides out, a success overlay ~1.3 s, then removed. */
export const SLIDE_OUT_MS = 300;
export const SUCCESS_OVERLAY_MS = 1300;

function BookmarkCard({ bookmark, onRemove }: { bookmark: BookmarkRow; onRemove: () => void }) {
  return (
    <Paper withBorder p="md" radius="md" bg="white" h="100%" data-testid="bookmark-card">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap={6}>
              <Badge variant="light" size="sm">
                {bookmark.primaryCategory}
              </Badge>
              <Badge variant="outline" color="gray" size="sm">
                {bookmark.secondaryCategory}
              </Badge>
            </Group>
            <Tooltip label="즐겨찾기 해제">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`${bookmark.name} 즐겨찾기 해제`}
                onClick={onRemove}
              >
                <IconBookmarkOff size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Text fw={700} size="lg">
            {bookmark.name}
          </Text>
          <Text size="sm" c="dimmed">
            {formatPatientAgeSex(bookmark)} · {bookmark.presentingComplaint}
          </Text>
        </Stack>
        <Group justify="space-between" align="center">
          <Text size="xs" c="dimmed">
            {koreanDate(bookmark.bookmarkedAt)} 추가
          </Text>
          <Button
            renderRoot={(props) => (
              <Link
                to="/cases/practice/$scenarioId"
                params={{ scenarioId: bookmark.scenarioId }}
                {...props}
              />
            )}
            size="xs"
            leftSection={<IconPlayerPlay size={14} />}
          >
            실습하기
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /my-notes/bookmarks: bookmarked cases, each removable (through the outbox, so offline too). */
export function BookmarksPage() {
  const userId = useSignedInUserId();
  const pull = useNotesPull(notesSync.bookmarks, 'bookmarks');
  const bookmarks = useLiveQuery(() => notesRepo.bookmarks(userId), [userId]);
  const [leaving, setLeaving] = useState<string | null>(null);
  const [removedName, setRemovedName] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const remove = (bookmark: BookmarkRow) => {
    if (leaving) return;
    setLeaving(bookmark.scenarioId);
    timers.current.push(
      setTimeout(() => setRemovedName(bookmark.name), SLIDE_OUT_MS),
      setTimeout(() => {
        notesRepo.removeBookmark(userId, bookmark.scenarioId).then(
          () => undefined,
          (error: unknown) =>
            showWarning({
              title: '즐겨찾기',
              message: localWriteFailureMessage(error, '즐겨찾기를 해제하지 못했습니다. 다시 시도해주세요.'),
            }),
        );
        setRemovedName(null);
        setLeaving(null);
      }, SLIDE_OUT_MS + SUCCESS_OVERLAY_MS),
    );
  };

  return (
    <PageContainer title="즐겨찾기" description="즐겨찾기한 증례를 모아 바로 실습할 수 있어요.">
      <PullNotice pull={pull} hasData={(bookmarks?.length ?? 0) > 0} />
      {bookmarks === undefined ? (
        <LoadingBlock />
      ) : bookmarks.length === 0 ? (
        pull.pulling ? (
          <LoadingBlock />
        ) : (
          <EmptyBlock title="즐겨찾기한 증례가 없습니다">
            증례 라이브러리에서 북마크 아이콘을 눌러 자주 볼 증례를 모아두세요.
          </EmptyBlock>
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {bookmarks.map((bookmark) => (
            <div
              key={bookmark.scenarioId}
              style={{
                transition: `transform ${SLIDE_OUT_MS}ms ease, opacity ${SLIDE_OUT_MS}ms ease`,
                transform: leaving === bookmark.scenarioId ? 'translateX(110%)' : 'none',
                opacity: leaving === bookmark.scenarioId ? 0 : 1,
              }}
            >
              <BookmarkCard bookmark={bookmark} onRemove={() => remove(bookmark)} />
            </div>
          ))}
        </SimpleGrid>
      )}
      {removedName && (
        <div
          role="status"
          data-testid="bookmark-removed-overlay"
          style={{
            position: 'fixed',
            inset: 0,
            zIndex: 400,
            display: 'grid',
            placeItems: 'center',
            background: 'rgb(255 255 255 / 55%)',
            pointerEvents: 'none',
          }}
        >
          <Paper shadow="lg" radius="lg" p="xl" withBorder>
            <Stack align="center" gap="xs">
              <IconCircleCheckFilled size={44} color="var(--mantine-color-green-6)" />
              <Text fw={700}>즐겨찾기에서 삭제했어요</Text>
              <Text size="sm" c="dimmed">
                {removedName}
              </Text>
            </Stack>
          </Paper>
        </div>
      )}
    </PageContainer>
  );
}
