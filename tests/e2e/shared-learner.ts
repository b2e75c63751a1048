import { expect, test as base, type Page } from '@playwright/test';
import { newLearner, registerViaApi, storeSessionOf, type TestLearner } from './support';

/**
 * One learner per worker, for tests that only need "someone signed in" and do not depend on a
 * fresh history. The server allows 20 sign-ups per hour from one address, and the whole suite
 * would otherwise pass that. Tests that bookmark or practise a case give it a case of its own.
 */
export const test = base.extend<
  { signInShared: (at?: string) => Promise<TestLearner> },
  { sharedLearner: TestLearner }
>({
  sharedLearner: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const learner = newLearner('shared');
      await registerViaApi(request, learner);
      await request.dispose();
      await use(learner);
    },
    { scope: 'worker' },
  ],
  signInShared: async ({ page, sharedLearner }, use) => {
    await use((at) => signIn(page, sharedLearner, at));
  },
});

/**
 * Signs the shared learner in by API (the login form has its own tests) and opens `at` if given;
 * without it no page of the app is open yet, and the test's first `goto` boots the app once.
 */
async function signIn(page: Page, learner: TestLearner, at?: string): Promise<TestLearner> {
  await storeSessionOf(page, learner.email, learner.password);
  if (at) {
    await page.goto(at);
    await expect(page).not.toHaveURL(/\/login/);
  }
  return learner;
}

export { expect };
