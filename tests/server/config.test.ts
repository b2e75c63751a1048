import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

const dir = () => mkdtempSync(path.join(os.tmpdir(), 'cpx-config-'));

describe('configuration', () => {
  it('has working defaults and keeps a generated JWT secret in DATA_DIR', () => {
    const dataDir = dir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.port).toBe(3000);
    expect(first.publicUrl).toBe('http://localhost:3000');
    expect(first.databaseUrl).toBeUndefined();
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('refuses to boot with an empty JWT secret', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), JWT_SECRET: '' })).toThrow(/JWT_SECRET is set but empty/);
  });

  it('names every bad value at once', () => {
    try {
      loadConfig({ DATA_DIR: dir(), PORT: 'abc', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL must start with postgres/);
    }
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), ADMIN_EMAIL: 'a@b.co' })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD go together/,
    );
  });

  it('derives PUBLIC_URL from PORT and the CORS allow-list from PUBLIC_URL', () => {
    const c = loadConfig({ DATA_DIR: dir(), PORT: '4100' });
    expect(c.publicUrl).toBe('http://localhost:4100');
    expect(c.corsOrigins).toEqual(['http://localhost:4100']);
    const d = loadConfig({ DATA_DIR: dir(), PUBLIC_URL: 'https://cpx.example.kr/' });
    expect(d.publicUrl).toBe('https://cpx.example.kr');
  });

  it('trusts no proxy by default, and a hop count or address list when TRUST_PROXY says so', () => {
    const base = { DATA_DIR: dir(), JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '*' })).toThrow(/TRUST_PROXY/);
  });
});
