import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Scenario } from '../../../contract/cases';
import { formatPatientAgeSex } from '../../lib/format-patient-age';

export type DoorCardCase = Pick<
  Scenario,
  | 'patientName'
  | 'age'
  | 'ageMonths'
  | 'sex'
  | 'situation'
  | 'presentingComplaint'
  | 'bloodPressure'
  | 'pulse'
  | 'respiration'
  | 'temperature'
  | 'description'
>;

interface DoorCardProps {
  scenario: DoorCardCase;
  /** Tighter spacing for the patient-info panel beside the chat. */
  compact?: boolean;
}

/**
 * The card on the exam-room door: who the patient is, why they came, the vital signs and the task.
 * The same card is the briefing and, during practice, the patient-info panel.
 */
export function DoorCard({ scenario, compact = false }: DoorCardProps) {
  const vitals = [
    ['혈압', scenario.bloodPressure],
    ['맥박', scenario.pulse],
    ['호흡', scenario.respiration],
    ['체온', scenario.temperature],
  ] as const;
  const gap = compact ? 'sm' : 'md';
  // Beside the chat the task comes right after the chief complaint, so the panel's default height
  // (300 px, spec) shows it without scrolling; the briefing keeps the door's order.
  const task = (
    <Group gap={6} align="flex-start" wrap="nowrap">
      <Stack gap={2}>
        <Text size="xs" c="dimmed" fw={600}>
          과제
        </Text>
        <Text size="sm">{scenario.description}</Text>
      </Stack>
    </Group>
  );

  return (
    <Stack gap={gap} data-testid="door-card">
      <Stack gap={4}>
        <Text fw={700} fz={compact ? 'md' : 'lg'}>
          {scenario.patientName} · {formatPatientAgeSex(scenario)}
        </Text>
        <Text size="sm" c="gray.7">
          {scenario.situation}
        </Text>
      </Stack>

      <Paper
        withBorder
        radius="md"
        p={compact ? 'xs' : 'sm'}
        bg="brand.0"
        style={{ borderColor: 'var(--mantine-color-brand-2)' }}
      >
        <Text size="xs" c="brand.8" fw={600}>
          주호소
        </Text>
        <Text fw={600} fz={compact ? 'sm' : 'md'}>
          “{scenario.presentingComplaint}”
        </Text>
      </Paper>

      {compact && task}
      {compact ? (
        <Box>
          <Text size="xs" c="dimmed" fw={600} mb={2}>
            활력징후
          </Text>
          <SimpleGrid cols={2} spacing={6} verticalSpacing={0}>
            {vitals.map(([label, value]) => (
              <Text key={label} size="sm" style={{ whiteSpace: 'nowrap' }}>
                <Text span size="xs" c="dimmed" mr={6}>
                  {label}
                </Text>
                <Text span fw={600}>
                  {value}
                </Text>
              </Text>
            ))}
          </SimpleGrid>
        </Box>
      ) : (
        <Box>
          <Text size="xs" c="dimmed" fw={600} mb={6}>
            활력징후
          </Text>
          <SimpleGrid cols={compact ? 2 : { base: 2, xs: 4 }} spacing={6} verticalSpacing={6}>
            {vitals.map(([label, value]) => (
              <Paper key={label} withBorder radius="md" px="xs" py={6} bg="gray.0">
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Box>
      )}
      {!compact && task}
    </Stack>
  );
}
