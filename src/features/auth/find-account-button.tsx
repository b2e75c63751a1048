import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';

/** The dialog (a Modal, the account API and its schemas) loads when the learner first opens it. */
const FindAccountDialog = lazy(() =>
  import('./find-account-dialog').then((module) => ({ default: module.FindAccountDialog })),
);

/** Opens the find-account dialog, pre-filled with the e-mail typed into the login form. */
export function FindAccountButton({ email }: { email: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted from the first opening on, so that closing it still plays its transition.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => {
          setWanted(true);
          open();
        }}
      >
        아이디·비밀번호 찾기
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <FindAccountDialog opened={opened} onClose={close} initialEmail={email.trim()} />
        </Suspense>
      )}
    </>
  );
}
