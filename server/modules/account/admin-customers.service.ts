// Customers in the back office (docs/back-office.md): the list, one customer's profile, wishlist,
// projects and reviews, the export of everything the shop holds about them, and their erasure on
// request (decision 082). Records found "by their address" (leads, back-in-stock requests) are found by
// an address the customer has confirmed, never by the profile's, which anyone can set to anything.
import { sql, type SQL } from 'drizzle-orm';
import type { AdminReview } from '../../../contract/admin/catalogue.ts';
import type { CustomerExport, ExportedOrder } from '../../../contract/admin/operations.ts';
import type { z } from '../../../contract/zod.ts';
import type {
  AdminCustomerDetailDataSchema,
  AdminCustomerListQuerySchema,
  AdminCustomerOrderSchema,
  GuestBuyerQuerySchema,
  GuestBuyerSchema,
  AdminCustomerRowSchema,
  AdminCustomerSchema,
  CustomerEraseDataSchema,
} from '../../../contract/admin/operations.ts';
import { isUuid } from '../../../contract/ids.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import {
  customers,
  customerSearchText,
  guestBuyerSearchText,
  identityAccounts,
  type orders,
  type products,
  type reviews,
  type stockNotifications,
  type wishlistItems,
} from '../../db/schema.ts';
import { allColumns, columns, uuids } from '../../db/sql.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import { ERASED_EMAIL } from '../../lib/erased.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { discardUploads } from '../../media/uploads.ts';
import { deleteAccount } from '../identity/index.ts';
import { eraseOrders, exportOrders, openOrderNumbers, ordersOf, type OrderOwner } from '../orders/index.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';
import { accessMeasuresOf } from './access-measures.service.ts';
import { consentHistory } from './consents.ts';
import {
  deleteMessages,
  deleteStoredMail,
  personPatterns,
  redactRows,
  rememberErasedSignIn,
} from './erasure.ts';
import { LEAD_SELECT, notesOf, toLead, type LeadRow } from '../leads/index.ts';
import { containing, page, searchTerm, type Paged } from '../../lib/pagination.ts';
import {
  eraseQuoteAnswers,
  eraseVisitPhotos,
  PROJECT_SELECT,
  toAdminProject,
  type ProjectRow,
} from '../projects/index.ts';

export const CUSTOMER_NOT_FOUND = 'Customer not found';
export const CONFIRM_EMAIL_MISMATCH =
  'confirm_email must be the customer’s e-mail address, typed again to confirm the erasure';
export const CUSTOMER_IS_STAFF =
  'This person signs in to the back office as a member of staff: remove them from staff before erasing their customer account.';
export const openOrdersMessage = (numbers: readonly string[]) =>
  `This customer has orders still open (${numbers.join(', ')}): deliver or cancel them, and settle any refund, before erasing the customer.`;
/** What an erased customer's reviews are signed with; the ratings stay. */
export const ANONYMOUS_REVIEWER = 'Anonymous';

type CustomerRow = typeof customers.$inferSelect;
type AccountRow = Omit<typeof identityAccounts.$inferSelect, 'password_hash'>;
const ACCOUNT_KEYS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'phone',
  'email_verified',
  'created_at',
  'updated_at',
  'password_changed_at',
] as const;

type ListRow = Pick<
  CustomerRow,
  'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'city' | 'created_at'
> & { wishlist_count: number; projects_count: number; reviews_count: number };

type AdminCustomerOrder = z.infer<typeof AdminCustomerOrderSchema>;
type CustomerOrderRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'number' | 'created_at' | 'total_paise' | 'customer_id'
> &
  Pick<AdminCustomerOrder, 'status' | 'payment_status' | 'item_count'>;
type GuestRow = Omit<z.infer<typeof GuestBuyerSchema>, 'last_order_at'> & { last_order_at: string };

type ProductRef = Pick<typeof products.$inferSelect, 'id' | 'name' | 'slug'>;
type WishlistRow = ProductRef & { added_at: (typeof wishlistItems.$inferSelect)['created_at'] };
type ReviewRow = Pick<
  typeof reviews.$inferSelect,
  'id' | 'customer_name' | 'rating' | 'title' | 'comment' | 'verified_purchase' | 'created_at'
