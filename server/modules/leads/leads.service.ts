// Accepting leads. A consultation request or contact message is stored, with its two e-mails in the
// outbox, in one transaction before the visitor hears "submitted"; a repeat of the same submission
// returns the first one's result instead of storing a second copy.
//
// Repeats are recognised by keys in lead_requests, whose primary key settles races between concurrent
// copies (the second INSERT waits for the first transaction and then sees its row):
//   idempotency:<Idempotency-Key>  for 24 hours; the same key with another body is refused (422)
//   payload:<hash>                 for 10 minutes; the same normalised payload, which includes the
//                                  sender's e-mail and phone, counts as the same submission
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  addDays,
  BOOKING_WINDOW_DAYS,
  CONSULTATION_SERVICES,
  CONSULTATION_SLOTS,
  findService,
  formatTimeline,
  indiaToday,
  isSlotPast,
  IST_TIME_ZONE,
  leadReference,
  parseDate,
  parseTime,
  slotLabel,
  splitFullName,
  splitTimeline,
  type ConsultationData,
  type ConsultationRequestParsed,
  type ContactData,
  type ContactRequestParsed,
  type ServiceOption,
  type SlotsData,
} from '../../../contract/leads.ts';
import type { LeadKind } from '../../../contract/admin/rules.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import type { leads } from '../../db/schema.ts';
import { requestHash as requestHashOf } from '../../lib/digests.ts';
import { AppError } from '../../errors.ts';
import { fieldError } from '../../lib/db-errors.ts';
import { iso } from '../../lib/dates.ts';
import { enqueueEmail, type OutgoingEmail } from '../../outbox/outbox.ts';
import { wakeOutbox } from '../../outbox/worker.ts';
import {
  callbackEmails,
  consultationEmails,
  contactEmails,
  type CallbackLead,
  type NotificationSettings,
} from '../../email/lead-emails.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;
export const DEFAULT_BUDGET = 'To be discussed';
export const DEFAULT_DETAILS = 'No additional details provided';

export interface LeadsServiceOptions {
  slotCapacity: number;
  notifications: NotificationSettings;
  /** Domain part of every Message-ID. */
  messageIdDomain: string;
  now?: () => Date;
}

