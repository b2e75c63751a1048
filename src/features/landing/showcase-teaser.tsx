import { Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ScoreBreakdown } from './score-breakdown';
import { showcaseSample } from './showcase-sample';
import { TotalScoreRing } from './total-score-ring';

/** The landing page's second showcase section, leading to /showcase. */
export function ShowcaseTeaser() {
  return (
    <Container component="section" size="lg" py={{ base: 48, sm: 72 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} verticalSpacing={32}>
        <Stack gap="md" justify="center">
          <Title order={2} fz={{ base: 24, sm: 30 }}>
            채점 결과는 이렇게 보여요
          </Title>
          <Text c="gray.7">
            체크리스트 완료율로 계산한 총점과 영역별 수행률을 한눈에 확인하고, 놓친 항목은 오답노트로 다시
            복습합니다.
          </Text>
          <Button
            component={Link}
            to="/showcase"
            variant="light"
            size="md"
            w="fit-content"
            rightSection={<IconArrowRight size={18} />}
          >
            결과 예시 자세히 보기
          </Button>
        </Stack>
        <Paper withBorder shadow="sm" p="xl" bg="white">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xl" verticalSpacing="lg">
            <Stack align="center" justify="center" gap="xs">
              <TotalScoreRing score={showcaseSample.totalScore} size={140} />
              <Text size="sm" c="dimmed">
                샘플 총점
              </Text>
            </Stack>
            <ScoreBreakdown sections={showcaseSample.sectionRates} />
          </SimpleGrid>
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
