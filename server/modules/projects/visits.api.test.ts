// A design project's site visits over HTTP on both databases: staff offer two or more times with their
// designers, the customer picks one, moves it or cancels it more than 24 hours ahead and is asked to
// call inside that, a designer is never booked at two sites at once (travel time included, and not even
// when two customers book at the same moment), reminders go the day before, and staff record what was
// measured. Only the project's customer sees its visits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteVisitDataSchema, type SiteVisit } from '../../../contract/site-visits.ts';
import { addDays, indiaToday } from '../../lib/dates.ts';
import { call, visitorEmail } from '../../../tests/support/admin-sales.ts';
import { createTestApp } from '../../../tests/support/api.ts';
import { signIn, signUpCustomer, type SignedIn } from '../../../tests/support/oidc.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let sales: TestStaff;
let vikram: string;
let anjali: string;

const SITE = {
  line1: '8 Road No. 10',
  area: 'Jubilee Hills',
  city: 'Hyderabad',
  stateCode: '36',
  pincode: '500033',
};
const day = (ahead: number) => addDays(indiaToday(), ahead);

beforeAll(async () => {
  t = await createTestApp();
  sales = await createStaff(t.database, 'sales');
  const designer = async (first_name: string, email: string) =>
    (await admin('POST', '/designers', { first_name, last_name: 'Test', email })).body.data.designer
      .id as string;
  vikram = await designer('Vikram', 'vikram.visits@aangan.example');
  anjali = await designer('Anjali', 'anjali.visits@aangan.example');
});
afterAll(async () => {
  await t?.close();
});

function admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return call(t.app, method, `/admin${url}`, sales.headers, payload);
}
const mine = (customer: SignedIn, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  call(t.app, method, url, customer.auth, payload);
const visitOf = (res: { status: number; body: unknown }, status = 200): SiteVisit => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return SiteVisitDataSchema.parse((res.body as { data: unknown }).data).visit;
};

async function projectWithCustomer(site: typeof SITE | null = SITE) {
  const address = visitorEmail('Nisha');
  const signedUp = await signUpCustomer(t.app, { email: address, first_name: 'Nisha' });
  await t.database.execute('UPDATE identity_accounts SET email_verified = true WHERE lower(email) = $1', [
    address,
  ]);
  const customer = await signIn(t.app, address, signedUp.password);
  await mine(customer, 'GET', '/projects/my');
  const res = await admin('POST', '/projects', {
    customer_email: address,
    project_name: 'Kondapur flat',
    ...(site ? { site_address: site } : {}),
  });
  return { customer, address, projectId: res.body.data.project.id as string };
}

const queued = (to: string, topic: string) =>
  t.database.execute(`SELECT payload FROM outbox WHERE lower(payload->>'to') = lower($1) AND topic = $2`, [
    to,
    topic,
  ]);

