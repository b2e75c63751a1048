import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { showcaseSample } from './showcase-sample';

/** The mock exam flow the showcase advertises: select, run, aggregate. */
export function MockExamFlowCard() {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} bg="white">
      <Stack gap="lg">
        <Text fw={700}>모의고사는 이렇게 진행돼요</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {showcaseSample.mockExamFlow.map((step, index) => (
            <Group key={step.title} align="flex-start" wrap="nowrap" gap="sm">
              <ThemeIcon radius="xl" size={32} color="indigo">
                {index + 1}
              </ThemeIcon>
              <Stack gap={2} style={{ flex: 1 }}>
                <Text fw={600}>{step.title}</Text>
                <Text size="sm" c="gray.7">
                  {step.text}
                </Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
