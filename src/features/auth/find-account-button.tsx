import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ComingSoonModal } from '../../components/coming-soon-modal';

/** Opens the find-account dialog (find id / password reset mail); its content ships later. */
export function FindAccountButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={open}>
        계정 찾기
      </Button>
      <ComingSoonModal
        title="계정 찾기"
        opened={opened}
        onClose={close}
        description="가입한 이메일로 아이디를 확인하거나 비밀번호 재설정 메일을 받는 기능이 곧 제공됩니다."
      />
    </>
  );
}
