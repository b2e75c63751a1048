import { HTTPError } from 'ky';
import { describe, expect, it, vi } from 'vitest';
import type { StoredTokens } from '../auth-storage';
import { createApiClient, type TokenStore } from './create-api-client';

const API = 'http://app.test/api/v1';

function memoryTokens(initial: StoredTokens): TokenStore & { current: StoredTokens } {
  const store = {
    current: { ...initial },
    readTokens: () => ({ ...store.current }),
    writeTokens: (tokens: { accessToken: string; refreshToken: string }) => {
      store.current = { ...tokens };
    },
  };
  return store;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A fake /api/v1: data routes accept only `Bearer <validAccess>`; refresh-token accepts only
 * `validRefresh` and rotates both tokens. The refresh answer can be held back with a gate so
 * tests decide when it lands.
 */
function fakeServer(options: { refreshWorks: boolean; acceptAfterRefresh?: boolean }) {
  let validAccess = 'access-valid';
  let validRefresh = 'refresh-1';
  const log = { refreshCalls: 0, dataCalls: [] as Array<{ path: string; auth: string | null }> };
  let releaseRefresh: () => void = () => undefined;
  const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
  let unauthorizedSeen = 0;
  let onUnauthorized: (count: number) => void = () => undefined;
  const hooks = { beforeRefusing: (_path: string) => undefined as void };

  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace('/api/v1/', '');
    if (path === 'auth/refresh-token') {
      log.refreshCalls += 1;
      const { refreshToken } = (await request.json()) as { refreshToken: string };
      await refreshGate;
      if (!options.refreshWorks || refreshToken !== validRefresh) {
        return json(401, {
          error: '로그인 세션이 만료되었습니다. 다시 로그인해주세요.',
          code: 'INVALID_REFRESH_TOKEN',
        });
      }
      validRefresh = `refresh-${log.refreshCalls + 1}`;
      if (options.acceptAfterRefresh !== false) validAccess = `access-after-${log.refreshCalls}`;
      return json(200, { accessToken: `access-after-${log.refreshCalls}`, refreshToken: validRefresh });
    }
    const auth = request.headers.get('Authorization');
    log.dataCalls.push({ path, auth });
    if (auth !== `Bearer ${validAccess}`) {
      unauthorizedSeen += 1;
      hooks.beforeRefusing(path);
      onUnauthorized(unauthorizedSeen);
      return json(401, { error: 'Session expired or token is invalid.', code: 'UNAUTHENTICATED' });
    }
    return json(200, { path });
  });

  return {
    fetch,
    log,
    hooks,
    releaseRefresh,
    /** Resolves once `count` requests have been refused with 401. */
    unauthorizedCount(count: number) {
      return new Promise<void>((resolve) => {
        onUnauthorized = (seen) => seen >= count && resolve();
      });
    },
  };
}

function setup(options: {
  refreshWorks: boolean;
  acceptAfterRefresh?: boolean;
  refreshToken?: string | null;
}) {
  const server = fakeServer(options);
  const tokens = memoryTokens({
    accessToken: 'access-stale',
    refreshToken: options.refreshToken === undefined ? 'refresh-1' : options.refreshToken,
  });
  const onRefreshRejected = vi.fn();
  const client = createApiClient({ prefixUrl: API, tokens, onRefreshRejected, fetch: server.fetch });
  return { server, tokens, onRefreshRejected, client };
}

