// The PWA's IndexedDB, in Node: must be installed before Dexie is first imported.
import 'fake-indexeddb/auto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CpxDatabase } from '../src/data/db';
import { createCasesRepo } from '../src/data/repos/cases-repo';
import { createOutboxRepo } from '../src/data/repos/outbox-repo';
import type { Connectivity, ConnectivityListener } from '../src/data/sync/connectivity';
import { repoReverters, revertingQueue } from '../src/data/sync/reverting-queue';
import { createSyncEngine } from '../src/data/sync/sync-engine';
import { table, writeSection } from './results';

/**
 * Sync replay: 1,000 writes queued on a device while offline, replayed when it reconnects, against
 * a real server process on loopback (embedded PGlite). The PWA's own sync engine, outbox, reverting
 * queue and cases repo drive it — only IndexedDB is fake-indexeddb, and the browser's fetch is
 * Node's. The writes are bookmark toggles made through the repo, as the star button makes them:
 * 500 cases bookmarked, 250 of them un-bookmarked, then bookmarked again, so the server must end
 * with exactly 500 bookmarks.
 *
 * Two runs: a clean one, and one where every 10th answer is lost after the server acted (the
 * request reached it; the device never heard back). The engine resends those with the same
 * Idempotency-Key and the server answers from its stored reply, so the end state is the same.
 * The lossy run uses a 10 ms backoff base instead of 1 s, so it measures replay cost rather than
 * waiting.
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = 4321;
const origin = `http://127.0.0.1:${PORT}`;
const WRITES = 1_000;

async function waitHealthy(child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 3_000; attempt += 1) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${origin}/api/v1/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('server did not start');
}

async function api<T>(pathname: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(`${origin}/api/v1/${pathname}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function newLearner(label: string): Promise<string> {
  const email = `replay-${label}-${Date.now().toString(36)}@example.com`;
  const password = 'replay-password-1';
  await api('auth/register', {
    method: 'POST',
    body: JSON.stringify({ fullName: '동기화 측정', nickname: `replay${label}`, email, password }),
  });
  const login = await api<{ accessToken: string; user: { userId: string } }>('auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return login.accessToken;
}

/** Online or offline on command, like the browser's events. */
function switchableConnectivity(): Connectivity & { goOnline(): void } {
  let online = false;
  const listeners = new Set<ConnectivityListener>();
  return {
    browserOnline: () => online,
    isOnline: () => online,
    reportFailure: () => undefined,
    reportSuccess: () => undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    goOnline() {
      online = true;
      for (const listener of listeners) listener({ online: true, cameBackOnline: true });
    },
  };
}

interface ReplayResult {
  enqueueMs: number;
  replayMs: number;
  /** Of replayMs, the time spent waiting for the server's answers. */
  serverMs: number;
  requests: number;
  lostAnswers: number;
  statuses: Map<number, number>;
  serverBookmarks: number;
}