describe('a site visit', () => {
  it('is offered, picked, moved and recorded, with e-mails to the customer and the designer', async () => {
    const { customer, address, projectId } = await projectWithCustomer();
    const offered = visitOf(
      await admin('POST', `/projects/${projectId}/visits`, {
        slots: [
          { designer_id: vikram, date: day(10), time: '10:00' },
          { designer_id: anjali, date: day(10), time: '15:30' },
          { designer_id: vikram, date: day(11), time: '11:00' },
        ],
        note: 'Please keep the floor plan handy.',
      }),
      201,
    );
    expect(offered).toMatchObject({
      status: 'offered',
      duration_minutes: 90,
      booked: null,
      changeable: true,
    });
    expect(offered.slots.map((slot) => [slot.designer.name, slot.starts_at])).toEqual([
      ['Vikram Test', new Date(`${day(10)}T10:00:00+05:30`).toISOString()],
      ['Anjali Test', new Date(`${day(10)}T15:30:00+05:30`).toISOString()],
      ['Vikram Test', new Date(`${day(11)}T11:00:00+05:30`).toISOString()],
    ]);
    const [offerMail] = (await queued(address, 'visit.offered')) as { payload: { subject: string } }[];
    expect(offerMail!.payload.subject).toBe('Pick a time for your site visit: Kondapur flat');

    const booked = visitOf(
      await mine(customer, 'POST', `/projects/${projectId}/visits/${offered.id}/book`, {
        slot_id: offered.slots[1]!.id,
      }),
    );
    expect(booked).toMatchObject({
      status: 'booked',
      booked: { id: offered.slots[1]!.id, designer: { name: 'Anjali Test' } },
    });
    expect((await queued(address, 'visit.booked')).length).toBe(1);
    expect((await queued('anjali.visits@aangan.example', 'visit.booked.designer')).length).toBe(1);

    // Moved to Vikram's time: Vikram hears of it.
    const moved = visitOf(
      await mine(customer, 'POST', `/projects/${projectId}/visits/${offered.id}/book`, {
        slot_id: offered.slots[2]!.id,
      }),
    );
    expect(moved.booked!.designer.name).toBe('Vikram Test');
    const [notice] = (await queued('vikram.visits@aangan.example', 'visit.booked.designer')) as {
      payload: { subject: string };
    }[];
    expect(notice!.payload.subject).toMatch(/^Site visit moved from .+: Kondapur flat, /);

    const recorded = visitOf(
      await admin('PUT', `/projects/${projectId}/visits/${offered.id}/record`, {
        measurements: [
          { room: 'Kitchen', what: 'Wall A', value_mm: 3_650 },
          { room: 'Kitchen', what: 'Ceiling height', value_mm: 2_900 },
        ],
        notes: 'Old tiles to come off; the window is not centred.',
      }),
    );
    expect(recorded).toMatchObject({
      status: 'done',
      notes: 'Old tiles to come off; the window is not centred.',
    });
    const theirs = (await mine(customer, 'GET', `/projects/${projectId}/visits`)).body.data.visits[0];
    expect(theirs).toMatchObject({ status: 'done', notes: '', measurements: recorded.measurements });
  });

  it('cannot be moved or cancelled online within 24 hours: the customer is asked to call', async () => {
    const { customer, projectId } = await projectWithCustomer();
    const offered = visitOf(
      await admin('POST', `/projects/${projectId}/visits`, {
        slots: [
          { designer_id: anjali, date: day(20), time: '10:00' },
          { designer_id: anjali, date: day(21), time: '10:00' },
        ],
      }),
      201,
    );
    visitOf(
      await mine(customer, 'POST', `/projects/${projectId}/visits/${offered.id}/book`, {
        slot_id: offered.slots[0]!.id,
      }),
    );
    // The visit is now five hours away.
    await t.database.execute(
      `UPDATE site_visit_slots SET starts_at = now() + interval '5 hours', ends_at = now() + interval '390 minutes' WHERE id = $1`,
      [offered.slots[0]!.id],
    );
    const listed = (await mine(customer, 'GET', `/projects/${projectId}/visits`)).body.data.visits[0];
    expect(listed.changeable).toBe(false);
    for (const answer of [
      await mine(customer, 'POST', `/projects/${projectId}/visits/${offered.id}/book`, {
        slot_id: offered.slots[1]!.id,
      }),
      await mine(customer, 'POST', `/projects/${projectId}/visits/${offered.id}/cancel`),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe(
        'The visit is less than 24 hours away: please call us on +91 98765 43210 to change it',
      );
    }
  });
});

describe('a designer is at one site at a time', () => {
  it('refuses to offer a time too close to their booked visit, and books one of two customers racing', async () => {
    const first = await projectWithCustomer();
    const offered = visitOf(
      await admin('POST', `/projects/${first.projectId}/visits`, {
        slots: [
          { designer_id: vikram, date: day(30), time: '10:00' },
          { designer_id: vikram, date: day(30), time: '16:00' },
        ],
      }),
      201,
    );
    visitOf(
      await mine(first.customer, 'POST', `/projects/${first.projectId}/visits/${offered.id}/book`, {
        slot_id: offered.slots[0]!.id,
      }),
    );

    // 10:00–11:30 booked: 12:00 leaves no time to travel; 12:30 does; Anjali is free at 10:00.
    const second = await projectWithCustomer();
    const close = await admin('POST', `/projects/${second.projectId}/visits`, {
      slots: [
        { designer_id: anjali, date: day(30), time: '10:00' },
        { designer_id: vikram, date: day(30), time: '12:00' },
      ],
    });
    expect(close.status).toBe(409);
    expect(close.body.error).toBe(
      'The designer of time 2 has another visit then, or too close to it to travel',
    );
    visitOf(
      await admin('POST', `/projects/${second.projectId}/visits`, {
        slots: [
          { designer_id: anjali, date: day(30), time: '10:00' },
          { designer_id: vikram, date: day(30), time: '12:30' },
        ],
      }),
      201,
    );

    // Two customers offered overlapping times with Anjali pick them at the same moment: one gets her.
    const racers = await Promise.all([projectWithCustomer(), projectWithCustomer()]);
    const offers = await Promise.all(
      racers.map(async (racer, index) =>
        visitOf(
          await admin('POST', `/projects/${racer.projectId}/visits`, {
            slots: [
              { designer_id: anjali, date: day(31), time: index === 0 ? '10:00' : '10:30' },
              { designer_id: vikram, date: day(32), time: index === 0 ? '10:00' : '14:00' },
            ],
          }),
          201,
        ),
      ),
    );
    const answers = await Promise.all(
      racers.map((racer, index) =>
        mine(racer.customer, 'POST', `/projects/${racer.projectId}/visits/${offers[index]!.id}/book`, {
          slot_id: offers[index]!.slots[0]!.id,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error).toBe(
      'Your designer was just booked at that time: please pick another',
    );
  });
});

describe('offering times', () => {
  it('names what is wrong: too few times, outside visiting hours, in the past, an unknown designer, no site', async () => {
    const { projectId } = await projectWithCustomer();
    const offer = (slots: unknown[]) => admin('POST', `/projects/${projectId}/visits`, { slots });
    const expectRefusal = async (slots: unknown[], error: string) => {
      const res = await offer(slots);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error).toBe(error);
    };
    await expectRefusal([{ designer_id: vikram, date: day(40), time: '10:00' }], 'Offer at least 2 times');
    await expectRefusal(
      [
        { designer_id: vikram, date: day(40), time: '10:00' },
        { designer_id: vikram, date: day(40), time: '18:00' },
      ],
      'slots.1.time must let the visit fit between 9:00 and 19:00',
    );
    await expectRefusal(
      [
        { designer_id: vikram, date: '2026-01-05', time: '10:00' },
        { designer_id: vikram, date: day(40), time: '12:00' },
      ],
      'slots.0.date must be in the future',
    );
    await expectRefusal(
      [
        { designer_id: vikram, date: day(40), time: '10:00' },
        { designer_id: '00000000-0000-4000-8000-000000000000', date: day(40), time: '12:00' },
      ],
      'slots.1.designer_id must be one of the shop’s designers',
    );
    const nowhere = await projectWithCustomer(null);
    const noSite = await admin('POST', `/projects/${nowhere.projectId}/visits`, {
      slots: [
        { designer_id: vikram, date: day(40), time: '10:00' },
        { designer_id: vikram, date: day(40), time: '12:00' },
      ],
    });
    expect(noSite.status).toBe(409);
    expect(noSite.body.error).toBe("Add the site's address to the project first: the visit is there");
  });

  it('keeps a project’s visits to its customer', async () => {
    const { projectId } = await projectWithCustomer();
    const stranger = await signUpCustomer(t.app, { first_name: 'Mallory' });
    expect((await mine(stranger, 'GET', `/projects/${projectId}/visits`)).status).toBe(404);
    expect((await call(t.app, 'GET', `/projects/${projectId}/visits`, {})).status).toBe(401);
  });
});

describe('reminders', () => {
  it('go to the customer and the designer the day before, once', async () => {
    const { customer, address, projectId } = await projectWithCustomer();
    const offered = visitOf(
      await admin('POST', `/projects/${projectId}/visits`, {
        slots: [
          { designer_id: anjali, date: day(50), time: '10:00' },
          { designer_id: anjali, date: day(51), time: '10:00' },
        ],
      }),
      201,
    );
    visitOf(
      await mine(customer, 'POST', `/projects/${projectId}/visits/${offered.id}/book`, {
        slot_id: offered.slots[0]!.id,
      }),
    );
    // A visit fifty days ahead is not reminded (another test's visit may fall tomorrow, India time).
    await t.services.siteVisits.visits.remindTomorrow();
    expect(await queued(address, 'visit.reminder')).toEqual([]);
    const tomorrow = new Date(`${day(1)}T11:00:00+05:30`).toISOString();
    await t.database.execute(
      `UPDATE site_visit_slots SET starts_at = $2, ends_at = $2::timestamptz + interval '90 minutes' WHERE id = $1`,
      [offered.slots[0]!.id, tomorrow],
    );
    expect(await t.services.siteVisits.visits.remindTomorrow()).toBeGreaterThanOrEqual(1);
    expect(await t.services.siteVisits.visits.remindTomorrow()).toBe(0);
    const reminders = (await queued(address, 'visit.reminder')) as { payload: { subject: string } }[];
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.payload.subject).toBe('Tomorrow: your site visit for Kondapur flat');
    expect(
      (await queued('anjali.visits@aangan.example', 'visit.reminder.designer')).length,
    ).toBeGreaterThanOrEqual(1);
  });
});
