import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN } from './admin-account';
import {
  apiGetAsLearner,
  navigateInApp,
  saveScreenshot,
  signedInLearner,
  storeSessionOf,
  waitForActiveServiceWorker,
} from './support';

/**
 * The feedback board (issue 12): visibility of public and private posts between two learners and
 * the admin, the admin's answer reaching the author, markup shown as text, and a post written
 * offline that waits in the outbox and reaches the server once. Screenshots at phone and desktop
 * sizes go to tests/e2e/artifacts/.
 */
const sizes = [
  { name: '390x844', width: 390, height: 844 },
  { name: '1440x900', width: 1440, height: 900 },
] as const;

/** Screenshots of the current screen at both sizes; the page ends at the desktop size. */
async function shootBoth(page: Page, name: string, ready?: () => Promise<void>) {
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await ready?.();
    await saveScreenshot(page, `${name}-${size.name}`);
  }
}

interface FeedbackListAnswer {
  feedbacks: Array<{ feedbackId: string; title: string }>;
  pagination: { totalItems: number };
}

async function writeFeedback(
  page: Page,
  post: { category: string; title: string; content: string; priority?: string; isPublic: boolean },
) {
  await navigateInApp(page, '/feedback/create');
  await page.getByRole('radio', { name: post.category }).click();
  await page.getByRole('textbox', { name: '제목' }).fill(post.title);
  await page.getByRole('textbox', { name: '내용' }).fill(post.content);
  if (post.priority) {
    await page.getByRole('combobox', { name: '우선순위' }).click();
    await page.getByRole('option', { name: post.priority }).click();
  }
  const publicBox = page.getByRole('checkbox', { name: /공개 게시/ });
  if ((await publicBox.isChecked()) !== post.isPublic) await publicBox.click();
  await page.getByRole('button', { name: '등록하기' }).click();
}