async function replay(label: string, loseEvery: number | null): Promise<ReplayResult> {
  const token = await newLearner(label);
  const userId = (await api<{ data: { userId: string } }>('users/me', { token })).data.userId;
  const scenarios = (
    await api<{ data: Parameters<ReturnType<typeof createCasesRepo>['replaceAll']>[1] }>('cases?limit=1000', {
      token,
    })
  ).data;
  if (scenarios.length < 500) throw new Error('the library needs 500 cases');

  const database = new CpxDatabase(`cpx-replay-${label}`);
  await database.open();
  const cases = createCasesRepo(database);
  const outbox = createOutboxRepo(database);
  await cases.replaceAll(userId, scenarios);

  // ---- Offline: 1,000 optimistic writes, each row + outbox entry in one transaction -------------
  const ids = scenarios.slice(0, 500).map((scenario) => scenario.scenarioId);
  const enqueueStarted = performance.now();
  for (const id of ids) await cases.setBookmark(userId, id, true);
  for (const id of ids.slice(0, 250)) await cases.setBookmark(userId, id, false);
  for (const id of ids.slice(0, 250)) await cases.setBookmark(userId, id, true);
  const enqueueMs = performance.now() - enqueueStarted;
  if ((await outbox.pendingCount(userId)) !== WRITES) throw new Error('not all writes were queued');

  // ---- Reconnect: the engine replays the queue in order -----------------------------------------
  let requests = 0;
  let lostAnswers = 0;
  let serverMs = 0;
  const statuses = new Map<number, number>();
  const connectivity = switchableConnectivity();
  let drained: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (drained = resolve));
  const engine = createSyncEngine({
    queue: revertingQueue(database, outbox, repoReverters(database)),
    fetch: async (url, init) => {
      requests += 1;
      const sent = performance.now();
      const response = await fetch(url, init);
      serverMs += performance.now() - sent;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (loseEvery !== null && requests % loseEvery === 0) {
        lostAnswers += 1;
        throw new TypeError('answer lost on the way back');
      }
      return response;
    },
    apiBase: `${origin}/api/v1`,
    getAccessToken: () => token,
    refreshSession: async () => ({ status: 'rejected' }),
    connectivity,
    onSynced: async () => {
      if ((await outbox.pendingCount(userId)) === 0) drained();
    },
    backoff: loseEvery === null ? undefined : { baseMs: 10, maxMs: 100 },
  });
  engine.start(userId);
  const replayStarted = performance.now();
  connectivity.goOnline();
  await done;
  const replayMs = performance.now() - replayStarted;
  engine.stop();

  const serverBookmarks = (await api<{ data: unknown[] }>('my-notes/bookmarks', { token })).data.length;
  const rejected = await outbox.rejectedEntries(userId);
  database.close();
  if (rejected.length > 0) throw new Error(`${rejected.length} writes were refused`);
  if (serverBookmarks !== 500) throw new Error(`server has ${serverBookmarks} bookmarks, expected 500`);
  return { enqueueMs, replayMs, serverMs, requests, lostAnswers, statuses, serverBookmarks };
}

export async function benchSyncReplay(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpx-replay-'));
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      REGISTER_RATE_LIMIT_PER_HOUR: '100',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const rows: (string | number)[][] = [];
  // Shared machines: say how busy this one was, since the figures move with it.
  const load = os.loadavg()[0]?.toFixed(1) ?? '?';
  try {
    await waitHealthy(child);
    for (const [label, loseEvery] of [
      ['clean', null],
      ['lossy', 10],
    ] as const) {
      const result = await replay(label, loseEvery);
      const statusText = [...result.statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${count}× ${status}`)
        .join(', ');
      rows.push([
        loseEvery === null
          ? `${WRITES.toLocaleString()} queued bookmark writes, replayed on reconnect`
          : `Same, every ${loseEvery}th answer lost (resent with its Idempotency-Key)`,
        `${(result.replayMs / 1000).toFixed(2)} s (${(result.replayMs / WRITES).toFixed(2)} ms/write, of which ${(result.serverMs / result.requests).toFixed(2)} ms/request waiting for the server)`,
        `${result.requests.toLocaleString()} (${statusText}${result.lostAnswers ? `; ${result.lostAnswers} answers dropped` : ''})`,
        `${result.serverBookmarks} bookmarks, as queued`,
      ]);
      rows.push([
        `Queuing them offline (${label} run: row + outbox entry per write, fake-indexeddb)`,
        `${(result.enqueueMs / 1000).toFixed(2)} s (${(result.enqueueMs / WRITES).toFixed(2)} ms/write)`,
        '—',
        '—',
      ]);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  const body = [
    'One learner, one device, strictly in order (one request in flight), against a real server on',
    'loopback with embedded PGlite. The PWA sync engine, outbox and repos run in Node with',
    'fake-indexeddb standing in for the browser IndexedDB; the writes are made the way the star button',
    `makes them. Server state is checked after each run. 1-minute load average at the start: ${load}.`,
    '',
    table(['Run', 'Replay time', 'Requests', 'Server state after'], rows),
  ].join('\n');
  writeSection('sync-replay', 'Sync replay', body);
  console.log(body);
}

// `npx tsx bench/sync-replay.ts` runs this section alone; `npm run bench` runs it with the others.
if (import.meta.url === `file://${process.argv[1]}`) await benchSyncReplay();
