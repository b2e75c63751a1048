import { useEffect, useState } from 'react';
import type { SocialProvider } from '../../../contract/account';
import { authApi } from '../../data/api/auth-api';

/**
 * The social providers this server can actually sign in with, or null while unknown (loading,
 * offline). A provider without server credentials would answer its redirect with a raw error page,
 * so its button is disabled instead.
 */
export function useAvailableSocialProviders(): ReadonlySet<SocialProvider> | null {
  const [available, setAvailable] = useState<ReadonlySet<SocialProvider> | null>(null);
  useEffect(() => {
    let current = true;
    authApi.socialProviders().then(
      (providers) => current && setAvailable(new Set(providers)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return available;
}
