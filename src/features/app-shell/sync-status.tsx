import { Divider, Group, Popover, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCloudCheck,
  IconCloudUpload,
  IconClock,
  IconWifiOff,
  type Icon,
} from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type CSSProperties } from 'react';
import { syncStatusRepo, type SyncStatusSnapshot } from '../../data/repos/sync-status-repo';
import { onlineAtom } from '../../lib/app-atoms';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import classes from './sync-status.module.css';
import { syncedAgo } from './synced-ago';

/** How often the "5분 전" wording is brought up to date. */
const TICK_MS = 30_000;

interface Tone {
  color: string;
  icon: Icon;
  /** Shown beside the icon from sm up (and first in the popover). */
  label: string;
  /** One sentence on what it means for the learner. */
  detail: string;
}

function toneOf(online: boolean, status: SyncStatusSnapshot, now: number): Tone {
  if (!online) {
    return {
      color: 'orange',
      icon: IconWifiOff,
      label: '오프라인',
      detail: '변경 내용은 이 기기에 저장되며, 연결이 돌아오면 자동으로 보냅니다.',
    };
  }
  if (status.rejected > 0) {
    return {
      color: 'red',
      icon: IconAlertTriangle,
      label: '반영 안 된 변경',
      detail: '서버가 받아들이지 않은 변경이 있습니다. 알림에서 이유를 확인해주세요.',
    };
  }
  if (status.pending > 0) {
    return {
      color: 'blue',
      icon: IconCloudUpload,
      label: '보내는 중',
      detail: '이 기기의 변경 내용을 서버로 보내고 있습니다.',
    };
  }
  // In sync is the quiet, usual state: grey, not another coloured badge in the header.
  return {
    color: 'gray',
    icon: IconCloudCheck,
    label: syncedAgo(status.lastSyncedAt, now),
    detail:
      status.lastSyncedAt === null
        ? '보낼 변경 내용이 없습니다.'
        : '모든 변경 내용이 서버에 저장되어 있습니다.',
  };
}

/** The count beside the label: what is waiting, or what was refused when that is the state shown. */
export function pillCount(online: boolean, status: SyncStatusSnapshot): number {
  return online && status.rejected > 0 ? status.rejected : status.pending || status.rejected;
}

/**
 * The pill's name for screen readers. It holds what the pill shows, word for word and in order
 * (label, then the count as a word of its own), so speech control can name it by what is on screen
 * (WCAG 2.5.3): the count is followed by a spaced "건" ("2 건"), never glued to it.
 */
export function accessibleName(
  online: boolean,
  status: SyncStatusSnapshot,
  label: string,
  count: number,
): string {
  const shown = count > 0 ? `${label} ${count} 건` : label;
  let rest = '';
  if (!online && status.pending > 0) rest = ' 대기 중';
  else if (!online && status.rejected > 0) rest = ' 반영 안 됨';
  else if (online && status.rejected > 0 && status.pending > 0) rest = `, 보낼 변경 ${status.pending}건`;
  return `동기화 상태: ${shown}${rest}`;
}

const toneStyle = (color: string) =>
  ({
    '--tone-bg': `var(--mantine-color-${color}-light)`,
    '--tone-hover': `var(--mantine-color-${color}-light-hover)`,
    '--tone-fg': `var(--mantine-color-${color}-light-color)`,
    '--tone-strong': `var(--mantine-color-${color}-filled)`,
  }) as CSSProperties;

export interface SyncStatusViewProps {
  online: boolean;
  status: SyncStatusSnapshot;
  now: number;
}

/**
 * The header's sync status: offline or not, how many changes wait to be sent, when this device was
 * last in sync, and how many changes the server refused. A pill with an icon and a count (plus a
 * label on wide screens, and "오프라인" on phones too); a tap opens the details.
 */
export function SyncStatusView({ online, status, now }: SyncStatusViewProps) {
  const tone = toneOf(online, status, now);
  const ToneIcon = tone.icon;
  const count = pillCount(online, status);
  const countColor = (online && status.rejected > 0) || status.pending === 0 ? 'red' : tone.color;
  const name = accessibleName(online, status, tone.label, count);
  return (
    <Popover width={280} position="bottom-end" withArrow shadow="md" radius="md">
      <Popover.Target>
        <UnstyledButton
          className={classes.trigger}
          style={toneStyle(tone.color)}
          aria-label={name}
          data-testid="sync-status"
          data-state={
            !online ? 'offline' : status.rejected > 0 ? 'rejected' : status.pending > 0 ? 'pending' : 'synced'
          }
        >
          <ToneIcon size={18} stroke={1.8} aria-hidden />
          <span
            className={classes.label}
            data-keep={online ? undefined : ''}
            role={online ? undefined : 'status'}
          >
            {tone.label}
          </span>
          {/* A word break for what reads the text (axe, speech control); a flex row drops it. */}
          {count > 0 && ' '}
          {count > 0 && (
            <span className={classes.count} style={toneStyle(countColor)} data-testid="sync-count">
              {count}
            </span>
          )}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown data-testid="sync-status-details">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={32} radius="xl" variant="light" color={tone.color}>
              <ToneIcon size={18} />
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} size="sm">
                {online ? '온라인' : '오프라인'}
              </Text>
              <Text size="xs" c="dimmed">
                {tone.detail}
              </Text>
            </Stack>
          </Group>
          <Divider />
          <DetailRow icon={IconCloudUpload} label="보낼 변경" value={`${status.pending}건`} />
          <DetailRow icon={IconClock} label="마지막 동기화" value={syncedAgo(status.lastSyncedAt, now)} />
          {status.rejected > 0 && (
            <DetailRow
              icon={IconAlertTriangle}
              label="반영 안 된 변경"
              value={`${status.rejected}건`}
              color="red"
            />
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function DetailRow({
  icon: RowIcon,
  label,
  value,
  color,
}: {
  icon: Icon;
  label: string;
  value: string;
  color?: string;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Group gap={6} wrap="nowrap" c={color ?? 'dimmed'}>
        <RowIcon size={16} aria-hidden />
        <Text size="sm" inherit>
          {label}
        </Text>
      </Group>
      <Text size="sm" fw={600} c={color}>
        {value}
      </Text>
    </Group>
  );
}

/** The current time, refreshed every TICK_MS so relative wording stays true. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const EMPTY: SyncStatusSnapshot = { pending: 0, rejected: 0, lastSyncedAt: null };

/** The signed-in learner's sync status, live from Dexie (every tab shows the same). */
export function SyncStatus() {
  const userId = useSignedInUserId();
  const online = useAtomValue(onlineAtom);
  const status = useLiveQuery(
    () => (userId ? syncStatusRepo.snapshot(userId) : Promise.resolve(EMPTY)),
    [userId],
  );
  const now = useNow();
  // A snapshot just written is "now", even if the last tick was up to TICK_MS ago.
  const shownNow = Math.max(now, status?.lastSyncedAt ?? 0);
  return <SyncStatusView online={online} status={status ?? EMPTY} now={shownNow} />;
}
