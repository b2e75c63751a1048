import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Configuration, read once from the environment at boot and validated as a whole so an operator
 * sees every bad value at once with the variable's name, instead of a crash deep in a request.
 */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalText.pipe(
      z.url({ error: 'must be an absolute URL such as https://cpx.example.kr' }).optional(),
    ),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
        .optional(),
    ),
    // Where the embedded database runs: its own worker thread, or the server's (for comparison).
    PGLITE_THREAD: z.enum(['worker', 'main']).default('worker'),
    // Unset: generated once and kept in DATA_DIR. Set but empty: refuse to boot (a blank secret
    // would silently sign tokens anyone can forge).
    JWT_SECRET: z
      .string()
      .optional()
      .refine((v) => v === undefined || v.trim().length > 0, {
        error: 'is set but empty; unset it or give a secret',
      })
      .refine((v) => v === undefined || v.trim().length >= 32, { error: 'must be at least 32 characters' }),
    ADMIN_EMAIL: optionalText.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
    ),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
        .optional(),
    ),
    SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    MAIL_FROM: z.string().default('CPX 마스터 <no-reply@localhost>'),
    AI_BASE_URL: optionalText.pipe(z.url({ error: 'must be an absolute URL' }).optional()),
    AI_API_KEY: optionalText,
    AI_STALL_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
        .optional(),
    ),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, { error: 'must be letters, digits, : _ . - (at most 64)' })
      .default('cpx:'),
    AI_MODEL: optionalText,
    CORS_ORIGINS: optionalText,
    GRADING_MODE: z.enum(['strict', 'lenient'], { error: "must be 'strict' or 'lenient'" }).default('strict'),
    DEMO_CASE_ID: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'must be a case id' })
      .default('acute-appendicitis'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
    LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
    REGISTER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    TRUST_PROXY: optionalText.pipe(
      z
        .string()
        .regex(/^(\d{1,2}|[0-9A-Za-z.:/,\s]+)$/, {
          error: 'must be a hop count (1, 2...) or a comma-separated list of proxy addresses/CIDRs',
        })
        .refine((v) => !/^(true|yes|on)$/i.test(v), {
          error:
            'trusting every proxy lets any client forge its address; give a hop count or the proxy addresses',
        })
        .optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.string().default('production'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
    if (Boolean(env.AI_BASE_URL) !== Boolean(env.AI_MODEL)) {
      ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'AI_BASE_URL and AI_MODEL go together' });
    }
  });

export type SocialProviderName = 'naver' | 'google' | 'kakao';
export interface SocialProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

const SOCIAL_DEFAULTS: Record<
  SocialProviderName,
  { authorizeUrl: string; tokenUrl: string; userinfoUrl: string }
> = {
  naver: {
    authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize',
    tokenUrl: 'https://nid.naver.com/oauth2.0/token',
    userinfoUrl: 'https://openapi.naver.com/v1/nid/me',
  },
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  kakao: {
    authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
    tokenUrl: 'https://kauth.kakao.com/oauth/token',
    userinfoUrl: 'https://kapi.kakao.com/v2/user/me',
  },
};

/**
 * A provider is on when its client id and secret are set (NAVER_CLIENT_ID, NAVER_CLIENT_SECRET...);
 * its endpoints default to the real provider and can be pointed elsewhere (tests, proxies) with
 * <P>_AUTHORIZE_URL, <P>_TOKEN_URL and <P>_USERINFO_URL.
 */
function socialProviders(
  env: NodeJS.ProcessEnv,
  problems: string[],
): Partial<Record<SocialProviderName, SocialProviderConfig>> {
  const out: Partial<Record<SocialProviderName, SocialProviderConfig>> = {};
  for (const name of Object.keys(SOCIAL_DEFAULTS) as SocialProviderName[]) {
    const P = name.toUpperCase();
    const id = env[`${P}_CLIENT_ID`]?.trim();
    const secret = env[`${P}_CLIENT_SECRET`]?.trim();
    if (!id && !secret) continue;
    if (!id || !secret) {
      problems.push(`${P}_CLIENT_ID and ${P}_CLIENT_SECRET go together`);
      continue;
    }
    const endpoint = (key: 'authorizeUrl' | 'tokenUrl' | 'userinfoUrl', variable: string) => {
      const value = env[`${P}_${variable}`]?.trim() || SOCIAL_DEFAULTS[name][key];
      if (!URL.canParse(value)) problems.push(`${P}_${variable} must be an absolute URL`);
      return value;
    };
    out[name] = {
      clientId: id,
      clientSecret: secret,
      authorizeUrl: endpoint('authorizeUrl', 'AUTHORIZE_URL'),
      tokenUrl: endpoint('tokenUrl', 'TOKEN_URL'),
      userinfoUrl: endpoint('userinfoUrl', 'USERINFO_URL'),
    };
  }
  return out;
}

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PGlite on a worker thread (default) or on the server's own thread. */
  pgliteThread: 'worker' | 'main';
  jwtSecret: string;
  admin: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  /** Longest wait on the SMTP server per step (connect, greeting, each reply) before a retry. */
  smtpTimeoutMs: number;
  mailFrom: string;
  /** stallMs: the longest silence inside a model's reply before the turn is taken back. */
  ai: { baseUrl: string; apiKey: string | undefined; model: string; stallMs: number } | undefined;
  /**
   * Where the limits (rate limits, failed sign-ins, open streams) live when several instances
   * serve one database: a Redis under a key prefix. Undefined: this process's memory.
   */
  redis: { url: string; prefix: string } | undefined;
  social: Partial<Record<SocialProviderName, SocialProviderConfig>>;
  corsOrigins: string[];
  /** strict: only what the learner asked or did counts; lenient: facts the patient volunteered count too. */
  gradingMode: 'strict' | 'lenient';
  /** The case the landing page's demo uses. */
  demoCaseId: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Login attempts per minute for one address and e-mail. */
  loginRateLimitPerMinute: number;
  /** Failed sign-ins one account takes (from any address) before a short, growing lock. */
  loginFailuresPerAccount: number;
  /** Sign-ups per hour from one address. */
  registerRateLimitPerHour: number;
  /**
   * Which proxies may tell us the client's address through X-Forwarded-For: false (the default:
   * the socket's address is the client), a hop count, or the proxies' addresses / CIDRs.
   */
  trustProxy: false | number | string[];
  logLevel: string;
  production: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'} ${i.message}`);
  const social = socialProviders(env, problems);
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    pgliteThread: e.PGLITE_THREAD,
    jwtSecret: e.JWT_SECRET?.trim() ?? persistentSecret(dataDir),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: e.SMTP_URL,
    smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
    mailFrom: e.MAIL_FROM,
    social,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, stallMs: e.AI_STALL_TIMEOUT_MS }
        : undefined,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_KEY_PREFIX } : undefined,
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : [new URL(publicUrl).origin],
    demoCaseId: e.DEMO_CASE_ID,
    gradingMode: e.GRADING_MODE,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    loginFailuresPerAccount: e.LOGIN_FAILURES_PER_ACCOUNT,
    registerRateLimitPerHour: e.REGISTER_RATE_LIMIT_PER_HOUR,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
  };
}

function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined || /^(0|false|no|off)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

/** A secret generated on first boot and kept beside the data, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