/** The admin, signed in by API (the login form has its own tests), on `at`. */
async function signInAsAdmin(browser: Browser, at: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await storeSessionOf(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(at);
  return page;
}

test.use({ viewport: { width: 1440, height: 900 } });

test('public and private posts, the admin answers, the author reads the answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const publicTitle = `<script>alert("xss")</script> 공개 제안 ${run}`;
  const privateTitle = `비공개 문의 ${run}`;

  // --- The author writes a public and a private post. ---
  const author = await signedInLearner(page, 'fbauthor', '/feedback/create');
  await expect(page.getByRole('heading', { level: 1, name: '피드백 작성' })).toBeVisible();
  await shootBoth(page, 'feedback-create');

  // Validation: nothing typed, then too short; each error clears as its field is edited.
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('제목을 입력해주세요.')).toBeVisible();
  await expect(page.getByText('내용을 입력해주세요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '등록하기' })).toBeDisabled();
  await page.getByRole('textbox', { name: '제목' }).fill('임시 제목');
  await expect(page.getByText('제목을 입력해주세요.')).toBeHidden();
  await page.getByRole('textbox', { name: '내용' }).fill('짧아요');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('내용을 10자 이상 입력해주세요.')).toBeVisible();
  await page.getByRole('textbox', { name: '제목' }).fill('가'.repeat(240));
  await expect(page.getByTestId('title-counter')).toHaveText('200/200');
  await shootBoth(page, 'feedback-create-errors');

  await writeFeedback(page, {
    category: '제안',
    title: publicTitle,
    content: '첫 줄입니다. <b>굵게</b> 쓰면\n둘째 줄로 넘어갑니다.',
    priority: '높음',
    isPublic: true,
  });
  const modal = page.getByTestId('app-modal');
  await expect(modal).toContainText('피드백이 등록되었습니다. 소중한 의견 감사합니다!');
  await modal.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/feedback$/);

  await writeFeedback(page, {
    category: '문의',
    title: privateTitle,
    content: '작성자와 관리자만 볼 수 있는 문의입니다.',
    isPublic: false,
  });
  await expect(modal).toContainText('피드백이 등록되었습니다.');
  await modal.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/feedback$/);

  // The list shows both to the author; the markup in the title is text, not an element.
  const publicRow = page.getByTestId('feedback-row').filter({ hasText: `공개 제안 ${run}` });
  await expect(publicRow.getByTestId('feedback-row-title')).toHaveText(publicTitle);
  await expect(page.getByTestId('feedback-row').filter({ hasText: privateTitle })).toContainText('비공개');
  expect(await page.locator('main script').count()).toBe(0);
  await shootBoth(page, 'feedback-list');

  // Search and filters live in the URL.
  await page.getByRole('textbox', { name: '제목 또는 내용 검색' }).fill(`비공개 문의 ${run}`);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=`));
  await expect(page.getByTestId('feedback-row')).toHaveCount(1);
  await page.getByRole('button', { name: '필터', exact: true }).click();
  await page.getByRole('combobox', { name: '상태' }).click();
  await page.getByRole('option', { name: '해결됨' }).click();
  await expect(page).toHaveURL(/status=RESOLVED/);
  await expect(page.getByText('등록된 피드백이 없습니다')).toBeVisible();
  await page.getByRole('button', { name: '필터 초기화' }).first().click();
  await expect(page).toHaveURL(/\/feedback$/);

  // The detail keeps line breaks and shows the markup as typed.
  await publicRow.click();
  await expect(page).toHaveURL(/\/feedback\/[0-9a-f-]{36}$/);
  const publicId = page.url().split('/').pop() ?? '';
  await expect(page.getByTestId('feedback-title')).toHaveText(publicTitle);
  await expect(page.getByTestId('feedback-content')).toHaveText(
    '첫 줄입니다. <b>굵게</b> 쓰면\n둘째 줄로 넘어갑니다.',
  );
  await expect(page.getByTestId('feedback-category')).toHaveText('제안');
  await expect(page.getByText('우선순위 높음')).toBeVisible();
  await expect(page.getByRole('link', { name: '수정' })).toBeVisible();
  await shootBoth(page, 'feedback-detail');

  await navigateInApp(page, '/feedback');
  await page.getByTestId('feedback-row').filter({ hasText: privateTitle }).click();
  await expect(page.getByTestId('feedback-title')).toHaveText(privateTitle);
  const privateId = page.url().split('/').pop() ?? '';

  // --- A second learner sees only the public post. ---
  const readerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const reader = await readerContext.newPage();
  await signedInLearner(reader, 'fbreader');
  await navigateInApp(reader, `/feedback?search=${encodeURIComponent(run)}`);
  await expect(reader.getByTestId('feedback-row')).toHaveCount(1);
  await expect(reader.getByTestId('feedback-row-title')).toHaveText(publicTitle);
  await navigateInApp(reader, `/feedback/${privateId}`);
  await expect(reader.getByTestId('feedback-problem')).toHaveText('피드백을 찾을 수 없습니다.');
  await expect(reader.getByRole('link', { name: '목록으로 돌아가기' })).toBeVisible();
  // Someone else's post: no edit or delete.
  await navigateInApp(reader, `/feedback/${publicId}`);
  await expect(reader.getByTestId('feedback-title')).toHaveText(publicTitle);
  await expect(reader.getByRole('button', { name: '삭제' })).toHaveCount(0);
  await expect(reader.getByRole('link', { name: '수정' })).toHaveCount(0);
  await readerContext.close();

  // --- The admin sees both, answers the private one and changes its status. ---
  const admin = await signInAsAdmin(browser, `/admin/feedback?search=${encodeURIComponent(run)}`);
  await expect(admin.getByRole('heading', { level: 1, name: '피드백 관리' })).toBeVisible();
  await expect(admin.getByTestId('admin-feedback-row')).toHaveCount(2);
  await expect(admin.getByTestId('count-total')).toContainText('2');
  await expect(admin.getByTestId('count-PENDING')).toContainText('2');
  await shootBoth(admin, 'admin-feedback-list');

  await admin.getByTestId('admin-feedback-row').filter({ hasText: privateTitle }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/feedback/${privateId}$`));
  await expect(admin.getByTestId('admin-mode-badge')).toHaveText('관리자 모드');
  const save = admin.getByRole('button', { name: '답변 저장' });
  await expect(save).toBeDisabled();
  await admin.getByRole('textbox', { name: '답변 내용' }).fill('   ');
  await expect(save).toBeDisabled();
  await admin.getByRole('combobox', { name: '처리 상태' }).click();
  await admin.getByRole('option', { name: '해결됨' }).click();
  await admin
    .getByRole('textbox', { name: '답변 내용' })
    .fill('  확인했습니다.\n다음 업데이트에서 고치겠습니다.  ');
  await shootBoth(admin, 'admin-feedback-detail');
  await save.click();
  const adminModal = admin.getByTestId('app-modal');
  await expect(adminModal).toContainText('답변이 저장되었습니다.');
  await adminModal.getByRole('button', { name: '확인' }).click();
  await expect(admin.getByTestId('admin-answer-text')).toHaveText(
    '확인했습니다.\n다음 업데이트에서 고치겠습니다.',
  );
  await expect(admin.getByTestId('status-badge').first()).toHaveText('해결됨');

  // Editing the answer shows the previous one beside it.
  await admin.getByRole('textbox', { name: '답변 내용' }).fill('고친 답변입니다.');
  await expect(admin.getByTestId('previous-response')).toContainText('확인했습니다.');
  await saveScreenshot(admin, 'admin-feedback-detail-answered-1440x900');
  await admin.context().close();

  // --- The author sees the answer: in the list, then in the post (the app was open all along). ---
  await navigateInApp(page, '/feedback');
  const answeredRow = page.getByTestId('feedback-row').filter({ hasText: privateTitle });
  await expect(answeredRow).toContainText('답변 완료');
  await answeredRow.click();
  await expect(page).toHaveURL(new RegExp(`/feedback/${privateId}$`));
  await expect(page.getByTestId('admin-answer-text')).toHaveText(
    '확인했습니다.\n다음 업데이트에서 고치겠습니다.',
  );
  await expect(page.getByTestId('admin-answer')).toContainText('관리자');
  await expect(page.getByTestId('status-badge')).toHaveText('해결됨');
  await shootBoth(page, 'feedback-detail-answered');

  // --- The author edits, then deletes, the public post. ---
  await navigateInApp(page, `/feedback/${publicId}`);
  await page.getByRole('link', { name: '수정' }).click();
  await expect(page).toHaveURL(new RegExp(`/feedback/${publicId}/edit$`));
  await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue(publicTitle);
  await page.getByRole('textbox', { name: '제목' }).fill(`수정된 공개 제안 ${run}`);
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(modal).toContainText('피드백이 수정되었습니다.');
  await modal.getByRole('button', { name: '확인' }).click();
  await expect(page.getByTestId('feedback-title')).toHaveText(`수정된 공개 제안 ${run}`);

  await page.getByRole('button', { name: '삭제' }).click();
  await expect(modal).toContainText('이 피드백을 삭제하시겠습니까? 삭제된 피드백은 복구할 수 없습니다.');
  await modal.getByRole('button', { name: '삭제' }).click();
  await expect(modal).toContainText('피드백이 삭제되었습니다.');
  await modal.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  const remaining = await apiGetAsLearner<FeedbackListAnswer>(
    page,
    `feedback?search=${encodeURIComponent(run)}`,
  );
  expect(remaining.feedbacks.map((item) => item.title)).toEqual([privateTitle]);
  expect(author.nickname).toBeTruthy();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a post written offline waits on the device and reaches the server once', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const run = Date.now().toString(36);
    const title = `오프라인 작성 ${run}`;
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInLearner(page, 'fboffline');
    await waitForActiveServiceWorker(page);

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/feedback') {
        posts.push(request.headers()['idempotency-key'] ?? '');
      }
    });

    // A list page read online, so it opens again offline.
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { level: 1, name: '피드백 게시판' })).toBeVisible();
    await expect(page.getByText(/총 \d+개/)).toBeVisible();

    await context.setOffline(true);
    await page.goto('/feedback/create');
    await expect(page.getByText('오프라인입니다.', { exact: false })).toBeVisible();
    await page.getByRole('radio', { name: '버그 신고' }).click();
    await page.getByRole('textbox', { name: '제목' }).fill(title);
    await page.getByRole('textbox', { name: '내용' }).fill('지하철에서 연결이 끊긴 채로 작성했습니다.');
    await page.getByRole('button', { name: '등록하기' }).click();
    const modal = page.getByTestId('app-modal');
    await expect(modal).toContainText('자동으로 등록됩니다');
    await modal.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/feedback$/);

    const waiting = page.getByTestId('pending-feedback-row').filter({ hasText: title });
    await expect(waiting).toContainText('전송 대기 중');
    await saveScreenshot(page, 'feedback-offline-390x844', { fullPage: false });

    // A reload while offline: the app shell from the service worker, the list and the draft from Dexie.
    await page.reload();
    await expect(page.getByText('오프라인입니다.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('pending-feedback-row').filter({ hasText: title })).toContainText(
      '전송 대기 중',
    );
    expect(posts).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByTestId('feedback-row').filter({ hasText: title })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('pending-feedback-row')).toHaveCount(0);

    const onServer = await apiGetAsLearner<FeedbackListAnswer>(
      page,
      `feedback?search=${encodeURIComponent(title)}`,
    );
    expect(onServer.pagination.totalItems).toBe(1);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

