import { describe, expect, it } from 'vitest';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import {
  addDays,
  CHAT_FALLBACK_TEXT,
  CONSULTATION_SUCCESS_MESSAGE,
  ConsultationDataSchema,
  CONTACT_SUCCESS_MESSAGE,
  ContactDataSchema,
  indiaToday,
  ServicesDataSchema,
  SlotsDataSchema,
} from '../../../contract/leads.ts';
import { createTestApp, useTestApp } from '../../../tests/support/api.ts';
import { createLeadsService } from './leads.service.ts';

const CAPACITY = 3;
const PHONE_REFUSED = 'Please enter a valid phone number with country code, e.g. +91 98765 43210';

const t = useTestApp({ SLOT_CAPACITY: String(CAPACITY), LEADS_RATE_LIMIT_PER_MINUTE: '10000' });

// Bodies are read loosely here; where their shape matters they are parsed with the contract's schemas.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Res = { status: number; headers: Record<string, unknown>; body: any };

const post = async (url: string, payload: unknown, headers: Record<string, string> = {}): Promise<Res> => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as never,
    headers,
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
};
const get = async (url: string): Promise<Res> => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
};

const expectError = (res: Res, status: number, message: string | RegExp) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = ErrorBodySchema.parse(res.body);
  if (typeof message === 'string') expect(body.error).toBe(message);
  else expect(body.error).toMatch(message);
};

const count = async (text: string, params: unknown[] = []): Promise<number> =>
  Number((await t.database.execute(`SELECT count(*)::int AS n FROM ${text}`, params))[0]!.n);

let seq = 0;
/** A date a few days ahead, so every slot on it is open whatever the time of day. */
const future = (days = 3) => addDays(indiaToday(), days);
/** Each test books its own day, so capacity never leaks between tests. */
const freshDay = () => addDays(indiaToday(), 10 + seq++);

const consultation = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ananya',
  lastName: 'Rao Sharma',
  email: `ananya.${++seq}@example.in`,
  phone: '+91 98480 22338',
  projectType: 'Single Room Design',
  budget: 'To be discussed',
  timeline: `Preferred: ${future()} at 02:00 PM`,
  description: 'A calm bedroom with a reading corner.',
  ...overrides,
});

const contact = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Vikram',
  lastName: 'Menon',
  email: `vikram.${++seq}@example.in`,
  phone: '',
  subject: 'project_inquiry',
  message: `Do you design modular kitchens in Kondapur? (${seq})`,
  ...overrides,
});

describe('GET /consultation/services', () => {
  it('lists the four free consultation services', async () => {
    const res = await get('/consultation/services');
    expect(res.status).toBe(200);
    const { services } = envelope(ServicesDataSchema).parse(res.body).data;
    expect(services.map((s) => [s.id, s.name, s.duration, s.price])).toEqual([
      ['full_design', 'Complete Interior Design', '2-3 hours', 'Free'],
      ['room_design', 'Single Room Design', '1-2 hours', 'Free'],
      ['consultation', 'Design Consultation', '1 hour', 'Free'],
      ['product_selection', 'Product Selection', '1 hour', 'Free'],
    ]);
    for (const service of services) expect(service.description.length).toBeGreaterThan(20);
  });
});

