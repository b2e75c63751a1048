import { Grid } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { sessionAtom, signedInUser } from '../../lib/app-atoms';
import { AppUpdateCard } from './app-update-card';
import { DeleteAccountCard } from './delete-account-card';
import { PasswordChangeCard } from './password-change-card';
import { ProfileCard } from './profile-card';
import { StoragePersistenceCard } from './storage-persistence-card';
import { StudySettingsCard } from './study-settings-card';

/**
 * 계정 관리: profile (image, read-only name and e-mail, nickname) beside the password change, then
 * this device's storage beside the app version, the study settings (issue 24) and the account
 * deletion last, each across the page.
 * Cards of a row share its height; on a phone they stack in that order.
 */
export function AccountTab() {
  const user = signedInUser(useAtomValue(sessionAtom));
  if (!user) return null;
  return (
    <Grid gap="lg" align="stretch">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <ProfileCard user={user} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <PasswordChangeCard user={user} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <StoragePersistenceCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <AppUpdateCard />
      </Grid.Col>
      <Grid.Col span={12}>
        <StudySettingsCard />
      </Grid.Col>
      <Grid.Col span={12}>
        <DeleteAccountCard user={user} />
      </Grid.Col>
    </Grid>
  );
}
