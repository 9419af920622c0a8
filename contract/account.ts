// The account contract (docs/account.md): the signed-in customer's profile, wishlist,
// design projects, reviews and avatar, and the scopes that guard them. The reference server validates
// requests and documents responses with these schemas; the site types what it reads with them.
import { z } from './zod.ts';
import { ProductSummarySchema, ReviewSchema } from './catalogue.ts';
import { phoneNumber } from './leads.ts';
import { phoneShape, type PhoneCheck } from './phone-shape.ts';
import {
  BUDGET_ORDER_MESSAGE,
  PROFILE_LIMITS,
  PINCODE_RE,
  PHONE_RULE,
  PINCODE_RULE,
  PROJECT_LIMITS,
  REVIEW_LIMITS,
} from './account-rules.ts';

export * from './account-rules.ts';

// ─── Scopes ─────────────────────────────────────────────────────────────────────────────────────

// ─── User ───────────────────────────────────────────────────────────────────────────────────────

export const UserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  /** first_name + last_name, trimmed. */
  full_name: z.string(),
  /** 'customer' for everyone who signs in to the shop. */
  user_type: z.string(),
  avatar_url: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const MeDataSchema = z.object({
  user: UserSchema,
  /** What the caller's token allows: its API scopes, or its `permissions` claim when the provider sends one. */
  permissions: z.array(z.string()),
});
export type MeData = z.infer<typeof MeDataSchema>;
export const UserDataSchema = z.object({ user: UserSchema });

export const AvatarDataSchema = z.object({ avatar_url: z.string(), user: UserSchema });

// ─── Field rules ────────────────────────────────────────────────────────────────────────────────
// The first message of a failed request becomes the response's `error`, so each one names its field.

/** "" and null clear an optional field; an absent key leaves it as it is. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`));

export const emailRule = (label = 'Email') =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(PROFILE_LIMITS.email, `${label} must be at most ${PROFILE_LIMITS.email} characters`)
    .pipe(z.email(`${label} must be a valid email address`))
    .transform((value) => value.toLowerCase());

/** A phone number of any country, read by `check` (the API: normalizePhone, ./phone.ts, E.164). */
export const internationalPhoneRule = (check: PhoneCheck = phoneShape) =>
  phoneNumber(z.string({ error: 'Phone number must be text' }), PHONE_RULE, check);

export const pincodeRule = z
  .string({ error: 'PIN code must be text' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(PINCODE_RE, PINCODE_RULE));

/**
 * PUT /auth/profile: any of the eight fields; a field left out is not changed. `phone` is read by
 * `check`: the API passes normalizePhone (./phone.ts) and stores E.164; the default only checks the
 * shape (ProfileUpdateSchema, for browsers).
 */
export const profileUpdateSchema = (check: PhoneCheck = phoneShape) =>
  z
    .object({
      first_name: z
        .string({ error: 'First name must be text' })
        .transform((value) => value.replace(/\s+/g, ' ').trim())
        .pipe(
          z
            .string()
            .min(1, 'First name is required')
            .max(PROFILE_LIMITS.name, `First name must be at most ${PROFILE_LIMITS.name} characters`),
        )
        .optional(),
      last_name: clearable(text('Last name', PROFILE_LIMITS.name)),
      email: clearable(emailRule()),
      phone: clearable(internationalPhoneRule(check)),
      address: clearable(text('Street address', PROFILE_LIMITS.address)),
      city: clearable(text('City', PROFILE_LIMITS.city)),
      state: clearable(text('State', PROFILE_LIMITS.state)),
      pincode: clearable(pincodeRule),
    })
    .strict();
export const ProfileUpdateSchema = profileUpdateSchema();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

// ─── Wishlist ───────────────────────────────────────────────────────────────────────────────────

/** A saved product: every field of a product card (its `id` is the product's), and when it was saved. */
export const WishlistItemSchema = ProductSummarySchema.extend({ added_at: z.string() });
export type WishlistItem = z.infer<typeof WishlistItemSchema>;
export const WishlistDataSchema = z.object({
  wishlist: z.array(WishlistItemSchema),
  count: z.number().int(),
});
export const WishlistChangeDataSchema = z.object({
  productId: z.string(),
  inWishlist: z.boolean(),
  /** Whether this call changed anything (adding twice or removing an absent item is harmless). */
  changed: z.boolean(),
  count: z.number().int(),
});
export const WishlistCheckDataSchema = z.object({ productId: z.string(), inWishlist: z.boolean() });
export const WishlistCountDataSchema = z.object({ count: z.number().int() });
export const WishlistClearDataSchema = z.object({ removed: z.number().int(), count: z.number().int() });

/** The product a wishlist call names: /wishlist/:productId and /wishlist/check/:productId. */
export const WishlistParamsSchema = z.object({ productId: z.string().max(64) });

// ─── Projects ───────────────────────────────────────────────────────────────────────────────────

export const ProjectSchema = z.object({
  id: z.string(),
  project_name: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  budget_min: z.number().int().nullable(),
  budget_max: z.number().int().nullable(),
  timeline: z.string().nullable(),
  assigned_designer: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof ProjectSchema>;
export const ProjectsDataSchema = z.object({ projects: z.array(ProjectSchema) });
export const ProjectDataSchema = z.object({ project: ProjectSchema });

const rupees = (label: string) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .number({ error: `${label} must be a whole number of rupees` })
      .int(`${label} must be a whole number of rupees`)
      .min(0, `${label} must not be negative`)
      .max(PROJECT_LIMITS.budget, `${label} is too large`)
      .nullable()
      .optional(),
  );

const projectFields = {
  project_name: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'Project name is required' : 'Project name must be text',
    })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, 'Project name is required')
        .max(PROJECT_LIMITS.name, `Project name must be at most ${PROJECT_LIMITS.name} characters`),
    ),
  description: clearable(
    z
      .string({ error: 'Description must be text' })
      .trim()
      .max(
        PROJECT_LIMITS.description,
        `Description must be at most ${PROJECT_LIMITS.description} characters`,
      ),
  ),
  budget_min: rupees('Minimum budget'),
  budget_max: rupees('Maximum budget'),
  timeline: clearable(text('Timeline', PROJECT_LIMITS.timeline)),
};

