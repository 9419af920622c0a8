// Design projects and designers in the back office: a project opened for an e-mail address reaches the
// customer who signs in with that address confirmed (and nobody else), and every change of status is
// e-mailed to the customer through the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminProjectDataSchema,
  AdminProjectListDataSchema,
  DesignersDataSchema,
  type AdminProject,
} from '../../../contract/admin/leads.ts';
import { envelope } from '../../../contract/catalogue.ts';
import { ProjectsDataSchema } from '../../../contract/account.ts';
import { call, visitorEmail } from '../../../tests/support/admin-sales.ts';
import { createTestApp } from '../../../tests/support/api.ts';
import { signIn, signUpCustomer, type SignedIn } from '../../../tests/support/oidc.ts';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let sink: SmtpSink;
let sales: TestStaff;
let designerId: string;

const quiet = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url });
  sales = await createStaff(t.database, 'sales');
  const res = await admin('POST', '/designers', {
    first_name: 'Vikram',
    last_name: 'Mehta',
    email: 'Vikram@Aangan.example',
    phone: '+91 98765 00001',
  });
  designerId = res.body.data.designer.id;
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, who?: TestStaff) =>
  call(t.app, method, `/admin${url}`, (who ?? sales).headers, payload);

const createProject = async (body: Record<string, unknown>): Promise<AdminProject> => {
  const res = await admin('POST', '/projects', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return envelope(AdminProjectDataSchema).parse(res.body).data.project;
};

const myProjects = async (customer: SignedIn) => {
  const res = await call(t.app, 'GET', '/projects/my', customer.auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelope(ProjectsDataSchema).parse(res.body).data.projects;
};

const mailsTo = (address: string, topic: string) =>
  t.database.execute(
    `SELECT payload FROM outbox WHERE lower(payload->>'to') = lower($1) AND topic = $2 ORDER BY created_at, id`,
    [address, topic],
  ) as Promise<{ payload: { to: string; replyTo: string; subject: string; text: string; html: string } }[]>;

/** The embedded provider's confirmation of an address, as the link in its e-mail would set it. */
const setConfirmed = (address: string, confirmed: boolean) =>
  t.database.execute('UPDATE identity_accounts SET email_verified = $2 WHERE lower(email) = lower($1)', [
    address,
    confirmed,
  ]);

const expect400 = (res: { status: number; body: { error: string } }, error: unknown) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error).toEqual(error);
};

