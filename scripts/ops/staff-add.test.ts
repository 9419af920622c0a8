// `npm run staff:add` against a throwaway embedded database: a new owner gets an account and a one-time
// link to choose a password, `--password` sets one, a role can be changed (never the last owner's), and
// a bad option is refused before the database is opened.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { createAccountStore } from '../../server/modules/identity/index.ts';

const script = resolve(import.meta.dirname, 'staff-add.ts');
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'staff-add-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function staffAdd(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        PUBLIC_API_ORIGIN: 'http://api.shop.test',
        CORS_ORIGINS: 'https://shop.test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

/** Reads the database the script wrote (the script has exited, so the lock is free). */
async function withDatabase<T>(read: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

describe('npm run staff:add', () => {
  it('refuses a bad option with the usage and exit code 1, before it opens the database', async () => {
    // Each option's own refusal is checked without a process (staff-add-arguments.test.ts).
    const role = await staffAdd('--email', 'owner@shop.test', '--role', 'boss');
    expect(role.code).toBe(1);
    expect(role.stderr).toContain('--role must be one of owner, catalogue, sales, viewer');
    expect(role.stderr).toContain('Usage: npm run staff:add');
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  }, 60_000);

  it('adds the first owner with an account and prints a one-time link to choose the password', async () => {
    // The embedded database as PGlite's initdb leaves it, made once per run by the project's global
    // setup (decision 189): the script migrates it as on a first run.
    await cp(inject('pglitePristineDir'), join(dataDir, 'pglite'), { recursive: true });
    const result = await staffAdd(
      '--email',
      'Anita@Shop.test',
      '--role',
      'owner',
      '--first-name',
      'Anita',
      '--last-name',
      'Desai',
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Added anita@shop.test (Anita Desai) as owner.');
    expect(result.stdout).toContain('The back office: https://shop.test/admin/');
    const link = /http:\/\/api\.shop\.test\/oidc\/reset\?token=[\w-]+/.exec(result.stdout)?.[0];
    expect(link).toBeDefined();

    await withDatabase(async (database) => {
      const [member] = await database.execute(
        `SELECT s.role, s.first_name, s.issuer, s.subject = a.id::text AS linked, a.email_verified
         FROM staff s JOIN identity_accounts a ON lower(a.email) = s.email WHERE s.email = 'anita@shop.test'`,
      );
      expect(member).toEqual({
        role: 'owner',
        first_name: 'Anita',
        issuer: 'http://api.shop.test/oidc',
        linked: true,
        email_verified: true,
      });
      const [mail] = await database.execute(`SELECT topic, payload->>'text' AS text FROM outbox`);
      expect(mail!.topic).toBe('identity.staff_invitation');
      expect(String(mail!.text)).toContain(link);
      const [entry] = await database.execute(`SELECT action, actor_id, after FROM audit_log`);
      expect(entry).toMatchObject({ action: 'staff.create', actor_id: null, after: { role: 'owner' } });
    });
  }, 120_000);

  it('sets a password directly, and changes a role but never the last owner’s', async () => {
    const last = await staffAdd('--email', 'anita@shop.test', '--role', 'viewer');
    expect(last.code).toBe(1);
    expect(last.stderr).toContain('The shop must keep at least one owner');

    const scripted = await staffAdd(
      '--email',
      'ravi@shop.test',
      '--role',
      'owner',
      '--password',
      'a long scripted password',
    );
    expect(scripted.code).toBe(0);
    expect(scripted.stdout).toContain('Their password is set');
    expect(scripted.stdout).not.toContain('/reset?token=');

    const demoted = await staffAdd('--email', 'anita@shop.test', '--role', 'viewer');
    expect(demoted.code).toBe(0);
    expect(demoted.stdout).toContain('anita@shop.test (Anita Desai) is now viewer.');
    // A current member re-roled keeps their account as it is (decision 147).
    expect(demoted.stdout).toContain('Their account and password stay as they are.');

    await withDatabase(async (database) => {
      const account = await createAccountStore(database).checkPassword(
        'ravi@shop.test',
        'a long scripted password',
      );
      expect(account?.email_verified).toBe(true);
      const roles = await database.execute(`SELECT email, role FROM staff ORDER BY email`);
      expect(roles).toEqual([
        { email: 'anita@shop.test', role: 'viewer' },
        { email: 'ravi@shop.test', role: 'owner' },
      ]);
    });
  }, 180_000);
});
