// The signed-in customer's cart on the server (decision 207): read with the products' current prices
// and stock, replaced whole by the device's cart, and merged with it once at sign-in. A write that
// changes nothing leaves the cart's time alone, so that syncing never restarts its reminder.
import { sql } from 'drizzle-orm';
import {
  unknownProductMessage,
  unknownVariantMessage,
  type Cart,
  type CartLine,
  type CartWriteLine,
} from '../../../contract/carts.ts';
import { rupeesToPaise, shopperPrice } from '../../../contract/money.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { iso } from '../../lib/dates.ts';
import { fieldUnprocessable } from '../../lib/db-errors.ts';
import { mediaUrl } from '../../lib/media.ts';
import { mergeCarts, normalizeLines, type MergeLine } from './merge.ts';

interface LineRow {
  product_id: string;
  variant_id: string | null;
  quantity: number;
  name: string;
  slug: string;
  price: number;
  compare_price: number | null;
  discount_price: number | null;
  image_url: string | null;
  stock_status: string;
  category: string | null;
  variant_name: string | null;
  variant_price: number | null;
  variant_discount_price: number | null;
  variant_stock_status: string | null;
}

const UNCATEGORIZED = 'Uncategorized';

/** What a cart line is read with, from lines `l` (product_id, variant_id, quantity) of published products. */
const LINE_COLUMNS = sql`l.product_id, l.variant_id, l.quantity, p.name, p.slug, p.price, p.compare_price,
  p.discount_price, p.image_url, p.stock_status, c.name AS category, v.name AS variant_name,
  v.price AS variant_price, v.discount_price AS variant_discount_price, v.stock_status AS variant_stock_status`;
const LINE_JOINS = sql`JOIN products p ON p.id = l.product_id AND p.status = 'published'
  LEFT JOIN categories c ON c.id = p.category_id
  LEFT JOIN product_variants v ON v.id = l.variant_id`;

function toLine(row: LineRow, mediaOrigin: string): CartLine {
  const variant =
    row.variant_id === null
      ? null
      : {
          id: row.variant_id,
          name: row.variant_name!,
          price: row.variant_price!,
          discount_price: row.variant_discount_price,
        };
  const unit = variant
    ? shopperPrice(variant.price, variant.discount_price)
    : shopperPrice(row.price, row.discount_price);
  const unitPaise = rupeesToPaise(unit);
  return {
    productId: row.product_id,
    variantId: row.variant_id,
    quantity: row.quantity,
    product: {
      id: row.product_id,
      name: row.name,
      slug: row.slug,
      price: row.price,
      compare_price: row.compare_price,
      discount_price: row.discount_price,
      image_url: mediaUrl(mediaOrigin, row.image_url),
      category: row.category ?? UNCATEGORIZED,
      stock_status: row.variant_stock_status ?? row.stock_status,
    },
    variant,
    unit_price_paise: unitPaise,
    line_total_paise: unitPaise * row.quantity,
  };
}

/** The lines as stored, of products still sold. */
const storedLines = (executor: Executor, customerId: string) =>
  rowsOf<MergeLine & { position: number }>(
    executor,
    sql`SELECT l.product_id AS "productId", l.variant_id AS "variantId", l.quantity, l.position
        FROM cart_lines l JOIN products p ON p.id = l.product_id AND p.status = 'published'
        WHERE l.customer_id = ${customerId} ORDER BY l.position`,
  );

const sameLines = (a: readonly MergeLine[], b: readonly MergeLine[]) =>
  a.length === b.length &&
  a.every(
    (line, i) =>
      line.productId === b[i]!.productId &&
      line.variantId === b[i]!.variantId &&
      line.quantity === b[i]!.quantity,
  );

/**
 * The lines the shop sells. A product or option that does not exist is refused, naming the line, when
 * `strict` (a write of the whole cart); a device's cart at sign-in may be old, so it loses them quietly.
 * A product no longer published is left out either way.
 */
async function sellable(executor: Executor, lines: readonly MergeLine[], strict: boolean) {
  if (lines.length === 0) return [];
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const variantIds = lines.flatMap((line) => (line.variantId ? [line.variantId] : []));
  const products = new Map(
    (
      await rowsOf<{ id: string; status: string }>(
        executor,
        sql`SELECT id, status FROM products WHERE id = ANY(${sql.param(productIds)}::uuid[])`,
      )
    ).map((row) => [row.id, row.status]),
  );
  const variants = new Map(
    variantIds.length === 0
      ? []
      : (
          await rowsOf<{ id: string; product_id: string }>(
            executor,
            sql`SELECT id, product_id FROM product_variants WHERE id = ANY(${sql.param(variantIds)}::uuid[])`,
          )
        ).map((row) => [row.id, row.product_id]),
  );
  return lines.filter((line, index) => {
    const status = products.get(line.productId);
    const variantFits = line.variantId === null || variants.get(line.variantId) === line.productId;
    if (strict && status === undefined)
      throw fieldUnprocessable(`lines.${index}.productId`, unknownProductMessage(index));
    if (strict && !variantFits)
      throw fieldUnprocessable(`lines.${index}.variantId`, unknownVariantMessage(index));
    return status === 'published' && variantFits;
  });
}

export interface CartsOptions {
  mediaOrigin: string;
}

