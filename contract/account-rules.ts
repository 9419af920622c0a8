// The account contract's plain rules: scopes, names, limits, statuses and their wording. Kept apart
// from the schemas (account.ts re-exports all of it) so that browser code using only these loads no
// schema library.

/** OpenID scopes the site asks for: who the customer is, their name and e-mail address. */
export const OIDC_SCOPES = ['openid', 'profile', 'email'] as const;
/** Scopes of the interior-design API (docs/identity.md); access tokens carry those granted. */
export const API_SCOPES = [
  'read:products',
  'read:categories',
  'read:projects',
  'write:projects',
  'read:profile',
  'write:profile',
  'read:whatsapp',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];
/** The `scope` parameter of the site's sign-in request. */
export const SIGN_IN_SCOPE = [...OIDC_SCOPES, ...API_SCOPES].join(' ');

/** A person's full name: first name plus last name, trimmed. */
export const fullName = (user: { first_name?: string | null; last_name?: string | null }): string =>
  `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();

export const PROFILE_LIMITS = { name: 100, email: 254, address: 300, city: 100, state: 100 } as const;
export const PINCODE_RE = /^[1-9]\d{5}$/;
/** What the profile says about a phone number that is not one (any country; India without a code). */
export const PHONE_RULE = 'Phone number must be a valid number with country code, e.g. +91 98765 43210';
export const PINCODE_RULE = 'PIN code must be 6 digits and cannot start with 0';

export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'pincode',
] as const;

export const PROJECT_STATUSES = [
  'inquiry',
  'consultation_scheduled',
  'in_progress',
  'design_ready',
  'approved',
  'execution',
  'completed',
  'cancelled',
  'on_hold',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** A project status as people read it: underscores become spaces and each word is capitalised. */
export const projectStatusLabel = (status: string): string =>
  status
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export const PROJECT_LIMITS = { name: 120, description: 2000, timeline: 200, budget: 1_000_000_000 } as const;

export const BUDGET_ORDER_MESSAGE = 'Minimum budget must not be more than the maximum budget';

export const PROJECT_LOCKED_MESSAGE =
  'This project can no longer be edited here: it has moved past the inquiry stage. Please contact your designer to change it.';

export const REVIEW_LIMITS = { title: 120, comment: 2000 } as const;
