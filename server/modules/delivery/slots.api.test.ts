// Delivery and installation slots on a real database (decision 200): ten shoppers at once for a day's last
// place, the 48-hour rule, who may book an order's day, installation only where the order needs one, bad
// input named, the e-mail, a cancelled order's places given back, and the back office's places, weekly
// defaults and calendar with their permissions.
import { beforeAll, describe, expect, it } from 'vitest';
import { CapacityDataSchema, SlotBookingListSchema } from '../../../contract/admin/slots.ts';
import { envelope } from '../../../contract/catalogue.ts';
import { addDays, indiaToday } from '../../../contract/leads.ts';
import {
  changeableUntil,
  OrderSlotsSchema,
  SLOT_FULL_MESSAGE,
  SLOT_TOO_LATE_MESSAGE,
  slotDayText,
} from '../../../contract/slots.ts';
import { call } from '../../../tests/support/admin-sales.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { placeOrder, stockedPiece, type StockedPiece } from '../../../tests/support/placed-orders.ts';
import { createStaff, customerToken, type TestStaff } from '../../../tests/support/staff.ts';
import { AppError } from '../../errors.ts';
import { moveBooking } from './slots.ts';

const t = useTestApp({ ORDERS_RATE_LIMIT_PER_MINUTE: '1000' });
let owner: TestStaff;
let sales: TestStaff;
let piece: StockedPiece;

/** Hyderabad (the demo's 500001–500099) delivers in 3 to 5 days and installs free. */
const FIRST = () => addDays(indiaToday(), 3);
const WEEK = [6, 6, 6, 6, 6, 6, 6];

const MUMBAI = {
  line1: '14 Sea View, Carter Road',
  area: 'Bandra West',
  city: 'Mumbai',
  stateCode: '27',
  pincode: '400050',
};

beforeAll(async () => {
  owner = await createStaff(t.database, 'owner');
  sales = await createStaff(t.database, 'sales');
  piece = await stockedPiece(t.database);
  for (const zone of ['Hyderabad', 'Mumbai metro'])
    expect(
      (
        await call(t.app, 'PUT', '/admin/delivery/capacity/defaults', owner.headers, {
          zone,
          delivery: WEEK,
          installation: WEEK,
        })
      ).status,
    ).toBe(200);
});

const guest = async (fields = {}) => placeOrder(t.app, piece, fields);
const slotsUrl = (order: { id: string; accessToken: string }, query = '') =>
  `/orders/${order.id}/slots?token=${order.accessToken}${query}`;
const book = (order: { id: string; accessToken: string }, purpose: string, date: string) =>
  call(t.app, 'POST', slotsUrl(order), {}, { purpose, date });