describe('designers', () => {
  it('adds a designer, lists them by name, and records who added them', async () => {
    const res = await admin('POST', '/designers', { first_name: '  Anjali ', last_name: 'Desai' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const anjali = res.body.data.designer;
    expect(anjali).toEqual({
      id: expect.any(String),
      first_name: 'Anjali',
      last_name: 'Desai',
      email: null,
      phone: null,
    });
    const list = envelope(DesignersDataSchema).parse((await admin('GET', '/designers')).body).data.designers;
    const names = list.map((d) => `${d.first_name} ${d.last_name}`);
    expect(names).toContain('Anjali Desai');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(list.find((d) => d.id === designerId)).toMatchObject({ email: 'vikram@aangan.example' });
    const [entry] = await t.database.execute(
      `SELECT actor_id, after FROM audit_log WHERE action = 'designer.create' AND entity_id = $1`,
      [anjali.id],
    );
    expect(entry).toEqual({ actor_id: sales.id, after: anjali });
  });

  it('names the field at fault', async () => {
    expect400(await admin('POST', '/designers', {}), 'First name must be text');
    expect400(await admin('POST', '/designers', { first_name: ' ' }), 'First name is required');
    expect400(
      await admin('POST', '/designers', { first_name: 'A', email: 'not-mail' }),
      'Email must be a valid email address',
    );
    expect((await admin('POST', '/designers', { first_name: 'A', role: 'lead' })).status).toBe(400);
  });
});

describe('POST /admin/projects', () => {
  it('opens a project for an address nobody has signed in with; it waits, and the customer is e-mailed', async () => {
    const address = visitorEmail('Rohan');
    const project = await createProject({
      customer_email: `  ${address.toUpperCase()} `,
      project_name: 'Sea-facing 3BHK',
      designer_id: designerId,
      budget_min: 500000,
      budget_max: 900000,
      timeline: '4 months',
      description: 'Whole flat, Bandra.',
    });
    expect(project).toMatchObject({
      project_name: 'Sea-facing 3BHK',
      status: 'inquiry',
      customer: { id: null, email: address.toLowerCase(), name: null, erased: false },
      designer: { id: designerId, first_name: 'Vikram', last_name: 'Mehta' },
      budget_min: 500000,
      budget_max: 900000,
      timeline: '4 months',
      description: 'Whole flat, Bandra.',
      lead_id: null,
    });
    const [mail] = await mailsTo(address, 'project.opened');
    expect(mail!.payload).toMatchObject({
      to: address.toLowerCase(),
      replyTo: 'hello@example.in',
      subject: 'Your design project with Aangan Interiors: Sea-facing 3BHK',
    });
    expect(mail!.payload.text).toContain('Namaste,');
    expect(mail!.payload.text).toContain('sign in on our website with this e-mail address');
    expect(mail!.payload.text).toContain('Designer: Vikram Mehta');
    expect(mail!.payload.html).toContain('http://localhost:4321/projects');

    const [entry] = await t.database.execute(
      `SELECT after FROM audit_log WHERE action = 'project.create' AND entity_id = $1`,
      [project.id],
    );
    expect(entry!.after).toEqual({
      status: 'inquiry',
      designer_id: designerId,
      budget_min: 500000,
      budget_max: 900000,
      customer_id: null,
      lead_id: null,
    });
  });

  it('names the field at fault, and writes nothing', async () => {
    const before = await t.database.execute('SELECT count(*)::int AS n FROM projects');
    expect400(await admin('POST', '/projects', { project_name: 'x' }), 'Customer email must be text');
    expect400(
      await admin('POST', '/projects', { customer_email: 'nobody', project_name: 'x' }),
      'Customer email must be a valid email address',
    );
    const address = visitorEmail();
    expect400(
      await admin('POST', '/projects', { customer_email: address, project_name: '' }),
      'Project name is required',
    );
    expect400(
      await admin('POST', '/projects', {
        customer_email: address,
        project_name: 'x',
        budget_min: 10,
        budget_max: 5,
      }),
      'Minimum budget must not be more than the maximum budget',
    );
    expect400(
      await admin('POST', '/projects', { customer_email: address, project_name: 'x', budget_min: -1 }),
      'Minimum budget must not be negative',
    );
    const unknown = await admin('POST', '/projects', {
      customer_email: address,
      project_name: 'x',
      designer_id: '00000000-0000-4000-8000-000000000000',
    });
    expect400(unknown, 'designer_id must be one of the shop’s designers');
    expect(unknown.body.details).toEqual([
      { field: 'designer_id', message: 'designer_id must be one of the shop’s designers' },
    ]);
    expect(await t.database.execute('SELECT count(*)::int AS n FROM projects')).toEqual(before);
    expect(await mailsTo(address, 'project.opened')).toEqual([]);
  });
});

describe('a project reaches its customer through a confirmed address', () => {
  it('not while the address is unconfirmed; under My Projects as soon as they sign in with it confirmed', async () => {
    const address = visitorEmail('Leela');
    const project = await createProject({ customer_email: address, project_name: 'Leela’s study' });

    const customer = await signUpCustomer(t.app, { email: address, first_name: 'Leela', last_name: 'Nair' });
    await setConfirmed(address, false);
    expect(await myProjects(customer)).toEqual([]);
    expect((await call(t.app, 'GET', `/projects/${project.id}`, customer.auth)).status).toBe(404);
    expect((await admin('GET', `/projects/${project.id}`)).body.data.project.customer.id).toBeNull();

    await setConfirmed(address, true);
    const signedIn = await signIn(t.app, address, customer.password);
    const mine = await myProjects(signedIn);
    expect(mine.map((p) => [p.id, p.project_name, p.status])).toEqual([
      [project.id, 'Leela’s study', 'inquiry'],
    ]);
    expect((await call(t.app, 'GET', `/projects/${project.id}`, signedIn.auth)).status).toBe(200);
    const seen = (await admin('GET', `/projects/${project.id}`)).body.data.project;
    const [record] = await t.database.execute('SELECT id FROM customers WHERE verified_email = $1', [
      address,
    ]);
    expect(seen.customer).toEqual({ id: record!.id, email: address, name: 'Leela Nair', erased: false });

    // A project opened later for the same address is theirs at once.
    const later = await createProject({
      customer_email: address.toUpperCase(),
      project_name: 'Balcony garden',
    });
    expect(later.customer).toMatchObject({ id: record!.id, name: 'Leela Nair' });
    expect((await myProjects(signedIn)).map((p) => p.id)).toEqual([later.id, project.id]);
  });

  it('never through an address someone merely typed into their profile', async () => {
    const address = visitorEmail('Suresh');
    const project = await createProject({ customer_email: address, project_name: 'Not yours' });
    const other = await signUpCustomer(t.app, { first_name: 'Mallory' });
    const profile = await call(t.app, 'PUT', '/auth/profile', other.auth, { email: address });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect(await myProjects(other)).toEqual([]);
    expect((await admin('GET', `/projects/${project.id}`)).body.data.project.customer.id).toBeNull();
  });
});

describe('PUT /admin/projects/{id}', () => {
  it('moves a project on and e-mails every change of status to the customer, through the outbox to the mail server', async () => {
    const address = visitorEmail('Priyanka');
    const customer = await signUpCustomer(t.app, { email: address, first_name: 'Priyanka' });
    await setConfirmed(address, true);
    const signedIn = await signIn(t.app, address, customer.password);
    await myProjects(signedIn);
    const project = await createProject({ customer_email: address, project_name: 'Modular kitchen' });

    const moved = await admin('PUT', `/projects/${project.id}`, {
      status: 'in_progress',
      designer_id: designerId,
      project_name: 'Modular kitchen, phase 1',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.project).toMatchObject({
      status: 'in_progress',
      project_name: 'Modular kitchen, phase 1',
      designer: { id: designerId },
    });
    const [news] = await mailsTo(address, 'project.status');
    expect(news!.payload.subject).toBe('Modular kitchen, phase 1: now In Progress');
    expect(news!.payload.text).toContain('Namaste Priyanka,');
    expect(news!.payload.text).toContain(
      'There is news about your design project “Modular kitchen, phase 1”: it has moved from Inquiry to In Progress.',
    );
    expect(news!.payload.text).toContain('Your designer has started work on your design.');
    expect(news!.payload.text).toContain('Designer: Vikram Mehta');

    // Other changes, and the same status again, send nothing.
    expect((await admin('PUT', `/projects/${project.id}`, { budget_max: 300000 })).status).toBe(200);
    expect((await admin('PUT', `/projects/${project.id}`, { status: 'in_progress' })).status).toBe(200);
    expect(await mailsTo(address, 'project.status')).toHaveLength(1);

    // The customer's own rule still holds: they edit only an inquiry.
    const theirs = await call(t.app, 'PUT', `/projects/${project.id}`, signedIn.auth, { timeline: 'soon' });
    expect(theirs.status).toBe(409);

    const designReady = await admin('PUT', `/projects/${project.id}`, { status: 'design_ready' });
    expect(designReady.status).toBe(200);
    const statusMails = await mailsTo(address, 'project.status');
    expect(statusMails.map((mail) => mail.payload.subject)).toEqual([
      'Modular kitchen, phase 1: now In Progress',
      'Modular kitchen, phase 1: now Design Ready',
    ]);

    // The log keeps the structured fields and names the free text that changed, without copying it.
    const entries = await t.database.execute(
      `SELECT before, after FROM audit_log WHERE action = 'project.update' AND entity_id = $1 ORDER BY id`,
      [project.id],
    );
    expect(entries[0]).toEqual({
      before: { status: 'inquiry', designer_id: null },
      after: {
        status: 'in_progress',
        designer_id: designerId,
        changed: ['project_name', 'status', 'designer_id'],
      },
    });
    expect(entries[1]).toEqual({
      before: { budget_max: null },
      after: { budget_max: 300000, changed: ['budget_max'] },
    });
    expect(entries).toHaveLength(3);
    const everything = JSON.stringify(
      await t.database.execute(`SELECT before, after FROM audit_log WHERE entity_id = $1`, [project.id]),
    );
    expect(everything).not.toContain(address);
    expect(everything).not.toContain('phase 1');

    // Delivered: the worker sends what the outbox holds to the mail server.
    const outbox = await t.services.outbox.start(quiet);
    try {
      const pending = await t.database.execute(
        `SELECT count(*)::int AS n FROM outbox WHERE status = 'pending'`,
      );
      await sink.waitFor(Number(pending[0]!.n));
      const delivered = sink.received.filter((mail) => mail.to.includes(address));
      expect(delivered.map((mail) => mail.subject)).toEqual(
        expect.arrayContaining([
          'Your design project with Aangan Interiors: Modular kitchen',
          'Modular kitchen, phase 1: now In Progress',
          'Modular kitchen, phase 1: now Design Ready',
        ]),
      );
    } finally {
      await outbox.stop();
    }
  });

  it('checks the budget against what is stored, and names the field', async () => {
    const project = await createProject({
      customer_email: visitorEmail(),
      project_name: 'x',
      budget_min: 200,
    });
    expect400(
      await admin('PUT', `/projects/${project.id}`, { budget_max: 100 }),
      'Minimum budget must not be more than the maximum budget',
    );
    expect400(
      await admin('PUT', `/projects/${project.id}`, { status: 'started' }),
      'status must be one of inquiry, consultation_scheduled, in_progress, design_ready, approved, execution, completed, cancelled, on_hold',
    );
    expect400(
      await admin('PUT', `/projects/${project.id}`, { designer_id: '00000000-0000-4000-8000-000000000000' }),
      'designer_id must be one of the shop’s designers',
    );
    expect400(
      await admin('PUT', `/projects/${project.id}`, { customer_email: 'a@b.in' }),
      expect.any(String),
    );
    const unknown = await admin('PUT', '/projects/00000000-0000-4000-8000-000000000000', {
      status: 'approved',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Project not found');
    expect((await admin('PUT', '/projects/nope', { status: 'approved' })).status).toBe(404);
    expect((await admin('GET', '/projects/nope')).status).toBe(404);
  });
});

describe('GET /admin/projects/{id}', () => {
  it('answers one project with its customer and designer, and 404 for an unknown or malformed id', async () => {
    const address = visitorEmail('Kavya');
    const project = await createProject({
      customer_email: address,
      project_name: 'Pooja room',
      designer_id: designerId,
      budget_min: 80000,
    });
    const res = await admin('GET', `/projects/${project.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(envelope(AdminProjectDataSchema).parse(res.body).data.project).toEqual(project);
    const unknown = await admin('GET', '/projects/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Project not found');
    expect((await admin('GET', '/projects/nope')).status).toBe(404);
  });
});

describe('GET /admin/projects', () => {
  it('filters by status, designer and a search of name or address, newest first, in pages', async () => {
    const tag = `tag${Date.now()}`;
    const address = visitorEmail(tag);
    const a = await createProject({ customer_email: address, project_name: `Alpha ${tag}` });
    const b = await createProject({
      customer_email: visitorEmail(),
      project_name: `Beta ${tag}`,
      designer_id: designerId,
      status: 'approved',
    });
    const list = async (query: string) => {
      const res = await admin('GET', `/projects${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return envelope(AdminProjectListDataSchema).parse(res.body).data;
    };
    expect((await list(`?search=${tag}`)).projects.map((p) => p.id)).toEqual([b.id, a.id]);
    expect((await list(`?search=${tag}&status=approved`)).projects.map((p) => p.id)).toEqual([b.id]);
    expect((await list(`?search=${tag}&designer_id=${designerId}`)).projects.map((p) => p.id)).toEqual([
      b.id,
    ]);
    expect(
      (await list(`?search=${encodeURIComponent(address.toUpperCase())}`)).projects.map((p) => p.id),
    ).toEqual([a.id]);
    const paged = await list(`?search=${tag}&limit=1&page=2`);
    expect(paged.projects.map((p) => p.id)).toEqual([a.id]);
    expect(paged.pagination).toEqual({
      page: 2,
      limit: 1,
      total: 2,
      totalCapped: false,
      hasNext: false,
      hasPrev: true,
    });
    expect400(await admin('GET', '/projects?status=open'), expect.stringMatching(/^status must be one of/));
    expect400(await admin('GET', '/projects?designer_id=x'), 'designer_id must be an id (UUID)');
  });
});
