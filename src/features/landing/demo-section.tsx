import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { ComingSoon } from '../../components/coming-soon';

/** Where the live demo chat (no sign-in, conversation only) will go; it ships in a later issue. */
export function DemoSection() {
  return (
    <Box component="section" id="demo" py={{ base: 48, sm: 64 }} bg="white">
      <Container size="sm">
        <Stack gap="lg">
          <Stack gap="xs" ta="center" align="center">
            <Title order={2} fz={{ base: 24, sm: 30 }}>
              라이브 데모
            </Title>
            <Text c="dimmed">
              로그인 없이 AI 환자와 직접 대화해 보세요. 데모에서는 채점 없이 대화만 제공됩니다.
            </Text>
          </Stack>
          <ComingSoon description="가입 없이 AI 표준화환자와 대화해 볼 수 있는 체험판을 준비하고 있습니다." />
        </Stack>
      </Container>
    </Box>
  );
}
