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
        {/* Below the 80 px sticky header (global.css), so a notice never covers its navigation. */}
        <Notifications position="top-center" zIndex={1000} classNames={{ root: 'app-notifications' }} />
        <UpdatePrompt />
        <SessionGate />
      </MantineProvider>
    </JotaiProvider>
  );
}
