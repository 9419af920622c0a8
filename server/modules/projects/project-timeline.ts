// A design project's timeline (decision 193), read from the records that already hold each event: the
// project's own row and the audit log (opened, status changes, schedules, stages marked due, versions
// started, visits offered and recorded, photos, refunds), its site visits (booked or cancelled by the
// customer), its quote versions (sent, changes asked for, approved), the ledger (payments and refunds of
// its stages) and its GST documents. Nothing is written twice to keep a timeline. The customer's view
// leaves out the shop's internal steps and who did them.
import { sql } from 'drizzle-orm';
import { projectStatusLabel, type ProjectStatus } from '../../../contract/account.ts';
import { isUuid } from '../../../contract/ids.ts';
import { formatPaise } from '../../../contract/money.ts';
import { PAYMENT_METHOD_LABELS } from '../../../contract/project-stages.ts';
import type { TimelineEvent } from '../../../contract/project-timeline.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import { visitTime } from './visits.service.ts';

const TIMELINE_MAX = 500;

interface AuditRow {
  at: string;
  action: string;
  actor_email: string | null;
  after: Record<string, unknown> | null;
}

const DOCUMENT_NAMES: Record<string, string> = {
  receipt_voucher: 'Receipt voucher',
  invoice: 'Tax invoice',
  refund_voucher: 'Refund voucher',
  credit_note: 'Credit note',
};

/** The audit log's entries about the project, as events; `staff` keeps the shop's internal steps. */
async function auditEvents(executor: Executor, projectId: string, staff: boolean): Promise<TimelineEvent[]> {
  const rows = await rowsOf<AuditRow>(
    executor,
    sql`SELECT at, action, actor_email, after FROM audit_log
        WHERE entity_type = 'project' AND entity_id = ${projectId} ORDER BY at DESC LIMIT ${TIMELINE_MAX}`,
  );
  return rows.flatMap((row): TimelineEvent[] => {
    const after = row.after ?? {};
    const event = (
      kind: TimelineEvent['kind'],
      title: string,
      detail: string | null = null,
    ): TimelineEvent[] => [{ at: iso(row.at), kind, title, detail, by: staff ? row.actor_email : null }];
    switch (row.action) {
      case 'project.update':
        return typeof after.status === 'string'
          ? event('status', `Status: ${projectStatusLabel(after.status as ProjectStatus)}`)
          : staff
            ? event('project', 'Project details changed')
            : [];
      case 'stages.schedule':
        return event('payment', `Payment schedule set for quote version ${String(after.quote_version)}`);
      case 'stage.due':
        return event(
          'payment',
          `Payment due: ${String(after.label)}`,
          typeof after.amount_paise === 'number' ? formatPaise(after.amount_paise) : null,
        );
      case 'visit.offer':
        return event('visit', 'Site visit: times offered');
      case 'visit.record':
        return event('visit', 'Site visit done', staff ? `${String(after.measurements)} measurements` : null);
      case 'visit.photo_add':
        return event('visit', 'Photo added from the site visit');
      case 'visit.photo_remove':
        return staff ? event('visit', 'Site visit photo removed') : [];
      case 'stage.proof':
        return staff ? event('payment', 'Proof of an offline payment kept') : [];
      case 'project.refund':
        return event(
          'payment',
          'Advances refunded: the project is cancelled',
          typeof after.online_paise === 'number' && typeof after.offline_paise === 'number'
            ? formatPaise(after.online_paise + after.offline_paise)
            : null,
        );
      case 'quote.start':
        return staff ? event('quote', `Quote version ${String(after.version)} started`) : [];
      case 'project.invoice':
        return []; // its document says so
      default:
        return [];
    }
  });
}