const view = async (order: { id: string; accessToken: string }, purpose: string) => {
  const answer = await call(t.app, 'GET', slotsUrl(order, `&purpose=${purpose}`), {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return envelope(OrderSlotsSchema).parse(answer.body).data;
};
const setDay = (date: string, capacity: number, kind = 'delivery', who = owner, zone = 'Hyderabad') =>
  call(t.app, 'PUT', '/admin/delivery/capacity/day', who.headers, { zone, date, kind, capacity });
const placesOf = async (date: string, kind = 'delivery') => {
  const [row] = await t.database.execute(
    `SELECT capacity, booked FROM slot_capacity WHERE zone = 'Hyderabad' AND day = $1 AND kind = $2`,
    [date, kind],
  );
  return { capacity: Number(row?.capacity), booked: Number(row?.booked) };
};

describe('the last place of a day', () => {
  it('goes to one of ten shoppers booking it at once; the others hear the day is full', async () => {
    const day = addDays(FIRST(), 4);
    expect((await setDay(day, 3)).status).toBe(200);
    const early = [await guest(), await guest()];
    for (const order of early) expect((await book(order, 'delivery', day)).status).toBe(201);
    expect((await view(await guest(), 'delivery')).days).toContainEqual({ date: day, placesLeft: 1 });

    const late = await Promise.all(Array.from({ length: 10 }, () => guest()));
    const answers = await Promise.all(late.map((order) => book(order, 'delivery', day)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((answer) => answer.status === 409)) {
      expect(answer.body.error).toBe(SLOT_FULL_MESSAGE);
      expect(answer.body.details[0].field).toBe('date');
    }
    expect(await placesOf(day)).toEqual({ capacity: 3, booked: 3 });
    const [count] = await t.database.execute(
      `SELECT count(*)::int AS n FROM slot_bookings WHERE zone = 'Hyderabad' AND day = $1 AND state = 'booked'`,
      [day],
    );
    expect(count!.n).toBe(3);
    expect((await view(late[0]!, 'delivery')).days.map((open) => open.date)).not.toContain(day);
  });

  it('is never passed, even by a write that skips the service: the database refuses it', async () => {
    const day = addDays(FIRST(), 4);
    await expect(
      t.database.execute(
        `UPDATE slot_capacity SET booked = booked + 1 WHERE zone = 'Hyderabad' AND day = $1 AND kind = 'delivery'`,
        [day],
      ),
    ).rejects.toThrow(/slot_capacity_booked/);
  });
});

describe('booking and moving an order’s day', () => {
  it('offers 21 days from the first the pincode can reach, books one, e-mails it, and shows it', async () => {
    const order = await guest();
    const offered = await view(order, 'delivery');
    expect(offered).toMatchObject({ purpose: 'delivery', zone: 'Hyderabad', needed: true, booking: null });
    expect(offered.canPick).toBe(true);
    expect(offered.reason).toBeNull();
    expect(offered.days[0]!.date).toBe(FIRST());
    expect(offered.days.at(-1)!.date).toBe(addDays(FIRST(), 20));

    const day = addDays(FIRST(), 6);
    const booked = await book(order, 'delivery', day);
    expect(booked.status).toBe(201);
    expect(booked.body.data.booking).toMatchObject({ purpose: 'delivery', date: day, state: 'booked' });
    expect(booked.body.data.booking.changeableUntil).toBe(changeableUntil(day).toISOString());
    expect((await view(order, 'delivery')).booking).toMatchObject({ date: day, state: 'booked' });

    const [mail] = await t.database.execute(
      `SELECT payload->>'subject' AS subject, payload->>'text' AS text FROM outbox
       WHERE topic = 'slot.delivery' AND payload->>'text' LIKE $1`,
      [`%${order.number}%`],
    );
    expect(mail!.subject).toBe(`Your delivery is booked for ${slotDayText(day)}`);
    expect(String(mail!.text)).toContain(`token=${order.accessToken}`);

    const again = await book(order, 'delivery', addDays(day, 1));
    expect(again.status).toBe(409);
    expect(again.body.details[0].field).toBe('purpose');
  });

  it('moves the day, giving the old place back, until 48 hours before the booked day', async () => {
    const order = await guest();
    const day = addDays(FIRST(), 8);
    const next = addDays(FIRST(), 9);
    const booked = (await book(order, 'delivery', day)).body.data.booking;
    const before = await placesOf(day);
    const moved = await call(t.app, 'PUT', slotsUrl(order), {}, { purpose: 'delivery', date: next });
    expect(moved.status).toBe(200);
    expect(moved.body.data.booking).toMatchObject({ date: next, state: 'booked' });
    expect((await placesOf(day)).booked).toBe(before.booked - 1);
    const states = await t.database.execute(
      `SELECT state, day::text AS day FROM slot_bookings WHERE order_id = $1 ORDER BY created_at`,
      [order.id],
    );
    expect(states).toEqual([
      { state: 'moved', day },
      { state: 'booked', day: next },
    ]);
    expect(booked.id).not.toBe(moved.body.data.booking.id);

    // With a clock 47 hours before the day starts in India it is too late; at 49 hours it is not.
    const start = new Date(`${next}T00:00:00+05:30`).getTime();
    const late = new Date(start - 47 * 3_600_000);
    const id = moved.body.data.booking.id as string;
    const refused = await t.database.db
      .transaction((tx) => moveBooking(tx, id, day, late))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(422);
    expect((refused as AppError).message).toBe(SLOT_TOO_LATE_MESSAGE);
    const inTime = await t.database.db.transaction((tx) =>
      moveBooking(tx, id, day, new Date(start - 49 * 3_600_000)),
    );
    expect(inTime).toMatchObject({ date: day, state: 'booked' });
  });

  it('is for the order’s customer or its link: another customer is told it does not exist', async () => {
    const token = await customerToken(t.database);
    const order = await placeOrder(t.app, piece, {}, { authorization: `Bearer ${token}` });
    const day = addDays(FIRST(), 5);
    const stranger = await customerToken(t.database);
    const refused = await call(
      t.app,
      'POST',
      `/orders/${order.id}/slots`,
      { authorization: `Bearer ${stranger}` },
      { purpose: 'delivery', date: day },
    );
    expect(refused.status).toBe(404);
    // The link's token with its first character changed (to one it surely was not).
    const first = order.accessToken[0] === 'x' ? 'y' : 'x';
    const forged = await call(
      t.app,
      'POST',
      `/orders/${order.id}/slots?token=${first}${order.accessToken.slice(1)}`,
      {},
      {
        purpose: 'delivery',
        date: day,
      },
    );
    expect(forged.status).toBe(404);
    expect(
      (await call(t.app, 'POST', `/orders/${order.id}/slots`, {}, { purpose: 'delivery', date: day })).status,
    ).toBe(401);
    const own = await call(
      t.app,
      'POST',
      `/orders/${order.id}/slots`,
      { authorization: `Bearer ${token}` },
      { purpose: 'delivery', date: day },
    );
    expect(own.status).toBe(201);
    const shown = await call(t.app, 'GET', `/orders/${order.id}/slots?purpose=delivery`, {
      authorization: `Bearer ${token}`,
    });
    expect(shown.body.data.booking.date).toBe(day);
  });

  it('refuses a bad date or purpose with a 400 naming the field, and a day outside the window with a 422', async () => {
    const order = await guest();
    for (const [body, field] of [
      [{ purpose: 'delivery', date: '2026-02-30' }, 'date'],
      [{ purpose: 'delivery', date: 'next week' }, 'date'],
      [{ purpose: 'delivery' }, 'date'],
      [{ purpose: 'assembly', date: FIRST() }, 'purpose'],
    ] as const) {
      const answer = await call(t.app, 'POST', slotsUrl(order), {}, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.details[0].field).toBe(field);
    }
    const early = await book(order, 'delivery', indiaToday());
    expect(early.status).toBe(422);
    expect(early.body.error).toBe(
      `Pick a day from ${slotDayText(FIRST())} to ${slotDayText(addDays(FIRST(), 20))}.`,
    );
    expect(early.body.details[0].field).toBe('date');
  });
});

describe('installation', () => {
  it('is refused where the order needs none, naming why', async () => {
    const order = await guest({ delivery: MUMBAI });
    const shown = await view(order, 'installation');
    expect(shown).toMatchObject({ needed: false, canPick: false, days: [] });
    expect(shown.reason).toBe('This order has no installation to book.');
    const refused = await book(order, 'installation', addDays(indiaToday(), 10));
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('This order has no installation to book.');
    expect(refused.body.details[0].field).toBe('purpose');
  });

  it('is booked where installation is free, after the delivery and on or after its day', async () => {
    const order = await guest();
    expect((await view(order, 'installation')).reason).toBe('Pick the delivery day first.');
    expect((await book(order, 'installation', addDays(FIRST(), 3))).status).toBe(422);
    const delivery = addDays(FIRST(), 2);
    expect((await book(order, 'delivery', delivery)).status).toBe(201);
    const offered = await view(order, 'installation');
    expect(offered.days[0]!.date).toBe(delivery);
    const before = await book(order, 'installation', addDays(delivery, -1));
    expect(before.status).toBe(422);
    expect(before.body.details[0].field).toBe('date');
    const installed = await book(order, 'installation', delivery);
    expect(installed.status).toBe(201);
    expect(installed.body.data.booking).toMatchObject({ purpose: 'installation', date: delivery });
    // The delivery may not move past its installation.
    const past = await call(
      t.app,
      'PUT',
      slotsUrl(order),
      {},
      { purpose: 'delivery', date: addDays(delivery, 2) },
    );
    expect(past.status).toBe(422);
    expect(past.body.error).toContain('Move the installation to a later day first.');
  });

  it('is booked where the order bought paid installation', async () => {
    const order = await guest({ delivery: MUMBAI, installation: true });
    const shown = await view(order, 'installation');
    expect(shown).toMatchObject({ needed: true, reason: 'Pick the delivery day first.' });
    const day = shown.days[0]?.date ?? addDays(indiaToday(), 7);
    expect((await book(order, 'delivery', day)).status).toBe(201);
    expect((await book(order, 'installation', day)).status).toBe(201);
  });
});

describe('the order’s life', () => {
  it('gives a cancelled order’s places back, and closes the booking of a delivered one', async () => {
    const order = await guest();
    const day = addDays(FIRST(), 11);
    expect((await book(order, 'delivery', day)).status).toBe(201);
    expect((await book(order, 'installation', day)).status).toBe(201);
    const delivery = await placesOf(day);
    const installation = await placesOf(day, 'installation');
    const cancel = await call(t.app, 'POST', `/admin/orders/${order.id}/status`, owner.headers, {
      status: 'cancelled',
    });
    expect(cancel.status).toBe(200);
    expect(await placesOf(day)).toEqual({ ...delivery, booked: delivery.booked - 1 });
    expect(await placesOf(day, 'installation')).toEqual({ ...installation, booked: installation.booked - 1 });
    const shown = await view(order, 'delivery');
    expect(shown).toMatchObject({ booking: null, canPick: false, reason: 'This order is cancelled.' });
    expect((await book(order, 'delivery', day)).status).toBe(422);

    const kept = await guest();
    expect((await book(kept, 'delivery', day)).status).toBe(201);
    for (const move of [
      { status: 'confirmed' },
      { status: 'shipped', carrier: 'Blue Dart', trackingNumber: 'BD123456' },
    ])
      expect((await call(t.app, 'POST', `/admin/orders/${kept.id}/status`, owner.headers, move)).status).toBe(
        200,
      );
    const shipped = await view(kept, 'delivery');
    expect(shipped.canPick).toBe(true);
    // The shipped e-mail names the booked day.
    const [mail] = await t.database.execute(
      `SELECT payload->>'text' AS text FROM outbox WHERE topic = 'order.shipped' AND payload->>'text' LIKE '%' || $1 || '%'`,
      [kept.number],
    );
    expect(String(mail!.text)).toContain(`Delivery day: ${slotDayText(day)}`);
    const delivering = { status: 'delivered' };
    expect(
      (await call(t.app, 'POST', `/admin/orders/${kept.id}/status`, owner.headers, delivering)).status,
    ).toBe(200);
    const delivered = await view(kept, 'delivery');
    expect(delivered).toMatchObject({ booking: { state: 'done' }, canPick: false });
    expect(await placesOf(day)).toEqual({ ...delivery, booked: delivery.booked });
  });
});

describe('the back office', () => {
  it('shows a zone’s places by day and its week, and sets a day, never below what it has booked', async () => {
    const day = addDays(FIRST(), 13);
    const order = await guest();
    expect((await book(order, 'delivery', day)).status).toBe(201);
    const read = await call(
      t.app,
      'GET',
      `/admin/delivery/capacity?zone=Hyderabad&from=${day}&days=2`,
      sales.headers,
    );
    expect(read.status).toBe(200);
    const data = CapacityDataSchema.parse(read.body.data);
    expect(data.zones).toContain('Hyderabad');
    expect(data.defaults).toEqual({ delivery: WEEK, installation: WEEK });
    expect(data.days[0]).toEqual({
      date: day,
      delivery: { capacity: 6, booked: 1, set: false },
      installation: { capacity: 6, booked: 0, set: false },
    });

    expect((await setDay(day, 0, 'delivery', sales)).status).toBe(403);
    const below = await setDay(day, 0);
    expect(below.status).toBe(409);
    expect(below.body.details[0].field).toBe('capacity');
    expect((await setDay(day, 1)).status).toBe(200);
    expect(await placesOf(day)).toEqual({ capacity: 1, booked: 1 });
    const bad = await call(t.app, 'PUT', '/admin/delivery/capacity/day', owner.headers, {
      zone: 'Hyderabad',
      date: day,
      kind: 'delivery',
      capacity: -1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('capacity');
    const past = await setDay(addDays(indiaToday(), -1), 2);
    expect(past.status).toBe(400);
    expect(past.body.details[0].field).toBe('date');

    const [entry] = await t.database.execute(
      `SELECT action, actor_email, after FROM audit_log WHERE entity_id = $1 ORDER BY id DESC LIMIT 1`,
      [`Hyderabad ${day} delivery`],
    );
    expect(entry).toMatchObject({ action: 'slot_capacity.update', actor_email: owner.email });
  });

  it('moves the days staff did not set with a new weekly default, and offers no day without places', async () => {
    const zone = 'Pune';
    const order = await guest({
      delivery: {
        line1: '5 Koregaon Park',
        area: 'Koregaon Park',
        city: 'Pune',
        stateCode: '27',
        pincode: '411001',
      },
    });
    expect((await view(order, 'delivery')).days).toEqual([]);
    const week = [0, 2, 2, 2, 2, 2, 0];
    const set = await call(t.app, 'PUT', '/admin/delivery/capacity/defaults', owner.headers, {
      zone,
      delivery: week,
      installation: [0, 0, 0, 0, 0, 0, 0],
    });
    expect(set.status).toBe(200);
    const offered = (await view(order, 'delivery')).days;
    expect(offered.length).toBeGreaterThan(10);
    for (const open of offered) {
      const weekday = new Date(`${open.date}T00:00:00Z`).getUTCDay();
      expect(weekday === 0 || weekday === 6, open.date).toBe(false);
      expect(open.placesLeft).toBe(2);
    }
    const day = offered[0]!.date;
    expect((await book(order, 'delivery', day)).status).toBe(201);
    await call(t.app, 'PUT', '/admin/delivery/capacity/defaults', owner.headers, {
      zone,
      delivery: [0, 0, 0, 0, 0, 0, 0],
      installation: [0, 0, 0, 0, 0, 0, 0],
    });
    // The booked day keeps its one booked place; nothing is offered any more.
    const [row] = await t.database.execute(
      `SELECT capacity, booked FROM slot_capacity WHERE zone = $1 AND day = $2 AND kind = 'delivery'`,
      [zone, day],
    );
    expect(row).toEqual({ capacity: 1, booked: 1 });
    expect(
      (
        await view(
          await guest({
            delivery: {
              line1: '5 Koregaon Park',
              area: 'Koregaon Park',
              city: 'Pune',
              stateCode: '27',
              pincode: '411001',
            },
          }),
          'delivery',
        )
      ).days,
    ).toEqual([]);
  });

  it('lists the bookings of a span of days for the calendar, and an order’s with its moves', async () => {
    const order = await guest();
    const day = addDays(FIRST(), 15);
    await book(order, 'delivery', day);
    await call(t.app, 'PUT', slotsUrl(order), {}, { purpose: 'delivery', date: addDays(day, 1) });
    const calendar = await call(t.app, 'GET', `/admin/delivery/bookings?from=${day}&days=2`, sales.headers);
    expect(calendar.status).toBe(200);
    const listed = SlotBookingListSchema.parse(calendar.body.data).bookings.filter(
      (booking) => booking.order.id === order.id,
    );
    expect(listed).toEqual([
      expect.objectContaining({
        purpose: 'delivery',
        date: addDays(day, 1),
        state: 'booked',
        zone: 'Hyderabad',
      }),
    ]);
    expect(listed[0]!.order).toEqual({ id: order.id, number: order.number, name: 'Asha Reddy' });
    const ofOrder = await call(t.app, 'GET', `/admin/delivery/orders/${order.id}/bookings`, sales.headers);
    expect(SlotBookingListSchema.parse(ofOrder.body.data).bookings.map((booking) => booking.state)).toEqual([
      'moved',
      'booked',
    ]);
    const missing = await call(
      t.app,
      'GET',
      `/admin/delivery/orders/${crypto.randomUUID()}/bookings`,
      sales.headers,
    );
    expect(missing.status).toBe(404);
    const customer = await call(t.app, 'GET', `/admin/delivery/bookings?from=${day}`, {
      authorization: `Bearer ${await customerToken(t.database)}`,
    });
    expect(customer.status).toBe(403);
  });
});
