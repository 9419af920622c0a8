// Leads in the back office (docs/back-office.md): consultation bookings and contact messages with a
// status, an assignee and notes; the booking calendar; and the conversion of a lead into a design
// project. Every write is audited in its own transaction with ids and the changed business fields
// only (status, assignee), never what the visitor wrote about themselves.
import { sql, type SQL } from 'drizzle-orm';
import type {
  AdminLead,
  AdminLeadListQuery,
  AdminProject,
  CalendarData,
  LeadNote,
} from '../../../contract/admin/leads.ts';
import type { LeadStatus } from '../../../contract/admin/rules.ts';
import type { StaffRef } from '../../../contract/admin/common.ts';
import type { z } from '../../../contract/zod.ts';
import type {
  LeadConvertSchema,
  LeadUpdateSchema,
  CalendarQuerySchema,
} from '../../../contract/admin/leads.ts';
import { addDays, budgetRange, CONSULTATION_SLOTS, slotStartsAt } from '../../../contract/leads.ts';
import { isUuid } from '../../../contract/ids.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { leadNotes, leads, leadSearchText, type staff } from '../../db/schema.ts';
import { columns } from '../../db/sql.ts';
import { AppError } from '../../errors.ts';
import { fieldError } from '../../lib/db-errors.ts';
import { iso } from '../../lib/dates.ts';
import { wakeOutbox } from '../../outbox/worker.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';
import { containing, page, searchTerm, type Paged } from '../../lib/pagination.ts';
import { toAdminProject, type AdminProjectsService } from '../projects/index.ts';

export const LEAD_NOT_FOUND = 'Lead not found';
export const ASSIGNEE_UNKNOWN = 'assignee_id must be a current member of staff';
export const ALREADY_CONVERTED = 'This lead has already become a design project';
export const CONVERTED_BY_CONVERSION =
  'status converted is set by converting the lead into a design project (POST /admin/leads/{id}/convert)';

const LEAD_KEYS = [
  'id',
  'kind',
  'status',
  'first_name',
  'last_name',
  'email',
  'phone',
  'subject',
  'message',
  'service_id',
  'project_type',
  'budget',
  'rooms',
  'preferred_date',
  'preferred_time',
  'assignee_id',
  'project_id',
  'created_at',
  'updated_at',
] as const;

type StaffRecord = typeof staff.$inferSelect;

/** A lead (`l`) with its assignee, who may be nobody, and how many notes it has. */
export type LeadRow = Pick<typeof leads.$inferSelect, (typeof LEAD_KEYS)[number]> & {
  assignee_first_name: StaffRecord['first_name'] | null;
  assignee_last_name: StaffRecord['last_name'] | null;
  assignee_email: StaffRecord['email'] | null;
  notes_count: number;
};

export const LEAD_SELECT = sql`
  SELECT ${columns(leads, LEAD_KEYS, 'l')},
         a.first_name AS assignee_first_name, a.last_name AS assignee_last_name, a.email AS assignee_email,
         (SELECT count(*)::int FROM lead_notes n WHERE n.lead_id = l.id) AS notes_count
  FROM leads l LEFT JOIN staff a ON a.id = l.assignee_id`;

type NoteRow = Pick<typeof leadNotes.$inferSelect, 'id' | 'text' | 'author_id' | 'created_at'> & {
  author_first_name: StaffRecord['first_name'] | null;
  author_last_name: StaffRecord['last_name'] | null;
  author_email: StaffRecord['email'] | null;
};

const staffRef = (
  id: string | null,
  first: string | null,
  last: string | null,
  email: string | null,
): StaffRef | null =>
  id && email !== null ? { id, name: `${first ?? ''} ${last ?? ''}`.trim() || email, email } : null;

