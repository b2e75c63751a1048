import { Box, Container, Stack, Text } from '@mantine/core';
import { BrandLogo } from '../../components/brand-logo';
import { APP_DESCRIPTION } from '../../lib/brand';
import { seoulYear } from '../../lib/dates';

export function LandingFooter() {
  return (
    <Box component="footer" py="xl" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg">
        <Stack gap="xs">
          <BrandLogo size={28} />
          <Text size="sm" c="dimmed" maw={560}>
            {APP_DESCRIPTION}
          </Text>
          <Text size="xs" c="dimmed">
            © {seoulYear()} CPX 마스터
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
