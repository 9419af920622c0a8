// A customer's access measures for "Will it fit?" (decision 204): saved and read through the caller's
// own customer record, each refusal naming its field, and nothing without a token.
import { beforeAll, describe, expect, it } from 'vitest';
import { CustomerExportSchema } from '../../../contract/admin/operations.ts';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import { AccessMeasuresDataSchema } from '../../../contract/fit.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { signUpCustomer, type SignedIn } from '../../../tests/support/oidc.ts';
import { createStaff } from '../../../tests/support/staff.ts';

let a: SignedIn;
let b: SignedIn;

const t = useTestApp();
beforeAll(async () => {
  [a, b] = await Promise.all([
    signUpCustomer(t.app, { first_name: 'Ananya', last_name: 'Rao' }),
    signUpCustomer(t.app, { first_name: 'Kabir', last_name: 'Das' }),
  ]);
});

const call = async (method: 'GET' | 'PUT', who?: SignedIn, payload?: unknown) => {
  const response = await t.app.inject({
    method,
    url: '/api/v1/account/access-measures',
    headers: who ? who.auth : {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};
const measuresOf = (body: unknown) => envelope(AccessMeasuresDataSchema).parse(body).data.measures;

const SAVED = {
  door_width_cm: 81,
  door_height_cm: 203,
  lift_width_cm: 100,
  lift_depth_cm: 130,
  lift_height_cm: 210,
  stair_width_cm: 92,
};

describe('GET and PUT /account/access-measures', () => {
  it('reads nothing measured at first, saves the measures and reads them back, never cached', async () => {
    const first = await call('GET', a);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(measuresOf(first.body)).toEqual({
      door_width_cm: null,
      door_height_cm: null,
      no_lift: false,
      lift_width_cm: null,
      lift_depth_cm: null,
      lift_height_cm: null,
      stair_width_cm: null,
      updated_at: null,
    });

    const saved = await call('PUT', a, SAVED);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Delivery access saved');
    expect(measuresOf(saved.body)).toMatchObject({ ...SAVED, no_lift: false });
    expect(measuresOf((await call('GET', a)).body)).toMatchObject({ ...SAVED, no_lift: false });

    // A save replaces them whole: the lift goes, the staircase stays.
    const noLift = { door_width_cm: 81, door_height_cm: 203, no_lift: true, stair_width_cm: 92 };
    expect((await call('PUT', a, noLift)).status).toBe(200);
    expect(measuresOf((await call('GET', a)).body)).toMatchObject({
      ...noLift,
      lift_width_cm: null,
      lift_depth_cm: null,
      lift_height_cm: null,
    });
  });

  it("keeps one customer's measures from another", async () => {
    await call('PUT', a, SAVED);
    const other = measuresOf((await call('GET', b)).body);
    expect(other.door_width_cm).toBeNull();
    expect(other.updated_at).toBeNull();
    // B's save does not touch A's.
    expect((await call('PUT', b, { stair_width_cm: 75 })).status).toBe(200);
    expect(measuresOf((await call('GET', a)).body)).toMatchObject(SAVED);
  });

  it('refuses a measure out of range, a lone doorway side, a partial lift and a lift with no lift (422, naming the field)', async () => {
    const refusals: [unknown, string, string][] = [
      [
        { stair_width_cm: 25 },
        'stair_width_cm',
        'Staircase width must be a whole number of centimetres from 30 to 400.',
      ],
      [
        { door_width_cm: 80, door_height_cm: 401 },
        'door_height_cm',
        'Doorway height must be a whole number of centimetres from 30 to 400.',
      ],
      [
        { door_width_cm: 80 },
        'door_height_cm',
        'Doorway height is needed with the doorway width (and the other way round).',
      ],
      [
        { lift_width_cm: 100, lift_depth_cm: 120 },
        'lift_height_cm',
        'Lift inside width, depth and height are needed together.',
      ],
      [
        { no_lift: true, lift_width_cm: 100, lift_depth_cm: 120, lift_height_cm: 200 },
        'no_lift',
        'Leave the lift measures empty when there is no lift.',
      ],
    ];
    for (const [payload, field, message] of refusals) {
      const res = await call('PUT', a, payload);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(ErrorBodySchema.parse(res.body)).toMatchObject({
        error: message,
        details: [{ field, message }],
      });
    }
    // Nothing was changed by the refusals.
    expect(measuresOf((await call('GET', a)).body)).toMatchObject(SAVED);
  });

  it('refuses what is not a whole number (400, naming the measure) and an unknown field', async () => {
    const fraction = await call('PUT', a, { door_width_cm: 80.5, door_height_cm: 200 });
    expect(fraction.status).toBe(400);
    expect(fraction.body.error).toBe('Doorway width must be a whole number of centimetres');
    const text = await call('PUT', a, { lift_width_cm: 'wide' });
    expect(text.status).toBe(400);
    expect(text.body.error).toBe('Lift inside width must be a number of centimetres');
    expect((await call('PUT', a, { garage_width_cm: 300 })).status).toBe(400);
  });

  it("are in the customer's data export", async () => {
    await call('PUT', a, SAVED);
    const owner = await createStaff(t.database, 'owner');
    const [row] = await t.database.execute('SELECT id FROM customers WHERE email = $1', [a.email]);
    const response = await t.app.inject({
      url: `/api/v1/admin/customers/${String(row!.id)}/export`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(CustomerExportSchema.parse(response.json()).access_measures).toMatchObject({
      ...SAVED,
      no_lift: false,
    });
  });

  it("goes with the customer's record when it is deleted (an erasure)", async () => {
    expect((await call('PUT', b, { stair_width_cm: 80 })).status).toBe(200);
    const [row] = await t.database.execute(
      `SELECT customer_id FROM customer_access_measures m JOIN customers c ON c.id = m.customer_id
       WHERE c.email = $1`,
      [b.email],
    );
    await t.database.execute('DELETE FROM customers WHERE id = $1', [row!.customer_id]);
    const left = await t.database.execute('SELECT 1 FROM customer_access_measures WHERE customer_id = $1', [
      row!.customer_id,
    ]);
    expect(left).toEqual([]);
  });

  it('asks for sign-in without a token (401, isAuthError)', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const res = await call(method, undefined, method === 'PUT' ? SAVED : undefined);
      expect(res.status).toBe(401);
      expect(ErrorBodySchema.parse(res.body).isAuthError).toBe(true);
    }
  });
});
