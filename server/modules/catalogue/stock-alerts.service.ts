// Back-in-stock requests (decision 042). A request is stored unconfirmed, with an e-mail that carries a
// link to confirm it, in one transaction (the e-mail leaves through the outbox). Only confirmed
// requests are ever mailed about stock. What the requester is told never depends on whether the
// address had asked before, so the answer cannot be used to learn who wants what.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import type { products, productVariants } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { enqueueEmail } from '../../outbox/outbox.ts';
import { wakeOutbox } from '../../outbox/worker.ts';
import { stockAlertConfirmationEmail } from '../../email/stock-emails.ts';
import { PRODUCT_NOT_FOUND } from './products.service.ts';

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_HOURS = 72;
export const CONFIRMATION_LINK_INVALID =
  'This confirmation link is not valid any more: it has expired or a newer one was sent. Please ask again on the product page.';

export interface StockAlertsOptions {
  /** Where the API is reached from outside: the confirmation link points here. */
  apiOrigin: string;
  /** The storefront, for links back to the product. */
  shopOrigin: string;
  businessName: string;
  messageIdDomain: string;
}

type ProductFacts = Pick<typeof products.$inferSelect, 'id' | 'name' | 'slug' | 'stock_status'>;
type VariantFacts = Pick<typeof productVariants.$inferSelect, 'id' | 'name'>;

export interface ConfirmedAlert {
  product: { id: string; name: string; slug: string; url: string };
  variant: { id: string; name: string } | null;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createStockAlertsService(database: Database, options: StockAlertsOptions) {
  const confirmUrl = (token: string) =>
    `${options.apiOrigin}/api/v1/products/notify/confirm?token=${encodeURIComponent(token)}`;
  const productUrl = (slug: string) => `${options.shopOrigin}/products/${encodeURIComponent(slug)}`;

  return {
    businessName: options.businessName,
    shopOrigin: options.shopOrigin,

    /**
     * Asks to be told when the product (or variant) is back in stock. A new request, or one not yet
     * confirmed, gets a fresh confirmation link; a confirmed one that is still waiting gets nothing more.
     * The result is the same in every case.
     */
    async request(productId: string, email: string, variantId: string | undefined) {
      const [product] = await database.query<ProductFacts>(sql`
        SELECT id, name, slug, stock_status FROM products WHERE id = ${productId} AND status = 'published'`);
      if (!product) throw AppError.notFound(PRODUCT_NOT_FOUND);
      let variant: VariantFacts | null = null;
      if (variantId) {
        [variant = null] = await database.query<VariantFacts>(sql`
          SELECT id, name FROM product_variants WHERE id = ${variantId} AND product_id = ${productId}`);
        if (!variant) throw AppError.notFound('Variant not found');
      }

      const token = randomBytes(24).toString('base64url');
      const sent = await database.db.transaction(async (tx) => {
        // A confirmed request that has not been served yet stays as it is; anything else is (re)armed.
        const armed = await rowsOf<{ id: string }>(
          tx,
          sql`
          INSERT INTO stock_notifications (product_id, variant_id, email, token_hash, token_expires_at)
          VALUES (${productId}, ${variantId ?? null}, ${email}, ${hashOf(token)},
                  now() + make_interval(hours => ${CONFIRMATION_TTL_HOURS}))
          ON CONFLICT (product_id, coalesce(variant_id, '00000000-0000-0000-0000-000000000000'::uuid), lower(email))
          DO UPDATE SET email = excluded.email, token_hash = excluded.token_hash,
                        token_expires_at = excluded.token_expires_at, confirmed_at = NULL, notified_at = NULL
            WHERE stock_notifications.confirmed_at IS NULL OR stock_notifications.notified_at IS NOT NULL
          RETURNING id`,
        );
        if (armed.length === 0) return false;
        await enqueueEmail(
          tx,
          {
            topic: 'stock-alert.confirm',
            email: stockAlertConfirmationEmail({
              to: email,
              businessName: options.businessName,
              productName: product.name,
              variantName: variant?.name ?? null,
              link: confirmUrl(token),
              validDays: CONFIRMATION_TTL_HOURS / 24,
            }),
          },
          options.messageIdDomain,
        );
        return true;
      });
      if (sent) wakeOutbox();
      return {
        inStock: product.stock_status === 'in_stock',
        message: `Thank you! Unless ${email} is already on the list, we have sent it a link to confirm. We will e-mail once ${product.name} is back in stock.`,
      };
    },

    /** Confirms the request whose link carries `token` (again harmlessly); null when the link is not valid. */
    async confirm(token: string): Promise<ConfirmedAlert | null> {
      const [row] = await database.query<{ product_id: string; variant_id: string | null }>(sql`
        UPDATE stock_notifications SET confirmed_at = coalesce(confirmed_at, now())
        WHERE token_hash = ${hashOf(token)} AND token_expires_at > now()
        RETURNING product_id, variant_id`);
      if (!row) return null;
      const [facts] = await database.query<{
        name: string;
        slug: string;
        variant_name: string | null;
      }>(sql`
        SELECT p.name, p.slug, v.name AS variant_name
        FROM products p LEFT JOIN product_variants v ON v.id = ${row.variant_id}::uuid
        WHERE p.id = ${row.product_id}`);
      if (!facts) return null;
      return {
        product: { id: row.product_id, name: facts.name, slug: facts.slug, url: productUrl(facts.slug) },
        variant:
          row.variant_id && facts.variant_name !== null
            ? { id: row.variant_id, name: facts.variant_name }
            : null,
      };
    },

    /**
     * The addresses to write to once the product (or one variant of it) is back in stock: confirmed
     * requests not yet served. Unconfirmed requests never count.
     */
    async recipients(productId: string, variantId?: string): Promise<string[]> {
      const rows = await database.query<{ email: string }>(sql`
        SELECT email FROM stock_notifications
        WHERE product_id = ${productId} AND confirmed_at IS NOT NULL AND notified_at IS NULL
          AND variant_id IS NOT DISTINCT FROM ${variantId ?? null}::uuid
        ORDER BY created_at, id`);
      return rows.map((row) => row.email);
    },
  };
}

export type StockAlertsService = ReturnType<typeof createStockAlertsService>;
