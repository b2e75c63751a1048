import { Alert, Transition } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';

/** Shown for 3 s when the learner hides the log: only the latest exchange stays readable. */
export function ChatHiddenNotice({ visible }: { visible: boolean }) {
  return (
    <Transition mounted={visible} transition="fade" duration={150}>
      {(style) => (
        <Alert
          style={{
            ...style,
            position: 'absolute',
            top: 8,
            left: 8,
            right: 8,
            zIndex: 40,
            border: '1px solid var(--mantine-color-gray-3)',
            boxShadow: 'var(--mantine-shadow-sm)',
          }}
          color="gray"
          variant="white"
          radius="md"
          icon={<IconEyeOff size={18} />}
          role="status"
        >
          이전 대화가 가려졌습니다. 최근 질문과 답변만 보이며, 대화는 계속할 수 있습니다.
        </Alert>
      )}
    </Transition>
  );
}
