// Leads in the back office: the list with its filters and pages, a lead with its notes, status and
// assignee, the booking calendar, and turning a consultation into a design project.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AdminLeadDataSchema,
  AdminLeadListDataSchema,
  CalendarDataSchema,
  LeadConvertDataSchema,
} from '../../../contract/admin/leads.ts';
import { ADMIN_COUNT_CAP } from '../../../contract/admin/rules.ts';
import { envelope } from '../../../contract/catalogue.ts';
import { CONSULTATION_SLOTS } from '../../../contract/leads.ts';
import {
  call,
  daysAhead,
  sendConsultation,
  sendContact,
  visitorEmail,
} from '../../../tests/support/admin-sales.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

let sales: TestStaff;
let owner: TestStaff;

const CAPACITY = 3;

const t = useTestApp({ SLOT_CAPACITY: String(CAPACITY), LEADS_RATE_LIMIT_PER_MINUTE: '100000' });
beforeAll(async () => {
  sales = await createStaff(t.database, 'sales');
  owner = await createStaff(t.database, 'owner');
});

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, who = sales) =>
  call(t.app, method, `/admin${url}`, who.headers, payload);

const leadList = async (query: string) => {
  const res = await admin('GET', `/leads${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelope(AdminLeadListDataSchema).parse(res.body).data;
};

const auditOf = (leadId: string) =>
  t.database.execute(
    `SELECT action, actor_id, before, after FROM audit_log WHERE entity_type = 'lead' AND entity_id = $1 ORDER BY id`,
    [leadId],
  );

const expect400 = (res: { status: number; body: { error: string; details?: unknown } }, error: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error).toBe(error);
};

describe('GET /admin/leads', () => {
  it('lists new leads, newest first, with their status, assignee and notes count', async () => {
    const consultation = await sendConsultation(t.app, {
      firstName: 'Meera',
      lastName: 'Iyer',
      time: '02:00 PM',
    });
    const contact = await sendContact(t.app, { firstName: 'Farhan', lastName: 'Qureshi' });
    const { leads, pagination } = await leadList('?limit=2');
    expect(leads.map((lead) => lead.id)).toEqual([contact, consultation]);
    expect(leads[1]).toMatchObject({
      kind: 'consultation',
      status: 'new',
      first_name: 'Meera',
      last_name: 'Iyer',
      phone: '+919848022338',
      service_id: 'room_design',
      preferred_time: '14:00',
      assignee: null,
      project_id: null,
      notes_count: 0,
    });
    expect(leads[0]).toMatchObject({ kind: 'contact', subject: 'project_inquiry', preferred_date: null });
    expect(pagination).toEqual({
      page: 1,
      limit: 2,
      total: 2,
      totalCapped: false,
      hasPrev: false,
      hasNext: false,
    });
  });

  it('filters by kind, status, assignee (or nobody) and searches name, e-mail and phone', async () => {
    const email = visitorEmail('kavya');
    const id = await sendConsultation(t.app, {
      firstName: 'Kavya',
      lastName: 'Zephyrine',
      email,
      phone: '+91 99887 66554',
    });
    await admin('PUT', `/leads/${id}`, { status: 'contacted', assignee_id: owner.id });

    for (const search of ['zephyrine', 'KAVYA zeph', email.toUpperCase(), '99887 66554', '+91-99887-66554']) {
      const { leads } = await leadList(`?search=${encodeURIComponent(search)}`);
      expect(
        leads.map((lead) => lead.id),
        search,
      ).toEqual([id]);
    }
    expect((await leadList('?search=zephyrine&kind=contact')).leads).toEqual([]);
    expect((await leadList('?search=zephyrine&kind=consultation&status=contacted')).leads).toHaveLength(1);
    expect((await leadList('?search=zephyrine&status=new')).leads).toEqual([]);
    expect((await leadList(`?search=zephyrine&assignee=${owner.id}`)).leads).toHaveLength(1);
    expect((await leadList(`?search=zephyrine&assignee=${sales.id}`)).leads).toEqual([]);
    expect((await leadList('?search=zephyrine&assignee=none')).leads).toEqual([]);
    // A search's wildcards are taken as they are written.
    expect((await leadList('?search=%25')).leads).toEqual([]);
    expect((await leadList('?search=_')).leads).toEqual([]);

    const nobody = await sendContact(t.app, { lastName: 'Unassignedsson' });
    expect((await leadList('?search=unassignedsson&assignee=none')).leads.map((l) => l.id)).toEqual([nobody]);
  });

  it('takes a range of days and sorts by the day a consultation was asked for', async () => {
    const tag = `Sortby${Date.now()}`;
    const late = await sendConsultation(t.app, { lastName: tag, date: daysAhead(9) });
    const early = await sendConsultation(t.app, { lastName: tag, date: daysAhead(7) });
    const byDay = await leadList(`?search=${tag}&sort=preferred_date&order=asc`);
    expect(byDay.leads.map((lead) => lead.id)).toEqual([early, late]);
    const desc = await leadList(`?search=${tag}&sort=preferred_date&order=desc`);
    expect(desc.leads.map((lead) => lead.id)).toEqual([late, early]);
    const day8 = await leadList(`?search=${tag}&sort=preferred_date&from=${daysAhead(8)}&to=${daysAhead(9)}`);
    expect(day8.leads.map((lead) => lead.id)).toEqual([late]);
    // By arrival: both came today (India).
    const today = daysAhead(0);
    expect((await leadList(`?search=${tag}&from=${today}&to=${today}`)).leads).toHaveLength(2);
    expect((await leadList(`?search=${tag}&from=${daysAhead(1)}`)).leads).toEqual([]);
    expect((await leadList(`?search=${tag}&to=${daysAhead(-1)}`)).leads).toEqual([]);
  });

  it('pages', async () => {
    const tag = `Pager${Date.now()}`;
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await sendContact(t.app, { lastName: tag }));
    const first = await leadList(`?search=${tag}&limit=2`);
    const second = await leadList(`?search=${tag}&limit=2&page=2`);
    expect([...first.leads, ...second.leads].map((lead) => lead.id)).toEqual(ids.reverse());
    expect(first.pagination).toEqual({
      page: 1,
      limit: 2,
      total: 3,
      totalCapped: false,
      hasNext: true,
      hasPrev: false,
    });
    expect(second.pagination).toMatchObject({ page: 2, hasNext: false, hasPrev: true });
  });

  it('names the query parameter at fault', async () => {
    expect400(
      await admin('GET', '/leads?status=done'),
      'status must be one of new, contacted, scheduled, completed, converted, lost',
    );
    expect400(await admin('GET', '/leads?kind=call'), 'kind must be one of consultation, contact, callback');
    expect400(
      await admin('GET', '/leads?assignee=bob'),
      'assignee must be a member of staff’s id (UUID) or none',
    );
    expect400(await admin('GET', '/leads?from=2026-02-30'), 'from must be a real date, like 2026-11-23');
    expect400(await admin('GET', '/leads?to=yesterday'), 'to must be a date like 2026-11-23');
    expect400(await admin('GET', '/leads?from=2026-05-02&to=2026-05-01'), 'from must not be after to');
    expect400(await admin('GET', '/leads?sort=name'), 'sort must be created_at or preferred_date');
    expect400(await admin('GET', '/leads?limit=500'), 'limit must be between 1 and 100');
    expect400(
      await admin('GET', `/leads?search=${'x'.repeat(201)}`),
      'search must be at most 200 characters',
    );
  });
});

describe('GET /admin/leads/{id}', () => {
  it('answers one lead with its notes, and 404 for an unknown or malformed id', async () => {
    const id = await sendContact(t.app);
    const res = await admin('GET', `/leads/${id}`);
    expect(res.status).toBe(200);
    const { lead } = envelope(AdminLeadDataSchema).parse(res.body).data;
    expect(lead).toMatchObject({ id, status: 'new', notes: [] });
    expect((await admin('GET', '/leads/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const malformed = await admin('GET', '/leads/not-an-id');
    expect(malformed.status).toBe(404);
    expect(malformed.body.error).toBe('Lead not found');
  });
});

describe('PUT /admin/leads/{id}', () => {
  it('sets the status and the assignee, and the log keeps only those, never what the visitor wrote', async () => {
    const email = visitorEmail('nandini');
    const id = await sendConsultation(t.app, { firstName: 'Nandini', lastName: 'Pillai', email });
    const res = await admin('PUT', `/leads/${id}`, {
      status: 'contacted',
      assignee_id: sales.id.toUpperCase(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { lead } = envelope(AdminLeadDataSchema).parse(res.body).data;
    expect(lead.status).toBe('contacted');
    expect(lead.assignee).toEqual({ id: sales.id, name: 'Sales Test', email: sales.email });
    expect(Date.parse(lead.updated_at)).toBeGreaterThan(Date.parse(lead.created_at));

    const scheduled = await admin('PUT', `/leads/${id}`, { status: 'scheduled' });
    expect(scheduled.body.data.lead).toMatchObject({ status: 'scheduled', assignee: { id: sales.id } });
    const unassigned = await admin('PUT', `/leads/${id}`, { assignee_id: null });
    expect(unassigned.body.data.lead).toMatchObject({ status: 'scheduled', assignee: null });
    // The same values again change nothing and log nothing.
    expect((await admin('PUT', `/leads/${id}`, { status: 'scheduled' })).status).toBe(200);

    const entries = await auditOf(id);
    expect(entries).toEqual([
      {
        action: 'lead.update',
        actor_id: sales.id,
        before: { status: 'new', assignee_id: null },
        after: { status: 'contacted', assignee_id: sales.id },
      },
      {
        action: 'lead.update',
        actor_id: sales.id,
        before: { status: 'contacted' },
        after: { status: 'scheduled' },
      },
      {
        action: 'lead.update',
        actor_id: sales.id,
        before: { assignee_id: sales.id },
        after: { assignee_id: null },
      },
    ]);
    const logged = JSON.stringify(entries);
    for (const personal of ['Nandini', 'Pillai', email, '98480']) expect(logged).not.toContain(personal);
  });

  it('takes only a current member of staff as assignee (400 naming assignee_id)', async () => {
    const id = await sendContact(t.app);
    const gone = await createStaff(t.database, 'sales');
    await t.database.execute('UPDATE staff SET removed_at = now() WHERE id = $1', [gone.id]);
    for (const assignee of [gone.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await admin('PUT', `/leads/${id}`, { assignee_id: assignee });
      expect400(res, 'assignee_id must be a current member of staff');
      expect(res.body.details).toEqual([
        { field: 'assignee_id', message: 'assignee_id must be a current member of staff' },
      ]);
    }
    expect400(await admin('PUT', `/leads/${id}`, { assignee_id: 'bob' }), 'assignee_id must be an id (UUID)');
    expect((await auditOf(id)).length).toBe(0);
  });

  it('names what is wrong with the body', async () => {
    const id = await sendContact(t.app);
    expect400(await admin('PUT', `/leads/${id}`, {}), 'Send a status or an assignee_id');
    expect400(
      await admin('PUT', `/leads/${id}`, { status: 'won' }),
      'status must be one of new, contacted, scheduled, completed, converted, lost',
    );
    expect((await admin('PUT', `/leads/${id}`, { status: 'lost', name: 'x' })).status).toBe(400);
    expect400(
      await admin('PUT', `/leads/${id}`, { status: 'converted' }),
      'status converted is set by converting the lead into a design project (POST /admin/leads/{id}/convert)',
    );
    expect(
      (await admin('PUT', '/leads/00000000-0000-4000-8000-000000000000', { status: 'lost' })).status,
    ).toBe(404);
  });
});

describe('POST /admin/leads/{id}/notes', () => {
  it('adds a note by the member, and the log records that a note was added but not its words', async () => {
    const id = await sendContact(t.app);
    const res = await admin('POST', `/leads/${id}/notes`, { text: '  Called back; prefers\nevenings.  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { lead } = envelope(AdminLeadDataSchema).parse(res.body).data;
    expect(lead.notes_count).toBe(1);
    expect(lead.notes).toEqual([
      {
        id: expect.any(String),
        text: 'Called back; prefers\nevenings.',
        author: { id: sales.id, name: 'Sales Test', email: sales.email },
        created_at: expect.any(String),
      },
    ]);
    await admin('POST', `/leads/${id}/notes`, { text: 'Second' }, owner);
    const again = envelope(AdminLeadDataSchema).parse((await admin('GET', `/leads/${id}`)).body).data.lead;
    expect(again.notes.map((note) => [note.text, note.author?.id])).toEqual([
      ['Called back; prefers\nevenings.', sales.id],
      ['Second', owner.id],
    ]);
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['lead.note', 'lead.note']);
    expect(entries[0]!.after).toEqual({ note_id: lead.notes[0]!.id });
    expect(JSON.stringify(entries)).not.toContain('evenings');
  });

  it('refuses an empty or over-long note, and a note on no lead', async () => {
    const id = await sendContact(t.app);
    expect400(await admin('POST', `/leads/${id}/notes`, { text: '   ' }), 'Note is required');
    expect400(await admin('POST', `/leads/${id}/notes`, {}), 'Note must be text');
    expect400(
      await admin('POST', `/leads/${id}/notes`, { text: 'x'.repeat(2001) }),
      'Note must be at most 2000 characters',
    );
    expect(
      (await admin('POST', '/leads/00000000-0000-4000-8000-000000000000/notes', { text: 'x' })).status,
    ).toBe(404);
  });
});

describe('GET /admin/consultations/calendar', () => {
  it('shows every day and slot with capacity, seats taken, places left and the bookings, in one query', async () => {
    const day = daysAhead(30);
    const first = await sendConsultation(t.app, {
      firstName: 'Ishaan',
      lastName: 'Bose',
      date: day,
      time: '10:00 AM',
    });
    const second = await sendConsultation(t.app, {
      firstName: 'Tara',
      lastName: '',
      date: day,
      time: '10:00 AM',
    });
    const afternoon = await sendConsultation(t.app, {
      firstName: 'Ravi',
      lastName: 'Das',
      date: day,
      time: '05:00 PM',
    });
    await admin('PUT', `/leads/${second}`, { status: 'scheduled' });

    const spy = vi.spyOn(t.database, 'query');
    const direct = await t.services.sales.leads.calendar({ from: day, days: 2 });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();

    const res = await admin('GET', `/consultations/calendar?from=${day}&days=2`);
    expect(res.status).toBe(200);
    const data = envelope(CalendarDataSchema).parse(res.body).data;
    expect(data).toEqual(direct);
    expect(data.days.map((d) => d.date)).toEqual([day, daysAhead(31)]);
    for (const d of data.days) {
      expect(d.slots.map((slot) => [slot.time, slot.label])).toEqual(
        CONSULTATION_SLOTS.map((slot) => [slot.value, slot.label]),
      );
    }
    const slot = (date: string, time: string) =>
      data.days.find((d) => d.date === date)!.slots.find((s) => s.time === time)!;
    expect(slot(day, '10:00')).toEqual({
      time: '10:00',
      label: '10:00 AM',
      capacity: CAPACITY,
      booked: 2,
      remaining: 1,
      bookings: [
        { id: first, name: 'Ishaan Bose', status: 'new' },
        { id: second, name: 'Tara', status: 'scheduled' },
      ],
    });
    expect(slot(day, '17:00')).toMatchObject({ booked: 1, remaining: 2, bookings: [{ id: afternoon }] });
    expect(slot(day, '09:00')).toMatchObject({ booked: 0, remaining: CAPACITY, bookings: [] });
    expect(slot(daysAhead(31), '10:00')).toMatchObject({ booked: 0, bookings: [] });
  });

  it('shows fourteen days unless told, and names a bad parameter', async () => {
    const res = await admin('GET', `/consultations/calendar?from=${daysAhead(0)}`);
    expect(res.body.data.days).toHaveLength(14);
    expect400(await admin('GET', '/consultations/calendar'), 'from must be a date');
    expect400(
      await admin('GET', '/consultations/calendar?from=2026-13-01'),
      'from must be a real date, like 2026-11-23',
    );
    expect400(
      await admin('GET', `/consultations/calendar?from=${daysAhead(0)}&days=40`),
      'days must be between 1 and 31',
    );
  });
});

describe('POST /admin/leads/{id}/convert', () => {
  it('carries the consultation’s budget and rooms into the project and its first quote', async () => {
    const id = await sendConsultation(t.app, {
      budget: '₹5–10 lakh',
      rooms: ['Kitchen', 'Master Bedroom', 'Balcony'],
    });
    const lead = (await admin('GET', `/leads/${id}`)).body.data.lead;
    expect(lead).toMatchObject({ budget: '₹5–10 lakh', rooms: ['Kitchen', 'Master Bedroom', 'Balcony'] });
    const res = await admin('POST', `/leads/${id}/convert`, { project_name: 'Kitchen and bedroom' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { project } = res.body.data;
    expect(project).toMatchObject({
      budget_min: 500_000,
      budget_max: 1_000_000,
      rooms: ['Kitchen', 'Master Bedroom', 'Balcony'],
    });
    const quote = await admin('POST', `/projects/${project.id}/quotes`);
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    expect(quote.body.data.quote.rooms).toEqual(['Kitchen', 'Master Bedroom', 'Balcony']);

    // What staff say wins over what the consultation said.
    const other = await sendConsultation(t.app, { budget: 'under 3 lakh', rooms: ['Study'] });
    const chosen = await admin('POST', `/leads/${other}/convert`, {
      project_name: 'Study',
      budget_min: 200_000,
      budget_max: 400_000,
      rooms: ['Study', 'Guest Room'],
    });
    expect(chosen.body.data.project).toMatchObject({
      budget_min: 200_000,
      budget_max: 400_000,
      rooms: ['Study', 'Guest Room'],
    });
  });

  it('refuses a consultation naming too many rooms, naming the field', async () => {
    const res = await call(
      t.app,
      'POST',
      '/contact/consultation',
      {},
      {
        firstName: 'Ananya',
        email: visitorEmail('ananya'),
        phone: '+91 98480 22338',
        projectType: 'Single Room Design',
        timeline: `Preferred: ${daysAhead(50)} at ${CONSULTATION_SLOTS[0]!.label}`,
        rooms: Array.from({ length: 13 }, (_, i) => `Room ${i}`),
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('Name at most 12 rooms');
  });

  it('turns a consultation into a project for its address, once: a second conversion is 409', async () => {
    const email = visitorEmail('Aditi');
    const id = await sendConsultation(t.app, { firstName: 'Aditi', lastName: 'Kulkarni', email });
    const res = await admin('POST', `/leads/${id}/convert`, {
      project_name: 'Kulkarni living room',
      budget_min: 200000,
      budget_max: 350000,
      status: 'consultation_scheduled',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { lead, project } = envelope(LeadConvertDataSchema).parse(res.body).data;
    expect(lead).toMatchObject({ id, status: 'converted', project_id: project.id });
    expect(project).toMatchObject({
      project_name: 'Kulkarni living room',
      status: 'consultation_scheduled',
      lead_id: id,
      customer: { id: null, email: email.toLowerCase(), name: null, erased: false },
      budget_min: 200000,
      budget_max: 350000,
    });
    const stored = await admin('GET', `/projects/${project.id}`);
    expect(stored.body.data.project).toEqual(project);

    // The customer hears of it, greeted by the name on their booking.
    const [mail] = await t.database.execute(
      `SELECT topic, payload FROM outbox WHERE topic = 'project.opened' AND payload->>'to' = $1`,
      [email.toLowerCase()],
    );
    const payload = mail!.payload as { subject: string; text: string };
    expect(payload.subject).toBe('Your design project with Aangan Interiors: Kulkarni living room');
    expect(payload.text).toContain('Namaste Aditi,');
    expect(payload.text).toContain('Status: Consultation Scheduled');

    const again = await admin('POST', `/leads/${id}/convert`, { project_name: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: 'This lead has already become a design project',
      details: { project_id: project.id },
    });
    const projects = await t.database.execute('SELECT count(*)::int AS n FROM projects WHERE lead_id = $1', [
      id,
    ]);
    expect(projects[0]!.n).toBe(1);

    const actions = await t.database.execute(
      `SELECT action, entity_id, before, after FROM audit_log WHERE entity_id IN ($1, $2) ORDER BY id`,
      [id, project.id],
    );
    expect(actions.map((entry) => entry.action)).toEqual(['project.create', 'lead.convert']);
    expect(actions[1]).toMatchObject({
      before: { status: 'new', project_id: null },
      after: { status: 'converted', project_id: project.id },
    });
    expect(JSON.stringify(actions)).not.toContain(email.toLowerCase());
  });

  it('converts nothing when the project is refused, and names the field', async () => {
    const id = await sendConsultation(t.app);
    const invalid = [
      [{}, 'Project name must be text'],
      [{ project_name: '  ' }, 'Project name is required'],
      [
        { project_name: 'x', budget_min: 9, budget_max: 5 },
        'Minimum budget must not be more than the maximum budget',
      ],
      [
        { project_name: 'x', designer_id: '00000000-0000-4000-8000-000000000000' },
        'designer_id must be one of the shop’s designers',
      ],
      [{ project_name: 'x', status: 'started' }, expect.stringMatching(/^status must be one of inquiry, /)],
    ] as const;
    for (const [body, error] of invalid) {
      const res = await admin('POST', `/leads/${id}/convert`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toEqual(error);
    }
    const lead = (await admin('GET', `/leads/${id}`)).body.data.lead;
    expect(lead).toMatchObject({ status: 'new', project_id: null });
    const made = await t.database.execute('SELECT count(*)::int AS n FROM projects WHERE lead_id = $1', [id]);
    expect(made[0]!.n).toBe(0);
    expect(
      (await admin('POST', '/leads/00000000-0000-4000-8000-000000000000/convert', { project_name: 'x' }))
        .status,
    ).toBe(404);
  });
});

describe('a long list', () => {
  it(`counts up to ${ADMIN_COUNT_CAP.toLocaleString('en-IN')} and says there are more`, async () => {
    await t.database.execute(`
      INSERT INTO leads (kind, first_name, email, subject, message)
      SELECT 'contact', 'Bulkname', 'bulk' || g || '@example.in', 'other', 'hello'
      FROM generate_series(1, ${ADMIN_COUNT_CAP + 5}) g`);
    const { leads, pagination } = await leadList('?search=bulkname&limit=100&page=100');
    expect(leads).toHaveLength(100);
    expect(pagination).toEqual({
      page: 100,
      limit: 100,
      total: ADMIN_COUNT_CAP,
      totalCapped: true,
      hasNext: true,
      hasPrev: true,
    });
    const last = await leadList('?search=bulkname&limit=100&page=101');
    expect(last.leads).toHaveLength(5);
    expect(last.pagination.hasNext).toBe(false);
  });
});
