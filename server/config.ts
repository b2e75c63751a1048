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
    MAIL_FROM: z.string().default('CPX 마스터 <no-reply@localhost>'),
    AI_BASE_URL: optionalText.pipe(z.url({ error: 'must be an absolute URL' }).optional()),
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    CORS_ORIGINS: optionalText,
    GRADING_MODE: z.enum(['strict', 'lenient'], { error: "must be 'strict' or 'lenient'" }).default('strict'),
    DEMO_CASE_ID: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'must be a case id' })
      .default('acute-appendicitis'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
    REGISTER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
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
  jwtSecret: string;
  admin: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
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
  /** Sign-ups per hour from one address. */
  registerRateLimitPerHour: number;
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
    jwtSecret: e.JWT_SECRET?.trim() ?? persistentSecret(dataDir),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    social,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }
        : undefined,
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
    registerRateLimitPerHour: e.REGISTER_RATE_LIMIT_PER_HOUR,
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
  };
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