describe('api client: one refresh on 401', () => {
  it('sends the stored access token as a bearer header', async () => {
    const { client, server, tokens } = setup({ refreshWorks: true });
    tokens.current.accessToken = 'access-valid';
    await expect(client.http.get('cases').json()).resolves.toEqual({ path: 'cases' });
    expect(server.log.dataCalls).toEqual([{ path: 'cases', auth: 'Bearer access-valid' }]);
    expect(server.log.refreshCalls).toBe(0);
  });

  it('three parallel 401s share exactly one refresh, then each retries once with the new token', async () => {
    const { client, server, tokens } = setup({ refreshWorks: true });
    const allRefused = server.unauthorizedCount(3);

    const requests = ['a', 'b', 'c'].map((path) => client.http.get(path).json());
    await allRefused;
    server.releaseRefresh();

    await expect(Promise.all(requests)).resolves.toEqual([{ path: 'a' }, { path: 'b' }, { path: 'c' }]);
    expect(server.log.refreshCalls).toBe(1);
    for (const path of ['a', 'b', 'c']) {
      expect(server.log.dataCalls.filter((call) => call.path === path).map((call) => call.auth)).toEqual([
        'Bearer access-stale',
        'Bearer access-after-1',
      ]);
    }
    // Refresh tokens rotate: the new one is kept.
    expect(tokens.current).toEqual({ accessToken: 'access-after-1', refreshToken: 'refresh-2' });
  });

  it('a 401 that arrives after the token already changed retries without another refresh', async () => {
    const { client, server, tokens } = setup({ refreshWorks: true });
    server.releaseRefresh();
    await client.http.get('first').json();
    expect(server.log.refreshCalls).toBe(1);

    // A request leaves with the old token; while it is on the wire, another request refreshes.
    tokens.current.accessToken = 'access-stale';
    server.hooks.beforeRefusing = () => {
      tokens.current.accessToken = 'access-after-1';
    };
    await expect(client.http.get('late').json()).resolves.toEqual({ path: 'late' });
    expect(server.log.dataCalls.filter((call) => call.path === 'late').map((call) => call.auth)).toEqual([
      'Bearer access-stale',
      'Bearer access-after-1',
    ]);
    expect(server.log.refreshCalls).toBe(1);
  });

  it('retries a request at most once: a second 401 passes on', async () => {
    const { client, server } = setup({ refreshWorks: true, acceptAfterRefresh: false });
    server.releaseRefresh();
    const error = await client.http
      .get('still-refused')
      .json()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(401);
    expect(server.log.dataCalls.filter((call) => call.path === 'still-refused')).toHaveLength(2);
    expect(server.log.refreshCalls).toBe(1);
  });

  it('a refused refresh is reported once for all waiting requests, and their 401s pass on', async () => {
    const { client, server, onRefreshRejected } = setup({ refreshWorks: false });
    const allRefused = server.unauthorizedCount(3);
    const results = ['a', 'b', 'c'].map((path) =>
      client.http
        .get(path)
        .json()
        .then(
          () => 'ok',
          (error: HTTPError) => error.response.status,
        ),
    );
    await allRefused;
    server.releaseRefresh();

    await expect(Promise.all(results)).resolves.toEqual([401, 401, 401]);
    expect(server.log.refreshCalls).toBe(1);
    expect(onRefreshRejected).toHaveBeenCalledTimes(1);
    expect(server.log.dataCalls).toHaveLength(3);
  });

  it('without a refresh token the refresh is rejected without calling the server', async () => {
    const { client, server, onRefreshRejected } = setup({ refreshWorks: true, refreshToken: null });
    await expect(client.refreshSession()).resolves.toEqual({ status: 'rejected' });
    expect(server.log.refreshCalls).toBe(0);
    expect(onRefreshRejected).toHaveBeenCalledTimes(1);
  });

  it('an unreachable server during refresh keeps the session (no rejection reported)', async () => {
    const onRefreshRejected = vi.fn();
    const tokens = memoryTokens({ accessToken: 'a', refreshToken: 'r' });
    const client = createApiClient({
      prefixUrl: API,
      tokens,
      onRefreshRejected,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(client.refreshSession()).resolves.toEqual({ status: 'unreachable' });
    expect(onRefreshRejected).not.toHaveBeenCalled();
    expect(tokens.current).toEqual({ accessToken: 'a', refreshToken: 'r' });
  });

  it('calls marked skipSessionRefresh (login) pass their 401 straight on', async () => {
    const { client, server } = setup({ refreshWorks: true });
    server.releaseRefresh();
    const status = await client.http
      .post('auth/login', { json: {}, context: { skipSessionRefresh: true } })
      .then(
        () => 200,
        (error: HTTPError) => error.response.status,
      );
    expect(status).toBe(401);
    expect(server.log.refreshCalls).toBe(0);
  });
});
