import { describe, expect, it } from 'vitest';
import { PINCODE_RULE } from '@contract/account.ts';
import { ApiError } from '../../lib/api.ts';
import { profileSaveError } from './profile.ts';

const failure = (status: number, message: string, details?: unknown) =>
  new ApiError({ status, code: status === 400 ? 'bad_request' : 'error', message, details });

describe('profileSaveError', () => {
  it('shows the API’s message and points at the field it names', () => {
    expect(
      profileSaveError(failure(400, PINCODE_RULE, [{ field: 'pincode', message: PINCODE_RULE }])),
    ).toEqual({ message: PINCODE_RULE, field: 'pincode' });
  });

  it('names no field when the API names none of the form’s', () => {
    expect(profileSaveError(failure(400, 'The request is invalid', [{ field: '(body)' }]))).toEqual({
      message: 'The request is invalid',
      field: null,
    });
    expect(profileSaveError(failure(400, 'Bad', 'not a list')).field).toBeNull();
  });

  it('uses the catalogue wording for 403 and server errors', () => {
    expect(profileSaveError(failure(403, 'Missing scope write:profile')).message).toBe(
      "You don't have permission to perform this action",
    );
    expect(profileSaveError(failure(503, 'Database down', [{ field: 'phone' }]))).toEqual({
      message: 'Server error. Please try again later.',
      field: null,
    });
  });
});
