import { Badge, Box, Divider, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { User } from '../../../contract/auth';
import { signUpMethodLabel } from './account-rules';
import { NicknameForm } from './nickname-form';
import { ProfileImageEditor } from './profile-image-editor';
import { SettingsCard } from './settings-card';

/** The learner's profile: image, the read-only name and e-mail (spec 1 §6), sign-up method, nickname. */
export function ProfileCard({ user }: { user: User }) {
  return (
    <SettingsCard title="프로필" description="헤더와 학습 화면에 보이는 프로필 이미지와 닉네임입니다.">
      <ProfileImageEditor user={user} />
      <Divider />
      <Stack gap={6}>
        <Box
          component="dl"
          m={0}
          style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '10px 20px' }}
        >
          <InfoRow label="이름">{user.fullName}</InfoRow>
          <InfoRow label="이메일">{user.email}</InfoRow>
          <InfoRow label="가입 방법">
            <Badge
              variant="light"
              color={user.signUpMethod === 'email' ? 'gray' : 'brand'}
              radius="sm"
              data-testid="sign-up-method"
            >
              {signUpMethodLabel(user.signUpMethod)}
            </Badge>
          </InfoRow>
        </Box>
        <Group gap={4} c="dimmed">
          <IconLock size={13} />
          <Text size="xs">이름과 이메일은 변경할 수 없습니다.</Text>
        </Group>
      </Stack>
      <Divider />
      <NicknameForm user={user} />
    </SettingsCard>
  );
}

/** One read-only fact: a label and a value that wraps (a long e-mail is never cut off). */
function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text component="dt" size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </>
  );
}
