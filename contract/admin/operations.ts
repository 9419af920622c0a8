// The back office's view of the shop as a whole: customers (their data, export and erasure), the audit
// log, the dashboard and the site's builds (docs/back-office.md).
import { z } from '../zod.ts';
import { AdminReviewSchema } from './catalogue.ts';
import { ConsentStateSchema } from '../consents.ts';
import { AccessMeasuresSchema } from '../fit.ts';
import {
  isoDate,
  optional,
  ORDERS,
  PageInfoSchema,
  PageQuerySchema,
  StaffRefSchema,
  uuid,
} from './common.ts';
import { AdminLeadDetailSchema, AdminProjectSchema } from './leads.ts';
import { StoredAddressSchema } from '../orders.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, TAX_DOCUMENT_KINDS } from '../order-rules.ts';
import { ADMIN_AUDIT_SORTS, ADMIN_CUSTOMER_SORTS, GUEST_SEARCH_MIN, LEAD_STATUSES } from './rules.ts';

// ─── Customers ─────────────────────────────────────────────────────────────────────────────────

export const AdminCustomerRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  created_at: z.string(),
  wishlist_count: z.number().int(),
  projects_count: z.number().int(),
  reviews_count: z.number().int(),
});
export const AdminCustomerListQuerySchema = PageQuerySchema.extend({
  search: optional(z.string().trim().max(200, 'search must be at most 200 characters')),
  sort: optional(
    z.enum(ADMIN_CUSTOMER_SORTS, { error: `sort must be one of ${ADMIN_CUSTOMER_SORTS.join(', ')}` }),
  ).default('created_at'),
  order: optional(z.enum(ORDERS, { error: 'order must be asc or desc' })).default('desc'),
});
export const AdminCustomerListDataSchema = z.object({
  customers: z.array(AdminCustomerRowSchema),
  pagination: PageInfoSchema,
});

export const AdminCustomerSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const AdminCustomerDetailDataSchema = z.object({
  customer: AdminCustomerSchema,
  wishlist: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string(), added_at: z.string() })),
  projects: z.array(AdminProjectSchema),
  reviews: z.array(AdminReviewSchema),
});

/**
 * A customer's orders on their page in the back office (GET /admin/customers/{id}/orders): those placed
 * signed in, and those placed as a guest from an address they have confirmed (decision 157).
 */
export const AdminCustomerOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  /** Paise. */
  total: z.number().int(),
  item_count: z.number().int(),
  /** Placed as a guest from one of the customer's confirmed addresses, not yet joined to the account. */
  guest: z.boolean(),
});
export type AdminCustomerOrder = z.infer<typeof AdminCustomerOrderSchema>;
export const AdminCustomerOrdersDataSchema = z.object({
  orders: z.array(AdminCustomerOrderSchema),
  pagination: PageInfoSchema,
});

/**
 * Guest buyers (GET /admin/customers/guests): people who ordered without an account, one row for each
 * e-mail address, found by name, e-mail or phone (decision 157).
 */
export const GuestBuyerQuerySchema = PageQuerySchema.extend({
  search: z
    .string({
      error: `search is required: at least ${GUEST_SEARCH_MIN} characters of a name, e-mail or phone`,
    })
    .trim()
    .min(GUEST_SEARCH_MIN, `search must be at least ${GUEST_SEARCH_MIN} characters`)
    .max(200, 'search must be at most 200 characters'),
});
export const GuestBuyerSchema = z.object({
  email: z.string(),
  /** As on their latest order. */
  name: z.string(),
  phone: z.string(),
  orders: z.number().int(),
  last_order_at: z.string(),
});
export type GuestBuyer = z.infer<typeof GuestBuyerSchema>;
export const GuestBuyersDataSchema = z.object({
  guests: z.array(GuestBuyerSchema),
  pagination: PageInfoSchema,
});

/** GET /admin/customers/guests/orders: one guest buyer's orders, by their e-mail address. */
export const GuestOrdersQuerySchema = PageQuerySchema.extend({
  email: z
    .string({ error: 'email is required: the guest buyer’s e-mail address' })
    .trim()
    .min(3, 'email must be an e-mail address')
    .max(254, 'email must be at most 254 characters'),
});

