import { Switch } from '@mantine/core';
import { useAtom } from 'jotai';
import { hideCaseNamesAtom } from '../../lib/app-atoms';
import {
  HIDE_CASE_NAMES_DESCRIPTION,
  HIDE_CASE_NAMES_SETTING,
  STUDY_SETTINGS_TITLE,
} from '../../lib/blind-practice';
import { SettingsCard } from './settings-card';

/** 학습 설정: choices about how this device shows the library (issue 24), kept on the device. */
export function StudySettingsCard() {
  const [hideNames, setHideNames] = useAtom(hideCaseNamesAtom);
  return (
    <SettingsCard title={STUDY_SETTINGS_TITLE}>
      <Switch
        label={HIDE_CASE_NAMES_SETTING}
        description={HIDE_CASE_NAMES_DESCRIPTION}
        checked={hideNames}
        onChange={(event) => setHideNames(event.currentTarget.checked)}
      />
    </SettingsCard>
  );
}