export const toLead = (row: LeadRow): AdminLead => ({
  id: row.id,
  kind: row.kind as AdminLead['kind'],
  status: row.status as LeadStatus,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  service_id: row.service_id,
  project_type: row.project_type,
  budget: row.kind === 'consultation' ? row.budget : null,
  rooms: (row.rooms as string[] | null) ?? [],
  preferred_date: row.preferred_date,
  preferred_time: row.preferred_time,
  assignee: staffRef(row.assignee_id, row.assignee_first_name, row.assignee_last_name, row.assignee_email),
  project_id: row.project_id,
  notes_count: row.notes_count,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

const toNote = (row: NoteRow): LeadNote => ({
  id: row.id,
  text: row.text,
  author: staffRef(row.author_id, row.author_first_name, row.author_last_name, row.author_email),
  created_at: iso(row.created_at),
});

/** The lead, its row held until the transaction ends when `lock` is set. */
export async function loadLead(executor: Executor, id: string, lock = false): Promise<LeadRow | undefined> {
  const [row] = await rowsOf<LeadRow>(
    executor,
    sql`${LEAD_SELECT} WHERE l.id = ${id}${lock ? sql` FOR UPDATE OF l` : sql``}`,
  );
  return row;
}

/** Notes of the leads `ids`, oldest first, by lead. */
export async function notesOf(executor: Executor, ids: string[]): Promise<Map<string, LeadNote[]>> {
  const byLead = new Map<string, LeadNote[]>();
  if (ids.length === 0) return byLead;
  const rows = await rowsOf<NoteRow & { lead_id: string }>(
    executor,
    sql`
      SELECT n.id, n.lead_id, n.text, n.author_id, n.created_at,
             s.first_name AS author_first_name, s.last_name AS author_last_name, s.email AS author_email
      FROM lead_notes n LEFT JOIN staff s ON s.id = n.author_id
      WHERE n.lead_id = ANY(${sql.param(ids)}::uuid[])
      ORDER BY n.created_at, n.id`,
  );
  for (const row of rows) {
    const list = byLead.get(row.lead_id) ?? [];
    list.push(toNote(row));
    byLead.set(row.lead_id, list);
  }
  return byLead;
}

/** A lead with its notes, for answers. */
async function detail(executor: Executor, row: LeadRow) {
  const notes = await notesOf(executor, [row.id]);
  return { ...toLead(row), notes: notes.get(row.id) ?? [] };
}

/** The instant a day (India time) starts, for comparing with timestamps. */
const dayStarts = (date: string) => slotStartsAt(date, '00:00').toISOString();

function listConditions(query: AdminLeadListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(sql`l.kind = ${query.kind}`);
  if (query.status) conditions.push(sql`l.status = ${query.status}`);
  if (query.assignee === 'none') conditions.push(sql`l.assignee_id IS NULL`);
  else if (query.assignee) conditions.push(sql`l.assignee_id = ${query.assignee}`);
  if (query.search) {
    conditions.push(sql`${leadSearchText('l')} LIKE ${containing(searchTerm(query.search))}`);
  }
  if (query.sort === 'preferred_date') {
    if (query.from) conditions.push(sql`l.preferred_date >= ${query.from}`);
    if (query.to) conditions.push(sql`l.preferred_date <= ${query.to}`);
  } else {
    if (query.from) conditions.push(sql`l.created_at >= ${dayStarts(query.from)}`);
    if (query.to) conditions.push(sql`l.created_at < ${dayStarts(addDays(query.to, 1))}`);
  }
  return conditions;
}

/** The lead, or a 404 (also for an id that cannot be one). */
async function requireLead(executor: Executor, id: string, lock = false): Promise<LeadRow> {
  const row = isUuid(id) ? await loadLead(executor, id, lock) : undefined;
  if (!row) throw AppError.notFound(LEAD_NOT_FOUND);
  return row;
}

export function createAdminLeadsService(
  database: Database,
  projects: AdminProjectsService,
  slotCapacity: number,
) {
  return {
    async list(query: AdminLeadListQuery): Promise<Paged<AdminLead>> {
      if (query.from && query.to && query.from > query.to)
        throw fieldError('from', 'from must not be after to');
      const conditions = listConditions(query);
      const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
      const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
      const order =
        query.sort === 'preferred_date'
          ? sql`l.preferred_date ${direction} NULLS LAST, l.preferred_time ${direction} NULLS LAST, l.created_at DESC, l.id DESC`
          : sql`l.created_at ${direction}, l.id ${direction}`;
      const result = await page<LeadRow>(
        database,
        query,
        sql`${LEAD_SELECT} ${where} ORDER BY ${order}`,
        sql`FROM leads l ${where}`,
      );
      return { rows: result.rows.map(toLead), pagination: result.pagination };
    },

    async get(id: string) {
      return detail(database.db, await requireLead(database.db, id));
    },

    /** A new status and/or assignee. The assignee must be a current member of staff. */
    async update(actor: StaffPrincipal, id: string, input: z.infer<typeof LeadUpdateSchema>) {
      if (!isUuid(id)) throw AppError.notFound(LEAD_NOT_FOUND);
      return database.db.transaction(async (tx) => {
        const before = await requireLead(tx, id, true);
        if (input.status === 'converted' && before.status !== 'converted')
          throw fieldError('status', CONVERTED_BY_CONVERSION);
        if (input.assignee_id) {
          const [member] = await rowsOf(
            tx,
            sql`SELECT 1 FROM staff WHERE id = ${input.assignee_id} AND removed_at IS NULL`,
          );
          if (!member) throw fieldError('assignee_id', ASSIGNEE_UNKNOWN);
        }
        const was = { status: before.status, assignee_id: before.assignee_id };
        const wanted = {
          status: input.status ?? before.status,
          assignee_id: input.assignee_id === undefined ? before.assignee_id : input.assignee_id,
        };
        const changed = (['status', 'assignee_id'] as const).filter((key) => wanted[key] !== was[key]);
        if (changed.length === 0) return detail(tx, before);

        await tx.execute(sql`
          UPDATE leads SET status = ${wanted.status}, assignee_id = ${wanted.assignee_id}, updated_at = now()
          WHERE id = ${id}`);
        await recordAudit(tx, {
          actor,
          action: 'lead.update',
          entityType: 'lead',
          entityId: id,
          before: Object.fromEntries(changed.map((key) => [key, was[key]])),
          after: Object.fromEntries(changed.map((key) => [key, wanted[key]])),
        });
        return detail(tx, (await loadLead(tx, id))!);
      });
    },

    /** Adds a note. The log records that a note was added, not what it says. */
    async addNote(actor: StaffPrincipal, id: string, text: string) {
      if (!isUuid(id)) throw AppError.notFound(LEAD_NOT_FOUND);
      return database.db.transaction(async (tx) => {
        await requireLead(tx, id, true);
        const [note] = await rowsOf<{ id: string }>(
          tx,
          sql`INSERT INTO lead_notes (lead_id, author_id, text) VALUES (${id}, ${actor.id}, ${text}) RETURNING id`,
        );
        await tx.execute(sql`UPDATE leads SET updated_at = now() WHERE id = ${id}`);
        await recordAudit(tx, {
          actor,
          action: 'lead.note',
          entityType: 'lead',
          entityId: id,
          after: { note_id: note!.id },
        });
        return detail(tx, (await loadLead(tx, id))!);
      });
    },

    /**
     * The lead becomes a design project for its e-mail address, in one transaction: the project (its
     * customer e-mailed), and the lead converted and pointing at it. A second conversion is a 409.
     */
    async convert(
      actor: StaffPrincipal,
      id: string,
      input: z.infer<typeof LeadConvertSchema>,
    ): Promise<{ lead: AdminLead; project: AdminProject }> {
      if (!isUuid(id)) throw AppError.notFound(LEAD_NOT_FOUND);
      const answer = await database.db.transaction(async (tx) => {
        const lead = await requireLead(tx, id, true);
        if (lead.project_id || lead.status === 'converted')
          throw new AppError('conflict', ALREADY_CONVERTED, { details: { project_id: lead.project_id } });
        // What the consultation said carries into the project when staff do not say otherwise (decision 194).
        const stated = budgetRange(lead.budget);
        const budgetGiven = input.budget_min != null || input.budget_max != null;
        const project = await projects.openIn(tx, actor, {
          ...input,
          ...(!budgetGiven && stated ? { budget_min: stated.min, budget_max: stated.max } : {}),
          rooms: input.rooms ?? (lead.rooms as string[] | null) ?? undefined,
          customer_email: lead.email.trim().toLowerCase(),
          lead_id: lead.id,
          greeting_name: lead.first_name,
        });
        await tx.execute(sql`
          UPDATE leads SET status = 'converted', project_id = ${project.id}, updated_at = now() WHERE id = ${id}`);
        await recordAudit(tx, {
          actor,
          action: 'lead.convert',
          entityType: 'lead',
          entityId: id,
          before: { status: lead.status, project_id: null },
          after: { status: 'converted', project_id: project.id },
        });
        return { lead: toLead((await loadLead(tx, id))!), project: toAdminProject(project) };
      });
      wakeOutbox();
      return answer;
    },

    /**
     * Every day from `from` and each of its slots: capacity, seats taken, places left and the bookings,
     * read in one statement (the seat counts and the consultation leads of the range).
     */
    async calendar(query: z.infer<typeof CalendarQuerySchema>): Promise<CalendarData> {
      const to = addDays(query.from, query.days - 1);
      const rows = await database.query<{
        date: string;
        time: string;
        booked: number | null;
        id: string | null;
        name: string | null;
        status: LeadStatus | null;
      }>(sql`
        SELECT date, time, booked, id, name, status FROM (
          SELECT s.slot_date AS date, s.slot_time AS time, s.booked, NULL::uuid AS id, NULL::text AS name,
                 NULL::text AS status, NULL::timestamptz AS created_at
          FROM consultation_slots s WHERE s.slot_date BETWEEN ${query.from} AND ${to}
          UNION ALL
          SELECT l.preferred_date, l.preferred_time, NULL, l.id, trim(l.first_name || ' ' || l.last_name),
                 l.status, l.created_at
          FROM leads l
          WHERE l.kind = 'consultation' AND l.preferred_date BETWEEN ${query.from} AND ${to}
        ) found
        ORDER BY date, time, created_at NULLS FIRST, id`);

      const booked = new Map<string, number>();
      const bookings = new Map<string, { id: string; name: string; status: LeadStatus }[]>();
      for (const row of rows) {
        const key = `${row.date} ${row.time}`;
        if (row.id === null) booked.set(key, row.booked ?? 0);
        else {
          const list = bookings.get(key) ?? [];
          list.push({ id: row.id, name: row.name ?? '', status: row.status ?? 'new' });
          bookings.set(key, list);
        }
      }
      return {
        days: Array.from({ length: query.days }, (_, index) => {
          const date = addDays(query.from, index);
          return {
            date,
            slots: CONSULTATION_SLOTS.map(({ value, label }) => {
              const taken = booked.get(`${date} ${value}`) ?? 0;
              return {
                time: value,
                label,
                capacity: slotCapacity,
                booked: taken,
                remaining: Math.max(0, slotCapacity - taken),
                bookings: bookings.get(`${date} ${value}`) ?? [],
              };
            }),
          };
        }),
      };
    },
  };
}

export type AdminLeadsService = ReturnType<typeof createAdminLeadsService>;
