import { expect, test } from '@playwright/test';
import { navigateInApp, saveScreenshot, signedInLearner } from './support';

/**
 * A child under two is shown in months wherever the app names a patient's age: '생후 2개월 남자'
 * for a 2-month-old, '12개월 남자' for a 1-year-old, never '0세' (src/lib/format-patient-age.ts).
 * Case list (여성/소아 > 예방접종), briefing door card and bookmarks, at phone and desktop size.
 */
const INFANT_ID = 'infant-vaccination-2-months';
const INFANT_NAME = '2개월 영아 예방접종 상담';

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  const tag = `${width}x${height}`;

  test(`an infant's age reads in months at ${tag}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signedInLearner(
      page,
      `infant${width}`,
      `/cases?primary=${encodeURIComponent('여성/소아')}&secondary=${encodeURIComponent('예방접종')}`,
    );

    // ---- Case list, paediatric vaccination cases ----------------------------------------------
    const cards = page.getByTestId('case-card');
    const infant = cards.filter({ has: page.getByRole('link', { name: INFANT_NAME }) });
    await expect(infant).toContainText('생후 2개월 남자');
    await expect(cards.filter({ hasText: '12개월 MMR 예방접종 상담' })).toContainText('12개월 남자');
    for (const text of await cards.allTextContents()) expect(text).not.toMatch(/(^|\D)0세/);
    await infant.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `infant-cases-${tag}`, { fullPage: false });

    // ---- Bookmark it: the bookmarks page says the same ---------------------------------------
    await infant.getByRole('button', { name: `${INFANT_NAME} 즐겨찾기에 추가` }).click();
    await expect(infant.getByRole('button', { name: `${INFANT_NAME} 즐겨찾기 해제` })).toBeVisible();

    // ---- Briefing door card ------------------------------------------------------------------
    await infant.getByRole('link', { name: INFANT_NAME }).click();
    await expect(page).toHaveURL(new RegExp(`/cases/practice/${INFANT_ID}$`));
    const doorCard = page.getByTestId('door-card');
    await expect(doorCard.getByText('류건우 · 생후 2개월 남자')).toBeVisible();
    await expect(doorCard).not.toContainText('0세');
    await saveScreenshot(page, `infant-briefing-${tag}`);

    await navigateInApp(page, '/my-notes/bookmarks');
    const bookmark = page.getByTestId('bookmark-card').filter({ hasText: INFANT_NAME });
    await expect(bookmark).toContainText('생후 2개월 남자');
  });
}