/** Quote versions sent, answered and approved. */
async function quoteEvents(executor: Executor, projectId: string): Promise<TimelineEvent[]> {
  const rows = await rowsOf<{
    version: number;
    total_paise: number;
    sent_at: string | null;
    changes_requested_at: string | null;
    change_comment: string | null;
    approved_at: string | null;
  }>(
    executor,
    sql`SELECT version, total_paise, sent_at, changes_requested_at, change_comment, approved_at
        FROM design_quotes WHERE project_id = ${projectId} AND status <> 'draft'`,
  );
  return rows.flatMap((row) => [
    ...(row.sent_at
      ? [
          {
            at: iso(row.sent_at),
            kind: 'quote' as const,
            title: `Quote version ${row.version} sent`,
            detail: formatPaise(row.total_paise),
            by: null,
          },
        ]
      : []),
    ...(row.changes_requested_at
      ? [
          {
            at: iso(row.changes_requested_at),
            kind: 'quote' as const,
            title: `Changes asked for on version ${row.version}`,
            detail: row.change_comment,
            by: null,
          },
        ]
      : []),
    ...(row.approved_at
      ? [
          {
            at: iso(row.approved_at),
            kind: 'approval' as const,
            title: `Quote version ${row.version} approved`,
            detail: formatPaise(row.total_paise),
            by: null,
          },
        ]
      : []),
  ]);
}

/** Where each visit stands now: booked for a time (picked or moved by the customer), or cancelled. */
async function visitEvents(executor: Executor, projectId: string): Promise<TimelineEvent[]> {
  const rows = await rowsOf<{ updated_at: string; status: string; starts_at: string | null }>(
    executor,
    sql`SELECT v.updated_at, v.status, s.starts_at FROM site_visits v
        LEFT JOIN site_visit_slots s ON s.visit_id = v.id AND s.chosen
        WHERE v.project_id = ${projectId} AND v.status IN ('booked', 'cancelled')`,
  );
  return rows.map((row) => ({
    at: iso(row.updated_at),
    kind: 'visit' as const,
    title:
      row.status === 'booked' && row.starts_at
        ? `Site visit booked for ${visitTime(row.starts_at)}`
        : 'Site visit cancelled',
    detail: null,
    by: null,
  }));
}

/** Payments and refunds of the project's stages, and its documents. */
async function moneyEvents(executor: Executor, projectId: string): Promise<TimelineEvent[]> {
  const movements = await rowsOf<{
    at: string;
    kind: string;
    method: string;
    amount_paise: number;
    label: string;
  }>(
    executor,
    sql`SELECT coalesce(m.settled_at, m.created_at) AS at, m.kind, m.method, m.amount_paise, s.label
        FROM money_movements m JOIN project_stages s ON s.id = m.stage_id
        WHERE s.project_id = ${projectId} AND m.state = 'succeeded'`,
  );
  const documents = await rowsOf<{ at: string; kind: string; number: string; total_paise: number }>(
    executor,
    sql`SELECT created_at AS at, kind, number, total_paise FROM tax_documents WHERE project_id = ${projectId}`,
  );
  return [
    // A document is issued in the transaction of its payment, at the same moment: listed as the later.
    ...documents.map((row) => ({
      at: iso(row.at),
      kind: 'document' as const,
      title: `${DOCUMENT_NAMES[row.kind] ?? 'Document'} ${row.number} issued`,
      detail: formatPaise(Number(row.total_paise)),
      by: null,
    })),
    ...movements.map((row) => ({
      at: iso(row.at),
      kind: 'payment' as const,
      title:
        row.kind === 'refund'
          ? `Refund: ${row.label}`
          : `Payment received: ${row.label} (${PAYMENT_METHOD_LABELS[row.method as keyof typeof PAYMENT_METHOD_LABELS] ?? row.method})`,
      detail: formatPaise(Number(row.amount_paise)),
      by: null,
    })),
  ];
}

export function createTimelineService(database: Database) {
  return {
    /** The project's events, newest first; for a customer, their part of it (404 unless theirs). */
    async read(projectId: string, customerId?: string): Promise<TimelineEvent[]> {
      const [project] = isUuid(projectId)
        ? await rowsOf<{ customer_id: string | null; created_at: string }>(
            database.db,
            sql`SELECT customer_id, created_at FROM projects WHERE id = ${projectId}`,
          )
        : [];
      if (!project || (customerId !== undefined && project.customer_id !== customerId))
        throw AppError.notFound('Project not found');
      const staff = customerId === undefined;
      const events = [
        {
          at: iso(project.created_at),
          kind: 'project' as const,
          title: 'Project opened',
          detail: null,
          by: null,
        },
        ...(await auditEvents(database.db, projectId, staff)),
        ...(await quoteEvents(database.db, projectId)),
        ...(await visitEvents(database.db, projectId)),
        ...(await moneyEvents(database.db, projectId)),
      ];
      return events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, TIMELINE_MAX);
    },
  };
}

export type TimelineService = ReturnType<typeof createTimelineService>;
