// Staff sign-ins and the admin guard: who may call what under /api/v1/admin, and the audit log that
// only grows.
import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  type Permission,
} from '../../../contract/admin/rules.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { createStaff, customerToken, mintAccessToken } from '../../../tests/support/staff.ts';
import { recordAudit } from './audit.ts';

const t = useTestApp();

const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers });

describe('GET /admin/me', () => {
  it.each(STAFF_ROLES)('tells a %s who they are and what the role allows', async (role) => {
    const member = await createStaff(t.database, role);
    const response = await me(member.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data.staff).toMatchObject({ id: member.id, email: member.email, role, removed_at: null });
    expect(data.permissions).toEqual([...ROLE_PERMISSIONS[role]]);
  });

  it('refuses a missing or malformed token with 401 and isAuthError', async () => {
    const none = await me();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, code: 'unauthorized', isAuthError: true });
    const bad = await me({ authorization: 'Bearer not-a-token' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().isAuthError).toBe(true);
  });

  it("refuses a customer's token: a storefront sign-in opens nothing here", async () => {
    const response = await me({ authorization: `Bearer ${await customerToken(t.database)}` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'forbidden',
      error: 'This sign-in does not open the back office.',
    });
  });

  it('refuses a staff-scoped token of someone who is not staff', async () => {
    const token = await mintAccessToken(t.database, { subject: crypto.randomUUID(), scope: 'admin' });
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(403);
  });

  it('ends a removed member’s access at once, with the token they already hold', async () => {
    const member = await createStaff(t.database, 'sales');
    expect((await me(member.headers)).statusCode).toBe(200);
    await t.database.execute('UPDATE staff SET removed_at = now() WHERE id = $1', [member.id]);
    expect((await me(member.headers)).statusCode).toBe(403);
  });

  it('refuses an expired staff token with 401', async () => {
    const member = await createStaff(t.database, 'owner');
    const token = await mintAccessToken(t.database, {
      subject: member.subject,
      scope: 'admin',
      issuedAt: Math.floor(Date.now() / 1000) - 3600,
      expiresInSeconds: 600,
    });
    const response = await me({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().isAuthError).toBe(true);
  });
});

describe('every admin operation', () => {
  /** Every operation under /api/v1/admin in the OpenAPI document, with the permission it declares. */
  async function adminOperations() {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { 'x-permission'?: Permission | null; security?: unknown[] }>>;
    };
    return Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          path,
          method: method.toUpperCase(),
          operation,
        })),
      );
  }

  const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

  it('declares one known permission and bearer security', async () => {
    const operations = await adminOperations();
    expect(operations.length).toBeGreaterThan(0);
    for (const { path, method, operation } of operations) {
      expect(PERMISSIONS, `${method} ${path}`).toContain(operation['x-permission']);
      expect(operation.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
  });

  it('answers 401 without a token, 403 to a customer, and to each role 403 exactly when its role lacks the permission', async () => {
    const operations = await adminOperations();
    const members = Object.fromEntries(
      await Promise.all(
        STAFF_ROLES.map(async (role) => [role, await createStaff(t.database, role)] as const),
      ),
    );
    const customer = { authorization: `Bearer ${await customerToken(t.database)}` };
    for (const { path, method, operation } of operations) {
      const url = concrete(path);
      const call = (headers: Record<string, string>) =>
        t.app.inject({ method: method as 'GET', url, headers, ...(method === 'GET' ? {} : { payload: {} }) });
      expect((await call({})).statusCode, `${method} ${path} anonymous`).toBe(401);
      expect((await call(customer)).statusCode, `${method} ${path} customer`).toBe(403);
      for (const role of STAFF_ROLES) {
        const status = (await call(members[role]!.headers)).statusCode;
        const allowed = ROLE_PERMISSIONS[role].includes(operation['x-permission']!);
        if (allowed) expect(status, `${method} ${path} as ${role}`).not.toBe(403);
        else expect(status, `${method} ${path} as ${role}`).toBe(403);
      }
    }
  });
});

describe('the audit log', () => {
  it('takes entries and refuses to change or delete them', async () => {
    const member = await createStaff(t.database, 'owner');
    await recordAudit(t.database.db, {
      actor: member,
      action: 'test.write',
      entityType: 'test',
      entityId: 'one',
      before: { price: 100 },
      after: { price: 120 },
    });
    const [entry] = await t.database.execute(`SELECT * FROM audit_log WHERE action = 'test.write'`);
    expect(entry).toMatchObject({
      actor_email: member.email,
      entity_id: 'one',
      before: { price: 100 },
      after: { price: 120 },
    });
    await expect(
      t.database.execute(`UPDATE audit_log SET action = 'x' WHERE action = 'test.write'`),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(t.database.execute(`DELETE FROM audit_log`)).rejects.toThrow(/cannot be changed or deleted/);
    await expect(t.database.execute(`TRUNCATE audit_log`)).rejects.toThrow(/cannot be changed or deleted/);
    expect(await t.database.execute(`SELECT id FROM audit_log WHERE action = 'test.write'`)).toHaveLength(1);
  });
});
