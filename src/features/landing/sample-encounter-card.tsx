import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import classes from './sample-encounter-card.module.css';

const vitals = [
  ['혈압', '128/82'],
  ['맥박', '96회/분'],
  ['호흡', '20회/분'],
  ['체온', '37.9℃'],
] as const;

const exchange = [
  { from: 'doctor', text: '안녕하세요, 어디가 불편해서 오셨어요?' },
  { from: 'patient', text: '어제 저녁부터 배가 아프더니, 지금은 오른쪽 아래가 많이 아파요.' },
  { from: 'doctor', text: '(오른쪽 아랫배를 눌렀다 뗀다)' },
  { from: 'patient', text: '아! 뗄 때 더 아파요.' },
] as const;

/** Hero illustration: a door card and a few lines of an encounter, as the practice screen will show. */
export function SampleEncounterCard() {
  return (
    <Paper withBorder shadow="md" p="lg" bg="white" className={classes.card}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>김○○ · 만 24세 남자</Text>
          <Badge variant="light" color="indigo">
            급성복통
          </Badge>
        </Group>
        <Group gap="xs">
          {vitals.map(([label, value]) => (
            <Box key={label} className={classes.vital}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={600}>
                {value}
              </Text>
            </Box>
          ))}
        </Group>
        <Stack gap={8}>
          {exchange.map((line) => (
            <Box key={line.text} className={line.from === 'doctor' ? classes.doctor : classes.patient}>
              <Text size="sm">{line.text}</Text>
            </Box>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
