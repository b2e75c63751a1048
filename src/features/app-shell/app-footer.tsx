import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { BrandLogo } from '../../components/brand-logo';
import { ComingSoonModal } from '../../components/coming-soon-modal';
import { APP_DESCRIPTION, APP_NAME } from '../../lib/brand';
import { seoulYear } from '../../lib/dates';
import classes from './app-footer.module.css';

const quickLinks = [
  { label: '증례 라이브러리', to: '/cases' },
  { label: '모의고사', to: '/mock-exams' },
  { label: '학습 노트', to: '/my-notes/history' },
] as const;

const policyPages = ['이용약관', '개인정보처리방침'] as const;

/** Product blurb, quick links, and the (not yet written) policy pages. */
export function AppFooter() {
  const [openPolicy, setOpenPolicy] = useState<string | null>(null);
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" px={{ base: 'md', sm: 'lg' }} py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="xs">
            <BrandLogo size={28} />
            <Text size="sm" c="dimmed" maw={420}>
              {APP_DESCRIPTION}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Text fw={700} size="sm">
              바로가기
            </Text>
            <Group gap="lg">
              {quickLinks.map(({ label, to }) => (
                <Anchor key={to} component={Link} to={to} size="sm" c="gray.7">
                  {label}
                </Anchor>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
        <Group justify="space-between" mt="xl" pt="md" className={classes.bottom} gap="xs">
          <Text size="xs" c="dimmed">
            © {seoulYear()} {APP_NAME}
          </Text>
          <Group gap="md">
            {policyPages.map((title) => (
              <UnstyledButton key={title} onClick={() => setOpenPolicy(title)} fz="xs" c="dimmed">
                {title}
              </UnstyledButton>
            ))}
          </Group>
        </Group>
      </Container>
      <ComingSoonModal
        title={openPolicy ?? ''}
        opened={openPolicy !== null}
        onClose={() => setOpenPolicy(null)}
        description="정식 서비스 전에 게시될 예정입니다."
      />
    </Box>
  );
}
