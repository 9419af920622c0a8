// Checkout and orders on a real database: the quote's GST, a guest's cash-on-delivery order with its
// e-mails and invoice, idempotent placing, tampered prices, the last unit between two shoppers, gapless
// invoice numbers under 50 concurrent orders, the link and the customer's access, cancelling with the
// stock given back, and the back office's moves with their permissions.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PageInfoSchema } from '../../../contract/admin/common.ts';
import { AdminOrderListSchema } from '../../../contract/admin/orders.ts';
import { envelope } from '../../../contract/catalogue.ts';
import { gstinCheckCharacter } from '../../../contract/india-rules.ts';
import { OrderSchema, PlacedOrderSchema, QuoteSchema, type PlaceOrder } from '../../../contract/orders.ts';
import { seedDeliveryRanges } from '../../db/seed/delivery.ts';
import { call } from '../../../tests/support/admin-sales.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import { createStaff, customerToken, mintAccessToken, type TestStaff } from '../../../tests/support/staff.ts';
import { TEST_CLIENT_ID } from '../../../tests/support/oidc.ts';
import { financialYear, formatDocumentNumber } from '../billing/index.ts';
import { indiaToday } from '../../../contract/leads.ts';

let owner: TestStaff;
let viewer: TestStaff;

interface Piece {
  id: string;
  variantId: string | null;
  variantName: string | null;
  name: string;
  price: number;
  hsn: string;
}
let sofa: Piece;
let vase: Piece;

const YEAR = financialYear(indiaToday());

/** The cheapest piece (or variant) of a subcategory in stock. */
async function pieceOf(category: string): Promise<Piece> {
  const [row] = await t.database.execute(
    `SELECT p.id, v.id AS variant_id, v.name AS variant_name, p.name, p.hsn_code AS hsn,
            CASE WHEN v.id IS NULL THEN p.effective_price
                 WHEN v.discount_price < v.price THEN v.discount_price ELSE v.price END AS price
     FROM products p JOIN categories c ON c.id = p.category_id JOIN product_stock s ON s.product_id = p.id
     LEFT JOIN product_variants v ON v.product_id = p.id AND v.stock_status = 'in_stock'
     WHERE c.slug = $1 AND p.stock_status = 'in_stock' AND p.status = 'published' AND s.quantity > 0
     ORDER BY price, p.slug LIMIT 1`,
    [category],
  );
  return {
    id: String(row!.id),
    variantId: row!.variant_id ? String(row!.variant_id) : null,
    variantName: row!.variant_name ? String(row!.variant_name) : null,
    name: String(row!.name),
    price: Number(row!.price),
    hsn: String(row!.hsn),
  };
}

const lineOf = (piece: Piece, quantity = 1, price = piece.price) => ({
  productId: piece.id,
  variantId: piece.variantId,
  quantity,
  price,
});

const setStock = (productId: string, quantity: number) =>
  t.database.execute(`UPDATE product_stock SET quantity = $2 WHERE product_id = $1`, [productId, quantity]);
const stockOf = async (productId: string) =>
  Number(
    (await t.database.execute(`SELECT quantity FROM product_stock WHERE product_id = $1`, [productId]))[0]!
      .quantity,
  );

const t = useTestApp({ ORDERS_RATE_LIMIT_PER_MINUTE: '1000', COD_MAX_RUPEES: '50000' });
beforeAll(async () => {
  await seedDeliveryRanges(t.database);
  owner = await createStaff(t.database, 'owner');
  viewer = await createStaff(t.database, 'viewer');
  sofa = await pieceOf('sofas');
  vase = await pieceOf('vases');
  // The demo's cheapest sofa (a 2-Seater) and vase together are within the cash-on-delivery cap; two
  // sofas are not.
  expect(sofa.price + vase.price).toBeLessThanOrEqual(50_000);
  expect(2 * sofa.price).toBeGreaterThan(50_000);
});

const hyderabad = {
  line1: 'Flat 302, Lotus Residency, Road No. 12',
  area: 'Banjara Hills',
  landmark: 'Near City Centre Mall',
  city: 'Hyderabad',
  stateCode: '36',
  pincode: '500034',
};

