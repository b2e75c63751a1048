import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../components/brand-logo';
import { APP_NAME } from '../../lib/brand';
import { usePrerenderedHandoff } from '../../lib/prerendered';
import classes from './auth-page-frame.module.css';

interface AuthPageFrameProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The calm centred card that frames the sign-in and sign-up pages. */
export function AuthPageFrame({ title, subtitle, children }: AuthPageFrameProps) {
  useDocumentTitle(`${title} | ${APP_NAME}`);
  usePrerenderedHandoff();
  return (
    <Box component="main" className={classes.backdrop}>
      <Center mih="100dvh" px="md" py={{ base: 'lg', sm: 48 }}>
        <Stack w="100%" maw={460} gap="lg">
          <Center>
            <Anchor component={Link} to="/" underline="never" aria-label={`${APP_NAME} 소개 페이지로`}>
              <BrandLogo size={40} />
            </Anchor>
          </Center>
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 32 }} bg="white">
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} fz={26}>
                  {title}
                </Title>
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              </Stack>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
