import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LoginAnswer } from '../../contract/auth';
import type { SocialProvider } from '../../contract/account';
import type { SocialProviderConfig } from '../config';
import type { Database } from '../db/client';
import { oauthStates, socialAccounts } from '../db/schema/accounts';
import { users, type UserRow } from '../db/schema/users';
import type { Clock } from '../lib/clock';
import type { AuthService } from './auth-service';

/**
 * Social sign-in (naver, google, kakao) with the authorization-code flow.
 *
 * - The `state` sent to the provider is single-use and bound to the browser that started the
 *   flow: a random nonce sits in an httpOnly cookie and only its hash is stored with the state.
 * - PKCE (S256) is used where the provider supports it (google).
 * - Accounts are linked by (provider, subject). An e-mail is used to attach a social identity to
 *   an existing account only when the provider says it is verified; otherwise a separate account
 *   is made, so nobody can take over an account by registering its address elsewhere.
 * Endpoints come from configuration (defaults: the real providers), so tests run the whole flow
 * against an OAuth server started inside the test.
 */
export type ProviderSettings = SocialProviderConfig;

interface ProviderTraits {
  pkce: boolean;
  scopes: string[];
  label: string;
}

const TRAITS: Record<SocialProvider, ProviderTraits> = {
  naver: { pkce: false, scopes: [], label: '네이버' },
  google: { pkce: true, scopes: ['openid', 'email', 'profile'], label: '구글' },
  kakao: { pkce: false, scopes: [], label: '카카오' },
};

/** A sign-in attempt lives this long between the redirect and the callback. */
export const STATE_TTL_MS = 10 * 60_000;
export const BROWSER_COOKIE = 'cpx_oauth';

export interface SocialProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  nickname: string | null;
  name: string | null;
}

type Json = Record<string, unknown>;
const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null;
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});

/** Reads each provider's own user-info shape. */
export function profileFrom(provider: SocialProvider, body: Json): SocialProfile | null {
  if (provider === 'naver') {
    const r = obj(body.response);
    const subject = str(r.id);
    // Naver does not say whether the address was verified: treat it as unverified.
    return subject
      ? { subject, email: str(r.email), emailVerified: false, nickname: str(r.nickname), name: str(r.name) }
      : null;
  }
  if (provider === 'kakao') {
    const account = obj(body.kakao_account);
    const subject = str(body.id) ?? str(body.sub);
    return subject
      ? {
          subject,
          email: str(account.email),
          emailVerified: account.is_email_verified === true && account.is_email_valid !== false,
          nickname: str(obj(account.profile).nickname) ?? str(obj(body.properties).nickname),
          name: str(account.name),
        }
      : null;
  }
  const subject = str(body.sub);
  return subject
    ? {
        subject,
        email: str(body.email),
        emailVerified: body.email_verified === true,
        nickname: str(body.nickname) ?? str(body.given_name),
        name: str(body.name),
      }
    : null;
}

const sha256 = (raw: string) => createHash('sha256').update(raw).digest('base64url');

export class SocialLoginError extends Error {
  constructor(
    readonly reason: 'social_login_failed' | 'token_generation_failed',
    cause?: unknown,
  ) {
    super(reason, { cause });
  }
}

