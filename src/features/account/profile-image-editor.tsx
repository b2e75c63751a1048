import { Avatar, Badge, Box, Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { PROFILE_IMAGE_TYPES } from '../../../contract/account';
import type { User } from '../../../contract/auth';
import { UserAvatar } from '../../components/user-avatar';
import { accountApi } from '../../data/api/account-api';
import { ACCOUNT_FALLBACK_MESSAGES, profileImageUploadMessage, userMessage } from '../../data/api/errors';
import { applyUpdatedUser } from '../../data/session/session-actions';
import { checkProfileImage } from './account-rules';

const AVATAR_SIZE = 96;

/** A chosen file that passed the client checks, shown as a preview until it is uploaded or dropped. */
interface Chosen {
  file: File;
  previewUrl: string;
}

/**
 * Profile image: choose (checked here first: JPG/PNG/GIF by content, ≤ 5 MB), preview, upload
 * (the server checks again and re-encodes it); delete after a confirmation (spec 1 §4 Account).
 */
export function ProfileImageEditor({ user }: { user: User }) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'delete' | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // FileButton keeps its input's value; resetting it lets the same file be chosen again.
  const resetInput = useRef<() => void>(null);

  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.previewUrl)), [chosen]);

  async function choose(file: File | null) {
    resetInput.current?.();
    if (!file) return;
    setNotice(null);
    const problem = await checkProfileImage(file);
    if (problem) {
      setChosen(null);
      setError(problem);
      return;
    }
    setError(null);
    setChosen({ file, previewUrl: URL.createObjectURL(file) });
  }

  async function upload() {
    if (!chosen) return;
    setBusy('upload');
    setError(null);
    try {
      await applyUpdatedUser(await accountApi.uploadProfileImage(chosen.file));
      setChosen(null);
      setNotice('프로필 이미지를 변경했습니다.');
    } catch (caught) {
      setError(profileImageUploadMessage(caught));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy('delete');
    setError(null);
    try {
      await applyUpdatedUser(await accountApi.deleteProfileImage());
      setNotice('프로필 이미지를 삭제했습니다.');
    } catch (caught) {
      setError(userMessage(caught, ACCOUNT_FALLBACK_MESSAGES.deleteImage));
    } finally {
      setBusy(null);
      setConfirmingDelete(false);
    }
  }

  return (
    <Group gap="lg" align="center" wrap="nowrap">
      <Box pos="relative" style={{ flexShrink: 0 }} data-testid="profile-image">
        {chosen ? (
          <Avatar
            src={chosen.previewUrl}
            alt="새 프로필 이미지 미리보기"
            size={AVATAR_SIZE}
            radius={AVATAR_SIZE}
          />
        ) : (
          <UserAvatar nickname={user.nickname} profileImageUrl={user.profileImageUrl} size={AVATAR_SIZE} />
        )}
        {chosen && (
          <Badge
            size="xs"
            variant="filled"
            pos="absolute"
            bottom={-6}
            left="50%"
            style={{ transform: 'translateX(-50%)' }}
          >
            미리보기
          </Badge>
        )}
      </Box>
      <Stack gap={8} style={{ minWidth: 0 }}>
        {chosen ? (
          <Group gap="xs">
            <Button size="sm" onClick={() => void upload()} loading={busy === 'upload'}>
              이 이미지로 변경
            </Button>
            <Button size="sm" variant="default" onClick={() => setChosen(null)} disabled={busy !== null}>
              취소
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            <FileButton
              resetRef={resetInput}
              onChange={(file) => void choose(file)}
              accept={PROFILE_IMAGE_TYPES.join(',')}
              inputProps={{ 'aria-label': '프로필 이미지 파일' }}
            >
              {(props) => (
                <Button
                  {...props}
                  size="sm"
                  variant="light"
                  leftSection={<IconPhotoUp size={16} />}
                  disabled={busy !== null}
                >
                  이미지 선택
                </Button>
              )}
            </FileButton>
            {user.profileImageUrl && (
              <Button
                size="sm"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirmingDelete(true)}
                loading={busy === 'delete'}
              >
                삭제
              </Button>
            )}
          </Group>
        )}
        <Text size="xs" c="dimmed">
          JPG, PNG, GIF · 5MB 이하
        </Text>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        {notice && !error && (
          <Text size="sm" c="teal.8" role="status">
            {notice}
          </Text>
        )}
      </Stack>
      <Modal
        opened={confirmingDelete}
        onClose={() => busy === null && setConfirmingDelete(false)}
        title="프로필 이미지를 삭제할까요?"
        centered
        radius="lg"
        styles={{ title: { fontWeight: 700 } }}
        size="sm"
      >
        <Stack gap="lg">
          <Text size="sm">삭제하면 닉네임으로 만든 기본 아바타가 표시됩니다.</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirmingDelete(false)} disabled={busy !== null}>
              취소
            </Button>
            <Button color="red" onClick={() => void remove()} loading={busy === 'delete'} data-autofocus>
              삭제
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