> & { product_id: string; product_name: string; product_slug: string };
type StockAlertRow = Pick<
  typeof stockNotifications.$inferSelect,
  'variant_id' | 'email' | 'confirmed_at' | 'notified_at' | 'created_at'
> & { product_id: string; product_name: string; product_slug: string };

const fullName = (row: Pick<CustomerRow, 'first_name' | 'last_name'>) =>
  `${row.first_name} ${row.last_name ?? ''}`.trim();

const toRow = (row: ListRow): z.infer<typeof AdminCustomerRowSchema> => ({
  id: row.id,
  name: fullName(row) || row.email || 'Customer',
  email: row.email,
  phone: row.phone,
  city: row.city,
  created_at: iso(row.created_at),
  wishlist_count: row.wishlist_count,
  projects_count: row.projects_count,
  reviews_count: row.reviews_count,
});

const toCustomer = (
  row: CustomerRow,
  storage: Pick<MediaStorage, 'url'>,
): z.infer<typeof AdminCustomerSchema> => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  city: row.city,
  state: row.state,
  pincode: row.pincode,
  avatar_url: row.avatar_key ? storage.url(row.avatar_key) : null,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

// Moderation (hidden reviews) belongs to the catalogue side of the back office; a review read here is
// shown as it stands on the shop.
const toReview = (row: ReviewRow): AdminReview => ({
  id: row.id,
  product: { id: row.product_id, name: row.product_name, slug: row.product_slug },
  customer_name: row.customer_name,
  rating: row.rating,
  title: row.title,
  comment: row.comment,
  verified_purchase: row.verified_purchase,
  created_at: iso(row.created_at),
  hidden: false,
  hidden_reason: null,
  hidden_at: null,
  hidden_by: null,
});

async function customerRow(executor: Executor, id: string, lock = false): Promise<CustomerRow> {
  const [row] = isUuid(id)
    ? await rowsOf<CustomerRow>(
        executor,
        sql`SELECT ${allColumns(customers)} FROM customers WHERE id = ${id}${lock ? sql` FOR UPDATE` : sql``}`,
      )
    : [];
  if (!row) throw AppError.notFound(CUSTOMER_NOT_FOUND);
  return row;
}

/** The customer's account with the shop's own sign-in, when that is how they sign in. */
async function accountOf(
  executor: Executor,
  customer: CustomerRow,
  embeddedIssuer: string | undefined,
): Promise<AccountRow | undefined> {
  if (!embeddedIssuer || customer.issuer !== embeddedIssuer || !isUuid(customer.subject)) return undefined;
  const [row] = await rowsOf<AccountRow>(
    executor,
    sql`SELECT ${columns(identityAccounts, ACCOUNT_KEYS)} FROM identity_accounts WHERE id = ${customer.subject}`,
  );
  return row;
}

/** The addresses the customer has confirmed (lower case): records sent from them are theirs. */
const confirmedAddresses = (customer: CustomerRow, account: AccountRow | undefined): string[] => [
  ...new Set(
    [customer.verified_email, account?.email_verified ? account.email : null]
      .filter((address): address is string => Boolean(address))
      .map((address) => address.trim().toLowerCase()),
  ),
];

const addressList = (addresses: string[]): SQL => sql`${sql.param(addresses)}::text[]`;

async function wishlistOf(executor: Executor, customerId: string) {
  const rows = await rowsOf<WishlistRow>(
    executor,
    sql`
      SELECT p.id, p.name, p.slug, w.created_at AS added_at
      FROM wishlist_items w JOIN products p ON p.id = w.product_id
      WHERE w.customer_id = ${customerId} ORDER BY w.created_at DESC, p.id`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, slug: row.slug, added_at: iso(row.added_at) }));
}

async function projectsOf(executor: Executor, customerId: string) {
  const rows = await rowsOf<ProjectRow>(
    executor,
    sql`${PROJECT_SELECT} WHERE p.customer_id = ${customerId} ORDER BY p.created_at DESC, p.id`,
  );
  return rows.map(toAdminProject);
}