export interface RequestMeta {
  idempotencyKey?: string | undefined;
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export interface Accepted<T> {
  data: T;
  /** True when this answers a repeat of an earlier submission and nothing new was stored. */
  replayed: boolean;
}

/** What a repeat is answered with: the first submission's lead. */
type LeadRow = Pick<
  typeof leads.$inferSelect,
  'id' | 'kind' | 'created_at' | 'service_id' | 'preferred_date' | 'preferred_time'
>;

/** A row of lead_requests: which lead a repeat-detection key belongs to. */
interface KeyHolder {
  lead_id: string;
  request_hash: string;
  kind: string;
}

interface Booking {
  service: ServiceOption;
  date: string;
  /** 24-hour HH:MM. */
  time: string;
}

/** Thrown inside a transaction to roll it back and answer with an earlier lead instead. */
class Replay {
  readonly leadId: string;
  constructor(leadId: string) {
    this.leadId = leadId;
  }
}

/** The service, date and time of a consultation, or a 400 that names the field at fault. */
function resolveBooking(input: ConsultationRequestParsed, now: Date): Booking {
  let service: ServiceOption | undefined;
  if (input.serviceId !== undefined) {
    service = findService(input.serviceId);
    if (!service)
      throw fieldError(
        'serviceId',
        `Service must be one of ${CONSULTATION_SERVICES.map((s) => s.id).join(', ')}`,
      );
  } else if (input.projectType !== undefined) {
    service = findService(input.projectType);
    if (!service)
      throw fieldError(
        'projectType',
        `Project type must be one of ${CONSULTATION_SERVICES.map((s) => s.name).join(', ')}`,
      );
  } else {
    throw fieldError('projectType', 'Please choose a service');
  }

  const fromTimeline = input.timeline ? splitTimeline(input.timeline) : null;
  const dateText = input.preferredDate ?? fromTimeline?.date;
  const timeText = input.preferredTime ?? fromTimeline?.time;
  const dateField = input.preferredDate !== undefined ? 'preferredDate' : 'timeline';
  const timeField = input.preferredTime !== undefined ? 'preferredTime' : 'timeline';

  if (!dateText)
    throw fieldError(
      dateField === 'timeline' && input.timeline ? 'timeline' : 'preferredDate',
      'Date is required',
    );
  const date = parseDate(dateText);
  if (!date) throw fieldError(dateField, 'Date must be a real date, e.g. 2026-11-23');
  const today = indiaToday(now);
  if (date < today) throw fieldError(dateField, 'Date must be today or later');
  const last = addDays(today, BOOKING_WINDOW_DAYS);
  if (date > last) throw fieldError(dateField, `Date must be within the next ${BOOKING_WINDOW_DAYS} days`);

  if (!timeText) throw fieldError('preferredTime', 'Time is required');
  const time = parseTime(timeText);
  if (!time || !slotLabel(time))
    throw fieldError(
      timeField,
      `Time must be one of ${CONSULTATION_SLOTS.map((slot) => slot.label).join(', ')}`,
    );
  if (isSlotPast(date, time, now))
    throw fieldError(timeField, 'That time has already passed today. Please choose a later time.');
  return { service, date, time };
}

/**
 * Claims a repeat-detection key for `leadId`. Returns null when claimed, or the holder of a live key.
 * An expired key is taken over in place.
 */
async function claimKey(
  tx: Executor,
  key: string,
  kind: string,
  requestHash: string,
  leadId: string,
  ttlMs: number,
): Promise<KeyHolder | null> {
  const claimed = await rowsOf<{ key: string }>(
    tx,
    sql`
      INSERT INTO lead_requests (key, kind, request_hash, lead_id, expires_at)
      VALUES (${key}, ${kind}, ${requestHash}, ${leadId}, now() + make_interval(secs => ${ttlMs / 1000}))
      ON CONFLICT (key) DO UPDATE
        SET kind = excluded.kind, request_hash = excluded.request_hash, lead_id = excluded.lead_id,
            expires_at = excluded.expires_at, created_at = now()
        WHERE lead_requests.expires_at <= now()
      RETURNING key`,
  );
  if (claimed.length > 0) return null;
  const [holder] = await rowsOf<KeyHolder>(
    tx,
    sql`SELECT lead_id, request_hash, kind FROM lead_requests WHERE key = ${key}`,
  );
  return holder ?? null;
}

/**
 * Runs `write` once both keys are claimed; a live key answers with its lead instead (422 when an
 * Idempotency-Key comes back with another body).
 */
async function acceptOnce(
  database: Database,
  kind: LeadKind,
  fingerprint: unknown,
  meta: RequestMeta,
  write: (tx: Executor, leadId: string) => Promise<void>,
): Promise<{ leadId: string; replayed: boolean }> {
  const requestHash = requestHashOf({ kind, fingerprint });
  const leadId = randomUUID();
  let answer: string = leadId;
  try {
    await database.db.transaction(async (tx) => {
      const idempotencyKey = meta.idempotencyKey ? `idempotency:${meta.idempotencyKey}` : undefined;
      if (idempotencyKey) {
        const holder = await claimKey(tx, idempotencyKey, kind, requestHash, leadId, IDEMPOTENCY_TTL_MS);
        if (holder) {
          if (holder.request_hash !== requestHash || holder.kind !== kind) {
            throw new AppError(
              'unprocessable',
              'This Idempotency-Key was already used for a different request. Send a new key for a new submission.',
            );
          }
          throw new Replay(holder.lead_id);
        }
      }
      const duplicate = await claimKey(
        tx,
        `payload:${requestHash}`,
        kind,
        requestHash,
        leadId,
        DUPLICATE_WINDOW_MS,
      );
      if (duplicate) {
        answer = duplicate.lead_id;
        if (!idempotencyKey) throw new Replay(answer);
        // Keep the new key, pointed at the first lead, so that its retries stay answered after the window.
        await tx.execute(sql`UPDATE lead_requests SET lead_id = ${answer} WHERE key = ${idempotencyKey}`);
        return;
      }
      await write(tx, leadId);
    });
  } catch (error) {
    if (error instanceof Replay) return { leadId: error.leadId, replayed: true };
    throw error;
  }
  if (answer === leadId) wakeOutbox();
  return { leadId: answer, replayed: answer !== leadId };
}

async function loadLead(database: Database, id: string): Promise<LeadRow> {
  const [row] = await database.query<LeadRow>(
    sql`SELECT id, kind, created_at, service_id, preferred_date, preferred_time FROM leads WHERE id = ${id}`,
  );
  if (!row) throw new AppError('internal', `Lead ${id} named by a request key is missing`);
  return row;
}

/** A consultation lead as its answer. Its service, date and time are always set (leads_consultation_fields). */
const consultationData = (row: LeadRow): ConsultationData => {
  const service = findService(row.service_id) ?? CONSULTATION_SERVICES[0]!;
  const time = row.preferred_time!;
  return {
    id: row.id,
    reference: leadReference(row.id),
    createdAt: iso(row.created_at),
    service: { id: service.id, name: service.name },
    preferredDate: row.preferred_date!,
    preferredTime: slotLabel(time) ?? time,
  };
};

const contactData = (row: LeadRow): ContactData => ({
  id: row.id,
  reference: leadReference(row.id),
  createdAt: iso(row.created_at),
});

/** A lead's two e-mails, to the business and to the visitor, into the outbox in the lead's transaction. */
async function enqueueLeadEmails(
  tx: Executor,
  kind: LeadKind,
  leadId: string,
  emails: { business: OutgoingEmail; customer: OutgoingEmail },
  messageIdDomain: string,
): Promise<void> {
  await enqueueEmail(tx, { topic: `${kind}.business`, leadId, email: emails.business }, messageIdDomain);
  await enqueueEmail(tx, { topic: `${kind}.customer`, leadId, email: emails.customer }, messageIdDomain);
}

export function createLeadsService(database: Database, options: LeadsServiceOptions) {
  const now = options.now ?? (() => new Date());

  return {
    /** What a filled honeypot is answered with: shaped like a real booking, with nothing stored. */
    decoyConsultation(): ConsultationData {
      const id = randomUUID();
      const service = CONSULTATION_SERVICES[0]!;
      return {
        id,
        reference: leadReference(id),
        createdAt: now().toISOString(),
        service: { id: service.id, name: service.name },
        preferredDate: indiaToday(now()),
        preferredTime: '09:00 AM',
      };
    },

    /** What a filled honeypot is answered with: shaped like a real message, with nothing stored. */
    decoyContact(): ContactData {
      const id = randomUUID();
      return { id, reference: leadReference(id), createdAt: now().toISOString() };
    },

    async submitConsultation(
      input: ConsultationRequestParsed,
      meta: RequestMeta,
    ): Promise<Accepted<ConsultationData>> {
      const booking = resolveBooking(input, now());
      const lastName = input.lastName ?? '';
      const budget = input.budget || DEFAULT_BUDGET;
      const details = input.description || DEFAULT_DETAILS;
      const fingerprint = {
        firstName: input.firstName,
        lastName,
        email: input.email.toLowerCase(),
        phone: input.phone,
        service: booking.service.id,
        date: booking.date,
        time: booking.time,
        budget,
        details,
        rooms: input.rooms ?? [],
      };
      const { leadId, replayed } = await acceptOnce(
        database,
        'consultation',
        fingerprint,
        meta,
        async (tx, id) => {
          // One statement both checks and takes the seat: concurrent bookings of the last place queue on
          // the slot's row, and each sees the count the previous one left.
          const seat = await rowsOf(
            tx,
            sql`
            INSERT INTO consultation_slots (slot_date, slot_time, booked) VALUES (${booking.date}, ${booking.time}, 1)
            ON CONFLICT (slot_date, slot_time) DO UPDATE
              SET booked = consultation_slots.booked + 1, updated_at = now()
              WHERE consultation_slots.booked < ${options.slotCapacity}
            RETURNING booked`,
          );
          if (seat.length === 0) {
            throw new AppError(
              'conflict',
              `Sorry, ${slotLabel(booking.time)} on ${booking.date} is fully booked. Please choose another time.`,
              { details: [{ field: 'preferredTime', message: 'This slot is fully booked' }] },
            );
          }
          await tx.execute(sql`
          INSERT INTO leads (id, kind, first_name, last_name, email, phone, message, service_id, project_type, budget,
                             rooms, timeline, preferred_date, preferred_time, client_ip, user_agent)
          VALUES (${id}, 'consultation', ${input.firstName}, ${lastName}, ${input.email}, ${input.phone}, ${details},
                  ${booking.service.id}, ${booking.service.name}, ${budget},
                  ${input.rooms?.length ? JSON.stringify(input.rooms) : null}::jsonb,
                  ${input.timeline ?? formatTimeline(booking.date, slotLabel(booking.time)!)},
                  ${booking.date}, ${booking.time}, ${meta.ip ?? null}, ${meta.userAgent ?? null})`);
          const emails = consultationEmails(
            {
              reference: leadReference(id),
              firstName: input.firstName,
              lastName,
              email: input.email,
              phone: input.phone,
              serviceName: booking.service.name,
              serviceDuration: booking.service.duration,
              date: booking.date,
              time: slotLabel(booking.time)!,
              budget,
              details,
            },
            options.notifications,
          );
          await enqueueLeadEmails(tx, 'consultation', id, emails, options.messageIdDomain);
        },
      );
      return { data: consultationData(await loadLead(database, leadId)), replayed };
    },

    async submitContact(input: ContactRequestParsed, meta: RequestMeta): Promise<Accepted<ContactData>> {
      const fingerprint = {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.toLowerCase(),
        phone: input.phone ?? null,
        subject: input.subject,
        message: input.message,
      };
      const { leadId, replayed } = await acceptOnce(
        database,
        'contact',
        fingerprint,
        meta,
        async (tx, id) => {
          await tx.execute(sql`
          INSERT INTO leads (id, kind, first_name, last_name, email, phone, subject, message, client_ip, user_agent)
          VALUES (${id}, 'contact', ${input.firstName}, ${input.lastName}, ${input.email}, ${input.phone ?? null},
                  ${input.subject}, ${input.message}, ${meta.ip ?? null}, ${meta.userAgent ?? null})`);
          const emails = contactEmails(
            {
              reference: leadReference(id),
              firstName: input.firstName,
              lastName: input.lastName,
              email: input.email,
              phone: input.phone ?? null,
              subject: input.subject,
              message: input.message,
            },
            options.notifications,
          );
          await enqueueLeadEmails(tx, 'contact', id, emails, options.messageIdDomain);
        },
      );
      return { data: contactData(await loadLead(database, leadId)), replayed };
    },

    /**
     * A request to be called back to order a cart (decision 161). `cart` is the cart as the shop priced
     * it, in words, for staff and for the two e-mails.
     */
    async submitCallback(input: CallbackLead, meta: RequestMeta): Promise<Accepted<{ reference: string }>> {
      const { firstName, lastName } = splitFullName(input.name);
      const fingerprint = {
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone,
        cart: input.cart,
      };
      const { leadId, replayed } = await acceptOnce(
        database,
        'callback',
        fingerprint,
        meta,
        async (tx, id) => {
          await tx.execute(sql`
          INSERT INTO leads (id, kind, first_name, last_name, email, phone, message, client_ip, user_agent)
          VALUES (${id}, 'callback', ${firstName}, ${lastName}, ${input.email}, ${input.phone}, ${input.cart},
                  ${meta.ip ?? null}, ${meta.userAgent ?? null})`);
          const emails = callbackEmails(
            { ...input, reference: leadReference(id), firstName },
            options.notifications,
          );
          await enqueueLeadEmails(tx, 'callback', id, emails, options.messageIdDomain);
        },
      );
      return { data: { reference: leadReference(leadId) }, replayed };
    },

    /** Every slot of a day: unavailable once full or started (India time). Past days have no open slot. */
    async slots(date: string): Promise<SlotsData> {
      const at = now();
      const rows = await database.query<{ slot_time: string; booked: number }>(
        sql`SELECT slot_time, booked FROM consultation_slots WHERE slot_date = ${date}`,
      );
      const booked = new Map(rows.map((row) => [row.slot_time, row.booked]));
      const tooFar = date > addDays(indiaToday(at), BOOKING_WINDOW_DAYS);
      return {
        date,
        timeZone: IST_TIME_ZONE,
        slots: CONSULTATION_SLOTS.map((slot) => {
          const closed = tooFar || isSlotPast(date, slot.value, at);
          const remaining = closed ? 0 : Math.max(0, options.slotCapacity - (booked.get(slot.value) ?? 0));
          return { time: slot.label, value: slot.value, available: remaining > 0, remaining };
        }),
      };
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
