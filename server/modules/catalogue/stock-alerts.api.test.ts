// Back-in-stock requests (decision 042): stored unconfirmed with a confirmation e-mail in the outbox,
// confirmed by the link in it, and counted only once confirmed. The answer never tells whether the
// address had asked before.
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, StockNotifyDataSchema, envelope } from '../../../contract/catalogue.ts';
import { useTestApp } from '../../../tests/support/api.ts';

let productId: string;
let productName: string;
let productSlug: string;

const t = useTestApp();
beforeAll(async () => {
  const [row] = await t.database.execute(
    `SELECT id, name, slug FROM products WHERE stock_status = 'out_of_stock' ORDER BY slug LIMIT 1`,
  );
  productId = String(row!.id);
  productName = String(row!.name);
  productSlug = String(row!.slug);
});

let nextIp = 1;
const ask = (email: unknown, options: { product?: string; variantId?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/products/${options.product ?? productId}/notify`,
    payload: { email, ...(options.variantId ? { variantId: options.variantId } : {}) } as never,
    remoteAddress: `192.0.2.${nextIp++}`,
  });

const confirm = (token: string | undefined, accept = 'text/html') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/products/notify/confirm${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
    headers: { accept },
  });

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
const mailsTo = async (email: string): Promise<Mail[]> =>
  (
    await t.database.execute(
      `SELECT payload FROM outbox WHERE topic = 'stock-alert.confirm' AND lower(payload->>'to') = lower($1)
       ORDER BY created_at, id`,
      [email],
    )
  ).map((row) => row.payload as Mail);

const linkIn = (mail: Mail): string => {
  const match = /http:\/\/api\.test\/api\/v1\/products\/notify\/confirm\?token=([A-Za-z0-9_-]+)/.exec(
    mail.text,
  );
  expect(match, mail.text).not.toBeNull();
  expect(mail.html).toContain(match![0]);
  return match![1]!;
};

const requestsFor = (email: string) =>
  t.database.execute(
    `SELECT email, confirmed_at, token_hash FROM stock_notifications WHERE product_id = $1 AND lower(email) = lower($2)`,
    [productId, email],
  );

describe('POST /products/{id}/notify', () => {
  it('stores the request unconfirmed and e-mails a link to confirm it', async () => {
    const email = 'meera.nair@example.in';
    const res = await ask('Meera.Nair@example.in');
    expect(res.statusCode, res.body).toBe(202);
    const body = envelope(StockNotifyDataSchema).parse(res.json());
    expect(body.data).toEqual({ created: true, inStock: false });
    expect(body.message).toContain(productName);

    const [stored] = await requestsFor(email);
    expect(stored).toMatchObject({ confirmed_at: null });
    const [mail] = await mailsTo(email);
    expect(mail!.to).toBe('Meera.Nair@example.in');
    expect(mail!.subject).toContain(productName);
    const token = linkIn(mail!);
    // Only a hash of the token is kept.
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('answers the same whether or not the address had asked before, or had confirmed', async () => {
    const email = 'repeat.asker@example.in';
    const first = await ask(email);
    const again = await ask(email);
    await ask('REPEAT.Asker@example.in');
    await confirm(linkIn((await mailsTo(email))[2]!));
    const afterConfirming = await ask(email);
    for (const res of [again, afterConfirming]) {
      expect(res.statusCode).toBe(first.statusCode);
      expect(res.json()).toEqual(first.json());
    }
    expect(await requestsFor(email)).toHaveLength(1);
    // A fresh link each time while unconfirmed; nothing more once confirmed.
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('refuses a bad address, an unknown product and an unknown variant, naming the field', async () => {
    const bad = await ask('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(bad.json()).error).toBe('email must be a valid email address');
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/${productId}/notify`,
      payload: {},
      remoteAddress: '192.0.2.250',
    });
    expect(ErrorBodySchema.parse(missing.json()).error).toMatch(/email is required/);
    expect((await ask('a@example.in', { product: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    expect(
      (await ask('a@example.in', { variantId: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
  });
});

describe('GET /products/notify/confirm', () => {
  it('confirms with a small page, again harmlessly, and counts only confirmed requests', async () => {
    const confirmed = 'asha.confirms@example.in';
    const unconfirmed = 'bilal.forgets@example.in';
    await ask(confirmed);
    await ask(unconfirmed);
    expect(await t.services.catalogue.stockAlerts.recipients(productId)).not.toContain(confirmed);

    const token = linkIn((await mailsTo(confirmed))[0]!);
    const page = await confirm(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(productName);
    expect(page.body).toContain(`/products/${productSlug}`);
    expect(page.body).not.toContain(confirmed);

    const json = await confirm(token, 'application/json');
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      success: true,
      data: { confirmed: true, product: { id: productId, name: productName, slug: productSlug } },
    });

    const recipients = await t.services.catalogue.stockAlerts.recipients(productId);
    expect(recipients).toContain(confirmed);
    expect(recipients).not.toContain(unconfirmed);
  });

  it('answers an unknown or expired link with 404, and a missing token with 400', async () => {
    const unknown = await confirm('no-such-token', 'application/json');
    expect(unknown.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(unknown.json()).error).toMatch(/link/);
    const html = await confirm('no-such-token');
    expect(html.statusCode).toBe(404);
    expect(html.headers['content-type']).toMatch(/^text\/html/);

    const email = 'late.clicker@example.in';
    await ask(email);
    const token = linkIn((await mailsTo(email))[0]!);
    await t.database.execute(
      `UPDATE stock_notifications SET token_expires_at = now() - interval '1 minute' WHERE lower(email) = $1`,
      [email],
    );
    expect((await confirm(token, 'application/json')).statusCode).toBe(404);

    const missing = await confirm(undefined, 'application/json');
    expect(missing.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(missing.json()).error).toMatch(/token/);
  });
});