export function createCartsService(database: Database, options: CartsOptions) {
  /** The carts of `customerIds` in one pair of statements: the reminder scan reads hundreds at once. */
  const readMany = async (executor: Executor, customerIds: readonly string[]): Promise<Map<string, Cart>> => {
    const ids = sql`${sql.param([...customerIds])}::uuid[]`;
    const carts = await rowsOf<{ customer_id: string; updated_at: string }>(
      executor,
      sql`SELECT customer_id, updated_at FROM carts WHERE customer_id = ANY(${ids})`,
    );
    const rows = await rowsOf<LineRow & { customer_id: string }>(
      executor,
      sql`SELECT l.customer_id, ${LINE_COLUMNS}
          FROM cart_lines l ${LINE_JOINS}
          WHERE l.customer_id = ANY(${ids}) ORDER BY l.customer_id, l.position`,
    );
    const found = new Map<string, Cart>(
      customerIds.map((id) => [id, { lines: [], subtotal_paise: 0, updated_at: null }]),
    );
    for (const cart of carts) found.get(cart.customer_id)!.updated_at = iso(cart.updated_at);
    for (const row of rows) {
      const cart = found.get(row.customer_id)!;
      const line = toLine(row, options.mediaOrigin);
      cart.lines.push(line);
      cart.subtotal_paise += line.line_total_paise;
    }
    return found;
  };

  const read = async (executor: Executor, customerId: string): Promise<Cart> =>
    (await readMany(executor, [customerId])).get(customerId)!;

  /** Stores `lines` as the cart, under the lock of its row, unless they are what it holds. */
  const store = async (tx: Executor, customerId: string, lines: readonly MergeLine[]) => {
    if (sameLines(lines, await storedLines(tx, customerId))) return;
    await tx.execute(sql`DELETE FROM cart_lines WHERE customer_id = ${customerId}`);
    await tx.execute(sql`
      UPDATE carts SET line_count = ${lines.length}, updated_at = now(), reminded_at = NULL
      WHERE customer_id = ${customerId}`);
    if (lines.length === 0) return;
    const values = lines.map(
      (line, position) =>
        sql`(${customerId}, ${position}, ${line.productId}, ${line.variantId}, ${line.quantity})`,
    );
    await tx.execute(sql`
      INSERT INTO cart_lines (customer_id, position, product_id, variant_id, quantity)
      VALUES ${sql.join(values, sql`, `)}`);
  };

  /** Takes the customer's cart row for this transaction, making it the first time. */
  const lock = async (tx: Executor, customerId: string) => {
    await tx.execute(sql`INSERT INTO carts (customer_id) VALUES (${customerId}) ON CONFLICT DO NOTHING`);
    await tx.execute(sql`SELECT 1 FROM carts WHERE customer_id = ${customerId} FOR UPDATE`);
  };

  return {
    /** Carts as their customers see them, read through `executor` (a transaction's, or the database). */
    readMany,

    get: (customerId: string): Promise<Cart> => read(database.db, customerId),

    /** The device's whole cart in place of the server's. */
    replace(customerId: string, lines: readonly CartWriteLine[]): Promise<Cart> {
      return database.db.transaction(async (tx) => {
        await lock(tx, customerId);
        const asked = lines.map((line) => ({ ...line, variantId: line.variantId ?? null }));
        await store(tx, customerId, normalizeLines(await sellable(tx, asked, true)));
        return read(tx, customerId);
      });
    },

    /**
     * Anyone's cart as the device keeps it, read again with the shop's current names, prices and stock
     * (decision 207): what the cart page shows a guest. Nothing is stored; a product no longer sold, or
     * an option that is not its product's, is left out.
     */
    async check(lines: readonly CartWriteLine[]): Promise<Cart> {
      const kept = await sellable(database.db, normalizeLines(lines), false);
      if (kept.length === 0) return { lines: [], subtotal_paise: 0, updated_at: null };
      const values = sql.join(
        kept.map(
          (line, position) =>
            sql`(${position}, ${line.productId}::uuid, ${line.variantId}::uuid, ${line.quantity}::int)`,
        ),
        sql`, `,
      );
      const rows = await rowsOf<LineRow>(
        database.db,
        sql`SELECT ${LINE_COLUMNS}
            FROM (VALUES ${values}) AS l(position, product_id, variant_id, quantity) ${LINE_JOINS}
            ORDER BY l.position`,
      );
      const cartLines = rows.map((row) =>
        toLine({ ...row, quantity: Number(row.quantity) }, options.mediaOrigin),
      );
      const subtotal = cartLines.reduce((sum, line) => sum + line.line_total_paise, 0);
      return { lines: cartLines, subtotal_paise: subtotal, updated_at: null };
    },

    /** At sign-in: the device's cart joined to the server's (merge.ts), answered whole. */
    merge(customerId: string, lines: readonly CartWriteLine[]): Promise<Cart> {
      return database.db.transaction(async (tx) => {
        await lock(tx, customerId);
        const device = await sellable(tx, normalizeLines(lines), false);
        await store(tx, customerId, mergeCarts(await storedLines(tx, customerId), device));
        return read(tx, customerId);
      });
    },
  };
}

export type CartsService = ReturnType<typeof createCartsService>;
