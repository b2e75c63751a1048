import { Button, Container, Loader, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCircleCheck,
  IconClipboardCheck,
  IconHistory,
  IconLayoutDashboard,
  IconListSearch,
  IconRefresh,
  IconStethoscope,
  IconWifiOff,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { formatScore } from '../../lib/format-score';

interface CompletedLayoutProps {
  /** Between the icon and the title: what was practised (hidden for a blind practice). */
  badges: ReactNode;
  title: string;
  lead: string;
  /** The lead's widest line, in px. */
  leadWidth: number;
  graded: boolean;
  /** The grading status and anything beside it. */
  children: ReactNode;
  /** Below the buttons: what the page adds after the ways on (a retry's items). */
  footer?: ReactNode;
  /** The root of the main button: a router Link to the result. */
  renderResultLink: (props: Record<string, unknown>) => ReactElement;
  /** What the link to the case library says. */
  casesLabel: string;
  /** The fourth quick link. */
  lastLink: QuickLink & { to: '/my-notes/incorrect' | '/mock-exams' };
}

interface QuickLink {
  to: '/dashboard' | '/cases' | '/my-notes/history' | '/my-notes/incorrect' | '/mock-exams';
  label: string;
  icon: ReactNode;
}

/**
 * The page after an encounter or a whole mock exam (spec 1 §2): what ended, the grading status,
 * the button to the result and the ways on. The case and the exam pages differ in their status card.
 */
export function CompletedLayout({
  badges,
  title,
  lead,
  leadWidth,
  graded,
  children,
  footer,
  renderResultLink,
  casesLabel,
  lastLink,
}: CompletedLayoutProps) {
  const links: QuickLink[] = [
    { to: '/dashboard', label: '대시보드', icon: <IconLayoutDashboard size={16} /> },
    { to: '/cases', label: casesLabel, icon: <IconStethoscope size={16} /> },
    { to: '/my-notes/history', label: '학습 기록', icon: <IconHistory size={16} /> },
    lastLink,
  ];
  return (
    <Container size="sm" px={{ base: 'md', sm: 'lg' }} py={{ base: 'xl', sm: 56 }}>
      <Stack gap="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={64} radius="xl" variant="light" color="brand">
            <IconClipboardCheck size={34} stroke={1.6} />
          </ThemeIcon>
          {badges}
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text c="dimmed" maw={leadWidth}>
            {lead}
          </Text>
        </Stack>

        {children}

        <Stack gap="sm">
          <Button
            size="md"
            fullWidth
            leftSection={graded ? <IconCircleCheck size={18} /> : <IconListSearch size={18} />}
            renderRoot={renderResultLink}
          >
            {graded ? '상세 결과 보기' : '채점 진행 확인'}
          </Button>
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
            {links.map((link) => (
              <Button key={link.to} variant="default" leftSection={link.icon} component={Link} to={link.to}>
                {link.label}
              </Button>
            ))}
          </SimpleGrid>
        </Stack>

        {footer}
      </Stack>
    </Container>
  );
}

/** While a grade is awaited: a spinner online, the no-network sign offline. */
export function GradingWaitIcon({ online }: { online: boolean }) {
  return online ? (
    <Loader size={28} type="oval" color="brand" mt={4} aria-hidden />
  ) : (
    <ThemeIcon size={36} radius="xl" color="orange" variant="light">
      <IconWifiOff size={20} />
    </ThemeIcon>
  );
}

/** A score out of 100, large. */
export function ScoreOutOf100({
  score,
  fz,
  c,
  style,
}: {
  score: number;
  fz: number;
  c?: string;
  style?: CSSProperties;
}) {
  return (
    <Text fw={800} fz={fz} c={c} style={style}>
      {formatScore(score)}
      <Text span fz="sm" c="dimmed" fw={500}>
        {' '}
        / 100
      </Text>
    </Text>
  );
}

interface CheckGradeButtonProps {
  onCheck: () => void;
  checking: boolean;
  /** Whether asking is impossible now (offline, nothing to ask about). */
  disabled: boolean;
  /** Smaller and white, inside a coloured banner. */
  compact?: boolean;
}

/** "채점 완료 확인": ask the server about the grade now. */
export function CheckGradeButton({ onCheck, checking, disabled, compact = false }: CheckGradeButtonProps) {
  return (
    <Button
      size={compact ? 'xs' : 'sm'}
      variant={compact ? 'white' : 'light'}
      leftSection={<IconRefresh size={compact ? 14 : 16} />}
      onClick={onCheck}
      loading={checking}
      disabled={checking || disabled}
    >
      채점 완료 확인
    </Button>
  );
}
