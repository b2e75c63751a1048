import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { showcaseSample } from './showcase-sample';

/** 500+ cases, with the digestive presentations the showcase names as examples. */
export function CaseCoverageCard() {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} bg="white">
      <Stack gap="sm">
        <Group gap="sm">
          <ThemeIcon variant="light" color="brand" size={40} radius="md">
            <IconBooks size={22} />
          </ThemeIcon>
          <Stack gap={0}>
            <Text fw={800} fz={28} lh={1.1}>
              {showcaseSample.caseCountLabel}
            </Text>
            <Text size="sm" c="dimmed">
              증례 · 계속 추가되고 있어요
            </Text>
          </Stack>
        </Group>
        <Text fw={700} mt="sm">
          소화기 증상 예시
        </Text>
        <Group gap={6}>
          {showcaseSample.coveredSymptoms.map((symptom) => (
            <Badge key={symptom} variant="light" color="gray" size="lg" radius="sm">
              {symptom}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
