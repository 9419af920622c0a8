// GET /admin/dashboard (decision 054): new leads per week by status (India weeks from Monday), bookings
// for the next 14 days by day and slot with capacity, the most viewed and most wishlisted products on
// the shop, and the live site.
import { beforeAll, describe, expect, it } from 'vitest';
import { DashboardDataSchema } from '../../../contract/admin/operations.ts';
import { LEAD_STATUSES } from '../../../contract/admin/rules.ts';
import { CONSULTATION_SLOTS, indiaToday } from '../../../contract/leads.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

let viewer: TestStaff;

const t = useTestApp({ SLOT_CAPACITY: '4' });
beforeAll(async () => {
  viewer = await createStaff(t.database, 'viewer');
});

const contact = (createdAt: string) =>
  t.database.execute(
    `INSERT INTO leads (kind, first_name, email, subject, message, created_at)
     VALUES ('contact', 'Meera', 'meera@example.in', 'support', 'Hello', $1) RETURNING id`,
    [createdAt],
  );

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /admin/dashboard', () => {
  it('answers every part, in its shape, to every role', async () => {
    const response = await t.app.inject({ url: '/api/v1/admin/dashboard', headers: viewer.headers });
    expect(response.statusCode).toBe(200);
    const data = DashboardDataSchema.parse(response.json().data);
    expect(data.leads_per_week).toHaveLength(8);
    expect(data.bookings).toHaveLength(14 * CONSULTATION_SLOTS.length);
    const today = indiaToday();
    expect(data.bookings[0]).toEqual({ date: today, time: '09:00', booked: 0, capacity: 4 });
    expect(data.bookings.at(-1)).toMatchObject({ date: dayAfter(today, 13), time: '17:00' });
    const lastWeek = data.leads_per_week.at(-1)!;
    expect(new Date(`${lastWeek.week_start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(Object.keys(lastWeek.counts).sort()).toEqual([...LEAD_STATUSES].sort());
    for (const role of ['owner', 'catalogue', 'sales'] as const) {
      const member = await createStaff(t.database, role);
      expect(
        (await t.app.inject({ url: '/api/v1/admin/dashboard', headers: member.headers })).statusCode,
      ).toBe(200);
    }
  });

  it('counts new leads in India weeks from Monday, by status', async () => {
    // Wednesday 25 November 2026 in India: the last week starts on Monday the 23rd, the first on 5 October.
    const now = new Date('2026-11-25T06:00:00Z');
    await contact('2026-11-22T18:29:00Z'); // Sunday 23:59 in India: the week of the 16th
    await contact('2026-11-22T18:31:00Z'); // Monday 00:01 in India: the week of the 23rd
    const [lost] = await contact('2026-11-24T09:00:00Z');
    await contact('2026-10-04T12:00:00Z'); // before the eight weeks
    await t.database.execute(
      `INSERT INTO leads (kind, first_name, email, message, service_id, preferred_date, preferred_time, created_at)
       VALUES ('consultation', 'Rohan', 'rohan@example.in', 'A kitchen', 'kitchen_design', '2026-12-01', '10:00',
               '2026-10-05T00:00:00Z')`,
    );
    await t.database.execute(`UPDATE leads SET status = 'lost' WHERE id = $1`, [lost!.id]);

    const data = await t.services.operations.dashboard.read(now);
    const weeks = data.leads_per_week.map((week) => week.week_start);
    expect(weeks).toEqual([
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    const counts = Object.fromEntries(data.leads_per_week.map((week) => [week.week_start, week.counts]));
    expect(counts['2026-10-05']).toMatchObject({ new: 1 });
    expect(counts['2026-11-16']).toMatchObject({ new: 1, lost: 0 });
    expect(counts['2026-11-23']).toMatchObject({ new: 1, lost: 1 });
  });

  it('shows the bookings of each slot for the next 14 days', async () => {
    const today = indiaToday();
    await t.database.execute(
      `INSERT INTO consultation_slots (slot_date, slot_time, booked) VALUES ($1, '11:00', 3), ($2, '16:00', 1), ($3, '09:00', 2)`,
      [dayAfter(today, 1), dayAfter(today, 13), dayAfter(today, 14)],
    );
    const { bookings } = (
      await t.app.inject({ url: '/api/v1/admin/dashboard', headers: viewer.headers })
    ).json().data;
    const booked = bookings.filter((slot: { booked: number }) => slot.booked > 0);
    expect(booked).toEqual([
      { date: dayAfter(today, 1), time: '11:00', booked: 3, capacity: 4 },
      { date: dayAfter(today, 13), time: '16:00', booked: 1, capacity: 4 },
    ]);
  });

  it('names the most viewed and most wishlisted products on the shop, five of each', async () => {
    const products = await t.database.execute(`SELECT id, name, slug FROM products ORDER BY name LIMIT 8`);
    for (const [index, product] of products.entries()) {
      await t.database.execute(`INSERT INTO product_views (product_id, view_count) VALUES ($1, $2)`, [
        product.id,
        1000 - index * 10,
      ]);
    }
    const customers = [];
    for (let n = 0; n < 4; n++) {
      const [row] = await t.database.execute(
        `INSERT INTO customers (issuer, subject, first_name) VALUES ('http://test', $1, 'C') RETURNING id`,
        [`subject-${n}`],
      );
      customers.push(row!.id);
    }
    // Product 7 is on four wishlists, product 6 on three, 5 on two, 4, 3 and 2 on one.
    const saves: [number, number][] = [
      [7, 0],
      [7, 1],
      [7, 2],
      [7, 3],
      [6, 0],
      [6, 1],
      [6, 2],
      [5, 0],
      [5, 1],
      [4, 0],
      [3, 0],
      [2, 0],
    ];
    for (const [product, customer] of saves) {
      await t.database.execute(`INSERT INTO wishlist_items (customer_id, product_id) VALUES ($1, $2)`, [
        customers[customer],
        products[product]!.id,
      ]);
    }
    await t.database.execute(`UPDATE products SET status = 'draft' WHERE id IN ($1, $2)`, [
      products[0]!.id,
      products[7]!.id,
    ]);

    const data = (await t.app.inject({ url: '/api/v1/admin/dashboard', headers: viewer.headers })).json()
      .data;
    const viewed = products.slice(1, 6);
    expect(data.most_viewed).toEqual(
      viewed.map((product) => ({
        id: product.id,
        name: product.name,
        slug: product.slug,
        views: 1000 - products.indexOf(product) * 10,
      })),
    );
    expect(data.most_wishlisted).toHaveLength(5);
    expect(data.most_wishlisted[0]).toEqual({
      id: products[6]!.id,
      name: products[6]!.name,
      slug: products[6]!.slug,
      wishlists: 3,
    });
    expect(data.most_wishlisted.map((row: { wishlists: number }) => row.wishlists)).toEqual([3, 2, 1, 1, 1]);
  });

  it('sums the stages due and unpaid by how long they have been due', async () => {
    const empty = DashboardDataSchema.parse(
      (await t.app.inject({ url: '/api/v1/admin/dashboard', headers: viewer.headers })).json().data,
    );
    // Stages of one project with an approved quote, due 5, 45 and 90 days ago, and one paid.
    const [project] = await t.database.execute(
      `INSERT INTO projects (customer_email, project_name) VALUES ('ageing@example.in', 'Ageing') RETURNING id`,
    );
    const [quote] = await t.database.execute(
      `INSERT INTO design_quotes (project_id, version, status, rooms, valid_until, intra_state, content_digest, sent_at,
                                  approved_at, approved_digest)
       VALUES ($1, 1, 'approved', '[]', '2027-01-01', true, 'x', now(), now(), 'x') RETURNING id`,
      [project!.id],
    );
    for (const [position, days, amount] of [
      [1, 5, 100_000],
      [2, 45, 250_000],
      [3, 90, 400_000],
    ] as const)
      await t.database.execute(
        `INSERT INTO project_stages (project_id, quote_id, position, label, amount_paise, status, due_on)
         VALUES ($1, $2, $3, 'Stage', $4, 'due', $5::date - $6::int)`,
        [project!.id, quote!.id, position, amount, indiaToday(), days],
      );
    const data = DashboardDataSchema.parse(
      (await t.app.inject({ url: '/api/v1/admin/dashboard', headers: viewer.headers })).json().data,
    );
    const added = data.receivables.buckets.map((bucket, i) => [
      bucket.label,
      bucket.stages - empty.receivables.buckets[i]!.stages,
      bucket.amount_paise - empty.receivables.buckets[i]!.amount_paise,
    ]);
    expect(added).toEqual([
      ['0–30 days', 1, 100_000],
      ['31–60 days', 1, 250_000],
      ['Over 60 days', 1, 400_000],
    ]);
    expect(data.receivables.total_paise - empty.receivables.total_paise).toBe(750_000);
  });

  it('shows the live site', async () => {
    await t.services.operations.builds.started({ id: 'b-1', trigger: 'start', catalogue_version: '3' });
    await t.services.operations.builds.finished('b-1', {
      trigger: 'start',
      catalogue_version: '3',
      outcome: 'succeeded',
      duration_ms: 1000,
      pages: 10,
      log: '',
    });
    const { build } = (await t.app.inject({ url: '/api/v1/admin/dashboard', headers: viewer.headers })).json()
      .data;
    expect(build.live).toMatchObject({ id: 'b-1', outcome: 'succeeded', catalogue_version: '3' });
    expect(build.catalogue_version).toMatch(/^\d+$/);
    expect(build.publish_requested_at).toBeNull();
  });
});
