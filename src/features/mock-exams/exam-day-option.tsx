import { Paper, Stack, Switch } from '@mantine/core';
import { atom, useAtom } from 'jotai';
import { examDayMutedAtom } from '../../lib/app-atoms';
import {
  EXAM_DAY_DESCRIPTION,
  EXAM_DAY_LABEL,
  EXAM_DAY_MUTE_DESCRIPTION,
  EXAM_DAY_MUTE_LABEL,
} from '../../encounter/exam-day/exam-day';

/**
 * The learner's choice of exam-day mode (issue 24) while setting an exam up: one choice shared by
 * both setup screens (chosen on /mock-exams, still chosen on the custom setup), until the page is
 * reloaded. The exam keeps it once created (mockExamRepo.markExamDay).
 */
export const examDayChoiceAtom = atom(false);

/** The tones' mute switch, a setting kept on the device. */
export function ExamDayMuteSwitch() {
  const [muted, setMuted] = useAtom(examDayMutedAtom);
  return (
    <Switch
      size="sm"
      label={EXAM_DAY_MUTE_LABEL}
      description={EXAM_DAY_MUTE_DESCRIPTION}
      checked={muted}
      onChange={(event) => setMuted(event.currentTarget.checked)}
      data-testid="exam-day-mute"
    />
  );
}

/** '실전 모드' on the setup screens, with the tones' mute switch once it is on. */
export function ExamDayOption() {
  const [examDay, setExamDay] = useAtom(examDayChoiceAtom);
  return (
    <Paper withBorder bg={examDay ? 'red.0' : 'white'} p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Switch
          size="md"
          color="red"
          label={EXAM_DAY_LABEL}
          description={EXAM_DAY_DESCRIPTION}
          checked={examDay}
          onChange={(event) => setExamDay(event.currentTarget.checked)}
          styles={{ label: { fontWeight: 700 } }}
          data-testid="exam-day-switch"
        />
        {examDay && (
          <Stack pl={{ base: 0, sm: 58 }}>
            <ExamDayMuteSwitch />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