test('the pager shows at most 5 pages in the URL, and a failed load offers a retry', async ({ page }) => {
  await signedInLearner(page, 'fbpager');
  const item = (n: number) => ({
    feedbackId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: 'someone',
    title: `가짜 글 ${n}`,
    content: '페이지 이동을 확인하기 위한 글입니다.',
    category: 'OTHER',
    priority: 'LOW',
    status: 'PENDING',
    isPublic: true,
    viewCount: n,
    createdAt: '2026-11-20T01:00:00.000Z',
    updatedAt: '2026-11-20T01:00:00.000Z',
    author: null,
    adminResponse: null,
    admin: null,
    respondedAt: null,
  });
  let failNext = false;
  await page.route('**/api/v1/feedback?*', async (route) => {
    const url = new URL(route.request().url());
    if (failNext) {
      failNext = false;
      await route.fulfill({
        status: 500,
        json: { error: '서버에 일시적인 문제가 발생했습니다. 잠시 후 다시 시도해주세요.', code: 'INTERNAL' },
      });
      return;
    }
    const current = Number(url.searchParams.get('page') ?? '1');
    await route.fulfill({
      json: {
        feedbacks: Array.from({ length: 10 }, (_, index) => item((current - 1) * 10 + index + 1)),
        pagination: { currentPage: current, totalPages: 12, totalItems: 118, itemsPerPage: 10 },
      },
    });
  });

  await page.goto('/feedback?page=6');
  const pager = page.getByRole('navigation', { name: '페이지 이동' });
  await expect(page.getByTestId('feedback-row').first()).toContainText('가짜 글 51');
  await expect(pager.getByRole('button', { name: /^\d+ 페이지$/ })).toHaveText(['4', '5', '6', '7', '8']);
  await expect(pager.getByRole('button', { name: '6 페이지' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: '다음 페이지' }).click();
  await expect(page).toHaveURL(/page=7/);
  await expect(page.getByTestId('feedback-row').first()).toContainText('가짜 글 61');
  // "익명" when the author is not known.
  await expect(page.getByTestId('feedback-row').first()).toContainText('익명');

  failNext = true;
  await pager.getByRole('button', { name: '9 페이지' }).click();
  await expect(page).toHaveURL(/page=9/);
  await expect(page.getByRole('alert')).toContainText(
    '오류가 발생했습니다: 서버에 일시적인 문제가 발생했습니다. 잠시 후 다시 시도해주세요.',
  );
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('feedback-row').first()).toContainText('가짜 글 81');
});
