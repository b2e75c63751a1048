import { useEffect, useState } from 'react';
import type { SocialProvider } from '../../../contract/account';
import { SOCIAL_PROVIDERS } from '../../../contract/values';

/**
 * The contract's `providersAnswer` ({ data: SocialProvider[] }) checked by hand: /login asks for it
 * on its first screen, which loads neither the API client nor a schema library.
 */
export function providersOf(body: unknown): SocialProvider[] | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { data } = body as { data?: unknown };
  if (!Array.isArray(data)) return null;
  return data.every((entry) => (SOCIAL_PROVIDERS as readonly unknown[]).includes(entry))
    ? (data as SocialProvider[])
    : null;
}

/** GET /api/v1/auth/providers (public, no session): the providers, or a rejection. */
async function fetchSocialProviders(): Promise<SocialProvider[]> {
  const response = await fetch(new URL('/api/v1/auth/providers', window.location.origin), {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`auth/providers answered ${response.status}`);
  const providers = providersOf(await response.json());
  if (!providers) throw new Error('auth/providers answered outside the contract');
  return providers;
}

/**
 * The social providers this server can actually sign in with, or null while unknown (loading,
 * offline). A provider without server credentials would answer its redirect with a raw error page,
 * so its button is disabled instead.
 */
export function useAvailableSocialProviders(): ReadonlySet<SocialProvider> | null {
  const [available, setAvailable] = useState<ReadonlySet<SocialProvider> | null>(null);
  useEffect(() => {
    let current = true;
    fetchSocialProviders().then(
      (providers) => current && setAvailable(new Set(providers)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return available;
}
