import { Badge, Button, Group, Text } from '@mantine/core';
import { IconDatabase } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  readStoragePersistence,
  requestStoragePersistence,
  type StoragePersistence,
} from '../../data/session/storage-persistence';
import { SettingsCard } from './settings-card';

const badges: Record<StoragePersistence, { label: string; color: string }> = {
  persisted: { label: '영구 저장', color: 'teal' },
  'best-effort': { label: '임시 저장', color: 'orange' },
  unsupported: { label: '확인 불가', color: 'gray' },
};

const explanations: Record<StoragePersistence, string> = {
  persisted:
    '브라우저가 이 기기에 저장한 증례 목록, 작성 중인 실습과 결과를 저장 공간이 부족해도 지우지 않습니다.',
  'best-effort':
    '저장 공간이 부족해지면 브라우저가 이 기기에 저장한 오프라인 데이터를 지울 수 있습니다. 서버에 저장된 학습 기록은 그대로 남습니다.',
  unsupported: '이 브라우저는 저장 공간을 영구 보관하는지 알려주지 않습니다.',
};

/**
 * Whether this browser keeps the offline data for good (navigator.storage.persisted()). The
 * session layer already asked once after sign-in; asking again here is for browsers that decide
 * by engagement (an installed app is usually granted).
 */
export function StoragePersistenceCard() {
  const [state, setState] = useState<StoragePersistence | null>(null);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    let current = true;
    void readStoragePersistence().then((value) => current && setState(value));
    return () => {
      current = false;
    };
  }, []);

  async function ask() {
    setAsking(true);
    setState(await requestStoragePersistence());
    setAsking(false);
  }

  return (
    <SettingsCard title="이 기기의 저장 공간">
      {state && (
        <>
          <Group gap="xs" wrap="nowrap">
            <IconDatabase size={18} stroke={1.7} color="var(--mantine-color-dimmed)" />
            <Text size="sm" fw={500}>
              오프라인 데이터
            </Text>
            <Badge variant="light" color={badges[state].color} data-testid="storage-persistence">
              {badges[state].label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {explanations[state]}
          </Text>
          {state === 'best-effort' && (
            <Group gap="sm" wrap="wrap">
              <Button size="xs" variant="light" onClick={() => void ask()} loading={asking}>
                영구 저장 요청
              </Button>
              <Text size="xs" c="dimmed">
                앱을 홈 화면에 설치하면 허용되기 쉽습니다.
              </Text>
            </Group>
          )}
        </>
      )}
    </SettingsCard>
  );
}
