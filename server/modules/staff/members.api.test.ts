// Staff management (decision 052): the owner adds members (a new address gets an account and a link to
// choose a password), changes roles and removes members; the shop never loses its last owner; every
// change is audited in its own transaction.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../tests/support/api.ts';
import {
  ADMIN_SIGN_IN,
  Browser,
  mailsTo,
  pathOf,
  refreshTokens,
  signIn,
  signUpCustomer,
} from '../../../tests/support/oidc.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

let owner: TestStaff;

const t = useTestApp();
beforeAll(async () => {
  owner = await createStaff(t.database, 'owner');
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

let counter = 0;
const address = (label: string) => `${label}-${++counter}-${Date.now()}@aangan.example`;

const auditOf = (entityId: string) =>
  t.database.execute(
    `SELECT action, actor_id, actor_email, entity_type, before, after FROM audit_log WHERE entity_id = $1 ORDER BY id`,
    [entityId],
  );

describe('GET /admin/staff', () => {
  it('lists current members first, owners first, then the removed ones', async () => {
    const viewer = await createStaff(t.database, 'viewer');
    const removed = await createStaff(t.database, 'sales');
    await t.database.execute('UPDATE staff SET removed_at = now() WHERE id = $1', [removed.id]);
    const response = await call('GET', '/api/v1/admin/staff', viewer.headers);
    expect(response.statusCode).toBe(200);
    const staff = response.json().data.staff as { id: string; role: string; removed_at: string | null }[];
    expect(staff[0]!.role).toBe('owner');
    const removedAt = staff.findIndex((member) => member.id === removed.id);
    expect(staff[removedAt]!.removed_at).not.toBeNull();
    expect(staff.slice(removedAt).every((member) => member.removed_at !== null)).toBe(true);
  });

  it('is refused to a role without staff:read', async () => {
    const catalogue = await createStaff(t.database, 'catalogue');
    const response = await call('GET', '/api/v1/admin/staff', catalogue.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('Your role does not allow this: it needs the staff:read permission.');
  });
});

describe('POST /admin/staff', () => {
  it('gives a new address a confirmed account and a one-time link to choose a password, which then signs in to the back office', async () => {
    const email = address('new');
    const response = await call('POST', '/api/v1/admin/staff', owner.headers, {
      email: `  ${email.toUpperCase()} `,
      role: 'catalogue',
      first_name: 'Ishaan',
      last_name: 'Kapoor',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { staff } = response.json().data;
    expect(staff).toMatchObject({ email, role: 'catalogue', first_name: 'Ishaan', removed_at: null });

    const [account] = await t.database.execute(
      'SELECT id, email_verified FROM identity_accounts WHERE lower(email) = $1',
      [email],
    );
    expect(account).toMatchObject({ email_verified: true });
    const [mail] = await mailsTo(t.app, email);
    expect(mail).toMatchObject({ topic: 'identity.staff_invitation' });
    expect(mail!.text).toContain('http://localhost:4321/admin/');
    const link = /http:\/\/api\.test\/oidc\/reset\?token=[\w-]+/.exec(mail!.text)![0];

    const browser = new Browser(t.app);
    expect((await browser.get(pathOf(link))).statusCode).toBe(200);
    const token = new URL(link).searchParams.get('token')!;
    expect((await browser.post('/oidc/reset', { token, password: 'my own staff password' })).statusCode).toBe(
      200,
    );
    const signedIn = await signIn(t.app, email, 'my own staff password', ADMIN_SIGN_IN);
    const me = await call('GET', '/api/v1/admin/me', signedIn.auth);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.staff.id).toBe(staff.id);

    const [entry] = await auditOf(staff.id);
    expect(entry).toMatchObject({
      action: 'staff.create',
      actor_id: owner.id,
      actor_email: owner.email,
      entity_type: 'staff',
      before: null,
      after: { email, role: 'catalogue', first_name: 'Ishaan', last_name: 'Kapoor', removed_at: null },
    });
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it('takes an address back from whoever signed up with it first: the invitation replaces their password', async () => {
    // Someone signs up with a future member's address and chooses the password; the account waits,
    // unconfirmed, and the confirmation link goes to the address's mailbox.
    const email = address('taken');
    const intruder = new Browser(t.app, '10.9.8.7');
    const started = await intruder.startAuthorization();
    const signedUp = await intruder.post(`${started.interaction}/signup`, {
      first_name: 'Not',
      last_name: 'Them',
      email,
      phone: '',
      password: 'the intruder password',
    });
    expect(signedUp.body).toContain('Check your email');

    const response = await call('POST', '/api/v1/admin/staff', owner.headers, {
      email,
      role: 'sales',
      first_name: 'Meera',
    });
    expect(response.statusCode).toBe(201);
    // The real person opens both e-mails: the sign-up's confirmation, then the invitation.
    const mails = await mailsTo(t.app, email);
    const confirmation = /http:\/\/api\.test\/oidc\/interaction\/[^\s]+\/confirm\?token=[\w-]+/.exec(
      mails.find((mail) => mail.topic === 'identity.sign_up_confirmation')!.text,
    )![0];
    expect((await new Browser(t.app).get(pathOf(confirmation))).statusCode).toBe(200);

    const refused = await intruder.post(`${started.interaction}/login`, {
      email,
      password: 'the intruder password',
    });
    expect(refused.statusCode).toBe(401);
    const staffAttempt = new Browser(t.app, '10.9.8.7');
    const admin = await staffAttempt.startAuthorization(ADMIN_SIGN_IN);
    expect(
      (await staffAttempt.post(`${admin.interaction}/login`, { email, password: 'the intruder password' }))
        .statusCode,
    ).toBe(401);

    const invitation = mails.find((mail) => mail.topic === 'identity.staff_invitation')!;
    const token = new URL(
      /http:\/\/api\.test\/oidc\/reset\?token=[\w-]+/.exec(invitation.text)![0],
    ).searchParams.get('token')!;
    expect(
      (await new Browser(t.app).post('/oidc/reset', { token, password: 'meera chose this' })).statusCode,
    ).toBe(200);
    const member = await signIn(t.app, email, 'meera chose this', ADMIN_SIGN_IN);
    expect((await call('GET', '/api/v1/admin/me', member.auth)).json().data.staff.email).toBe(email);
  });

  it('makes an existing customer staff by replacing their password and ending every sign-in, with a link that says why', async () => {
    const customer = await signUpCustomer(t.app);
    expect((await call('GET', '/api/v1/auth/me', customer.auth)).statusCode).toBe(200);
    const response = await call('POST', '/api/v1/admin/staff', owner.headers, {
      email: customer.email,
      role: 'sales',
      first_name: 'Asha',
    });
    expect(response.statusCode).toBe(201);

    // Whatever the customer (or anyone who had their password) held is over, at once.
    expect((await call('GET', '/api/v1/auth/me', customer.auth)).statusCode).toBe(401);
    expect((await refreshTokens(t.app, customer.tokens.refresh_token)).statusCode).toBe(400);
    await expect(signIn(t.app, customer.email, customer.password, ADMIN_SIGN_IN)).rejects.toThrow();
    const mail = (await mailsTo(t.app, customer.email)).at(-1)!;
    expect(mail.topic).toBe('identity.staff_invitation');
    expect(mail.text).toContain(
      'You already had an account with us: to keep the back office safe, its old password no longer works and you have been signed out everywhere. The password you choose now is the one for the shop too.',
    );
    const token = new URL(
      /http:\/\/api\.test\/oidc\/reset\?token=[\w-]+/.exec(mail.text)![0],
    ).searchParams.get('token')!;
    expect(
      (await new Browser(t.app).post('/oidc/reset', { token, password: 'asha new password' })).statusCode,
    ).toBe(200);
    const signedIn = await signIn(t.app, customer.email, 'asha new password', ADMIN_SIGN_IN);
    expect((await call('GET', '/api/v1/admin/me', signedIn.auth)).json().data.staff.role).toBe('sales');
    // The same password opens the shop, as the e-mail says.
    expect((await signIn(t.app, customer.email, 'asha new password')).tokens.access_token).toBeTruthy();
  });

  it('refuses a current member with 409, changing nothing', async () => {
    const member = await createStaff(t.database, 'viewer');
    const response = await call('POST', '/api/v1/admin/staff', owner.headers, {
      email: member.email,
      role: 'owner',
      first_name: 'X',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict', details: [{ field: 'email' }] });
    expect(response.json().error).toContain('is already a member of staff');
    const [row] = await t.database.execute('SELECT role FROM staff WHERE id = $1', [member.id]);
    expect(row!.role).toBe('viewer');
    expect(await auditOf(member.id)).toHaveLength(0);
    expect(await mailsTo(t.app, member.email)).toHaveLength(0);
  });

  it('brings a removed member back with the new role', async () => {
    const member = await createStaff(t.database, 'sales');
    await call('DELETE', `/api/v1/admin/staff/${member.id}`, owner.headers);
    const response = await call('POST', '/api/v1/admin/staff', owner.headers, {
      email: member.email,
      role: 'viewer',
      first_name: 'Back',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.staff).toMatchObject({ id: member.id, role: 'viewer', removed_at: null });
    expect((await auditOf(member.id)).map((entry) => entry.action)).toEqual([
      'staff.remove',
      'staff.restore',
    ]);
  });

  it.each([
    [{ role: 'owner', first_name: 'A' }, 'Email must be text'],
    [{ email: 'not-an-address', role: 'owner', first_name: 'A' }, 'Email must be a valid email address'],
    [
      { email: 'a@b.in', role: 'boss', first_name: 'A' },
      'role must be one of owner, catalogue, sales, viewer',
    ],
    [{ email: 'a@b.in', role: 'owner', first_name: '  ' }, 'First name is required'],
    [{ email: 'a@b.in', role: 'owner', first_name: 'A', is_admin: true }, 'is_admin'],
  ])('answers 400 naming the field for %j', async (body, message) => {
    const response = await call('POST', '/api/v1/admin/staff', owner.headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it('is for owners only', async () => {
    const viewer = await createStaff(t.database, 'viewer');
    const response = await call('POST', '/api/v1/admin/staff', viewer.headers, {
      email: address('nope'),
      role: 'owner',
      first_name: 'A',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /admin/staff/{id}', () => {
  it('changes the role, audited with before and after', async () => {
    const member = await createStaff(t.database, 'viewer');
    const response = await call('PUT', `/api/v1/admin/staff/${member.id}`, owner.headers, { role: 'sales' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.staff.role).toBe('sales');
    // The guard reads the role on every call: the member's next call already has it.
    expect((await call('GET', '/api/v1/admin/me', member.headers)).json().data.staff.role).toBe('sales');
    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({
      action: 'staff.update',
      before: { role: 'viewer' },
      after: { role: 'sales' },
    });
  });

  it('answers 404 for an unknown or removed member and 400 for a bad id or role', async () => {
    const unknown = await call('PUT', `/api/v1/admin/staff/${crypto.randomUUID()}`, owner.headers, {
      role: 'sales',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await call('PUT', '/api/v1/admin/staff/nope', owner.headers, { role: 'sales' })).json().error,
    ).toBe('id must be an id (UUID)');
    const member = await createStaff(t.database, 'viewer');
    const bad = await call('PUT', `/api/v1/admin/staff/${member.id}`, owner.headers, { role: 'king' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('role must be one of');
  });
});

// Each test makes a shop of its own, and so also waits for its database (migrations, seed).
describe('the last owner', { timeout: 120_000 }, () => {
  it('cannot be demoted or removed, not even by themselves; with a second owner they can', async () => {
    // A shop of its own: one owner.
    const app = await createTestApp();
    try {
      const only = await createStaff(app.database, 'owner');
      const put = await app.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/staff/${only.id}`,
        headers: only.headers,
        payload: { role: 'viewer' },
      });
      expect(put.statusCode).toBe(409);
      expect(put.json().error).toBe(
        'The shop must keep at least one owner: make someone else an owner first.',
      );
      const del = await app.app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/staff/${only.id}`,
        headers: only.headers,
      });
      expect(del.statusCode).toBe(409);
      const [row] = await app.database.execute('SELECT role, removed_at FROM staff WHERE id = $1', [only.id]);
      expect(row).toEqual({ role: 'owner', removed_at: null });
      expect(await app.database.execute('SELECT 1 FROM audit_log')).toHaveLength(0);

      const second = await createStaff(app.database, 'owner');
      const demoted = await app.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/staff/${only.id}`,
        headers: only.headers,
        payload: { role: 'viewer' },
      });
      expect(demoted.statusCode).toBe(200);
      // Now `second` is the last owner.
      const last = await app.app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/staff/${second.id}`,
        headers: second.headers,
      });
      expect(last.statusCode).toBe(409);
    } finally {
      await app.close();
    }
  });

  it('survives two owners demoting each other at the same moment: one change wins', async () => {
    const app = await createTestApp();
    try {
      const a = await createStaff(app.database, 'owner');
      const b = await createStaff(app.database, 'owner');
      const demote = (by: TestStaff, who: TestStaff) =>
        app.app.inject({
          method: 'PUT',
          url: `/api/v1/admin/staff/${who.id}`,
          headers: by.headers,
          payload: { role: 'catalogue' },
        });
      const statuses = (await Promise.all([demote(a, b), demote(b, a)])).map((r) => r.statusCode).sort();
      // The second to run may find its caller demoted already (403) or no second owner (409).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const owners = await app.database.execute(
        `SELECT id FROM staff WHERE role = 'owner' AND removed_at IS NULL`,
      );
      expect(owners).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('DELETE /admin/staff/{id}', () => {
  it('removes a member at once and keeps the record for the audit log', async () => {
    const member = await createStaff(t.database, 'catalogue');
    const response = await call('DELETE', `/api/v1/admin/staff/${member.id}`, owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.staff.removed_at).not.toBeNull();
    expect((await call('GET', '/api/v1/admin/me', member.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/admin/staff/${member.id}`, owner.headers)).statusCode).toBe(404);
    expect((await auditOf(member.id)).map((entry) => entry.action)).toEqual(['staff.remove']);
  });
});
