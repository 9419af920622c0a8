// A failed SQL statement is logged without the values it was sent: the visitor's name, e-mail, phone
// and message never reach the log, whichever driver raised the error and wherever it is logged. The
// database is made to refuse a lead (a trigger raises an error whose detail repeats the row, as a
// failed check constraint's does), and every line the API logs is read.
//
// Runs in both API projects: postgres-js and PGlite carry the statement's values in different places.
import { Writable } from 'node:stream';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { composeServices } from '../../server/compose.ts';
import type { Database } from '../../server/db/client.ts';
import { loadConfig } from '../../server/env.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let test: TestDatabase;
let database: Database;
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  // Migrated (the demo catalogue beside it changes nothing here).
  test = await createTestDatabase({ seeded: true });
  database = test.database;
  dataDir = await mkdtemp(join(tmpdir(), 'api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_API_ORIGIN: 'http://api.test',
    LEADS_RATE_LIMIT_PER_MINUTE: '1000',
  });
  app = await buildApp({
    database,
    config,
    services: composeServices({ database, config }),
    logger: { level: 'trace', stream: capture },
  });
  await app.ready();
  // Every lead is refused by the database, with the row's personal data in the error's detail.
  await database.execute(`
    CREATE FUNCTION refuse_lead() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Quoted, as PostgreSQL quotes a value in its own messages ('invalid input syntax …: "…"').
      RAISE EXCEPTION 'lead refused: "%"', NEW.email
        USING DETAIL = format('Failing row contains (%s, %s, %s, %s).', NEW.first_name, NEW.email, NEW.phone, NEW.message),
              HINT = NEW.last_name;
    END $$`);
  await database.execute(
    'CREATE TRIGGER refuse_lead BEFORE INSERT ON leads FOR EACH ROW EXECUTE FUNCTION refuse_lead()',
  );
});

afterAll(async () => {
  await app?.close();
  await test?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** What a visitor typed, each part unique enough that no other log text contains it by chance. */
const visitor = {
  firstName: 'Zarinepersonal',
  lastName: 'Qadrilastname',
  email: 'zarine.private.7731@example.in',
  phone: '+91 98480 77312',
  phoneStored: '9848077312',
  message: 'Please call me about the Kondapur flat, code 55121',
};
const personal = [
  visitor.firstName,
  visitor.lastName,
  visitor.email,
  visitor.phoneStored,
  'Kondapur flat',
  '55121',
];

/** The visitor's contact message, which the database refuses (a 500). */
const sendRefusedLead = () =>
  app.inject({
    method: 'POST',
    url: '/api/v1/contact/submit',
    payload: {
      firstName: visitor.firstName,
      lastName: visitor.lastName,
      email: visitor.email,
      phone: visitor.phone,
      subject: 'project_inquiry',
      message: visitor.message,
    },
  });

describe('logging a failed statement', () => {
  it('logs which query parameters a request had, not their values', async () => {
    lines.length = 0;
    const secret = 'reset-token-that-must-stay-secret-4471';
    await app.inject({
      url: `/api/v1/simple-whatsapp/chat-url?message=${encodeURIComponent(visitor.message)}&customerName=${visitor.firstName}`,
    });
    await app.inject({ url: `/oidc/reset?token=${secret}` });
    const requests = lines.filter((line) => line.includes('"req"'));
    expect(requests.join('\n')).toContain('/api/v1/simple-whatsapp/chat-url?message=…&customerName=…');
    for (const value of [...personal, secret, 'Kondapur'])
      for (const line of lines) expect(line, `the log holds "${value}"`).not.toContain(value);
  });

  it('answers 500 without detail and logs the error without any of the values sent', async () => {
    lines.length = 0;
    const response = await sendRefusedLead();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      error: 'Something went wrong on our side',
      code: 'internal',
    });

    const errors = lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors.length, lines.join('\n')).toBeGreaterThan(0);
    // The error is there to diagnose: its statement (without values) and the database's code.
    const logged = errors.join('\n');
    expect(logged).toMatch(/insert into leads/i);
    expect(logged).toContain('P0001');
    expect(logged).toContain('lead refused');
    for (const value of personal) {
      for (const line of lines) expect(line, `the log holds "${value}"`).not.toContain(value);
    }
  });

  it('the same for a consultation, whose statement runs in a transaction with its e-mails', async () => {
    lines.length = 0;
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/contact/consultation',
      payload: {
        firstName: visitor.firstName,
        lastName: visitor.lastName,
        email: visitor.email,
        phone: visitor.phone,
        projectType: 'Single Room Design',
        budget: 'To be discussed',
        timeline: `Preferred: ${date} at 02:00 PM`,
        description: visitor.message,
      },
    });
    expect(response.statusCode).toBe(500);
    expect(lines.some((line) => (JSON.parse(line) as { level: number }).level >= 50)).toBe(true);
    for (const value of personal) {
      for (const line of lines) expect(line, `the log holds "${value}"`).not.toContain(value);
    }
  });
});

describe('request ids', () => {
  it('puts one id in the answer and in every line logged about the request, the failure included', async () => {
    lines.length = 0;
    const response = await sendRefusedLead();
    expect(response.statusCode).toBe(500);
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const parsed = lines.map(
      (line) => JSON.parse(line) as { requestId?: string; level: number; msg: string },
    );
    const about = parsed.filter((line) => line.requestId === id);
    expect(about.some((line) => line.level >= 50)).toBe(true);
    // One line for the answer, with the request and its status.
    expect(about.filter((line) => line.msg === 'request completed')).toHaveLength(1);
  });

  it("keeps a proxy's plain request id, and replaces one that is not plain", async () => {
    const kept = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a9c21.01' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21.01');
    const replaced = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'evil\r\nid with spaces' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
