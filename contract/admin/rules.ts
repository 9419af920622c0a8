// The back office's plain rules: staff roles and what each may do, and the closed value sets its screens
// offer. No schema library here, so the admin's browser code can read them cheaply; the schemas in the
// neighbouring modules build on them. The server enforces every permission; the admin only hides what a
// role cannot do (docs/back-office.md).

export const STAFF_ROLES = ['owner', 'catalogue', 'sales', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  catalogue: 'Catalogue editor',
  sales: 'Sales',
  viewer: 'Viewer',
};

export const PERMISSIONS = [
  'dashboard:read',
  'catalogue:read',
  'catalogue:write',
  'reviews:read',
  'reviews:moderate',
  'leads:read',
  'leads:write',
  'projects:read',
  'projects:write',
  /** Sending a quote whose discount is over what sales may give (QUOTE_DISCOUNT_SHARE_PERCENT): the owner. */
  'projects:discount',
  'customers:read',
  'customers:export',
  'customers:erase',
  'staff:read',
  'staff:manage',
  'audit:read',
  'builds:read',
  'builds:publish',
  'delivery:read',
  'delivery:write',
  'orders:read',
  'orders:write',
  /** The GST return's data, the sales register and the period summary (decision 198): the owner and viewers. */
  'reports:read',
  /** Coupon codes and their use (decision 202). */
  'offers:read',
  'offers:write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READ = PERMISSIONS.filter((permission) => permission.endsWith(':read'));

/**
 * What each role may do. owner: everything, including staff; catalogue: products, categories, images,
 * prices, stock and reviews, publishing them, and where the shop delivers; sales: leads, consultations, projects, customers
 * read-only, and orders (confirm, ship, deliver, cancel); viewer: every list and page, changing nothing.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  catalogue: [
    'dashboard:read',
    'catalogue:read',
    'catalogue:write',
    'reviews:read',
    'reviews:moderate',
    'builds:read',
    'builds:publish',
    'delivery:read',
    'delivery:write',
    'offers:read',
    'offers:write',
  ],
  sales: [
    'dashboard:read',
    'catalogue:read',
    'reviews:read',
    'leads:read',
    'leads:write',
    'projects:read',
    'projects:write',
    'customers:read',
    'builds:read',
    'delivery:read',
    'orders:read',
    'orders:write',
    'offers:read',
  ],
  viewer: READ,
};

export const permissionsOf = (role: StaffRole): readonly Permission[] => ROLE_PERMISSIONS[role];
export const can = (role: StaffRole, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/** The OAuth scope a staff sign-in asks for; customer scopes are never granted with it. */
export const STAFF_SCOPE = 'admin';
/** The back office's OpenID client id with the embedded provider. */
export const DEFAULT_ADMIN_CLIENT_ID = 'aangan-admin';

export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

/** The stock states staff can set; the storefront reads any other value as On Order. */
export const STOCK_STATUSES = ['in_stock', 'out_of_stock', 'on_order'] as const;
export type StockStatusValue = (typeof STOCK_STATUSES)[number];
export const STOCK_STATUS_LABELS: Record<StockStatusValue, string> = {
  in_stock: 'In stock',
  out_of_stock: 'Out of stock',
  on_order: 'On order',
};

/** A consultation booking, a contact message, or a request to be called back to order a cart. */
export const LEAD_KINDS = ['consultation', 'contact', 'callback'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'scheduled', 'completed', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  scheduled: 'Scheduled',
  completed: 'Completed',
  converted: 'Converted',
  lost: 'Lost',
};

export { GST_RATES_PERCENT, type GstRatePercent } from '../money.ts';

/** Rows a list page may ask for at once, and the largest count a list reports exactly. */
export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;
export const ADMIN_COUNT_CAP = 10_000;

/** Most rows a bulk change or a CSV import may touch at once. */
export const BULK_LIMIT = 1000;
export const IMPORT_ROW_LIMIT = 20_000;

/**
 * The catalogue CSV's columns, in order. Rows are keyed on `sku`, never on an internal id. A row with
 * `parent_sku` is a variant of the product with that SKU (it uses sku, name, price, discount_price and
 * stock_status); other rows are products. Lists inside a cell are separated by " | ", and a
 * specification is written "Name: Value". `gst_rate` is in per cent; `stock_quantity` is the units on
 * hand (empty: not counted, or left as it is on import).
 */
export const CATALOGUE_CSV_COLUMNS = [
  'sku',
  'parent_sku',
  'name',
  'slug',
  'status',
  'category',
  'price',
  'discount_price',
  'compare_price',
  'hsn_code',
  'gst_rate',
  'stock_status',
  'stock_quantity',
  'is_featured',
  'brand',
  'material',
  'color',
  'style',
  'room_type',
  'dimensions',
  'weight',
  'warranty',
  'care_instructions',
  'assembly_required',
  'description',
  'features',
  'specifications',
  'packed_length_cm',
  'packed_width_cm',
  'packed_height_cm',
  'ships_assembled',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/** The sort keys of GET /admin/products. */
export const ADMIN_PRODUCT_SORTS = ['name', 'sku', 'price', 'updated_at', 'created_at'] as const;

/** The sort keys of GET /admin/projects (newest first by default). */
export const ADMIN_PROJECT_SORTS = ['created_at', 'updated_at', 'project_name'] as const;
/** The sort keys of GET /admin/customers (newest first by default). */
export const ADMIN_CUSTOMER_SORTS = ['created_at', 'name'] as const;
/** The shortest search GET /admin/customers/guests takes (its trigram index needs three characters). */
export const GUEST_SEARCH_MIN = 3;
/** The sort keys of GET /admin/reviews (newest first by default). */
export const ADMIN_REVIEW_SORTS = ['created_at', 'rating'] as const;
/** The sort key of GET /admin/audit: when the change was made (newest first by default). */
export const ADMIN_AUDIT_SORTS = ['at'] as const;