describe('POST /contact/consultation', () => {
  it('stores the request with its two e-mails before answering with the success message', async () => {
    const payload = consultation();
    const res = await post('/contact/consultation', payload);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(CONSULTATION_SUCCESS_MESSAGE);
    const data = envelope(ConsultationDataSchema).parse(res.body).data;
    expect(data).toMatchObject({
      service: { id: 'room_design', name: 'Single Room Design' },
      preferredDate: future(),
      preferredTime: '02:00 PM',
    });
    expect(data.reference).toBe(data.id.replace(/-/g, '').slice(0, 8).toUpperCase());

    const [lead] = await t.database.execute('SELECT * FROM leads WHERE id = $1', [data.id]);
    expect(lead).toMatchObject({
      kind: 'consultation',
      first_name: 'Ananya',
      last_name: 'Rao Sharma',
      email: payload.email,
      phone: '+919848022338',
      service_id: 'room_design',
      project_type: 'Single Room Design',
      budget: 'To be discussed',
      timeline: payload.timeline,
      preferred_time: '14:00',
      message: 'A calm bedroom with a reading corner.',
    });
    const mails = await t.database.execute(
      'SELECT topic, payload, status, message_id FROM outbox WHERE lead_id = $1 ORDER BY topic',
      [data.id],
    );
    expect(mails.map((m) => m.topic)).toEqual(['consultation.business', 'consultation.customer']);
    const [business, customer] = mails.map(
      (m) => m.payload as { to: string; subject: string; text: string; html: string },
    );
    expect(business!.to).toBe('hello@example.in');
    expect(business!.text).toContain('Phone: +91 98480 22338');
    expect(customer!.to).toBe(payload.email);
    expect(customer!.text).toContain('within 24 hours');
    expect(customer!.text).toContain(data.reference);
    for (const mail of mails) expect(String(mail.message_id)).toMatch(/^<[0-9a-f-]{36}@example\.in>$/);
  });

  it.each([
    ['+44 20 7946 0958', '+442079460958', '+44 20 7946 0958'],
    ['+1 (415) 555-2671', '+14155552671', '+1 415 555 2671'],
    ['+971 50 123 4567', '+971501234567', '+971 50 123 4567'],
    ['040 2345 6789', '+914023456789', '+91 40 2345 6789'],
  ])('books from abroad or a landline: %s is stored as %s and written %s', async (phone, stored, shown) => {
    const res = await post(
      '/contact/consultation',
      consultation({ phone, timeline: `Preferred: ${freshDay()} at 02:00 PM` }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [lead] = await t.database.execute('SELECT phone FROM leads WHERE id = $1', [res.body.data.id]);
    expect(lead!.phone).toBe(stored);
    const [business] = await t.database.execute(
      `SELECT payload FROM outbox WHERE lead_id = $1 AND topic = 'consultation.business'`,
      [res.body.data.id],
    );
    expect((business!.payload as { text: string }).text).toContain(`Phone: ${shown}`);
  });

  it('accepts explicit preferredDate, preferredTime and serviceId, and fills the default budget and details', async () => {
    const res = await post('/contact/consultation', {
      firstName: 'Kavya',
      email: `kavya.${++seq}@example.in`,
      phone: '098480 22339',
      serviceId: 'full_design',
      preferredDate: future(4),
      preferredTime: '10:00 AM',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [lead] = await t.database.execute('SELECT * FROM leads WHERE id = $1', [res.body.data.id]);
    expect(lead).toMatchObject({
      last_name: '',
      phone: '+919848022339',
      project_type: 'Complete Interior Design',
      budget: 'To be discussed',
      message: 'No additional details provided',
      timeline: `Preferred: ${future(4)} at 10:00 AM`,
      preferred_time: '10:00',
    });
  });

  it('reads en-IN dates and loose times in the timeline', async () => {
    const date = future(5);
    const words = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
    const res = await post(
      '/contact/consultation',
      consultation({ timeline: `Preferred: ${words} at 4 pm` }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ preferredDate: date, preferredTime: '04:00 PM' });
  });

  it.each([
    ['missing name', { firstName: undefined }, 'Name is required'],
    ['blank name', { firstName: '   ' }, 'Name is required'],
    ['missing phone', { phone: undefined }, 'Phone number is required'],
    ['empty phone', { phone: '' }, 'Phone number is required'],
    ['missing email', { email: undefined }, 'Email is required'],
    ['malformed email', { email: 'ananya@' }, 'Please enter a valid email address'],
    ['short phone', { phone: '12345' }, PHONE_REFUSED],
    ['phone not starting 6-9', { phone: '+91 58480 22338' }, PHONE_REFUSED],
    ['bare ten digits that are not a mobile number', { phone: '5876543210' }, PHONE_REFUSED],
    ['number that cannot exist abroad', { phone: '+44 20 7946' }, PHONE_REFUSED],
    ['phone with words', { phone: 'call me on 98480 22338' }, PHONE_REFUSED],
    ['missing timeline', { timeline: undefined }, 'Date is required'],
    ['timeline without a date', { timeline: 'Preferred:  at 02:00 PM' }, 'Date is required'],
    [
      'impossible date',
      { timeline: 'Preferred: 2026-02-30 at 02:00 PM' },
      'Date must be a real date, e.g. 2026-11-23',
    ],
    [
      'yesterday',
      { timeline: `Preferred: ${addDays(indiaToday(), -1)} at 02:00 PM` },
      'Date must be today or later',
    ],
    [
      'beyond the booking window',
      { timeline: `Preferred: ${addDays(indiaToday(), 400)} at 02:00 PM` },
      'Date must be within the next 180 days',
    ],
    ['missing time', { timeline: undefined, preferredDate: future() }, 'Time is required'],
    [
      '01:00 PM (lunch)',
      { timeline: `Preferred: ${future()} at 01:00 PM` },
      /^Time must be one of 09:00 AM, 10:00 AM, 11:00 AM, 12:00 PM, 02:00 PM/,
    ],
    ['time outside the slots', { timeline: `Preferred: ${future()} at 06:30 PM` }, /^Time must be one of/],
    ['no service', { projectType: undefined }, 'Please choose a service'],
    [
      'unknown project type',
      { projectType: 'Garden Design' },
      /^Project type must be one of Complete Interior Design/,
    ],
    [
      'unknown serviceId',
      { projectType: undefined, serviceId: 'garden' },
      /^Service must be one of full_design/,
    ],
    ['name too long', { firstName: 'A'.repeat(101) }, 'Name must be at most 100 characters'],
    [
      'details too long',
      { description: 'x'.repeat(5001) },
      'Project details must be at most 5000 characters',
    ],
  ])('rejects %s', async (_case, overrides, message) => {
    const before = await count('leads');
    expectError(await post('/contact/consultation', consultation(overrides)), 400, message);
    expect(await count('leads')).toBe(before);
  });

  it('names the fields in the order of the form when several are missing', async () => {
    const res = await post('/contact/consultation', {});
    expectError(res, 400, 'Name is required');
    expect(res.body.details.map((d: { field: string }) => d.field)).toEqual(['firstName', 'phone', 'email']);
  });

  it('refuses a slot that has already started today (India time)', async () => {
    const today = indiaToday();
    const noonInIndia = new Date(`${today}T12:30:00+05:30`);
    const service = createLeadsService(t.database, {
      slotCapacity: CAPACITY,
      notifications: {
        businessName: 'Aangan Interiors',
        businessEmail: 'hello@example.in',
        businessPhone: '+91 98765 43210',
      },
      messageIdDomain: 'example.in',
      now: () => noonInIndia,
    });
    const input = {
      firstName: 'Ravi',
      lastName: '',
      email: `ravi.${++seq}@example.in`,
      phone: '+919848022340',
      projectType: 'Design Consultation',
    };
    await expect(
      service.submitConsultation({ ...input, timeline: `Preferred: ${today} at 11:00 AM` }, {}),
    ).rejects.toMatchObject({
      status: 400,
      message: 'That time has already passed today. Please choose a later time.',
    });
    const accepted = await service.submitConsultation(
      { ...input, timeline: `Preferred: ${today} at 02:00 PM` },
      {},
    );
    expect(accepted.data.preferredTime).toBe('02:00 PM');
    // Undo the seat so the day's real slots are unaffected for other tests.
    await t.database.execute('DELETE FROM outbox WHERE lead_id = $1', [accepted.data.id]);
    await t.database.execute('DELETE FROM leads WHERE id = $1', [accepted.data.id]);
    await t.database.execute(
      `UPDATE consultation_slots SET booked = booked - 1 WHERE slot_date = $1 AND slot_time = '14:00'`,
      [today],
    );

    const slots = await service.slots(today);
    expect(slots.slots.filter((s) => s.available).map((s) => s.time)).toEqual([
      '02:00 PM',
      '03:00 PM',
      '04:00 PM',
      '05:00 PM',
    ]);
    expect(slots.slots.find((s) => s.time === '12:00 PM')).toMatchObject({ available: false, remaining: 0 });
  });

  it('stores HTML as plain text and escapes it in the e-mails', async () => {
    const res = await post(
      '/contact/consultation',
      consultation({
        firstName: '<script>alert(1)</script>',
        description: '<img src=x onerror=alert(2)> & "quotes"',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [lead] = await t.database.execute('SELECT first_name, message FROM leads WHERE id = $1', [
      res.body.data.id,
    ]);
    expect(lead).toEqual({
      first_name: '<script>alert(1)</script>',
      message: '<img src=x onerror=alert(2)> & "quotes"',
    });
    const mails = await t.database.execute('SELECT payload FROM outbox WHERE lead_id = $1', [
      res.body.data.id,
    ]);
    for (const { payload } of mails) {
      const { html, text } = payload as { html: string; text: string };
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(text).toContain('<script>alert(1)</script>');
    }
    expect(
      (mails[0]!.payload as { html: string }).html + (mails[1]!.payload as { html: string }).html,
    ).toContain('&lt;img src=x onerror=alert(2)&gt; &amp; &quot;quotes&quot;');
  });

  it('keeps names on one line, so they cannot inject e-mail headers', async () => {
    const res = await post(
      '/contact/consultation',
      consultation({ firstName: 'Ananya\r\nBcc: victim@example.com' }),
    );
    expect(res.status).toBe(201);
    const [lead] = await t.database.execute('SELECT first_name FROM leads WHERE id = $1', [res.body.data.id]);
    expect(lead!.first_name).toBe('Ananya Bcc: victim@example.com');
  });
});

describe('consultation slots and capacity', () => {
  it('lists the eight consultation slots for a future day, all open', async () => {
    const date = freshDay();
    const res = await get(`/consultation/slots?date=${date}`);
    expect(res.status).toBe(200);
    const data = envelope(SlotsDataSchema).parse(res.body).data;
    expect(data.date).toBe(date);
    expect(data.timeZone).toBe('Asia/Kolkata');
    expect(data.slots.map((s) => s.time)).toEqual([
      '09:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '02:00 PM',
      '03:00 PM',
      '04:00 PM',
      '05:00 PM',
    ]);
    expect(data.slots.every((s) => s.available && s.remaining === CAPACITY)).toBe(true);
  });

  it('shows every slot of a past day as unavailable', async () => {
    const data = (await get(`/consultation/slots?date=${addDays(indiaToday(), -1)}`)).body.data;
    expect(data.slots.every((s: { available: boolean }) => !s.available)).toBe(true);
  });

  it.each([
    ['', 'date is required (YYYY-MM-DD)'],
    ['?date=tomorrow', 'date must be a date like 2026-11-23'],
    ['?date=2026-13-01', 'date must be a date like 2026-11-23'],
  ])('rejects %s', async (query, message) => {
    expectError(await get(`/consultation/slots${query}`), 400, message);
  });

  it('lets exactly the capacity win when many book the last places at once, and answers the rest with 409', async () => {
    const date = freshDay();
    const attempts = 12;
    const results = await Promise.all(
      Array.from({ length: attempts }, () =>
        post('/contact/consultation', consultation({ timeline: `Preferred: ${date} at 11:00 AM` })),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(CAPACITY);
    expect(statuses.filter((s) => s === 409)).toHaveLength(attempts - CAPACITY);
    const conflict = results.find((r) => r.status === 409)!;
    expectError(conflict, 409, /^Sorry, 11:00 AM on .* is fully booked\. Please choose another time\.$/);
    expect(await count(`leads WHERE preferred_date = $1 AND preferred_time = '11:00'`, [date])).toBe(
      CAPACITY,
    );

    const slot = (await get(`/consultation/slots?date=${date}`)).body.data.slots.find(
      (s: { time: string }) => s.time === '11:00 AM',
    );
    expect(slot).toMatchObject({ available: false, remaining: 0 });
    const other = (await get(`/consultation/slots?date=${date}`)).body.data.slots.find(
      (s: { time: string }) => s.time === '12:00 PM',
    );
    expect(other).toMatchObject({ available: true, remaining: CAPACITY });
  });
});

describe('POST /contact/submit', () => {
  it('stores the message with its e-mails and answers with the success message', async () => {
    const payload = contact({ phone: '98480-22341' });
    const res = await post('/contact/submit', payload);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(CONTACT_SUCCESS_MESSAGE);
    const data = envelope(ContactDataSchema).parse(res.body).data;
    const [lead] = await t.database.execute('SELECT * FROM leads WHERE id = $1', [data.id]);
    expect(lead).toMatchObject({
      kind: 'contact',
      first_name: 'Vikram',
      last_name: 'Menon',
      phone: '+919848022341',
      subject: 'project_inquiry',
      message: payload.message,
    });
    const mails = await t.database.execute(
      'SELECT topic, payload FROM outbox WHERE lead_id = $1 ORDER BY topic',
      [data.id],
    );
    expect(mails.map((m) => m.topic)).toEqual(['contact.business', 'contact.customer']);
    expect((mails[0]!.payload as { subject: string }).subject).toBe(
      'New message (Project Inquiry) from Vikram Menon',
    );
    expect((mails[1]!.payload as { text: string }).text).toContain('within 24 hours');
  });

  it.each([
    ['empty first name', { firstName: '' }, 'First name is required'],
    ['missing last name', { lastName: undefined }, 'Last name is required'],
    ['empty email', { email: '' }, 'Email is required'],
    ['malformed email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['empty subject', { subject: '' }, 'Subject is required'],
    ['missing subject', { subject: undefined }, 'Subject is required'],
    [
      'unknown subject',
      { subject: 'sales' },
      'Subject must be one of consultation, project_inquiry, support, feedback, other',
    ],
    ['blank message', { message: ' ' }, 'Message is required'],
    ['message too long', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ['phone without a country code', { phone: '555-0100' }, PHONE_REFUSED],
  ])('rejects %s', async (_case, overrides, message) => {
    expectError(await post('/contact/submit', contact(overrides)), 400, message);
  });

  it('takes an optional international phone number, stored in E.164', async () => {
    const res = await post('/contact/submit', contact({ phone: '+44 7911 123456' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [lead] = await t.database.execute('SELECT phone FROM leads WHERE id = $1', [res.body.data.id]);
    expect(lead!.phone).toBe('+447911123456');
  });

  it('accepts every contact subject', async () => {
    for (const subject of ['consultation', 'project_inquiry', 'support', 'feedback', 'other']) {
      expect((await post('/contact/submit', contact({ subject }))).status).toBe(201);
    }
  });
});

describe('repeated submissions', () => {
  it('answers a retry with the same Idempotency-Key with the first result and stores nothing new', async () => {
    const payload = contact();
    const key = crypto.randomUUID();
    const first = await post('/contact/submit', payload, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const before = [await count('leads'), await count('outbox')];
    const again = await post('/contact/submit', payload, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect([await count('leads'), await count('outbox')]).toEqual(before);
  });

  it('refuses the same Idempotency-Key with a different body (422)', async () => {
    const key = crypto.randomUUID();
    expect((await post('/contact/submit', contact(), { 'idempotency-key': key })).status).toBe(201);
    expectError(
      await post('/contact/submit', contact(), { 'idempotency-key': key }),
      422,
      /already used for a different request/,
    );
    expectError(
      await post('/contact/consultation', consultation(), { 'idempotency-key': key }),
      422,
      /already used/,
    );
  });

  it('rejects a malformed Idempotency-Key', async () => {
    expectError(
      await post('/contact/submit', contact(), { 'idempotency-key': 'x'.repeat(201) }),
      400,
      /^Idempotency-Key must be/,
    );
  });

  it('answers an identical payload within 10 minutes with the first result, and stores a new one after that', async () => {
    const payload = consultation({ timeline: `Preferred: ${freshDay()} at 09:00 AM` });
    const first = await post('/contact/consultation', payload);
    const before = await count('leads');
    const again = await post('/contact/consultation', { ...payload, firstName: '  Ananya ' });
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count('leads')).toBe(before);

    await t.database.execute(
      `UPDATE lead_requests SET expires_at = now() - interval '1 second' WHERE lead_id = $1`,
      [first.body.data.id],
    );
    const later = await post('/contact/consultation', payload);
    expect(later.status).toBe(201);
    expect(later.body.data.id).not.toBe(first.body.data.id);
    expect(await count('leads')).toBe(before + 1);
  });

  it('keeps a fresh key pointed at the first lead when the payload is a duplicate', async () => {
    const payload = contact();
    const first = await post('/contact/submit', payload);
    const key = crypto.randomUUID();
    const second = await post('/contact/submit', payload, { 'idempotency-key': key });
    expect(second.body.data.id).toBe(first.body.data.id);
    await t.database.execute(
      `UPDATE lead_requests SET expires_at = now() - interval '1 second' WHERE key LIKE 'payload:%' AND lead_id = $1`,
      [first.body.data.id],
    );
    const third = await post('/contact/submit', payload, { 'idempotency-key': key });
    expect(third.body.data.id).toBe(first.body.data.id);
  });

  it('stores one lead when the same submission arrives many times at once', async () => {
    const payload = consultation({ timeline: `Preferred: ${freshDay()} at 03:00 PM` });
    const before = await count('leads');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post('/contact/consultation', payload)),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(await count('leads')).toBe(before + 1);
    expect(await count('outbox WHERE lead_id = $1', [results[0]!.body.data.id])).toBe(2);
  });

  it('stores one lead when one Idempotency-Key arrives many times at once', async () => {
    const key = crypto.randomUUID();
    const payload = contact();
    const before = await count('leads');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post('/contact/submit', payload, { 'idempotency-key': key })),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(await count('leads')).toBe(before + 1);
  });
});

describe('abuse and malformed requests', () => {
  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = [await count('leads'), await count('outbox')];
    const res = await post('/contact/submit', contact({ website: 'http://spam.example' }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(CONTACT_SUCCESS_MESSAGE);
    const bot = await post('/contact/consultation', { website: 'x' });
    expect(bot.status).toBe(201);
    expect(bot.body.message).toBe(CONSULTATION_SUCCESS_MESSAGE);
    envelope(ConsultationDataSchema).parse(bot.body);
    expect([await count('leads'), await count('outbox')]).toEqual(before);
  });

  it('answers a huge body with 413 and malformed JSON with 400, in the error envelope', async () => {
    expectError(
      await post('/contact/submit', contact({ message: 'x'.repeat(200 * 1024) })),
      413,
      /too large/,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact/submit',
      payload: '{"firstName": "Vikram",',
      headers: { 'content-type': 'application/json' },
    });
    expectError(
      { status: res.statusCode, headers: res.headers, body: res.json() },
      400,
      'The request body is not valid JSON',
    );
    const list = await post('/contact/submit', [1, 2]);
    expectError(list, 400, 'The request body must be a JSON object with the contact message');
  });
});

describe('rate limit', () => {
  it('answers the sixth submission in a minute from one IP with 429 and a clear message', async () => {
    const limited = await createTestApp({ LEADS_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const send = (route: string, payload: unknown, ip = '203.0.113.7') =>
        limited.app.inject({
          method: 'POST',
          url: `/api/v1${route}`,
          payload: payload as never,
          remoteAddress: ip,
        });
      for (let i = 0; i < 5; i++) expect((await send('/contact/submit', contact())).statusCode).toBe(201);
      const blocked = await send('/contact/submit', contact());
      expectError(
        { status: blocked.statusCode, headers: blocked.headers, body: blocked.json() },
        429,
        /^Too many submissions from your connection\. Please wait 1 minute and try again\.$/,
      );
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Per route and per IP.
      expect((await send('/contact/consultation', consultation())).statusCode).toBe(201);
      expect((await send('/contact/submit', contact(), '203.0.113.8')).statusCode).toBe(201);
      // Reads are not limited.
      for (let i = 0; i < 8; i++)
        expect(
          (await limited.app.inject({ url: '/api/v1/consultation/services', remoteAddress: '203.0.113.7' }))
            .statusCode,
        ).toBe(200);
    } finally {
      await limited.close();
    }
    // The test migrates and seeds a database of its own, which takes more than a test's usual time.
  }, 120_000);
});

describe('chat link', () => {
  const urlOf = (res: Res) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return new URL(res.body.data.data.url as string);
  };

  it('POST builds a general link to the business number by default', async () => {
    const url = urlOf(await post('/simple-whatsapp/chat-url', { type: 'general', customerName: null }));
    expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe(CHAT_FALLBACK_TEXT);
    expect(urlOf(await post('/simple-whatsapp/chat-url', {})).searchParams.get('text')).toBe(
      CHAT_FALLBACK_TEXT,
    );
  });

  it('POST names the customer and the product, and adds project details', async () => {
    const product = urlOf(
      await post('/simple-whatsapp/chat-url', {
        type: 'product',
        customerName: 'Meera Iyer',
        projectDetails: 'Jaali Teak Sofa',
      }),
    );
    expect(product.searchParams.get('text')).toBe(
      "Hi! I'm Meera Iyer. I'm interested in Jaali Teak Sofa. Could you tell me more about it?",
    );
    const consult = urlOf(
      await post('/simple-whatsapp/chat-url', {
        type: 'consultation',
        projectDetails: '3BHK in Gachibowli & a balcony',
      }),
    );
    expect(consult.searchParams.get('text')).toBe(
      "Hi! I'd like to book a free design consultation.\n\nProject details: 3BHK in Gachibowli & a balcony",
    );
    expect(consult.search).toContain('%26');
  });

  it('GET uses the custom message and the name', async () => {
    const url = urlOf(
      await get(
        `/simple-whatsapp/chat-url?message=${encodeURIComponent('Is the showroom open on Sunday?')}&customerName=Arjun`,
      ),
    );
    expect(url.searchParams.get('text')).toBe("Hi! I'm Arjun. Is the showroom open on Sunday?");
    expect(urlOf(await get('/simple-whatsapp/chat-url')).searchParams.get('text')).toBe(CHAT_FALLBACK_TEXT);
  });

  it('rejects an unknown type', async () => {
    expectError(
      await post('/simple-whatsapp/chat-url', { type: 'sales' }),
      400,
      'type must be one of general, product, consultation',
    );
  });
});

describe('OpenAPI', () => {
  it('documents the lead routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const paths = Object.keys(res.json().paths as Record<string, unknown>);
    for (const path of [
      '/api/v1/contact/consultation',
      '/api/v1/contact/submit',
      '/api/v1/consultation/services',
      '/api/v1/consultation/slots',
      '/api/v1/simple-whatsapp/chat-url',
    ])
      expect(paths).toContain(path);
    const consultation = res.json().paths['/api/v1/contact/consultation'].post;
    expect(Object.keys(consultation.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining([
        'firstName',
        'lastName',
        'email',
        'phone',
        'projectType',
        'budget',
        'timeline',
        'description',
      ]),
    );
  });
});