/** `name` is accepted as another spelling of `project_name`. */
const nameAlias = (value: unknown) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { name, ...rest } = value as Record<string, unknown>;
  return name !== undefined && rest.project_name === undefined ? { ...rest, project_name: name } : value;
};

const budgetOrder = (value: { budget_min?: number | null; budget_max?: number | null }) =>
  value.budget_min == null || value.budget_max == null || value.budget_min <= value.budget_max;
const BUDGET_ORDER = {
  message: BUDGET_ORDER_MESSAGE,
  path: ['budget_min'],
};

/** POST /projects: opens an inquiry. */
export const ProjectCreateSchema = z.preprocess(
  nameAlias,
  z.object(projectFields).strict().refine(budgetOrder, BUDGET_ORDER),
);
export type ProjectCreate = z.infer<typeof ProjectCreateSchema>;

/** PUT /projects/:id: any of the same fields, while the project is still an inquiry. */
export const ProjectUpdateSchema = z.preprocess(
  nameAlias,
  z
    .object({ ...projectFields, project_name: projectFields.project_name.optional() })
    .strict()
    .refine(budgetOrder, BUDGET_ORDER)
    .refine((value) => Object.values(value).some((field) => field !== undefined), {
      message:
        'Send at least one field to change: project_name, description, budget_min, budget_max or timeline',
    }),
);
export type ProjectUpdate = z.infer<typeof ProjectUpdateSchema>;

// ─── Reviews ────────────────────────────────────────────────────────────────────────────────────

export const ReviewCreateSchema = z
  .object({
    rating: z
      .number({ error: 'Rating must be a whole number from 1 to 5' })
      .int('Rating must be a whole number from 1 to 5')
      .min(1, 'Rating must be a whole number from 1 to 5')
      .max(5, 'Rating must be a whole number from 1 to 5'),
    title: clearable(text('Title', REVIEW_LIMITS.title)),
    comment: clearable(
      z
        .string({ error: 'Comment must be text' })
        .trim()
        .max(REVIEW_LIMITS.comment, `Comment must be at most ${REVIEW_LIMITS.comment} characters`),
    ),
  })
  .strict();
export type ReviewCreate = z.infer<typeof ReviewCreateSchema>;
export const ReviewWriteDataSchema = z.object({
  review: ReviewSchema,
  /** False when this replaced the customer's earlier review of the product. */
  created: z.boolean(),
  product: z.object({ id: z.string(), rating: z.number(), review_count: z.number().int() }),
});
export type ReviewWriteData = z.infer<typeof ReviewWriteDataSchema>;

// ─── Tokens ─────────────────────────────────────────────────────────────────────────────────────

export const RefreshRequestSchema = z.object({
  refresh_token: z
    .string({ error: 'refresh_token is required' })
    .min(1, 'refresh_token is required')
    .max(4096, 'refresh_token is too long'),
});
export const TokenDataSchema = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.number().int().optional(),
  refresh_token: z.string().optional(),
  id_token: z.string().optional(),
  scope: z.string().optional(),
});
export type TokenData = z.infer<typeof TokenDataSchema>;
