import { describe, expect, it } from 'vitest';
import {
  fullName,
  PHONE_RULE,
  profileUpdateSchema,
  ProfileUpdateSchema,
  ProjectCreateSchema,
  ProjectUpdateSchema,
  projectStatusLabel,
  PROJECT_STATUSES,
  ReviewCreateSchema,
  SIGN_IN_SCOPE,
} from './account.ts';
import { normalizePhone } from './phone.ts';

/** The profile schema as the API applies it, with the full phone number check. */
const ServerProfileUpdateSchema = profileUpdateSchema(normalizePhone);

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('fullName', () => {
  it('joins first and last name and trims', () => {
    expect(fullName({ first_name: 'Priya', last_name: 'Sharma' })).toBe('Priya Sharma');
    expect(fullName({ first_name: ' Priya ', last_name: null })).toBe('Priya');
    expect(fullName({ first_name: '', last_name: 'Sharma' })).toBe('Sharma');
  });
});

describe('projectStatusLabel', () => {
  it('replaces underscores and capitalises each word', () => {
    expect(projectStatusLabel('consultation_scheduled')).toBe('Consultation Scheduled');
    expect(projectStatusLabel('on_hold')).toBe('On Hold');
    expect(projectStatusLabel('inquiry')).toBe('Inquiry');
    expect(PROJECT_STATUSES).toHaveLength(9);
  });
});

describe('ProfileUpdateSchema', () => {
  it.each(['9876543210', '+91 98765 43210', '+919876543210', '098765-43210', '91 9876543210'])(
    'accepts the Indian mobile number %s and stores it as +91 and ten digits',
    (phone) => {
      expect(ProfileUpdateSchema.parse({ phone }).phone).toBe('+919876543210');
      expect(ServerProfileUpdateSchema.parse({ phone }).phone).toBe('+919876543210');
    },
  );

  it.each(['12345', '5876543210', '98765432101', 'my number'])(
    'refuses %s naming the phone number',
    (phone) => {
      expect(firstError(ProfileUpdateSchema.safeParse({ phone }))).toMatch(/^Phone number/);
      expect(firstError(ServerProfileUpdateSchema.safeParse({ phone }))).toBe(PHONE_RULE);
    },
  );

  it.each([
    ['+1 202 555 0101', '+12025550101'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 7911 123456', '+447911123456'],
    ['040 2345 6789', '+914023456789'],
  ])('as the API reads it, takes %s from abroad or a landline and stores %s', (phone, stored) => {
    expect(ServerProfileUpdateSchema.parse({ phone }).phone).toBe(stored);
    expect(ProfileUpdateSchema.safeParse({ phone }).success).toBe(true);
  });

  it('as the API reads it, refuses a number that cannot exist, which the light check lets through', () => {
    expect(ProfileUpdateSchema.safeParse({ phone: '+44 20 7946' }).success).toBe(true);
    expect(firstError(ServerProfileUpdateSchema.safeParse({ phone: '+44 20 7946' }))).toBe(PHONE_RULE);
  });

  it.each(['500033', '110001', '560 001'])('accepts the PIN code %s', (pincode) => {
    expect(ProfileUpdateSchema.parse({ pincode }).pincode).toBe(pincode.replace(/\s/g, ''));
  });

  it.each(['012345', '50003', '5000331', 'ABCDEF'])('refuses the PIN code %s', (pincode) => {
    expect(firstError(ProfileUpdateSchema.safeParse({ pincode }))).toBe(
      'PIN code must be 6 digits and cannot start with 0',
    );
  });

  it('lower-cases the email, and clears fields sent empty', () => {
    expect(ProfileUpdateSchema.parse({ email: ' Priya@Example.IN ', city: '' })).toEqual({
      email: 'priya@example.in',
      city: null,
    });
    expect(firstError(ProfileUpdateSchema.safeParse({ email: 'priya@' }))).toBe(
      'Email must be a valid email address',
    );
  });

  it('refuses unknown fields', () => {
    expect(ProfileUpdateSchema.safeParse({ user_type: 'admin' }).success).toBe(false);
  });
});

describe('project schemas', () => {
  it('accept `name` for project_name and check the budget order', () => {
    expect(ProjectCreateSchema.parse({ name: 'Study', budget_min: 10, budget_max: 20 })).toMatchObject({
      project_name: 'Study',
    });
    expect(
      firstError(ProjectCreateSchema.safeParse({ project_name: 'X', budget_min: 30, budget_max: 20 })),
    ).toBe('Minimum budget must not be more than the maximum budget');
    expect(firstError(ProjectUpdateSchema.safeParse({}))).toMatch(/at least one field/);
  });
});

describe('ReviewCreateSchema', () => {
  it('needs a whole rating from 1 to 5', () => {
    expect(ReviewCreateSchema.parse({ rating: 5, title: '  Lovely  ' })).toEqual({
      rating: 5,
      title: 'Lovely',
    });
    for (const rating of [0, 6, 3.5, '4']) {
      expect(firstError(ReviewCreateSchema.safeParse({ rating }))).toBe(
        'Rating must be a whole number from 1 to 5',
      );
    }
  });
});

it('the sign-in scope is the OpenID scopes followed by the API scopes', () => {
  expect(SIGN_IN_SCOPE).toBe(
    'openid profile email read:products read:categories read:projects write:projects read:profile write:profile read:whatsapp',
  );
});
