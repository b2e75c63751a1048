import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Closing call to action on the landing page. */
export function StartCta() {
  return (
    <Box component="section" bg="brand.8" c="white" py={{ base: 48, sm: 64 }}>
      <Container size="md">
        <Stack align="center" ta="center" gap="lg">
          <Title order={2} fz={{ base: 24, sm: 30 }}>
            오늘 한 증례부터 시작해 보세요
          </Title>
          <Text c="brand.0" maw={600}>
            가입은 무료입니다. 증례 라이브러리와 모의고사, 학습 노트를 바로 사용할 수 있습니다.
          </Text>
          <Group justify="center">
            <Button component={Link} to="/register" size="lg" color="white" c="brand.8">
              무료로 시작하기
            </Button>
            <Button component={Link} to="/login" size="lg" variant="outline" color="white">
              로그인
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
