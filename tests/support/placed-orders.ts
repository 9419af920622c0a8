// Orders placed through checkout as a shopper places them, for tests that need one to act on: a piece
// that is in stock with units to spare, and a cash-on-delivery order of it to a Hyderabad address.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PlaceOrder } from '../../contract/orders.ts';
import type { Database } from '../../server/db/client.ts';
import { seedDeliveryRanges } from '../../server/db/seed/delivery.ts';
import { call } from './admin-sales.ts';

export interface StockedPiece {
  id: string;
  price: number;
}

/**
 * The cheapest published piece without options, given 1,000 units, with the demo's delivery areas in
 * place: orders of it are within the cash-on-delivery limit and never run out.
 */
export async function stockedPiece(database: Database): Promise<StockedPiece> {
  await seedDeliveryRanges(database);
  const [row] = await database.execute(
    `SELECT p.id, p.effective_price AS price FROM products p
     WHERE p.status = 'published' AND p.stock_status = 'in_stock'
       AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
     ORDER BY p.effective_price, p.id LIMIT 1`,
  );
  await database.execute(
    `INSERT INTO product_stock (product_id, quantity) VALUES ($1, 1000)
     ON CONFLICT (product_id) DO UPDATE SET quantity = 1000`,
    [row!.id],
  );
  return { id: String(row!.id), price: Number(row!.price) };
}

export const HYDERABAD_ADDRESS = {
  line1: 'Flat 302, Lotus Residency, Road No. 12',
  area: 'Banjara Hills',
  city: 'Hyderabad',
  stateCode: '36',
  pincode: '500034',
};

/** A cash-on-delivery order of one `piece`; `headers` sign it in as a customer. Answers the placed order. */
export async function placeOrder(
  app: FastifyInstance,
  piece: StockedPiece,
  fields: Partial<PlaceOrder> = {},
  headers: Record<string, string> = {},
): Promise<{ id: string; number: string; accessToken: string }> {
  const body: PlaceOrder = {
    name: 'Asha Reddy',
    email: `asha.${randomUUID().slice(0, 8)}@example.in`,
    phone: '+91 98480 22338',
    delivery: HYDERABAD_ADDRESS,
    lines: [{ productId: piece.id, variantId: null, quantity: 1, price: piece.price }],
    paymentMethod: 'cod',
    ...fields,
  };
  const answer = await call(app, 'POST', '/orders', { ...headers, 'idempotency-key': randomUUID() }, body);
  if (answer.status !== 201)
    throw new Error(`placing an order answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const { order, accessToken } = answer.body.data as {
    order: { id: string; number: string };
    accessToken: string;
  };
  return { id: order.id, number: order.number, accessToken };
}
