import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { LoadingScreen } from './components/loading-screen';
import { UpdatePrompt } from './components/update-prompt';
import { appStore, sessionAtom } from './lib/app-atoms';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

/** Routes are mounted only once the stored session is settled, so guards never see "loading". */
function SessionGate() {
  const session = useAtomValue(sessionAtom);
  if (session.status === 'loading') return <LoadingScreen />;
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <JotaiProvider store={appStore}>
      {/* Light only: a colour-scheme script in index.html would break the CSP (no inline scripts). */}
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <Notifications position="top-center" zIndex={1000} />
        <UpdatePrompt />
        <SessionGate />
      </MantineProvider>
    </JotaiProvider>
  );
}
