import { Alert, Button, Group, Modal, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCloudDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { encounterPacksApi } from '../../data/api/encounter-packs-api';
import { toApiError } from '../../data/api/errors';
import { encounterPacksRepo } from '../../data/repos/encounter-packs-repo';
import { usePackUsage } from '../../data/repos/use-encounter-packs';

/** Sizes in the unit a learner reads on a phone's storage screen. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'planning' }
  | { kind: 'confirm'; ids: string[]; bytes: number }
  | { kind: 'downloading'; done: number; total: number }
  | { kind: 'finished'; count: number }
  | { kind: 'failed'; message: string };

/**
 * The case library's offline action: downloads every case's encounter pack so that any case can be
 * practised without a network. The size is asked for and shown before anything is downloaded; a
 * progress bar follows the batches; what is already on the device is skipped; the space can be
 * freed again.
 */
export function OfflinePacksPanel({ online }: { online: boolean }) {
  const usage = usePackUsage();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [confirmClear, setConfirmClear] = useState(false);

  const plan = async () => {
    setStep({ kind: 'planning' });
    try {
      const manifest = await encounterPacksApi.manifest();
      const { ids, bytes } = await encounterPacksRepo.plan(manifest);
      setStep(ids.length === 0 ? { kind: 'finished', count: 0 } : { kind: 'confirm', ids, bytes });
    } catch (error) {
      setStep({ kind: 'failed', message: (await toApiError(error)).message });
    }
  };

  const download = async (ids: string[]) => {
    try {
      await encounterPacksRepo.download(ids, (done, total) => setStep({ kind: 'downloading', done, total }));
      setStep({ kind: 'finished', count: ids.length });
    } catch (error) {
      setStep({ kind: 'failed', message: (await toApiError(error)).message });
    }
  };

  const busy = step.kind === 'planning' || step.kind === 'downloading';

  return (
    <Paper withBorder bg="white" p="sm" data-testid="offline-packs">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" role="status" data-testid="offline-usage">
            {usage === undefined
              ? '오프라인 연습용 증례를 확인하는 중…'
              : usage.count === 0
                ? '이 기기에 오프라인 연습용으로 받은 증례가 없습니다.'
                : `오프라인 연습용 ${usage.count}개 증례 · ${formatBytes(usage.bytes)}`}
          </Text>
          <Group gap="xs">
            <Button
              size="compact-sm"
              leftSection={<IconCloudDownload size={14} />}
              onClick={() => void plan()}
              loading={busy}
              disabled={!online}
            >
              오프라인 연습용으로 모두 받기
            </Button>
            {usage !== undefined && usage.count > 0 && (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconTrash size={14} />}
                onClick={() => setConfirmClear(true)}
                disabled={busy}
              >
                공간 비우기
              </Button>
            )}
          </Group>
        </Group>
        {step.kind === 'downloading' && (
          <Stack gap={4}>
            <Progress
              value={step.total === 0 ? 100 : (step.done / step.total) * 100}
              aria-label="오프라인 연습용 증례 받는 중"
            />
            <Text size="xs" c="dimmed">
              {step.done} / {step.total}개 받는 중…
            </Text>
          </Stack>
        )}
        {step.kind === 'finished' && (
          <Text size="xs" c="teal.8" role="status">
            {step.count === 0
              ? '모든 증례가 이미 이 기기에 있습니다.'
              : `${step.count}개 증례를 받았습니다. 이제 연결 없이도 연습할 수 있습니다.`}
          </Text>
        )}
        {step.kind === 'failed' && (
          <Alert color="red" variant="light" py={6} role="alert">
            {step.message} 받은 증례는 그대로 남아 있으니 다시 시도하면 이어서 받습니다.
          </Alert>
        )}
      </Stack>

      <Modal
        opened={step.kind === 'confirm'}
        onClose={() => setStep({ kind: 'idle' })}
        title="오프라인 연습용으로 모두 받기"
        centered
      >
        {step.kind === 'confirm' && (
          <Stack gap="md">
            <Text size="sm">
              {step.ids.length}개 증례, 약 {formatBytes(step.bytes)}를 이 기기에 받습니다. Wi-Fi에서 받는 것을
              권합니다.
            </Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setStep({ kind: 'idle' })}>
                취소
              </Button>
              <Button onClick={() => void download(step.ids)}>받기</Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <Modal opened={confirmClear} onClose={() => setConfirmClear(false)} title="공간 비우기" centered>
        <Stack gap="md">
          <Text size="sm">
            오프라인 연습용으로 받은 증례를 모두 지웁니다. 연결 없이 시작할 수 있는 증례가 없어집니다.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirmClear(false)}>
              취소
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirmClear(false);
                setStep({ kind: 'idle' });
                void encounterPacksRepo.clear();
              }}
            >
              지우기
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
