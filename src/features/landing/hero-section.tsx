import { Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import classes from './hero-section.module.css';
import { DemoChat } from './demo-chat';

/** The landing hero: the pitch beside the live demo chat (spec 1 §2). */
export function HeroSection() {
  return (
    <Box component="section" className={classes.hero}>
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 56 }} verticalSpacing={40}>
          <Stack gap="lg" justify="center">
            <Badge variant="light" color="brand" size="lg" w="fit-content">
              가상 표준화환자 · CPX 실전 연습
            </Badge>
            <Title order={1} fz={{ base: 30, sm: 42 }} lh={1.25} className={classes.title}>
              가상 환자와 진료하고,
              <br />
              <Text component="span" inherit c="brand.7">
                체크리스트로 바로 채점
              </Text>
              받으세요
            </Title>
            <Text size="lg" c="gray.7" maw={480}>
              묻는 것만 답하는 가상 환자와 12분 진료를 연습하고, 병력청취·신체진찰·환자교육 항목별로 근거 있는
              피드백을 받아 보세요. 체험 창에서 지금 바로 대화해 볼 수 있습니다.
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/register" size="lg" rightSection={<IconArrowRight size={18} />}>
                무료로 시작하기
              </Button>
              <Button component={Link} to="/showcase" size="lg" variant="default">
                결과 예시 보기
              </Button>
            </Group>
          </Stack>
          <DemoChat />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