async function reviewsOf(executor: Executor, customerId: string) {
  const rows = await rowsOf<ReviewRow>(
    executor,
    sql`
      SELECT r.id, r.customer_name, r.rating, r.title, r.comment, r.verified_purchase, r.created_at,
             p.id AS product_id, p.name AS product_name, p.slug AS product_slug
      FROM reviews r JOIN products p ON p.id = r.product_id
      WHERE r.customer_id = ${customerId} ORDER BY r.created_at DESC, r.id`,
  );
  return rows.map(toReview);
}

/** A profile's postal address on one line, or null when it has none. */
const profileAddress = (row: CustomerRow): string | null => {
  const text = [row.address, row.city, row.state, row.pincode].filter(Boolean).join(', ');
  return text === '' ? null : text;
};

const storedAddress = (address: ExportedOrder['delivery_address']): string =>
  [address.line1, address.area, address.landmark, address.city, address.stateName, address.pincode]
    .filter(Boolean)
    .join(', ');

/** Every address the shop holds for the customer, once each, with what it served. */
function addressesOf(row: CustomerRow, orderList: ExportedOrder[]): CustomerExport['addresses'] {
  const uses = new Map<string, string[]>();
  const add = (address: string | null, use: string) => {
    if (address) uses.set(address, [...(uses.get(address) ?? []), use]);
  };
  add(profileAddress(row), 'profile');
  for (const order of orderList) {
    add(storedAddress(order.delivery_address), `delivery of order ${order.number}`);
    add(storedAddress(order.billing_address), `billing of order ${order.number}`);
  }
  return [...uses].map(([address, used_for]) => ({ address, used_for }));
}

export interface CustomersAdminOptions {
  storage: MediaStorage;
  /** The embedded provider's issuer, when the API runs it: its customers' subjects are account ids. */
  embeddedIssuer?: string | undefined;
  /** Where the outbox writes messages as files when no SMTP server is set (DATA_DIR/mail). */
  mailDirectory?: string | undefined;
}

