import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../contract/errors';
import { DEMO_MAX_USER_MESSAGES } from './demo-service';

describe('demo limit wording', () => {
  it('names the same number of messages the service allows', () => {
    expect(errorCatalogue.DEMO_LIMIT_REACHED.message).toContain(`${DEMO_MAX_USER_MESSAGES}번까지`);
  });
});
