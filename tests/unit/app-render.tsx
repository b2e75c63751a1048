import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { act } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { appStore, sessionAtom } from '../../src/lib/app-atoms';
import { renderWithMantine } from './render-with-mantine';

/**
 * For component tests of the signed-in layout's pieces (monitors, sync status, notifiers): the
 * app's store with a learner signed in, its providers, and a bare router where Links need one.
 */

/** Signs a test learner into the app's store, as the session restore would. */
export function signInTestLearner(userId = 'u-1'): void {
  appStore.set(sessionAtom, {
    status: 'signedIn',
    user: {
      userId,
      role: 'USER',
      fullName: '김테스트',
      email: 'test@example.com',
      nickname: '테스터',
      profileImageUrl: null,
    } as never,
  });
}

/** Renders `ui` inside the app's store and Mantine theme. */
export function renderInApp(ui: ReactNode) {
  return renderWithMantine(<Provider store={appStore}>{ui}</Provider>);
}

/** Renders `ui` on a page at `path` of a bare router (Links need one), inside the app's providers. */
export function renderAtPath(path: string, ui: ReactNode) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        {ui}
      </>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    // The bare tree has no pages; only what `ui` renders is under test.
    defaultNotFoundComponent: () => null,
  }) as unknown as AnyRouter;
  return renderInApp(<RouterProvider router={router} />);
}

/** Moves the fake clock, letting Dexie's live queries and React settle. */
export async function advanceFakeTime(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
