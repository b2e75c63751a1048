import type { BrowserContext } from '@playwright/test';
import { encodeScenario, SCENARIO_COOKIE, type ProviderScenario } from '../support/oauth-provider';

/**
 * Decides what the suite's OAuth server does when this browser context next signs in at it: whom
 * it signs in as (a provider-shaped profile, see `profiles`), or whether it refuses consent or
 * answers a state the app never issued. The cookie goes only to the provider's /authorize.
 */
export async function atProvider(context: BrowserContext, scenario: ProviderScenario): Promise<void> {
  await context.addCookies([
    {
      name: SCENARIO_COOKIE,
      value: encodeScenario(scenario),
      domain: '127.0.0.1',
      path: '/authorize',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}