/** An order as the export gives it: what the shop stores, amounts in paise (decision 155). */
export const ExportedOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  delivery_address: StoredAddressSchema,
  billing_address: StoredAddressSchema,
  gstin: z.string().nullable(),
  place_of_supply: z.object({ code: z.string(), name: z.string() }),
  lines: z.array(
    z.object({
      name: z.string(),
      variant_name: z.string().nullable(),
      hsn_code: z.string(),
      gst_rate_bp: z.number().int(),
      unit_price: z.number().int(),
      quantity: z.number().int(),
      amount_paise: z.number().int(),
    }),
  ),
  totals: z.object({
    taxable_paise: z.number().int(),
    cgst_paise: z.number().int(),
    sgst_paise: z.number().int(),
    igst_paise: z.number().int(),
    total_paise: z.number().int(),
  }),
  invoice: z.object({ number: z.string(), date: z.string() }).nullable(),
  documents: z.array(
    z.object({
      kind: z.enum(TAX_DOCUMENT_KINDS),
      number: z.string(),
      date: z.string(),
      total_paise: z.number().int(),
    }),
  ),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  history: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string(), note: z.string().nullable() })),
});
export type ExportedOrder = z.infer<typeof ExportedOrderSchema>;

/**
 * GET /admin/customers/{id}/export: everything the shop holds about one customer, as a JSON file. Leads,
 * back-in-stock requests and guest orders are those sent from an address the customer has confirmed.
 */
