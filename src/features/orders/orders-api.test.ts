import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { quoteFailureMessage } from './orders-api.ts';
import { CHECKOUT_COPY } from './orders-copy.ts';

describe('quoteFailureMessage', () => {
  it("shows the server's reason for a request it refused", () => {
    const refused = new ApiError({
      status: 400,
      code: 'bad_request',
      message: 'quantity must be at most 10 of one piece in an order',
    });
    expect(quoteFailureMessage(refused)).toBe('quantity must be at most 10 of one piece in an order');
  });

  it('asks to try again when the server or the network failed', () => {
    const down = new ApiError({ status: 503, code: 'unavailable', message: 'The database is unavailable' });
    expect(quoteFailureMessage(down)).toBe(CHECKOUT_COPY.quoteFailed);
    expect(quoteFailureMessage(new TypeError('Failed to fetch'))).toBe(CHECKOUT_COPY.quoteFailed);
  });
});
