import { expect, test as base, type Page } from '@playwright/test';
import { logInViaForm, newLearner, type TestLearner } from './support';

/**
 * One learner per worker, for tests that only need "someone signed in" and do not depend on a
 * fresh history. The server allows 20 sign-ups per hour from one address, and the whole suite
 * would otherwise pass that. Tests that bookmark or practise a case give it a case of its own.
 */
export const test = base.extend<{ signInShared: () => Promise<TestLearner> }, { sharedLearner: TestLearner }>(
  {
    sharedLearner: [
      async ({ playwright }, use, workerInfo) => {
        const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
        const learner = newLearner('shared');
        const response = await request.post('/api/v1/auth/register', {
          data: {
            fullName: learner.fullName,
            nickname: learner.nickname,
            email: learner.email,
            password: learner.password,
          },
        });
        expect(response.status(), await response.text()).toBe(201);
        await request.dispose();
        await use(learner);
      },
      { scope: 'worker' },
    ],
    signInShared: async ({ page, sharedLearner }, use) => {
      await use(() => signIn(page, sharedLearner));
    },
  },
);

async function signIn(page: Page, learner: TestLearner): Promise<TestLearner> {
  await page.goto('/login');
  await logInViaForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return learner;
}

export { expect };
