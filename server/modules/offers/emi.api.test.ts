// EMI plans: the shop's list (active plans in order, cached like the catalogue), the back office's
// list, addition, change, switching off and removal with their audit, the catalogue version bumped by a
// change, field-naming refusals, and the roles that may not write.
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../../../contract/catalogue.ts';
import {
  AdminEmiPlanDataSchema,
  AdminEmiPlanListDataSchema,
  EmiPlansDataSchema,
  NO_COST_RATE_MESSAGE,
  type EmiPlanInput,
} from '../../../contract/emi.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { createStaff, customerToken, type TestStaff } from '../../../tests/support/staff.ts';

let owner: TestStaff;
let catalogueEditor: TestStaff;
let viewer: TestStaff;

const t = useTestApp();
beforeAll(async () => {
  owner = await createStaff(t.database, 'owner');
  catalogueEditor = await createStaff(t.database, 'catalogue');
  viewer = await createStaff(t.database, 'viewer');
});

const admin = async (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: unknown,
  who: TestStaff = owner,
) => {
  const response = await t.app.inject({
    method,
    url: `/api/v1/admin/emi-plans${path}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
  return { status: response.statusCode, body: response.json() };
};

const shopPlans = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/emi/plans' });
  return { response, data: envelope(EmiPlansDataSchema).parse(response.json()).data };
};

const plan = (overrides: Partial<EmiPlanInput> = {}): EmiPlanInput => ({
  label: 'Axis Bank credit card',
  tenure_months: 9,
  annual_rate_bp: 1400,
  no_cost: false,
  min_price_paise: 1_000_000,
  ...overrides,
});

const version = async () =>
  String((await t.database.execute(`SELECT version::text AS v FROM catalogue_state WHERE id = 1`))[0]!.v);

const auditOf = (id: string) =>
  t.database.execute(`SELECT action, before, after FROM audit_log WHERE entity_id = $1 ORDER BY id`, [id]);

describe('the shop reads its EMI plans', () => {
  it('lists the demo plans, active ones in order, cacheable', async () => {
    const { response, data } = await shopPlans();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(response.headers.etag).toBeTruthy();
    expect(data.plans.map((p) => p.label)).toEqual([
      'No-cost EMI on HDFC Bank credit cards',
      'HDFC Bank credit card',
      'ICICI Bank credit card',
      'SBI Card',
    ]);
    expect(data.plans[0]).toMatchObject({ tenure_months: 3, annual_rate_bp: 0, no_cost: true });
  });
});

describe('staff manage EMI plans', () => {
  it('adds, changes, switches off and removes a plan, each audited, each seen by the shop', async () => {
    const before = await version();
    const added = await admin('POST', '', plan(), catalogueEditor);
    expect(added.status).toBe(201);
    const created = envelope(AdminEmiPlanDataSchema).parse(added.body).data.plan;
    expect(created).toMatchObject({ ...plan(), active: true });
    expect(await version()).not.toBe(before);
    expect((await shopPlans()).data.plans.at(-1)?.id).toBe(created.id);

    const changed = await admin('PATCH', `/${created.id}`, { tenure_months: 18, position: 0 });
    expect(changed.status).toBe(200);
    expect(changed.body.data.plan).toMatchObject({ tenure_months: 18, annual_rate_bp: 1400, position: 0 });
    expect((await shopPlans()).data.plans[0]?.id).toBe(created.id);

    const off = await admin('PATCH', `/${created.id}`, { active: false });
    expect(off.body.data.plan.active).toBe(false);
    expect((await shopPlans()).data.plans.map((p) => p.id)).not.toContain(created.id);
    const listed = envelope(AdminEmiPlanListDataSchema).parse(
      (await admin('GET', '', undefined, viewer)).body,
    );
    expect(listed.data.plans.find((p) => p.id === created.id)?.active).toBe(false);

    expect((await admin('DELETE', `/${created.id}`)).status).toBe(200);
    expect((await admin('GET', `/${created.id}`)).status).toBe(404);
    const audit = await auditOf(created.id);
    expect(audit.map((row) => row.action)).toEqual([
      'emi_plan.create',
      'emi_plan.update',
      'emi_plan.update',
      'emi_plan.delete',
    ]);
    expect(audit[1]).toMatchObject({ before: { tenure_months: 9 }, after: { tenure_months: 18 } });
  });

  it('refuses out-of-range and inconsistent plans, naming the field', async () => {
    const cases: [Partial<EmiPlanInput> | Record<string, unknown>, string, string][] = [
      [{ tenure_months: 2 }, 'tenure_months', 'tenure_months must be between 3 and 60 months'],
      [{ tenure_months: 61 }, 'tenure_months', 'tenure_months must be between 3 and 60 months'],
      [{ tenure_months: 6.5 }, 'tenure_months', 'tenure_months must be a whole number of months'],
      [{ annual_rate_bp: 5001 }, 'annual_rate_bp', 'annual_rate_bp must be between 0 and 5000 basis points'],
      [{ annual_rate_bp: -1 }, 'annual_rate_bp', 'annual_rate_bp must be between 0 and 5000 basis points'],
      [{ no_cost: true, annual_rate_bp: 1200 }, 'annual_rate_bp', NO_COST_RATE_MESSAGE],
      [{ label: '  ' }, 'label', 'label is required'],
      [{ min_price_paise: -5 }, 'min_price_paise', 'min_price_paise must be between 0 and 1000000000 paise'],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await admin('POST', '', { ...plan(), ...overrides });
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.body.error).toBe(message);
      expect(answer.body.details[0].field).toBe(field);
    }
  });

  it('refuses a change that would make a no-cost plan carry a rate, and an unknown plan', async () => {
    const { body } = await admin('POST', '', plan({ annual_rate_bp: 0, no_cost: true }));
    const id = body.data.plan.id as string;
    const answer = await admin('PATCH', `/${id}`, { annual_rate_bp: 900 });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: NO_COST_RATE_MESSAGE,
      details: [{ field: 'annual_rate_bp' }],
    });
    expect((await admin('PATCH', `/${id}`, { no_cost: false, annual_rate_bp: 900 })).status).toBe(200);
    expect((await admin('PATCH', '/00000000-0000-4000-8000-000000000000', { active: true })).status).toBe(
      404,
    );
    expect((await admin('DELETE', '/not-a-plan')).status).toBe(404);
    await admin('DELETE', `/${id}`);
  });

  it('lets viewers read but not write, and refuses customers and strangers', async () => {
    expect((await admin('GET', '', undefined, viewer)).status).toBe(200);
    const refused = await admin('POST', '', plan(), viewer);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(
      'Your role does not allow this: it needs the catalogue:write permission.',
    );
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/emi-plans',
      headers: { authorization: `Bearer ${await customerToken(t.database)}` },
    });
    expect(customer.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/emi-plans' })).statusCode).toBe(401);
  });
});
