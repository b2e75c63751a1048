import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconAlertTriangle, IconMessageCircle, IconRefresh, IconUserHeart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ChatInput } from '../../components/chat/chat-input';
import { ChatTranscript } from '../../components/chat/chat-transcript';
import { DEMO_START_FAILED_MESSAGE, messageWithRetryHint } from '../../data/api/errors';
import { useDemoChat } from './use-demo-chat';

/**
 * The hero's live demo (spec 1 §2, §4 Demo): a real conversation with the virtual patient, no
 * account, no grading. The patient is always called '가상 환자' — by default it is the built-in
 * engine, not a language model, and the page must not claim otherwise.
 */
export function DemoChat() {
  const { phase, chat, start, send, notice } = useDemoChat();
  const disabledReason =
    phase === 'expired'
      ? '대화가 만료되었습니다'
      : phase === 'limit'
        ? '체험 대화를 모두 사용했습니다'
        : chat.responding
          ? '가상 환자가 답하고 있습니다…'
          : null;

  return (
    <Paper
      withBorder
      shadow="md"
      bg="white"
      w="100%"
      maw={480}
      mx="auto"
      style={{ overflow: 'hidden' }}
      id="demo"
    >
      <Group
        justify="space-between"
        wrap="nowrap"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="xl" variant="light" color="brand">
            <IconUserHeart size={20} />
          </ThemeIcon>
          <Stack gap={0}>
            <Text fw={700}>가상 환자와 대화해 보기</Text>
            <Text size="xs" c="dimmed">
              로그인 없이 체험 · 채점 없이 대화만
            </Text>
          </Stack>
        </Group>
        <Badge variant="light" color="teal" size="sm">
          체험판
        </Badge>
      </Group>

      <Box h={{ base: 340, sm: 380 }} style={{ display: 'flex', flexDirection: 'column' }}>
        {phase === 'idle' && (
          <Center h="100%" px="lg">
            <Stack align="center" ta="center" gap="md">
              <Text size="sm" c="gray.7" maw={320}>
                환자에게 직접 질문해 보세요. 증상을 묻고, 진찰은 괄호로 적으면 됩니다.
                <br />
                예: 어디가 불편해서 오셨어요? · (배를 눌러본다)
              </Text>
              <Button size="md" leftSection={<IconMessageCircle size={18} />} onClick={() => void start()}>
                대화 시작하기
              </Button>
            </Stack>
          </Center>
        )}
        {phase === 'starting' && (
          <Center h="100%" role="status">
            <Stack align="center" gap="xs">
              <Loader type="dots" />
              <Text size="sm" c="dimmed">
                가상 환자를 부르고 있습니다…
              </Text>
            </Stack>
          </Center>
        )}
        {phase === 'start-failed' && (
          <Center h="100%" px="lg">
            <Stack align="center" gap="md">
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                {DEMO_START_FAILED_MESSAGE}
              </Alert>
              <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => void start()}>
                다시 시도
              </Button>
            </Stack>
          </Center>
        )}
        {(phase === 'ready' || phase === 'expired' || phase === 'limit') && (
          <ChatTranscript
            lines={chat.lines}
            responding={chat.responding}
            userLabel="나"
            aiLabel="가상 환자"
          />
        )}
      </Box>

      {(phase === 'ready' || phase === 'expired' || phase === 'limit') && (
        <Stack gap="xs" p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          {phase === 'expired' && (
            <Alert color="gray" variant="light" py="xs">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{notice}</Text>
                <Button size="compact-sm" variant="light" onClick={() => void start()}>
                  새 대화 시작
                </Button>
              </Group>
            </Alert>
          )}
          {phase === 'limit' && (
            <Alert color="brand" variant="light" py="xs">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{notice}</Text>
                <Button size="compact-sm" component={Link} to="/register">
                  무료로 가입하기
                </Button>
              </Group>
            </Alert>
          )}
          <ChatInput
            value={chat.draft}
            onChange={chat.setDraft}
            onSend={send}
            disabledReason={disabledReason}
            error={phase === 'ready' && chat.error ? messageWithRetryHint(chat.error) : null}
            placeholder="가상 환자에게 질문해 보세요"
            hint="행동은 괄호 안에 적어주세요. 예: (상복부를 촉진한다)"
            label="가상 환자에게 보낼 메시지"
          />
        </Stack>
      )}
    </Paper>
  );
}
