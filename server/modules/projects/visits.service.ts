// A design project's site visits (decision 195). Staff offer two or more times at the site, each with a
// designer; the customer picks one, may move it to another offered time or cancel it up to 24 hours
// before, and is told to call inside that. A designer is at one site at a time with travel time
// between visits: booking locks the designer's row and checks their other booked visits, so two
// customers never get the same designer at once. Reminders go the day before; staff record what was
// measured. Every change happens in one transaction with its e-mails.
import { sql } from 'drizzle-orm';
import { isUuid } from '../../../contract/ids.ts';
import { stateByCode } from '../../../contract/india-rules.ts';
import type { Address } from '../../../contract/orders.ts';
import {
  VISIT_RULES,
  type CalendarVisit,
  type SiteVisit,
  type VisitOfferParsed,
  type VisitRecordParsed,
  type VisitStatus,
} from '../../../contract/site-visits.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { fieldError } from '../../lib/db-errors.ts';
import { addDays, indiaToday, iso } from '../../lib/dates.ts';
import { ERASED_EMAIL } from '../../lib/erased.ts';
import { enqueueEmail, type OutgoingEmail } from '../../outbox/outbox.ts';
import { wakeOutbox } from '../../outbox/worker.ts';
import {
  visitBookedEmail,
  visitNoticeEmail,
  visitOfferedEmail,
  type ProjectEmailSettings,
} from '../../email/project-emails.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';
import { toPhoto, visitPhotos, type PhotoRow } from './photos.service.ts';

export const VISIT_NOT_FOUND = 'Site visit not found';

interface Project {
  id: string;
  project_name: string;
  customer_id: string | null;
  recipient: string | null;
  first_name: string | null;
  site_address: Address | null;
}

interface VisitRow {
  id: string;
  project_id: string;
  status: VisitStatus;
  duration_minutes: number;
  note: string | null;
  measurements: SiteVisit['measurements'];
  notes: string;
  created_at: string;
  updated_at: string;
}

interface SlotRow {
  id: string;
  visit_id: string;
  designer_id: string;
  designer_name: string;
  designer_email: string | null;
  starts_at: string;
  ends_at: string;
  chosen: boolean;
}

/** "Mon, 30 Nov 2026, 10:30 am", India time. */
export const visitTime = (at: string): string =>
  new Date(at).toLocaleString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

const siteLine = (site: Address | null) =>
  site
    ? [
        site.line1,
        site.area,
        site.city,
        `${stateByCode(site.stateCode)?.name ?? site.stateCode} ${site.pincode}`,
      ]
        .filter(Boolean)
        .join(', ')
    : '';

async function projectOf(executor: Executor, id: string, lock = false): Promise<Project | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await rowsOf<Project>(
    executor,
    sql`SELECT p.id, p.project_name, p.customer_id, nullif(coalesce(p.customer_email, c.email), ${ERASED_EMAIL}) AS recipient,
               c.first_name, p.site_address
        FROM projects p LEFT JOIN customers c ON c.id = p.customer_id
        WHERE p.id = ${id}${lock ? sql` FOR UPDATE OF p` : sql``}`,
  );
  return row;
}

const SLOT_SELECT = sql`
  SELECT s.id, s.visit_id, s.designer_id, trim(d.first_name || ' ' || d.last_name) AS designer_name,
         d.email AS designer_email, s.starts_at, s.ends_at, s.chosen
  FROM site_visit_slots s JOIN designers d ON d.id = s.designer_id`;

async function slotsOf(executor: Executor, visitIds: readonly string[]): Promise<SlotRow[]> {
  if (visitIds.length === 0) return [];
  return rowsOf<SlotRow>(
    executor,
    sql`${SLOT_SELECT} WHERE s.visit_id = ANY(${sql.param([...visitIds])}::uuid[]) ORDER BY s.starts_at, s.id`,
  );
}

