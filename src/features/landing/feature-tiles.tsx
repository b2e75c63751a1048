import { Box, Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconChecklist, IconClipboardList, IconStethoscope } from '@tabler/icons-react';

const tiles = [
  {
    icon: IconStethoscope,
    title: '500+ 증례',
    text: '소화기부터 상담까지 임상표현별 500개 이상의 증례를 분야와 세부 분류로 골라 연습합니다.',
  },
  {
    icon: IconChecklist,
    title: '체크리스트 채점',
    text: '병력청취·신체진찰·환자교육·환자-의사관계 항목마다 내 발화를 근거로 채점합니다.',
  },
  {
    icon: IconClipboardList,
    title: '모의고사 흐름',
    text: '여러 증례를 실제 시험처럼 브리핑 → 12분 진료 순서로 이어서 치르고 한 번에 채점받습니다.',
  },
  {
    icon: IconChartBar,
    title: '약점 리포트',
    text: '분야별 평균 점수와 준비도를 모아 지금 가장 보완이 필요한 영역을 알려줍니다.',
  },
] as const;

/** The four feature tiles of spec 1 §2. */
export function FeatureTiles() {
  return (
    <Box component="section" py={{ base: 48, sm: 72 }}>
      <Container size="lg">
        <Stack gap={40}>
          <Stack gap="xs" ta="center" align="center">
            <Title order={2} fz={{ base: 24, sm: 30 }}>
              실전처럼 연습하고, 근거 있게 채점받으세요
            </Title>
            <Text c="dimmed" maw={560}>
              CPX 준비에 필요한 연습, 채점, 복습을 한곳에서 이어서 할 수 있습니다.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {tiles.map(({ icon: Icon, title, text }) => (
              <Paper key={title} withBorder p="lg" bg="white">
                <Stack gap="sm">
                  <ThemeIcon size={44} radius="md" variant="light" color="brand">
                    <Icon size={24} stroke={1.7} />
                  </ThemeIcon>
                  <Text fw={700} fz="lg">
                    {title}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {text}
                  </Text>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