export const CustomerExportSchema = z.object({
  exported_at: z.string(),
  customer: AdminCustomerSchema.extend({
    /** The sign-in address the provider confirmed, if any. */
    verified_email: z.string().nullable(),
  }),
  /** Their account with the shop's own sign-in (never its password hash); null with another provider. */
  identity_account: z
    .object({
      id: z.string(),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      phone: z.string().nullable(),
      email_verified: z.boolean(),
      created_at: z.string(),
      updated_at: z.string(),
      password_changed_at: z.string(),
    })
    .nullable(),
  wishlist: AdminCustomerDetailDataSchema.shape.wishlist,
  projects: z.array(AdminProjectSchema),
  reviews: z.array(AdminReviewSchema),
  leads: z.array(AdminLeadDetailSchema),
  stock_alerts: z.array(
    z.object({
      product: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
      variant_id: z.string().nullable(),
      email: z.string(),
      confirmed_at: z.string().nullable(),
      notified_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  orders: z.array(ExportedOrderSchema),
  /** The GST documents of those orders: their tax invoices, and the credit notes against them. */
  invoices: z.array(
    z.object({
      kind: z.enum(TAX_DOCUMENT_KINDS),
      number: z.string(),
      date: z.string(),
      order_id: z.string(),
      order_number: z.string(),
      total_paise: z.number().int(),
    }),
  ),
  /** Every address the shop holds for them, once each, with what it was used for. */
  addresses: z.array(z.object({ address: z.string(), used_for: z.array(z.string()) })),
  /** Every consent choice they made, oldest first, with its time and source (decision 207). */
  consents: z.array(ConsentStateSchema),
  /** Their home's doorway, lift and staircase measures for "Will it fit?" (decision 204). */
  access_measures: AccessMeasuresSchema,
});
export type CustomerExport = z.infer<typeof CustomerExportSchema>;

/**
 * POST /admin/customers/{id}/erase: the customer's e-mail address typed again, as a deliberate act (their
 * profile address or their confirmed sign-in address; the customer's id when the shop has neither).
 */
export const CustomerEraseSchema = z
  .object({
    confirm_email: z
      .string({ error: 'confirm_email is required: type the customer’s e-mail address again' })
      .trim()
      .toLowerCase()
      .max(254, 'confirm_email must be at most 254 characters'),
  })
  .strict();
export const CustomerEraseDataSchema = z.object({
  erased: z.literal(true),
  reviews_anonymised: z.number().int(),
  projects_detached: z.number().int(),
  leads_anonymised: z.number().int(),
  /** Orders that now keep only what their invoices must carry (decision 156). */
  orders_erased: z.number().int(),
});

// ─── Audit log ─────────────────────────────────────────────────────────────────────────────────

/** One recorded admin write. Entries are never edited or deleted. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: StaffRefSchema.nullable(),
  /** e.g. "product.update", "review.hide", "staff.create". */
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  /** The record's business fields before and after the change (JSON); null where there was none. */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditQuerySchema = PageQuerySchema.extend({
  actor_id: optional(uuid('actor_id')),
  entity_type: optional(z.string().trim().max(40, 'entity_type must be at most 40 characters')),
  entity_id: optional(z.string().trim().max(64, 'entity_id must be at most 64 characters')),
  from: optional(isoDate('from')),
  to: optional(isoDate('to')),
  sort: optional(
    z.enum(ADMIN_AUDIT_SORTS, { error: `sort must be one of ${ADMIN_AUDIT_SORTS.join(', ')}` }),
  ).default('at'),
  order: optional(z.enum(ORDERS, { error: 'order must be asc or desc' })).default('desc'),
});
export const AuditListDataSchema = z.object({
  entries: z.array(AuditEntrySchema),
  pagination: PageInfoSchema,
});

// ─── Site builds ───────────────────────────────────────────────────────────────────────────────

export const BUILD_OUTCOMES = ['running', 'succeeded', 'failed', 'timed_out'] as const;
export const BUILD_TRIGGERS = ['start', 'catalogue', 'code', 'publish'] as const;

export const SiteBuildSchema = z.object({
  id: z.string(),
  trigger: z.enum(BUILD_TRIGGERS),
  outcome: z.enum(BUILD_OUTCOMES),
  catalogue_version: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  /** The last lines the build printed. */
  log: z.string(),
});
export type SiteBuild = z.infer<typeof SiteBuildSchema>;

export const BuildsDataSchema = z.object({
  /** The build visitors see now. */
  live: SiteBuildSchema.nullable(),
  /** The catalogue's current version: when it differs from the live build's, a build is due. */
  catalogue_version: z.string(),
  /** Set while a "publish now" waits for the rebuilder to pick it up. */
  publish_requested_at: z.string().nullable(),
  builds: z.array(SiteBuildSchema),
});
export type BuildsData = z.infer<typeof BuildsDataSchema>;

// The rebuilder's reports to the API (decision 053): internal calls, authenticated with the shared secret
// REBUILDER_TOKEN and left out of the public OpenAPI document.

/** The longest log tail a build report may carry. */
export const BUILD_LOG_MAX_CHARS = 20_000;

const buildId = z
  .string({ error: 'id is required' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'id must be a build id (letters, digits, dots, dashes)');

/** POST /internal/builds: a build started. */
export const BuildStartSchema = z
  .object({
    id: buildId,
    trigger: z.enum(BUILD_TRIGGERS, { error: `trigger must be one of ${BUILD_TRIGGERS.join(', ')}` }),
    catalogue_version: z.string().max(40).nullable(),
  })
  .strict();
export type BuildStart = z.infer<typeof BuildStartSchema>;

/** PUT /internal/builds/{id}: a build finished (the whole record, in case its start was not heard). */
export const BuildFinishSchema = BuildStartSchema.omit({ id: true })
  .extend({
    outcome: z.enum(['succeeded', 'failed', 'timed_out'], {
      error: 'outcome must be succeeded, failed or timed_out',
    }),
    duration_ms: z.number().int().min(0).max(86_400_000),
    pages: z.number().int().min(0).nullable(),
    log: z.string().max(BUILD_LOG_MAX_CHARS, `log must be at most ${BUILD_LOG_MAX_CHARS} characters`),
  })
  .strict();
export type BuildFinish = z.infer<typeof BuildFinishSchema>;
export const BuildParamsSchema = z.object({ id: buildId });

/** GET /internal/publish-request: whether staff asked to publish now, and since when. */
export const PublishRequestDataSchema = z.object({ requested_at: z.string().nullable() });
export type PublishRequestData = z.infer<typeof PublishRequestDataSchema>;

// ─── Dashboard ─────────────────────────────────────────────────────────────────────────────────

/** A count for every lead status (an object with one property each, so that every tool reads it). */
const LeadCountsSchema = z.object(
  Object.fromEntries(LEAD_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof LEAD_STATUSES)[number],
    z.ZodNumber
  >,
);

export const DashboardDataSchema = z.object({
  /** The last 8 weeks, oldest first; weeks start on Monday (India time). */
  leads_per_week: z.array(z.object({ week_start: z.string(), counts: LeadCountsSchema })),
  /** Consultation bookings for the next 14 days, by day and slot. */
  bookings: z.array(
    z.object({ date: z.string(), time: z.string(), booked: z.number().int(), capacity: z.number().int() }),
  ),
  most_viewed: z.array(
    z.object({ id: z.string(), name: z.string(), slug: z.string(), views: z.number().int() }),
  ),
  most_wishlisted: z.array(
    z.object({ id: z.string(), name: z.string(), slug: z.string(), wishlists: z.number().int() }),
  ),
  build: BuildsDataSchema.pick({ live: true, catalogue_version: true, publish_requested_at: true }),
  /**
   * Design projects' stages due and unpaid, by days since they fell due (0–30, 31–60, over 60), with
   * their number and amount in paise (decision 192).
   */
  receivables: z.object({
    buckets: z.array(
      z.object({
        label: z.string(),
        stages: z.number().int(),
        amount_paise: z.number().int(),
      }),
    ),
    total_paise: z.number().int(),
  }),
  /**
   * Cart reminders sent in the last 30 days, the carts recovered (an order by that customer within 7
   * days of its reminder) and those orders' value in paise (decision 207).
   */
  cart_recovery: z.object({
    reminders_sent: z.number().int(),
    carts_recovered: z.number().int(),
    recovered_paise: z.number().int(),
  }),
});
export type DashboardData = z.infer<typeof DashboardDataSchema>;
