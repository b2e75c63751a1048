import { Anchor, Button, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CSSProperties, ReactNode } from 'react';

/** The guide's lines that every briefing shares (spec 1 §2). */
export const BRIEFING_TIME_STEP = '진료 시간은 12분이며, 필요하면 잠시 멈출 수 있습니다.';
export const BRIEFING_INPUT_STEP =
  '질문은 말하듯 입력하고, 진찰 같은 행동은 괄호 안에 적어주세요. 예: (상복부를 촉진한다)';
const GUIDE_TITLE = '진행 안내';

interface BriefingLayoutProps {
  /** Where the back link goes, and what it says. */
  back: { to: '/cases' | '/mock-exams'; label: string };
  /** Above the title: the exam's title and progress in a mock exam. */
  header?: ReactNode;
  /** The badges over the title (categories, or the blind label and the presentations). */
  badges: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  doorCard: ReactNode;
  /** The guide's title; '진행 안내' unless told. */
  guideTitle?: string;
  /** The guide's first lines: the practice time unless told. */
  timeSteps?: readonly string[];
  /** The guide's lines after how to type: what ending the encounter does. */
  endSteps: readonly string[];
  /** Over the buttons: why the last action failed. */
  alert?: ReactNode;
  /** The start button(s) and what the connection allows. */
  children: ReactNode;
}

/**
 * The page before an encounter (a free case, a blind practice, a mock exam's case): back link,
 * title, the door card, the guide and the start button. The pages differ in what they name (a blind
 * practice hides the diagnosis) and in what ending the encounter leads to.
 */
export function BriefingLayout({
  back,
  header,
  badges,
  title,
  lead,
  doorCard,
  guideTitle = GUIDE_TITLE,
  timeSteps = [BRIEFING_TIME_STEP],
  endSteps,
  alert,
  children,
}: BriefingLayoutProps) {
  const steps = [...timeSteps, BRIEFING_INPUT_STEP, ...endSteps];
  return (
    <Container size="md" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={back.to} size="sm" c="dimmed" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={16} />
            {back.label}
          </Group>
        </Anchor>

        {header}

        <Stack gap={6}>
          <Group gap={6}>{badges}</Group>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed">{lead}</Text>
        </Stack>

        <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white">
          {doorCard}
        </Paper>

        <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white">
          <Text fw={700} mb="xs">
            {guideTitle}
          </Text>
          <List size="sm" spacing={6} c="gray.8">
            {steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Paper>

        {alert}

        <Stack gap={6} align="stretch">
          {children}
        </Stack>
      </Stack>
    </Container>
  );
}

const CENTERED: CSSProperties = { alignSelf: 'center' };

interface BriefingStartButtonProps {
  onClick: () => void;
  disabled: boolean;
  loading?: boolean;
  /** Alone under the guide it stands centred; in a row of buttons the row places it. */
  centered?: boolean;
  children: ReactNode;
}

/** The large button that starts the encounter. */
export function BriefingStartButton({
  onClick,
  disabled,
  loading,
  centered = true,
  children,
}: BriefingStartButtonProps) {
  return (
    <Button
      size="lg"
      leftSection={<IconPlayerPlay size={20} />}
      onClick={onClick}
      loading={loading}
      disabled={disabled}
      style={centered ? CENTERED : undefined}
      w={{ base: '100%', xs: 'auto' }}
      miw={{ xs: 240 }}
    >
      {children}
    </Button>
  );
}
