import { Alert, Box, Transition } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';

/** Shown for 3 s when the learner hides the log: only the latest exchange stays readable. */
export function ChatHiddenNotice({ visible }: { visible: boolean }) {
  return (
    <Box
      style={{
        position: 'absolute',
        top: 12,
        left: 8,
        right: 8,
        zIndex: 40,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      <Transition mounted={visible} transition="fade" duration={150}>
        {(style) => (
          <Alert
            style={{
              ...style,
              border: '1px solid var(--mantine-color-gray-3)',
              boxShadow: 'var(--mantine-shadow-md)',
            }}
            color="dark"
            variant="white"
            radius="lg"
            py="xs"
            icon={<IconEyeOff size={18} />}
            role="status"
          >
            이전 대화가 가려졌습니다. 최근 질문과 답변만 보이며, 대화는 계속할 수 있습니다.
          </Alert>
        )}
      </Transition>
    </Box>
  );
}
