import { Badge, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { checkForAppUpdate, readAppVersion, type UpdateCheckResult } from '../../components/app-update';
import { onlineAtom } from '../../lib/app-atoms';
import { SettingsCard } from './settings-card';

const outcomes: Record<UpdateCheckResult, { text: string; color: string }> = {
  'update-ready': {
    text: '새 버전을 받았습니다. 화면 위 알림에서 새로고침을 눌러주세요.',
    color: 'brand.8',
  },
  'up-to-date': { text: '최신 버전을 사용하고 있습니다.', color: 'teal.8' },
  offline: { text: '오프라인이라 확인할 수 없습니다. 연결되면 다시 시도해주세요.', color: 'orange.8' },
  failed: { text: '업데이트를 확인하지 못했습니다. 잠시 후 다시 시도해주세요.', color: 'red.8' },
  unavailable: { text: '이 브라우저에서는 앱 업데이트를 확인할 수 없습니다.', color: 'dimmed' },
};

/**
 * The app's version on this device and a manual update check. The app already checks every hour;
 * this is for a learner who was told a fix is out (or who reports a problem and quotes the
 * version). A version found here is announced by the same '새 버전이 있습니다' prompt.
 */
export function AppUpdateCard() {
  const online = useAtomValue(onlineAtom);
  const [version, setVersion] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<UpdateCheckResult | null>(null);

  useEffect(() => {
    let current = true;
    void readAppVersion().then((value) => current && setVersion(value));
    return () => {
      current = false;
    };
  }, []);

  async function check() {
    setChecking(true);
    setOutcome(await checkForAppUpdate());
    setChecking(false);
  }

  return (
    <SettingsCard title="앱 버전">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            이 기기의 버전
          </Text>
          <Badge variant="light" color="gray" data-testid="app-version" style={{ textTransform: 'none' }}>
            {version ? version.slice(0, 8) : '확인 불가'}
          </Badge>
        </Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          onClick={() => void check()}
          loading={checking}
          disabled={!online}
        >
          업데이트 확인
        </Button>
      </Group>
      <Text
        size="sm"
        c={outcome ? outcomes[outcome].color : 'dimmed'}
        role="status"
        data-testid="app-update-status"
      >
        {outcome
          ? outcomes[outcome].text
          : online
            ? '앱은 한 시간마다 새 버전을 확인합니다.'
            : outcomes.offline.text}
      </Text>
    </SettingsCard>
  );
}
