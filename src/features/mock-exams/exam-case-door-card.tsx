import { Paper, Stack, Text } from '@mantine/core';
import type { MockExamCase } from '../../../contract/mock-exams';
import { DoorCard } from '../../encounter/briefing/door-card';
import type { CaseRow } from '../../data/db';
import { formatPatientAgeSex } from '../../lib/format-patient-age';

interface ExamCaseDoorCardProps {
  /** The full case from the device's library copy, when it has one. */
  scenario: CaseRow | null | undefined;
  /** The exam's own line for this case: enough for the door card's first lines. */
  examCase: MockExamCase;
}

/**
 * The case's door card. The exam keeps every case's card on the device when it starts; should one
 * be missing (storage cleared, first fetch failed) the exam's own age, sex and complaint stand in.
 */
export function ExamCaseDoorCard({ scenario, examCase }: ExamCaseDoorCardProps) {
  if (scenario) return <DoorCard scenario={scenario} />;
  return (
    <Stack gap="md" data-testid="door-card">
      <Text fw={700} fz="lg">
        {formatPatientAgeSex(examCase)}
      </Text>
      <Paper
        withBorder
        radius="md"
        p="sm"
        bg="brand.0"
        style={{ borderColor: 'var(--mantine-color-brand-2)' }}
      >
        <Text size="xs" c="brand.8" fw={600}>
          주호소
        </Text>
        <Text fw={600}>“{examCase.presentingComplaint}”</Text>
      </Paper>
      <Text size="sm" c="dimmed">
        활력징후와 과제는 인터넷에 연결되면 표시됩니다.
      </Text>
    </Stack>
  );
}
