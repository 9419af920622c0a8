import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api.ts';
import { LAST_OWNER_FALLBACK, lastOwnerMessage } from './staff-rules.ts';

describe('the last owner’s refusal', () => {
  it('keeps the server’s words and says what to do', () => {
    const error = new ApiError({
      status: 409,
      code: 'conflict',
      message: 'The shop’s last owner cannot be demoted.',
    });
    expect(lastOwnerMessage(error)).toBe(`The shop’s last owner cannot be demoted. ${LAST_OWNER_FALLBACK}`);
  });

  it('says the rule when the server gave no words, and nothing for other failures', () => {
    expect(lastOwnerMessage(new ApiError({ status: 409, code: 'conflict', message: '' }))).toBe(
      LAST_OWNER_FALLBACK,
    );
    expect(lastOwnerMessage(new ApiError({ status: 400, code: 'bad_request', message: 'x' }))).toBeNull();
    expect(lastOwnerMessage(new Error('x'))).toBeNull();
  });
});
