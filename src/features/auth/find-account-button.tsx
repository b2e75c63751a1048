import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FindAccountDialog } from './find-account-dialog';

/** Opens the find-account dialog, pre-filled with the e-mail typed into the login form. */
export function FindAccountButton({ email }: { email: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={open}>
        아이디·비밀번호 찾기
      </Button>
      <FindAccountDialog opened={opened} onClose={close} initialEmail={email.trim()} />
    </>
  );
}