/** The designer's booked visits that overlap [starts, ends] widened by travel time, but `exceptVisit`. */
async function clash(
  tx: Executor,
  designerId: string,
  starts: string,
  ends: string,
  exceptVisit: string | null,
) {
  const [row] = await rowsOf<{ id: string }>(
    tx,
    sql`SELECT s.id FROM site_visit_slots s JOIN site_visits v ON v.id = s.visit_id
        WHERE s.designer_id = ${designerId} AND s.chosen AND v.status = 'booked'
          AND (${exceptVisit}::uuid IS NULL OR s.visit_id <> ${exceptVisit}::uuid)
          AND s.starts_at < ${ends}::timestamptz + make_interval(mins => ${VISIT_RULES.travelMinutes})
          AND s.ends_at + make_interval(mins => ${VISIT_RULES.travelMinutes}) > ${starts}::timestamptz
        LIMIT 1`,
  );
  return row !== undefined;
}

const hoursAhead = (at: string, now: Date) => (Date.parse(at) - now.getTime()) / 3_600_000;

export interface VisitsOptions {
  mail: ProjectEmailSettings;
  /** Where media URLs start (the visits' photos). */
  mediaOrigin: string;
  messageIdDomain: string;
  now?: () => Date;
}

export function createVisitsService(database: Database, options: VisitsOptions) {
  const now = options.now ?? (() => new Date());
  const mail = (executor: Executor, topic: string, email: OutgoingEmail) =>
    enqueueEmail(executor, { topic, email }, options.messageIdDomain);

  const toVisit = (row: VisitRow, slots: SlotRow[], photos: PhotoRow[], customer: boolean): SiteVisit => {
    const mine = slots
      .filter((slot) => slot.visit_id === row.id)
      .map((slot) => ({
        id: slot.id,
        starts_at: iso(slot.starts_at),
        ends_at: iso(slot.ends_at),
        designer: { id: slot.designer_id, name: slot.designer_name },
        chosen: slot.chosen,
      }));
    const booked = row.status === 'booked' ? (mine.find((slot) => slot.chosen) ?? null) : null;
    return {
      id: row.id,
      status: row.status,
      duration_minutes: row.duration_minutes,
      slots: mine,
      booked,
      changeable:
        row.status === 'offered' ||
        (booked !== null && hoursAhead(booked.starts_at, now()) > VISIT_RULES.changeHours),
      note: row.note,
      measurements: row.measurements,
      notes: customer ? '' : row.notes,
      photos: photos.map((photo) => toPhoto(photo, options.mediaOrigin)),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
  };

  const visitsOf = async (executor: Executor, projectId: string, customer: boolean) => {
    const rows = await rowsOf<VisitRow>(
      executor,
      sql`SELECT * FROM site_visits WHERE project_id = ${projectId} ORDER BY created_at DESC`,
    );
    const ids = rows.map((row) => row.id);
    const [slots, photos] = await Promise.all([slotsOf(executor, ids), visitPhotos(executor, ids)]);
    return rows.map((row) => toVisit(row, slots, photos.get(row.id) ?? [], customer));
  };

  const visitOf = async (executor: Executor, projectId: string, visitId: string, lock = false) => {
    if (!isUuid(visitId)) return undefined;
    const [row] = await rowsOf<VisitRow>(
      executor,
      sql`SELECT * FROM site_visits WHERE id = ${visitId} AND project_id = ${projectId}${lock ? sql` FOR UPDATE` : sql``}`,
    );
    return row;
  };

  const customersProject = async (
    executor: Executor,
    customerId: string,
    projectId: string,
    lock = false,
  ) => {
    const project = await projectOf(executor, projectId, lock);
    if (!project || project.customer_id !== customerId) throw AppError.notFound('Project not found');
    return project;
  };

  /** The slots of an offer, as instants, checked: within visiting hours, ahead, each designer free. */
  const plannedSlots = async (tx: Executor, input: VisitOfferParsed) => {
    const planned = input.slots.map((slot, index) => {
      const starts = new Date(`${slot.date}T${slot.time}:00+05:30`);
      const ends = new Date(starts.getTime() + input.duration_minutes * 60_000);
      const [hour, minute] = slot.time.split(':').map(Number) as [number, number];
      const endMinutes = hour * 60 + minute + input.duration_minutes;
      if (hour < VISIT_RULES.firstHour || endMinutes > VISIT_RULES.lastHour * 60)
        throw fieldError(
          `slots.${index}.time`,
          `slots.${index}.time must let the visit fit between ${VISIT_RULES.firstHour}:00 and ${VISIT_RULES.lastHour}:00`,
        );
      if (starts.getTime() <= now().getTime())
        throw fieldError(`slots.${index}.date`, `slots.${index}.date must be in the future`);
      return { ...slot, starts: starts.toISOString(), ends: ends.toISOString(), index };
    });
    const designerIds = [...new Set(planned.map((slot) => slot.designer_id))];
    const known = await rowsOf<{ id: string }>(
      tx,
      sql`SELECT id FROM designers WHERE id = ANY(${sql.param(designerIds)}::uuid[]) ORDER BY id FOR UPDATE`,
    );
    for (const slot of planned) {
      if (!known.some((row) => row.id === slot.designer_id))
        throw fieldError(
          `slots.${slot.index}.designer_id`,
          `slots.${slot.index}.designer_id must be one of the shop’s designers`,
        );
      if (await clash(tx, slot.designer_id, slot.starts, slot.ends, null))
        throw AppError.conflict(
          `The designer of time ${slot.index + 1} has another visit then, or too close to it to travel`,
          `slots.${slot.index}`,
        );
    }
    return planned;
  };

  return {
    /** The booked and done visits in [from, from + days), India days, by time: the calendar's. */
    async calendar(from: string, days: number): Promise<CalendarVisit[]> {
      const rows = await rowsOf<{
        id: string;
        project_id: string;
        project_name: string;
        status: VisitStatus;
        starts_at: string;
        ends_at: string;
        day: string;
        designer_id: string;
        designer_name: string;
        site_address: Address | null;
      }>(
        database.db,
        sql`SELECT v.id, v.project_id, p.project_name, v.status, s.starts_at, s.ends_at,
                   to_char(s.starts_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day,
                   s.designer_id, trim(d.first_name || ' ' || d.last_name) AS designer_name, p.site_address
            FROM site_visit_slots s
            JOIN site_visits v ON v.id = s.visit_id
            JOIN projects p ON p.id = v.project_id
            JOIN designers d ON d.id = s.designer_id
            WHERE s.chosen AND v.status IN ('booked', 'done')
              AND s.starts_at >= (${from}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'
              AND s.starts_at < (${addDays(from, days)}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'
            ORDER BY s.starts_at, v.id
            LIMIT 500`,
      );
      return rows.map((row) => ({
        id: row.id,
        project_id: row.project_id,
        project_name: row.project_name,
        status: row.status,
        starts_at: iso(row.starts_at),
        ends_at: iso(row.ends_at),
        date: row.day,
        designer: { id: row.designer_id, name: row.designer_name },
        site: row.site_address ? `${row.site_address.city} ${row.site_address.pincode}` : null,
      }));
    },

    async list(projectId: string): Promise<SiteVisit[]> {
      if (!(await projectOf(database.db, projectId))) throw AppError.notFound('Project not found');
      return visitsOf(database.db, projectId, false);
    },

    async customerList(customerId: string, projectId: string): Promise<SiteVisit[]> {
      await customersProject(database.db, customerId, projectId);
      return visitsOf(database.db, projectId, true);
    },

    /** Offers times for a visit; the customer is e-mailed to pick one. */
    async offer(actor: StaffPrincipal, projectId: string, input: VisitOfferParsed): Promise<SiteVisit> {
      const result = await database.db.transaction(async (tx) => {
        const project = await projectOf(tx, projectId, true);
        if (!project) throw AppError.notFound('Project not found');
        if (!project.site_address)
          throw AppError.conflict(
            "Add the site's address to the project first: the visit is there",
            'site_address',
          );
        const planned = await plannedSlots(tx, input);
        const [visit] = await rowsOf<{ id: string }>(
          tx,
          sql`INSERT INTO site_visits (project_id, duration_minutes, note)
              VALUES (${projectId}, ${input.duration_minutes}, ${input.note || null}) RETURNING id`,
        );
        await tx.execute(sql`
          INSERT INTO site_visit_slots (visit_id, designer_id, starts_at, ends_at)
          VALUES ${sql.join(
            planned.map((slot) => sql`(${visit!.id}, ${slot.designer_id}, ${slot.starts}, ${slot.ends})`),
            sql`, `,
          )}`);
        await recordAudit(tx, {
          actor,
          action: 'visit.offer',
          entityType: 'project',
          entityId: projectId,
          after: { visit_id: visit!.id, times: planned.map((slot) => slot.starts) },
        });
        if (project.recipient)
          await mail(
            tx,
            'visit.offered',
            visitOfferedEmail(options.mail, {
              to: project.recipient,
              firstName: project.first_name,
              projectName: project.project_name,
              projectId,
              times: planned.map((slot) => visitTime(slot.starts)),
              site: siteLine(project.site_address),
            }),
          );
        return (await visitsOf(tx, projectId, false)).find((row) => row.id === visit!.id)!;
      });
      wakeOutbox();
      return result;
    },

    /**
     * The customer picks an offered time, or moves a booked visit to another: more than 24 hours before
     * the booked one, and only while the designer is free then (their row locked while checking).
     */
    async book(customerId: string, projectId: string, visitId: string, slotId: string): Promise<SiteVisit> {
      const result = await database.db.transaction(async (tx) => {
        const project = await customersProject(tx, customerId, projectId);
        const visit = await visitOf(tx, projectId, visitId, true);
        if (!visit) throw AppError.notFound(VISIT_NOT_FOUND);
        if (visit.status !== 'offered' && visit.status !== 'booked')
          throw AppError.conflict(`This visit is ${visit.status === 'done' ? 'done' : 'cancelled'}`);
        const slots = await slotsOf(tx, [visitId]);
        const slot = slots.find((row) => row.id === slotId);
        if (!slot) throw fieldError('slot_id', 'slot_id must be one of the times offered for this visit');
        const current = slots.find((row) => row.chosen);
        if (current?.id === slot.id && visit.status === 'booked')
          return (await visitsOf(tx, projectId, true)).find((row) => row.id === visitId)!;
        if (
          visit.status === 'booked' &&
          current &&
          hoursAhead(current.starts_at, now()) <= VISIT_RULES.changeHours
        )
          throw AppError.conflict(
            `The visit is less than ${VISIT_RULES.changeHours} hours away: please call us on ${options.mail.businessPhone} to change it`,
          );
        if (Date.parse(slot.starts_at) <= now().getTime())
          throw AppError.conflict('That time has passed: pick another', 'slot_id');
        await tx.execute(sql`SELECT id FROM designers WHERE id = ${slot.designer_id} FOR UPDATE`);
        if (await clash(tx, slot.designer_id, slot.starts_at, slot.ends_at, visitId))
          throw AppError.conflict(
            'Your designer was just booked at that time: please pick another',
            'slot_id',
          );
        await tx.execute(
          sql`UPDATE site_visit_slots SET chosen = false WHERE visit_id = ${visitId} AND chosen`,
        );
        await tx.execute(sql`UPDATE site_visit_slots SET chosen = true WHERE id = ${slot.id}`);
        await tx.execute(sql`
          UPDATE site_visits SET status = 'booked', reminded_at = NULL, updated_at = now() WHERE id = ${visitId}`);
        const facts = {
          projectName: project.project_name,
          projectId,
          time: visitTime(slot.starts_at),
          site: siteLine(project.site_address),
        };
        if (project.recipient)
          await mail(
            tx,
            'visit.booked',
            visitBookedEmail(options.mail, {
              ...facts,
              to: project.recipient,
              firstName: project.first_name,
              designer: slot.designer_name,
            }),
          );
        await mail(
          tx,
          'visit.booked.designer',
          visitNoticeEmail(options.mail, {
            ...facts,
            to: slot.designer_email ?? options.mail.businessEmail,
            what: current ? `moved from ${visitTime(current.starts_at)}` : 'booked',
          }),
        );
        return (await visitsOf(tx, projectId, true)).find((row) => row.id === visitId)!;
      });
      wakeOutbox();
      return result;
    },

    /** The customer cancels, more than 24 hours before; the designer (or the shop) is told. */
    async cancel(customerId: string, projectId: string, visitId: string): Promise<SiteVisit> {
      const result = await database.db.transaction(async (tx) => {
        const project = await customersProject(tx, customerId, projectId);
        const visit = await visitOf(tx, projectId, visitId, true);
        if (!visit) throw AppError.notFound(VISIT_NOT_FOUND);
        if (visit.status !== 'offered' && visit.status !== 'booked')
          throw AppError.conflict('This visit cannot be cancelled now');
        const current = (await slotsOf(tx, [visitId])).find((row) => row.chosen);
        if (
          visit.status === 'booked' &&
          current &&
          hoursAhead(current.starts_at, now()) <= VISIT_RULES.changeHours
        )
          throw AppError.conflict(
            `The visit is less than ${VISIT_RULES.changeHours} hours away: please call us on ${options.mail.businessPhone} to change it`,
          );
        await tx.execute(
          sql`UPDATE site_visit_slots SET chosen = false WHERE visit_id = ${visitId} AND chosen`,
        );
        await tx.execute(
          sql`UPDATE site_visits SET status = 'cancelled', updated_at = now() WHERE id = ${visitId}`,
        );
        if (current)
          await mail(
            tx,
            'visit.cancelled',
            visitNoticeEmail(options.mail, {
              to: current.designer_email ?? options.mail.businessEmail,
              projectName: project.project_name,
              projectId,
              what: 'cancelled by the customer',
              time: visitTime(current.starts_at),
              site: siteLine(project.site_address),
            }),
          );
        return (await visitsOf(tx, projectId, true)).find((row) => row.id === visitId)!;
      });
      wakeOutbox();
      return result;
    },

    /** What was measured and seen at a booked visit: the visit is then done. */
    async record(
      actor: StaffPrincipal,
      projectId: string,
      visitId: string,
      input: VisitRecordParsed,
    ): Promise<SiteVisit> {
      return database.db.transaction(async (tx) => {
        const visit = await visitOf(tx, projectId, visitId, true);
        if (!visit) throw AppError.notFound(VISIT_NOT_FOUND);
        if (visit.status !== 'booked' && visit.status !== 'done')
          throw AppError.conflict('Only a booked visit can be recorded: the customer has not picked a time');
        await tx.execute(sql`
          UPDATE site_visits SET status = 'done', measurements = ${JSON.stringify(input.measurements)}::jsonb,
                 notes = ${input.notes}, updated_at = now()
          WHERE id = ${visitId}`);
        await recordAudit(tx, {
          actor,
          action: 'visit.record',
          entityType: 'project',
          entityId: projectId,
          after: { visit_id: visitId, measurements: input.measurements.length },
        });
        return (await visitsOf(tx, projectId, false)).find((row) => row.id === visitId)!;
      });
    },

    /** Reminds the customer and the designer of tomorrow's visits, once (run by the background worker). */
    async remindTomorrow(): Promise<number> {
      const tomorrow = addDays(indiaToday(now()), 1);
      const sent = await database.db.transaction(async (tx) => {
        const due = await rowsOf<{ id: string; project_id: string }>(
          tx,
          sql`UPDATE site_visits SET reminded_at = now()
              WHERE id IN (SELECT v.id FROM site_visits v JOIN site_visit_slots s ON s.visit_id = v.id AND s.chosen
                           WHERE v.status = 'booked' AND v.reminded_at IS NULL
                             AND (s.starts_at AT TIME ZONE 'Asia/Kolkata')::date = ${tomorrow}::date
                           LIMIT 50 FOR UPDATE OF v SKIP LOCKED)
              RETURNING id, project_id`,
        );
        for (const visit of due) {
          const project = (await projectOf(tx, visit.project_id))!;
          const slot = (await slotsOf(tx, [visit.id])).find((row) => row.chosen)!;
          const facts = {
            projectName: project.project_name,
            projectId: project.id,
            time: visitTime(slot.starts_at),
            site: siteLine(project.site_address),
          };
          if (project.recipient)
            await mail(
              tx,
              'visit.reminder',
              visitBookedEmail(options.mail, {
                ...facts,
                to: project.recipient,
                firstName: project.first_name,
                designer: slot.designer_name,
                reminder: true,
              }),
            );
          await mail(
            tx,
            'visit.reminder.designer',
            visitNoticeEmail(options.mail, {
              ...facts,
              to: slot.designer_email ?? options.mail.businessEmail,
              what: 'tomorrow',
            }),
          );
        }
        return due.length;
      });
      if (sent > 0) wakeOutbox();
      return sent;
    },
  };
}

export type VisitsService = ReturnType<typeof createVisitsService>;
