/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, type Page } from '@playwright/test';
import { apiGetAsLearner } from './support';

/** A write request the app sent, as one tab's network saw it. */
export interface SentWrite {
  tab: string;
  method: string;
  path: string;
  key: string;
  /** Whom the bearer token was issued to (its `sub`). */
  sub: string | null;
}

/** The `sub` claim of a bearer token, read like the app reads it (no verification needed here). */
export function tokenSubject(authorization: string | undefined): string | null {
  const payload = authorization?.replace(/^Bearer /, '').split('.')[1];
  if (!payload) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string };
  return claims.sub ?? null;
}

const WRITE_PATH = /\/api\/v1\/(cases\/[^/]+\/bookmark|my-notes\/incorrect-notes\/.+|feedback)$/;

/**
 * Records every write (bookmark, note, feedback post) this tab sends, then lets it through.
 * page.route is per page, so each request is attributed to the tab that sent it.
 */
export async function recordWrites(page: Page, tab: string, log: SentWrite[]): Promise<void> {
  await page.route(WRITE_PATH, async (route) => {
    const request = route.request();
    if (request.method() === 'GET') return route.fallback();
    const headers = request.headers();
    log.push({
      tab,
      method: request.method(),
      path: new URL(request.url()).pathname.replace('/api/v1/', ''),
      key: headers['idempotency-key'] ?? '',
      sub: tokenSubject(headers.authorization),
    });
    await route.fallback();
  });
}

/** The first `count` cases of the library as listed: name and scenarioId. */
export async function firstCases(page: Page, count: number): Promise<{ name: string; id: string }[]> {
  const cards = page.getByTestId('case-card');
  await expect(cards.first()).toBeVisible();
  const found: { name: string; id: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const link = cards.nth(index).getByRole('link').first();
    const name = ((await link.textContent()) ?? '').trim();
    const id = (await link.getAttribute('href'))?.split('/').pop() ?? '';
    found.push({ name, id });
  }
  return found;
}

/** The bookmark star of a case in the library list. */
export function star(page: Page, name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^${escaped} 즐겨찾기(에 추가| 해제)$`) });
}

export async function toggleBookmark(page: Page, name: string): Promise<void> {
  const button = star(page, name);
  const before = await button.getAttribute('aria-pressed');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
}

/** The learner's bookmarks on the server, sorted. */
export async function serverBookmarks(page: Page): Promise<string[]> {
  const answer = await apiGetAsLearner<{ data: { scenarioId: string }[] }>(page, 'my-notes/bookmarks');
  return answer.data.map((item) => item.scenarioId).sort();
}

/** Every row of one table of the app's IndexedDB ('cpx'), read directly. */
export async function storedRows<T = Record<string, unknown>>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('cpx');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(name, 'readonly').objectStore(name).getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as T[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    table,
  );
}