export class SocialLogin {
  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
    private readonly clock: Clock,
    private readonly providers: Partial<Record<SocialProvider, ProviderSettings>>,
    private readonly publicUrl: string,
  ) {}

  configured(): SocialProvider[] {
    return (Object.keys(this.providers) as SocialProvider[]).filter((p) => this.providers[p]);
  }

  settings(provider: string): ProviderSettings | undefined {
    return this.providers[provider as SocialProvider];
  }

  callbackUrl(provider: SocialProvider): string {
    return `${this.publicUrl}/api/v1/auth/${provider}/callback`;
  }

  /** arctic is loaded on the first social sign-in, not at boot. */
  private async client(provider: SocialProvider, settings: ProviderSettings) {
    const { OAuth2Client } = await import('arctic');
    return new OAuth2Client(settings.clientId, settings.clientSecret, this.callbackUrl(provider));
  }

  /** Starts a sign-in: answers where to send the browser and the nonce for its cookie. */
  async begin(provider: SocialProvider): Promise<{ url: string; browserNonce: string }> {
    const settings = this.providers[provider]!;
    const state = randomBytes(32).toString('base64url');
    const browserNonce = randomBytes(32).toString('base64url');
    const { CodeChallengeMethod, generateCodeVerifier } = await import('arctic');
    const codeVerifier = generateCodeVerifier();
    const client = await this.client(provider, settings);
    const traits = TRAITS[provider];
    const url = traits.pkce
      ? client.createAuthorizationURLWithPKCE(
          settings.authorizeUrl,
          state,
          CodeChallengeMethod.S256,
          codeVerifier,
          traits.scopes,
        )
      : client.createAuthorizationURL(settings.authorizeUrl, state, traits.scopes);
    await this.db.insert(oauthStates).values({
      stateHash: sha256(state),
      provider,
      browserHash: sha256(browserNonce),
      codeVerifier,
      createdAt: this.clock.now(),
    });
    return { url: url.toString(), browserNonce };
  }

  /** Checks the state against this browser, once; answers the PKCE verifier. */
  async consumeState(
    provider: SocialProvider,
    state: string | undefined,
    browserNonce: string | undefined,
  ): Promise<string> {
    if (!state || !browserNonce) throw new SocialLoginError('social_login_failed');
    const now = this.clock.now();
    const claimed = await this.db
      .update(oauthStates)
      .set({ usedAt: now })
      .where(
        and(
          eq(oauthStates.stateHash, sha256(state)),
          eq(oauthStates.provider, provider),
          eq(oauthStates.browserHash, sha256(browserNonce)),
          sql`${oauthStates.usedAt} is null`,
          sql`${oauthStates.createdAt} > ${new Date(now.getTime() - STATE_TTL_MS)}`,
        ),
      )
      .returning({ codeVerifier: oauthStates.codeVerifier });
    if (claimed.length === 0) throw new SocialLoginError('social_login_failed');
    return claimed[0]!.codeVerifier;
  }

  /** Exchanges the code, reads the profile, finds or creates the account and signs it in. */
  async complete(provider: SocialProvider, code: string, codeVerifier: string | null): Promise<LoginAnswer> {
    const settings = this.providers[provider];
    if (!settings) throw new SocialLoginError('social_login_failed');
    let profile: SocialProfile | null;
    try {
      const tokens = await (
        await this.client(provider, settings)
      ).validateAuthorizationCode(settings.tokenUrl, code, TRAITS[provider].pkce ? codeVerifier : null);
      const res = await fetch(settings.userinfoUrl, {
        headers: { authorization: `Bearer ${tokens.accessToken()}` },
      });
      if (!res.ok) throw new Error(`userinfo answered ${res.status}`);
      profile = profileFrom(provider, (await res.json()) as Json);
    } catch (error) {
      throw new SocialLoginError('social_login_failed', error);
    }
    if (!profile) throw new SocialLoginError('social_login_failed');
    try {
      const user = await this.findOrCreate(provider, profile);
      return await this.auth.signIn(user);
    } catch (error) {
      throw new SocialLoginError('token_generation_failed', error);
    }
  }

  private async findOrCreate(provider: SocialProvider, profile: SocialProfile): Promise<UserRow> {
    const [linked] = await this.db
      .select({ user: users })
      .from(socialAccounts)
      .innerJoin(users, eq(users.id, socialAccounts.userId))
      .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, profile.subject)));
    if (linked) return linked.user;

    const now = this.clock.now();
    const existing = profile.email ? await this.auth.findByEmail(profile.email) : undefined;
    const user =
      existing && profile.emailVerified
        ? existing
        : (
            await this.db
              .insert(users)
              .values({
                email:
                  existing || !profile.email
                    ? `${provider}-${profile.subject}@social.invalid`
                    : profile.email.toLowerCase(),
                fullName: profile.name ?? profile.nickname ?? `${TRAITS[provider].label} 사용자`,
                nickname: profile.nickname ?? profile.name ?? `${TRAITS[provider].label} 사용자`,
                signUpMethod: provider,
                createdAt: now,
                updatedAt: now,
              })
              .returning()
          )[0]!;
    await this.db
      .insert(socialAccounts)
      .values({ provider, subject: profile.subject, userId: user.id, email: profile.email, createdAt: now })
      .onConflictDoNothing();
    return user;
  }
}
