import { Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { APP_NAME } from '../../lib/brand';
import { CaseCoverageCard } from './case-coverage-card';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { MockExamFlowCard } from './mock-exam-flow-card';
import { ScoreBreakdown } from './score-breakdown';
import { showcaseSample } from './showcase-sample';
import { TotalScoreRing } from './total-score-ring';
import '../../styles/mantine-full';

/** /showcase: the static sample result (spec 2 §1), with 뒤로, 무료로 시작하기 and 로그인. */
export function ShowcasePage() {
  useDocumentTitle(`샘플 채점 결과 | ${APP_NAME}`);
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const goBack = () => (canGoBack ? router.history.back() : void navigate({ to: '/' }));

  return (
    <Box>
      <LandingHeader />
      <Container component="main" size="lg" py={{ base: 'lg', sm: 48 }}>
        <Stack gap="xl">
          <Stack gap="xs">
            <Badge variant="light" color="indigo" w="fit-content">
              샘플 결과
            </Badge>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              한 번의 진료, 이렇게 채점됩니다
            </Title>
            <Text c="gray.7" maw={640}>
              아래는 급성복통 증례를 연습한 예시 결과입니다. 점수는 체크리스트 항목을 얼마나 수행했는지로
              계산됩니다.
            </Text>
          </Stack>

          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            <Paper withBorder p={{ base: 'lg', sm: 'xl' }} bg="white">
              <Stack align="center" gap="sm">
                <Text fw={700}>총점</Text>
                <TotalScoreRing score={showcaseSample.totalScore} />
                <Text size="sm" c="dimmed" ta="center">
                  체크리스트 완료율 기반 점수
                </Text>
              </Stack>
            </Paper>
            <Paper withBorder p={{ base: 'lg', sm: 'xl' }} bg="white">
              <Stack gap="md">
                <Text fw={700}>영역별 수행률</Text>
                <ScoreBreakdown sections={showcaseSample.sectionRates} />
              </Stack>
            </Paper>
            <CaseCoverageCard />
          </SimpleGrid>

          <MockExamFlowCard />

          <Group justify="center" gap="sm">
            <Button variant="default" size="md" leftSection={<IconArrowLeft size={18} />} onClick={goBack}>
              뒤로
            </Button>
            <Button component={Link} to="/register" size="md">
              무료로 시작하기
            </Button>
            <Button component={Link} to="/login" size="md" variant="light">
              로그인
            </Button>
          </Group>
        </Stack>
      </Container>
      <LandingFooter />
    </Box>
  );
}