export function createAdminCustomersService(
  database: Database,
  { storage, embeddedIssuer, mailDirectory }: CustomersAdminOptions,
) {
  /** A page of the orders `which` selects (a condition on `orders o`), newest first. */
  const ordersPage = async (
    which: SQL,
    query: { page: number; limit: number },
  ): Promise<Paged<AdminCustomerOrder>> => {
    const result = await page<CustomerOrderRow>(
      database,
      query,
      sql`
        SELECT o.id, o.number, o.status, o.payment_status, o.created_at, o.total_paise, o.customer_id,
               (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l
                WHERE l.order_id = o.id AND l.kind = 'product') AS item_count
        FROM orders o WHERE ${which} ORDER BY o.created_at DESC, o.id DESC`,
      sql`FROM orders o WHERE ${which}`,
    );
    return {
      rows: result.rows.map((order) => ({
        id: order.id,
        number: order.number,
        status: order.status,
        payment_status: order.payment_status,
        created_at: iso(order.created_at),
        total: Number(order.total_paise),
        item_count: Number(order.item_count),
        guest: order.customer_id === null,
      })),
      pagination: result.pagination,
    };
  };

  return {
    async list(
      query: z.infer<typeof AdminCustomerListQuerySchema>,
    ): Promise<Paged<z.infer<typeof AdminCustomerRowSchema>>> {
      const where = query.search
        ? sql`WHERE ${customerSearchText('c')} LIKE ${containing(searchTerm(query.search))}`
        : sql``;
      const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
      // By name: first name, then last name (an empty one first either way, as the index holds them).
      const order =
        query.sort === 'name'
          ? sql`c.first_name ${direction}, c.last_name ${direction}, c.id ${direction}`
          : sql`c.created_at ${direction}, c.id ${direction}`;
      // The three counts are correlated subqueries on indexed columns, for the page's rows only.
      const result = await page<ListRow>(
        database,
        query,
        sql`
          SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.city, c.created_at,
                 (SELECT count(*)::int FROM wishlist_items w WHERE w.customer_id = c.id) AS wishlist_count,
                 (SELECT count(*)::int FROM projects p WHERE p.customer_id = c.id) AS projects_count,
                 (SELECT count(*)::int FROM reviews r WHERE r.customer_id = c.id) AS reviews_count
          FROM customers c ${where}
          ORDER BY ${order}`,
        sql`FROM customers c ${where}`,
      );
      return { rows: result.rows.map(toRow), pagination: result.pagination };
    },

    /**
     * The customer's orders, newest first: those placed signed in, and guest orders from an address they
     * have confirmed (not yet joined to the account), on the two indexes of orders by customer and by
     * address.
     */
    async orders(id: string, query: { page: number; limit: number }): Promise<Paged<AdminCustomerOrder>> {
      const row = await customerRow(database.db, id);
      const account = await accountOf(database.db, row, embeddedIssuer);
      return ordersPage(
        ordersOf({ customerId: row.id, confirmedEmails: confirmedAddresses(row, account) }),
        query,
      );
    },

    /**
     * People who ordered without an account, one row an e-mail address: those with an order that matches
     * the search by name, e-mail or phone (typed any way), on the trigram index of guest orders, with all
     * their orders counted; their latest order's name and phone stand for them.
     */
    async guests(
      query: z.infer<typeof GuestBuyerQuerySchema>,
    ): Promise<Paged<z.infer<typeof GuestBuyerSchema>>> {
      const where = sql`WHERE o.customer_id IS NULL AND o.erased_at IS NULL
                          AND ${guestBuyerSearchText('o')} LIKE ${containing(searchTerm(query.search))}`;
      const result = await page<GuestRow>(
        database,
        query,
        sql`
          WITH found AS (SELECT DISTINCT lower(o.email) AS email FROM orders o ${where})
          SELECT f.email, (array_agg(o.name ORDER BY o.created_at DESC))[1] AS name,
                 (array_agg(o.phone ORDER BY o.created_at DESC))[1] AS phone, count(*)::int AS orders,
                 max(o.created_at) AS last_order_at
          FROM found f
          JOIN orders o ON o.customer_id IS NULL AND o.erased_at IS NULL AND lower(o.email) = f.email
          GROUP BY f.email
          ORDER BY max(o.created_at) DESC, f.email`,
        sql`FROM orders o ${where} GROUP BY lower(o.email)`,
      );
      return {
        rows: result.rows.map((guest) => ({ ...guest, last_order_at: iso(guest.last_order_at) })),
        pagination: result.pagination,
      };
    },

    /** A guest buyer's orders, newest first, by their address (the index of guest orders by address). */
    async guestOrders(
      email: string,
      query: { page: number; limit: number },
    ): Promise<Paged<AdminCustomerOrder>> {
      return ordersPage(
        sql`(o.customer_id IS NULL AND lower(o.email) = ${email.trim().toLowerCase()})`,
        query,
      );
    },

    async get(id: string): Promise<z.infer<typeof AdminCustomerDetailDataSchema>> {
      const row = await customerRow(database.db, id);
      const [wishlist, projectList, reviewList] = await Promise.all([
        wishlistOf(database.db, row.id),
        projectsOf(database.db, row.id),
        reviewsOf(database.db, row.id),
      ]);
      return { customer: toCustomer(row, storage), wishlist, projects: projectList, reviews: reviewList };
    },

    /** Everything the shop holds about the customer. The export itself is recorded in the audit log. */
    async export(actor: StaffPrincipal, id: string): Promise<CustomerExport> {
      return database.db.transaction(async (tx) => {
        const row = await customerRow(tx, id);
        const account = await accountOf(tx, row, embeddedIssuer);
        const addresses = confirmedAddresses(row, account);
        // One transaction, so that the file is one consistent picture; its statements run in turn.
        const wishlist = await wishlistOf(tx, row.id);
        const projectList = await projectsOf(tx, row.id);
        const reviewList = await reviewsOf(tx, row.id);
        const leadRows = await rowsOf<LeadRow>(
          tx,
          sql`${LEAD_SELECT} WHERE lower(l.email) = ANY(${addressList(addresses)}) ORDER BY l.created_at DESC, l.id`,
        );
        const alertRows = await rowsOf<StockAlertRow>(
          tx,
          sql`
            SELECT s.variant_id, s.email, s.confirmed_at, s.notified_at, s.created_at,
                   p.id AS product_id, p.name AS product_name, p.slug AS product_slug
            FROM stock_notifications s JOIN products p ON p.id = s.product_id
            WHERE lower(s.email) = ANY(${addressList(addresses)}) ORDER BY s.created_at DESC`,
        );
        const notes = await notesOf(
          tx,
          leadRows.map((lead) => lead.id),
        );
        const orderList = await exportOrders(tx, { customerId: row.id, confirmedEmails: addresses });
        const consentList = await consentHistory(tx, row.id);
        const accessMeasures = await accessMeasuresOf(tx, row.id);
        await recordAudit(tx, {
          actor,
          action: 'customer.export',
          entityType: 'customer',
          entityId: row.id,
        });
        const when = (value: string | null) => (value ? iso(value) : null);
        return {
          exported_at: new Date().toISOString(),
          customer: { ...toCustomer(row, storage), verified_email: row.verified_email },
          identity_account: account
            ? {
                ...account,
                created_at: iso(account.created_at),
                updated_at: iso(account.updated_at),
                password_changed_at: iso(account.password_changed_at),
              }
            : null,
          wishlist,
          projects: projectList,
          reviews: reviewList,
          leads: leadRows.map((lead) => ({ ...toLead(lead), notes: notes.get(lead.id) ?? [] })),
          stock_alerts: alertRows.map((alert) => ({
            product: { id: alert.product_id, name: alert.product_name, slug: alert.product_slug },
            variant_id: alert.variant_id,
            email: alert.email,
            confirmed_at: when(alert.confirmed_at),
            notified_at: when(alert.notified_at),
            created_at: iso(alert.created_at),
          })),
          orders: orderList,
          invoices: orderList.flatMap((order) =>
            order.documents.map((document) => ({
              kind: document.kind,
              number: document.number,
              date: document.date,
              order_id: order.id,
              order_number: order.number,
              total_paise: document.total_paise,
            })),
          ),
          addresses: addressesOf(row, orderList),
          consents: consentList,
          access_measures: accessMeasures,
        };
      });
    },

    /**
     * Erases the customer, in one transaction (decisions 082, 155, 156): their record (the wishlist goes
     * with it), their avatar, their own sign-in account with every session and token of it, and their
     * sign-in is remembered so that no later call makes them a record again; the back-in-stock requests
     * and rate-limit counters under their addresses; every message to or about them, in the outbox and in
     * the mail folder. Their orders keep only what their invoices must carry, and their links shut. Their
     * reviews stay, signed "Anonymous"; their projects stay as the business's records, with neither
     * customer nor address; the leads they sent stay as counts, with nothing of what they wrote, and
     * without the staff's notes about them; and the person is taken out of the words of all of these.
     * Refused while one of their orders is open (409).
     */
    async erase(
      actor: StaffPrincipal,
      id: string,
      confirmEmail: string,
    ): Promise<z.infer<typeof CustomerEraseDataSchema>> {
      return database.db.transaction(async (tx) => {
        const row = await customerRow(tx, id, true);
        const known = [row.email, row.verified_email]
          .filter((address): address is string => Boolean(address))
          .map((address) => address.trim().toLowerCase());
        const typed = confirmEmail.trim().toLowerCase();
        if (known.length > 0 ? !known.includes(typed) : typed !== row.id)
          throw AppError.badRequest(CONFIRM_EMAIL_MISMATCH, [
            { field: 'confirm_email', message: CONFIRM_EMAIL_MISMATCH },
          ]);
        const [isStaff] = await rowsOf(
          tx,
          sql`SELECT 1 FROM staff WHERE issuer = ${row.issuer} AND subject = ${row.subject} AND removed_at IS NULL`,
        );
        if (isStaff) throw new AppError('conflict', CUSTOMER_IS_STAFF);

        const account = await accountOf(tx, row, embeddedIssuer);
        const addresses = confirmedAddresses(row, account);
        const owner: OrderOwner = { customerId: row.id, confirmedEmails: addresses };
        const open = await openOrderNumbers(tx, owner);
        if (open.length > 0) throw new AppError('conflict', openOrdersMessage(open));
        // Messages and sign-in counters follow the account's address too: they are the account's own.
        const mailboxes = [
          ...new Set([
            ...addresses,
            ...[account?.email, row.email].flatMap((address) => (address ? [address.toLowerCase()] : [])),
          ]),
        ];

        const orders = await eraseOrders(tx, owner);
        const patterns = personPatterns({
          names: [
            fullName(row),
            row.first_name,
            row.last_name,
            ...(account
              ? [`${account.first_name} ${account.last_name}`, account.first_name, account.last_name]
              : []),
          ],
          emails: mailboxes,
          phones: [row.phone, account?.phone],
          addressLines: [row.address, ...orders.addressLines],
        });
        const reviewed = await rowsOf<{ id: string }>(
          tx,
          sql`
            UPDATE reviews SET customer_id = NULL, customer_name = ${ANONYMOUS_REVIEWER}
            WHERE customer_id = ${row.id} RETURNING id`,
        );
        await redactRows(
          tx,
          'reviews',
          reviewed.map((review) => review.id),
          patterns,
        );
        const detached = await rowsOf<{ id: string }>(
          tx,
          sql`
            UPDATE projects SET customer_id = NULL, customer_email = ${ERASED_EMAIL}, site_address = NULL
            WHERE customer_id = ${row.id}
               OR (customer_id IS NULL AND customer_email = ANY(${addressList(addresses)}))
            RETURNING id`,
        );
        await redactRows(
          tx,
          'projects',
          detached.map((project) => project.id),
          patterns,
        );
        await eraseQuoteAnswers(
          tx,
          detached.map((project) => project.id),
        );
        const photoFiles = await eraseVisitPhotos(
          tx,
          detached.map((project) => project.id),
        );
        const anonymised = await rowsOf<{ id: string }>(
          tx,
          sql`
            UPDATE leads SET first_name = 'Erased', last_name = '', email = ${ERASED_EMAIL}, phone = NULL,
                   message = 'Erased at the customer’s request.', client_ip = NULL, user_agent = NULL,
                   updated_at = now()
            WHERE lower(email) = ANY(${addressList(addresses)}) RETURNING id`,
        );
        const leadIds = anonymised.map((lead) => lead.id);
        if (leadIds.length > 0)
          await tx.execute(sql`DELETE FROM lead_notes WHERE lead_id = ANY(${uuids(leadIds)})`);
        const messages = await deleteMessages(tx, { mailboxes, leadIds, orderNumbers: orders.numbers });
        await tx.execute(
          sql`DELETE FROM stock_notifications WHERE lower(email) = ANY(${addressList(addresses)})`,
        );
        // Sign-in and reset counters are keyed "<what>:<address>"; the table holds only live windows.
        await tx.execute(sql`
          DELETE FROM rate_limits
          WHERE EXISTS (SELECT 1 FROM unnest(${addressList(mailboxes)}) AS a(address)
                        WHERE right(rate_limits.key, length(a.address) + 1) = ':' || a.address)`);
        const accountDeleted = account ? await deleteAccount(tx, account.id) : false;
        await tx.execute(sql`DELETE FROM customers WHERE id = ${row.id}`);
        await rememberErasedSignIn(tx, row.issuer, row.subject);

        const result = {
          erased: true as const,
          reviews_anonymised: reviewed.length,
          projects_detached: detached.length,
          leads_anonymised: leadIds.length,
          orders_erased: orders.numbers.length,
        };
        await recordAudit(tx, {
          actor,
          action: 'customer.erase',
          entityType: 'customer',
          entityId: row.id,
          after: {
            ...result,
            messages_deleted: messages.length,
            identity_account_deleted: accountDeleted,
            avatar_deleted: row.avatar_key !== null,
            visit_photos_deleted: photoFiles.length / 2,
          },
        });
        // Files last, so that any failure before them leaves everything as it was; should the commit
        // itself fail after this, the customer is only without an avatar and some copies of messages, and
        // erasing again finishes the work.
        if (row.avatar_key) await storage.delete(row.avatar_key);
        await discardUploads(storage, photoFiles, () => undefined);
        await deleteStoredMail(mailDirectory, messages);
        return result;
      });
    },
  };
}

export type AdminCustomersService = ReturnType<typeof createAdminCustomersService>;
