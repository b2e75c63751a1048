import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../lib/contrast';
import { socialProviders } from './social-providers';

describe('social sign-in buttons', () => {
  it.each(socialProviders.map((provider) => [provider.id, provider] as const))(
    '%s: the label reads on its button at 4.5:1',
    (_, provider) => {
      expect(contrastRatio(provider.color, provider.background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
