import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BrandLogo } from '../../components/brand-logo';
import classes from './landing-header.module.css';

/** Visitor header: the mark, then 로그인 and 회원가입. */
export function LandingHeader() {
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label="CPX 마스터 홈">
            <BrandLogo size={32} />
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to="/login" variant="subtle" color="dark" size="sm">
              로그인
            </Button>
            <Button component={Link} to="/register" size="sm">
              회원가입
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
