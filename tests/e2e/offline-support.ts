/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, type Page } from '@playwright/test';
import { authHeaders } from './support';

/**
 * Helpers shared by the offline, service-worker and fault-injection suites: calls made as the
 * signed-in learner, and reads of what the app keeps on the device (the outbox, the worker's build).
 */

/** A chat message as the server lists it (GET practice-sessions/:id/chat-messages). */
export interface ServerMessage {
  id: string;
  sender: 'user' | 'ai';
  content: string;
}

/** Asks the patient one question on the live practice page and waits for its reply. */
export async function ask(page: Page, text: string, expectedReplies: number): Promise<void> {
  const input = page.getByLabel('환자에게 보낼 메시지');
  await expect(input).toBeEnabled();
  await input.fill(text);
  await input.press('Enter');
  await expect(page.getByTestId('chat-ai')).toHaveCount(expectedReplies);
  await expect(input).toHaveValue('');
}

/** The words of the chat bubbles, in order (without the speaker's label). */
export function bubbles(page: Page, testId: 'chat-user' | 'chat-ai' | 'chat-any'): Promise<string[]> {
  const lines =
    testId === 'chat-any'
      ? page.locator('[data-testid="chat-user"], [data-testid="chat-ai"]')
      : page.getByTestId(testId);
  return lines.locator(':scope > div').allTextContents();
}

export async function bookmarkByApi(page: Page, scenarioId: string): Promise<void> {
  const response = await page.request.post(`/api/v1/cases/${scenarioId}/bookmark`, {
    headers: await authHeaders(page),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export interface StoredOutboxEntry {
  seq: number;
  id: string;
  /** What the write is (src/data/sync/outbox-kinds.ts), e.g. 'bookmark'. */
  kind: string;
  payload: unknown;
  status: string;
  attempts: number;
}

/** Every outbox row on the device, oldest first, read straight from IndexedDB. */
export async function readOutbox(page: Page): Promise<StoredOutboxEntry[]> {
  return page.evaluate(
    () =>
      new Promise<StoredOutboxEntry[]>((resolve, reject) => {
        const open = indexedDB.open('cpx');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('outbox', 'readonly').objectStore('outbox').getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as StoredOutboxEntry[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

export async function pendingOutbox(page: Page): Promise<StoredOutboxEntry[]> {
  return (await readOutbox(page)).filter((entry) => entry.status === 'pending');
}

/** Number of case rows in the device's library mirror. */
export async function storedCaseCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('cpx');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('cases')) {
            open.result.close();
            resolve(0);
            return;
          }
          const request = open.result.transaction('cases', 'readonly').objectStore('cases').count();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** The build the controlling service worker belongs to (sw/sw.ts answers GET_VERSION). */
export async function controllingWorkerVersion(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const controller = navigator.serviceWorker.controller;
    if (!controller) return null;
    const channel = new MessageChannel();
    const answer = new Promise<string>((resolve) => {
      channel.port1.onmessage = (event: MessageEvent<{ version: string }>) => resolve(event.data.version);
    });
    controller.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
    return answer;
  });
}

/**
 * Waits until the fonts this page has drawn with are loaded and kept by the service worker (its
 * 'fonts' cache, sw/sw.ts). Pretendard comes in subsets fetched as text needs them and kept as they
 * arrive; an online visit that moves on before then (on a busy machine the fetches can still be in
 * flight once the page's text is on screen) leaves a subset that an offline tab then asks for in vain.
 * Matched as the worker matches them, whatever the answer's Vary header names.
 */
export async function expectFontsKept(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const used = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => new URL(name).pathname.endsWith('.woff2'));
          const cache = await caches.open('fonts');
          const missing: string[] = [];
          for (const url of new Set(used))
            if (!(await cache.match(url, { ignoreVary: true }))) missing.push(url);
          return missing;
        }),
      { message: 'every font subset the page used is in the service worker’s cache' },
    )
    .toEqual([]);
}