const order = (overrides: Partial<PlaceOrder> = {}): PlaceOrder => ({
  name: 'Asha Reddy',
  email: `asha.${randomUUID().slice(0, 8)}@example.in`,
  phone: '+91 98480 22338',
  delivery: hyderabad,
  lines: [lineOf(vase, 1)],
  paymentMethod: 'cod',
  ...overrides,
});

const place = (body: unknown, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/orders', headers, body);

describe('the quote', () => {
  it('prices a cart with CGST and SGST within Telangana and IGST elsewhere, from the shop’s own prices', async () => {
    const lines = [lineOf(sofa, 1), lineOf(vase, 1)];
    const inside = await call(
      t.app,
      'POST',
      '/checkout/quote',
      {},
      { lines, pincode: '500034', stateCode: '36' },
    );
    expect(inside.status).toBe(200);
    const quote = envelope(QuoteSchema).parse(inside.body).data;
    expect(quote.intraState).toBe(true);
    expect(quote.totals.total).toBe((sofa.price + vase.price) * 100);
    expect(quote.totals.taxable + quote.totals.cgst + quote.totals.sgst).toBe(quote.totals.total);
    expect(quote.totals.igst).toBe(0);
    const vaseLine = quote.lines.find((line) => line.productId === vase.id)!;
    expect(vaseLine.gstRateBp).toBe(500);
    expect(vaseLine.hsnCode).toBe('6913');
    expect(quote.lines.find((line) => line.productId === sofa.id)!.hsnCode).toBe('9401');
    expect(quote.payment.cod.available).toBe(true);
    expect(quote.payment.online.available).toBe(false);

    const mumbai = await call(
      t.app,
      'POST',
      '/checkout/quote',
      {},
      { lines, pincode: '400001', stateCode: '27' },
    );
    const igst = envelope(QuoteSchema).parse(mumbai.body).data;
    expect(igst.intraState).toBe(false);
    expect(igst.totals.cgst + igst.totals.sgst).toBe(0);
    expect(igst.totals.taxable + igst.totals.igst).toBe(igst.totals.total);
    expect(igst.totals.total).toBe(quote.totals.total);
  });

  it('lists a changed price instead of charging it', async () => {
    const answer = await call(
      t.app,
      'POST',
      '/checkout/quote',
      {},
      {
        lines: [lineOf(vase, 1, vase.price - 500)],
        pincode: '500034',
        stateCode: '36',
      },
    );
    const quote = envelope(QuoteSchema).parse(answer.body).data;
    expect(quote.priceChanges).toEqual([
      {
        productId: vase.id,
        variantId: vase.variantId,
        name: vase.name,
        was: vase.price - 500,
        now: vase.price,
      },
    ]);
    expect(quote.totals.total).toBe(vase.price * 100);
  });

  it('names the field of a bad request', async () => {
    const answer = await call(
      t.app,
      'POST',
      '/checkout/quote',
      {},
      { lines: [], pincode: '012345', stateCode: '36' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/lines|pincode/);
  });
});

describe('a guest buying with cash on delivery', () => {
  it('places the order with its invoice number, two e-mails and a link that opens it', async () => {
    const body = order();
    const answer = await place(body, { 'idempotency-key': randomUUID() });
    expect(answer.status).toBe(201);
    const { order: placed, accessToken } = envelope(PlacedOrderSchema).parse(answer.body).data;
    expect(placed.status).toBe('placed');
    expect(placed.paymentMethod).toBe('cod');
    expect(placed.number).toMatch(/^AAN-\d{6}$/);
    expect(placed.invoice?.number).toMatch(new RegExp(`^AAN/${YEAR.slice(2)}/\\d{6}$`));
    expect(placed.invoice!.number.length).toBeLessThanOrEqual(16);
    expect(placed.totals.total).toBe(vase.price * 100);
    expect(placed.placeOfSupply).toEqual({ code: '36', name: 'Telangana' });

    const mail = await t.database.execute(
      `SELECT topic, payload->>'to' AS "to", payload->>'text' AS text FROM outbox WHERE topic LIKE 'order.%' AND payload->>'text' LIKE $1`,
      [`%${placed.number}%`],
    );
    const customerMail = mail.find((row) => row.to === body.email);
    expect(customerMail?.topic).toBe('order.placed');
    expect(String(customerMail?.text)).toContain(`/orders/view?id=${placed.id}&token=${accessToken}`);
    expect(mail.some((row) => row.topic === 'order.business')).toBe(true);

    const byLink = await call(t.app, 'GET', `/orders/${placed.id}?token=${accessToken}`, {});
    expect(byLink.status).toBe(200);
    expect(envelope(OrderSchema).parse(byLink.body).data.number).toBe(placed.number);
    const wrong = await call(t.app, 'GET', `/orders/${placed.id}?token=${'x'.repeat(32)}`, {});
    expect(wrong.status).toBe(404);
    const otherOrder = await call(t.app, 'GET', `/orders/${randomUUID()}?token=${accessToken}`, {});
    expect(otherOrder.status).toBe(404);
    expect((await call(t.app, 'GET', `/orders/${placed.id}`, {})).status).toBe(401);
  });

  it('issues a PDF invoice with the GSTINs, the HSN codes and the total in words', async () => {
    // A Bengaluru business's GSTIN, billed to its Bengaluru office.
    const gstin = '29AAGCB7383J1Z4';
    const answer = await place(
      order({
        gstin,
        billing: {
          line1: '14, 2nd Cross',
          area: 'Koramangala',
          city: 'Bengaluru',
          stateCode: '29',
          pincode: '560034',
        },
        lines: [lineOf(sofa, 1), lineOf(vase, 1)],
      }),
    );
    expect(answer.status).toBe(201);
    const { order: placed, accessToken } = envelope(PlacedOrderSchema).parse(answer.body).data;
    const pdf = await t.app.inject({ url: `/api/v1/orders/${placed.id}/invoice.pdf?token=${accessToken}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(gstin);
    expect(text).toContain('36AAKFA4821M1Z9');
    expect(text).toContain(sofa.hsn);
    expect(text).toContain('6913');
    expect(text).toContain(placed.invoice!.number);
    expect(text).toContain('Rupees');
  });

  it('refuses a GSTIN with a wrong check character, naming the field', async () => {
    const answer = await place(order({ gstin: '29AAGCB7383J1Z5' }));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/gstin/);
  });

  it('refuses a pincode the shop does not serve, and cash on delivery above the cap', async () => {
    const far = await place(order({ delivery: { ...hyderabad, pincode: '799001', stateCode: '16' } }));
    expect(far.status).toBe(422);
    expect(far.body.error).toBe("We don't deliver to 799001 yet. Please choose another delivery address.");
    const big = await place(order({ lines: [lineOf(sofa, 2)] }));
    expect(big.status).toBe(422);
    expect(big.body.error).toBe('Cash on delivery is available for orders up to ₹50,000.');
  });
});

describe('the state of an address (decision 158)', () => {
  it('refuses a quote whose state is not its pincode’s, naming stateCode', async () => {
    const answer = await call(
      t.app,
      'POST',
      '/checkout/quote',
      {},
      { lines: [lineOf(vase, 1)], pincode: '500081', stateCode: '27' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('stateCode must be the state of pincode 500081: Telangana (36)');
    expect(answer.body.details).toEqual([{ field: 'stateCode', message: answer.body.error }]);
  });

  it('refuses an order to “Bengaluru, Maharashtra 500034”, and a billing address of the same kind', async () => {
    const count = await t.database.execute(`SELECT count(*)::int AS n FROM orders`);
    const wrong = await place(
      order({ delivery: { ...hyderabad, city: 'Bengaluru', stateCode: '27', pincode: '500034' } }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([
      {
        field: 'delivery.stateCode',
        message: 'stateCode must be the state of pincode 500034: Telangana (36)',
      },
    ]);
    const billing = await place(order({ billing: { ...hyderabad, stateCode: '29', pincode: '400001' } }));
    expect(billing.status).toBe(400);
    expect(billing.body.details[0]).toEqual({
      field: 'billing.stateCode',
      message: 'stateCode must be the state of pincode 400001: Maharashtra (27)',
    });
    expect(await t.database.execute(`SELECT count(*)::int AS n FROM orders`)).toEqual(count);
  });

  it('refuses a GSTIN registered in another state than the billing address’s, naming gstin', async () => {
    const karnataka = `29AAGCB7383J1Z${gstinCheckCharacter('29AAGCB7383J1Z')}`;
    const answer = await place(order({ gstin: karnataka }));
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([
      {
        field: 'gstin',
        message:
          "gstin must be registered in the billing address's state, Telangana (36); this one is registered in Karnataka (29)",
      },
    ]);
    // Billed to Bengaluru, the same GSTIN is right, whatever the delivery state.
    const bengaluru = { ...hyderabad, city: 'Bengaluru', stateCode: '29', pincode: '560034' };
    const billed = await place(order({ gstin: karnataka, billing: bengaluru }));
    expect(billed.status).toBe(201);
    expect(billed.body.data.order.placeOfSupply).toEqual({ code: '36', name: 'Telangana' });
  });
});

describe('how much one order may hold (decision 160)', () => {
  it('merges lines of the same piece before the limit of 10, and names the line that goes over', async () => {
    const twice = [lineOf(vase, 6), lineOf(sofa, 1), lineOf(vase, 6)];
    const quote = await call(
      t.app,
      'POST',
      '/checkout/quote',
      {},
      { lines: twice, pincode: '500034', stateCode: '36' },
    );
    expect(quote.status).toBe(400);
    expect(quote.body.error).toBe(
      'quantity must be at most 10 of one piece in an order: lines 1 and 3 ask for 12 together',
    );
    expect(quote.body.details).toEqual([{ field: 'lines.2.quantity', message: quote.body.error }]);
    const before = await stockOf(vase.id);
    const placed = await place(order({ lines: Array.from({ length: 30 }, () => lineOf(vase, 10)) }));
    expect(placed.status).toBe(400);
    expect(placed.body.details[0].field).toBe('lines.29.quantity');
    expect(await stockOf(vase.id)).toBe(before);
    const one = await place(order({ lines: [lineOf(vase, 11)] }));
    expect(one.status).toBe(400);
    expect(one.body.details[0]).toEqual({
      field: 'lines.0.quantity',
      message: 'quantity must be at most 10 of one piece in an order',
    });
  });

  it('refuses an order of more pieces than one order may hold until it is paid, naming lines', async () => {
    const pieces = await t.database.execute(
      `SELECT id, effective_price AS price FROM products WHERE status = 'published' ORDER BY slug LIMIT 4`,
    );
    const lines = pieces.map((row, index) => ({
      productId: String(row.id),
      variantId: null,
      quantity: index === 3 ? 1 : 10,
      price: Number(row.price),
    }));
    const count = await t.database.execute(`SELECT count(*)::int AS n FROM orders`);
    for (const paymentMethod of ['online', 'cod'] as const) {
      const answer = await place(order({ lines, paymentMethod }));
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatch(/at most 30 pieces until it is paid, and this one holds 31/);
      expect(answer.body.details).toEqual([
        { field: 'lines', message: 'lines must hold at most 30 pieces in all' },
      ]);
    }
    expect(await t.database.execute(`SELECT count(*)::int AS n FROM orders`)).toEqual(count);
  });

  it('tells the cart and checkout how an order can be paid and how large it may be', async () => {
    const answer = await call(t.app, 'GET', '/checkout/settings', {});
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ codMaxRupees: 50_000, onlinePayment: false, unitsMax: 30 });
  });
});

describe('a callback to order (decision 161)', () => {
  it('stores the cart, priced by the shop, as a lead staff see, and e-mails both sides', async () => {
    const email = `kitchen.${randomUUID().slice(0, 8)}@example.in`;
    const body = {
      name: 'Meera Iyer',
      email,
      phone: '+91 98480 22338',
      pincode: '500034',
      // The browser's price is not what is written down.
      lines: [lineOf(sofa, 2, 1), lineOf(vase, 1)],
    };
    const key = randomUUID();
    const answer = await call(t.app, 'POST', '/checkout/callback', { 'idempotency-key': key }, body);
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(
      'Thank you! We will call you within one working day to take your order.',
    );
    const reference: string = answer.body.data.reference;
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    const again = await call(t.app, 'POST', '/checkout/callback', { 'idempotency-key': key }, body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.reference).toBe(reference);

    const list = await call(t.app, 'GET', `/admin/leads?kind=callback&search=${email}`, owner.headers);
    expect(list.status).toBe(200);
    expect(list.body.data.leads).toHaveLength(1);
    const [lead] = list.body.data.leads;
    expect(lead).toMatchObject({ kind: 'callback', first_name: 'Meera', last_name: 'Iyer', status: 'new' });
    const rupees = (value: number) => `₹${value.toLocaleString('en-IN')}`;
    expect(lead.message).toBe(
      [
        `2 × ${sofa.name}${sofa.variantName ? ` (${sofa.variantName})` : ''} at ${rupees(sofa.price)}: ${rupees(2 * sofa.price)}`,
        `1 × ${vase.name} at ${rupees(vase.price)}: ${rupees(vase.price)}`,
        `Total: ${rupees(2 * sofa.price + vase.price)} (GST included, at the shop's prices when asked)`,
        'Delivery pincode: 500034',
      ].join('\n'),
    );
    const mails = await t.database.execute(
      `SELECT topic, payload->>'to' AS "to" FROM outbox WHERE topic LIKE 'callback.%' AND lead_id = $1 ORDER BY topic`,
      [lead.id],
    );
    expect(mails.map((mail) => mail.topic)).toEqual(['callback.business', 'callback.customer']);
    expect(mails[1]!.to).toBe(email);
  });

  it('names the field of a request it cannot take', async () => {
    const answer = await call(
      t.app,
      'POST',
      '/checkout/callback',
      {},
      { name: 'Meera Iyer', email: 'meera@example.in', lines: [lineOf(vase, 1)] },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Phone number is required');
    expect(answer.body.details[0].field).toBe('phone');
  });
});

describe('placing an order once', () => {
  it('answers a retry with the same Idempotency-Key with the first order and refuses the key with another body', async () => {
    const key = randomUUID();
    const body = order();
    const before = await stockOf(vase.id);
    const first = await place(body, { 'idempotency-key': key });
    const again = await place(body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.order.id).toBe(first.body.data.order.id);
    expect(again.body.data.accessToken).toBe(first.body.data.accessToken);
    expect(await stockOf(vase.id)).toBe(before - 1);
    const other = await place(order(), { 'idempotency-key': key });
    expect(other.status).toBe(422);
  });

  it('stores one order when one key arrives many times at once', async () => {
    const key = randomUUID();
    const body = order();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => place(body, { 'idempotency-key': key })),
    );
    expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.data.order.id)).size).toBe(1);
    const stored = await t.database.execute(
      `SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1`,
      [key],
    );
    expect(stored[0]!.n).toBe(1);
  });

  it('refuses a tampered price with the current quote, and stores nothing', async () => {
    const before = await t.database.execute(`SELECT count(*)::int AS n FROM orders`);
    const answer = await place(order({ lines: [lineOf(vase, 1, 1)] }));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(
      `The price of ${vase.name} has changed from ₹1 to ₹${vase.price.toLocaleString('en-IN')}. Please review your order.`,
    );
    expect(answer.body.details.reason).toBe('price_changed');
    const after = await t.database.execute(`SELECT count(*)::int AS n FROM orders`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('stock', () => {
  it('sells the last unit to exactly one of two shoppers, and the piece shows out of stock', async () => {
    await setStock(vase.id, 1);
    const [a, b] = await Promise.all([place(order()), place(order())]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.error).toBe(`${vase.name} is out of stock. Please remove it from your cart.`);
    expect(await stockOf(vase.id)).toBe(0);
    const [row] = await t.database.execute(`SELECT stock_status FROM products WHERE id = $1`, [vase.id]);
    expect(row!.stock_status).toBe('out_of_stock');

    // Cancelling gives the unit back, and the piece is in stock again.
    const sold = a.status === 201 ? a : b;
    const { order: placed, accessToken } = sold.body.data;
    const cancelled = await call(t.app, 'POST', `/orders/${placed.id}/cancel?token=${accessToken}`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await stockOf(vase.id)).toBe(1);
    const [back] = await t.database.execute(`SELECT stock_status FROM products WHERE id = $1`, [vase.id]);
    expect(back!.stock_status).toBe('in_stock');
    await setStock(vase.id, 500);
  });

  it('numbers 50 concurrent invoices consecutively, without a gap', async () => {
    await setStock(vase.id, 500);
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(order())));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    const rows = await t.database.execute(
      `SELECT number FROM tax_documents WHERE kind = 'invoice' ORDER BY number`,
    );
    const numbers = rows.map((row) => String(row.number));
    expect(numbers).toEqual(numbers.map((_, index) => formatDocumentNumber('invoice', YEAR, index + 1)));
    expect(numbers.length).toBeGreaterThanOrEqual(50);
  });
});

describe('the customer and the back office', () => {
  it("lists a signed-in customer's orders and keeps them from anyone else", async () => {
    const token = await customerToken(t.database);
    const mine = await place(order(), { authorization: `Bearer ${token}` });
    expect(mine.status).toBe(201);
    const id = mine.body.data.order.id;
    const history = await call(t.app, 'GET', '/account/orders', { authorization: `Bearer ${token}` });
    expect(history.status).toBe(200);
    expect(history.body.data.map((row: { id: string }) => row.id)).toEqual([id]);
    expect((await call(t.app, 'GET', `/orders/${id}`, { authorization: `Bearer ${token}` })).status).toBe(
      200,
    );
    const stranger = await customerToken(t.database);
    expect((await call(t.app, 'GET', `/orders/${id}`, { authorization: `Bearer ${stranger}` })).status).toBe(
      404,
    );
  });

  it('lets a customer open a guest order placed with their confirmed e-mail, which then joins the account', async () => {
    const guest = (await place(order())).body.data.order;
    const subject = randomUUID();
    const token = await mintAccessToken(t.database, {
      subject,
      scope: 'openid profile email read:profile write:profile',
      clientId: TEST_CLIENT_ID,
    });
    const bearer = { authorization: `Bearer ${token}` };
    // Not theirs until their e-mail address is confirmed as the order's.
    expect((await call(t.app, 'GET', `/orders/${guest.id}`, bearer)).status).toBe(404);
    await t.database.execute(`UPDATE customers SET verified_email = $1 WHERE subject = $2`, [
      guest.email,
      subject,
    ]);
    const opened = await call(t.app, 'GET', `/orders/${guest.id}`, bearer);
    expect(opened.status).toBe(200);
    expect(opened.body.data.number).toBe(guest.number);
    const history = await call(t.app, 'GET', '/account/orders', bearer);
    expect(history.body.data.map((row: { id: string }) => row.id)).toEqual([guest.id]);
    // Anyone else still gets nothing.
    expect(
      (
        await call(t.app, 'GET', `/orders/${guest.id}`, {
          authorization: `Bearer ${await customerToken(t.database)}`,
        })
      ).status,
    ).toBe(404);
  });

  it('lets staff confirm, ship with tracking and deliver, in order only; a viewer changes nothing', async () => {
    const placed = (await place(order())).body.data.order;
    const act = (body: unknown, who = owner) =>
      call(t.app, 'POST', `/admin/orders/${placed.id}/status`, who.headers, body);
    expect((await act({ status: 'confirmed' }, viewer)).status).toBe(403);
    expect((await act({ status: 'delivered' })).status).toBe(409);
    expect((await act({ status: 'confirmed' })).body.data.status).toBe('confirmed');
    const noTracking = await act({ status: 'shipped', carrier: 'Delhivery' });
    expect(noTracking.status).toBe(400);
    expect(noTracking.body.error).toMatch(/trackingNumber/);
    const shipped = await act({ status: 'shipped', carrier: 'Delhivery', trackingNumber: 'DL123456789IN' });
    expect(shipped.body.data.trackingNumber).toBe('DL123456789IN');
    const delivered = await act({ status: 'delivered' });
    expect(delivered.body.data.status).toBe('delivered');
    expect(delivered.body.data.paymentStatus).toBe('paid');
    // The cash collected at the door is in the ledger, with the order's paid status (decision 163).
    const cash = await t.database.execute(
      `SELECT method, state, amount_paise FROM money_movements WHERE order_id = $1 AND kind = 'payment'`,
      [delivered.body.data.id],
    );
    expect(cash).toEqual([
      { method: 'cash_on_delivery', state: 'succeeded', amount_paise: delivered.body.data.totals.total },
    ]);
    expect(delivered.body.data.events.map((event: { status: string }) => event.status)).toEqual([
      'placed',
      'confirmed',
      'shipped',
      'delivered',
    ]);
    const list = await call(t.app, 'GET', '/admin/orders?status=delivered', viewer.headers);
    expect(list.status).toBe(200);
    expect(list.body.data.orders.map((row: { id: string }) => row.id)).toContain(placed.id);
    const mails = await t.database.execute(
      `SELECT topic FROM outbox WHERE topic IN ('order.confirmed', 'order.shipped', 'order.delivered') AND payload->>'to' = $1`,
      [placed.email],
    );
    expect(mails.map((row) => row.topic).sort()).toEqual([
      'order.confirmed',
      'order.delivered',
      'order.shipped',
    ]);
  });

  it("finds an order by its number or the buyer's e-mail, and adds up today's sales", async () => {
    const before = (await call(t.app, 'GET', '/admin/orders/today', viewer.headers)).body.data;
    const placed = (await place(order({ name: 'Kavya Menon' }))).body.data.order;
    const byNumber = await call(
      t.app,
      'GET',
      `/admin/orders?search=${placed.number.toLowerCase()}`,
      viewer.headers,
    );
    expect(byNumber.body.data.orders.map((row: { id: string }) => row.id)).toEqual([placed.id]);
    const byEmail = await call(
      t.app,
      'GET',
      `/admin/orders?search=${placed.email.toUpperCase()}`,
      viewer.headers,
    );
    expect(byEmail.body.data.orders.map((row: { id: string }) => row.id)).toEqual([placed.id]);
    const nobody = await call(t.app, 'GET', '/admin/orders?search=%25_%25', viewer.headers);
    expect(nobody.body.data.orders).toEqual([]);
    const after = (await call(t.app, 'GET', '/admin/orders/today', viewer.headers)).body.data;
    expect(after).toEqual({ orders: before.orders + 1, total: before.total + placed.totals.total });
    const bad = await call(t.app, 'GET', '/admin/orders?status=lost', viewer.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/status/);
  });

  it('pages the list with the page information every back-office list has', async () => {
    const name = `Paging ${randomUUID().slice(0, 8)}`;
    const placed = PlacedOrderSchema.parse((await place(order({ name }))).body.data).order;
    const first = await call(t.app, 'GET', `/admin/orders?search=${name}`, viewer.headers);
    // The rows the back office's list reads, in the shape the contract gives every admin list.
    expect(AdminOrderListSchema.parse(first.body.data).orders.map((row) => row.number)).toEqual([
      placed.number,
    ]);
    expect(PageInfoSchema.strict().parse(first.body.data.pagination)).toEqual({
      page: 1,
      limit: 25,
      total: 1,
      totalCapped: false,
      hasNext: false,
      hasPrev: false,
    });
    const second = await call(t.app, 'GET', `/admin/orders?search=${name}&page=2`, viewer.headers);
    expect(second.body.data.orders).toEqual([]);
    expect(second.body.data.pagination).toMatchObject({ page: 2, total: 1, hasNext: false, hasPrev: true });
  });
});
