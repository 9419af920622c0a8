// A design project's staged payments (decision 192). Staff set the approved quote's schedule from a
// template or by hand (the stages add up to the approved total, to the paisa; stages already paid
// stay), mark a stage due (the customer is e-mailed), and record money received offline. The customer
// pays a due stage online through the same gateway as orders. Whichever way and however many times
// the news arrives, a stage is paid once: the stage's row is locked, the payment is recorded once per
// reference in the ledger, and a payment that finds its stage paid (or replaced) is refunded. Each
// payment gets a receipt voucher (decision 190) in the same transaction.
import { sql } from 'drizzle-orm';
import { isUuid } from '../../../contract/ids.ts';
import { stateByCode } from '../../../contract/india-rules.ts';
import { formatPaise } from '../../../contract/money.ts';
import type { GatewayCheckoutData, PaymentConfirm } from '../../../contract/orders.ts';
import {
  PAYMENT_STAGE_TEMPLATES,
  type OfflineMethod,
  type Stage,
  type StagesData,
  type StageSchedule,
  type StageStatus,
} from '../../../contract/project-stages.ts';
import { apportionAdvance, spread, stageAmounts } from '../../../contract/quote-money.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { fieldError } from '../../lib/db-errors.ts';
import { addDays, indiaToday, iso, longDate } from '../../lib/dates.ts';
import { ERASED_EMAIL } from '../../lib/erased.ts';
import { enqueueEmail } from '../../outbox/outbox.ts';
import { wakeOutbox } from '../../outbox/worker.ts';
import {
  stageDueEmail,
  advancesRefundedEmail,
  stagePaidEmail,
  stageReminderEmail,
  type ProjectEmailSettings,
} from '../../email/project-emails.ts';
import {
  issueDocument,
  movementById,
  recordOfflineRefund,
  recordPayment,
  startRefund,
  type DocumentLine,
  type Movement,
  type MovementMethod,
  readDocument,
  renderDocument,
  type Supplier,
} from '../billing/index.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';
import { toPhoto } from './photos.service.ts';
import type { Address, TaxDocumentRef } from '../../../contract/orders.ts';
import type { ProjectRefund, ProjectRefundData } from '../../../contract/project-documents.ts';

export const STAGE_NOT_FOUND = 'Payment stage not found';
/** Days a due stage may wait before it is overdue and reminded. */
export const STAGE_GRACE_DAYS = 7;

/** What stage payments need of the gateway: the orders' Razorpay, or none. */
export interface StageGateway {
  readonly keyId: string;
  readonly checkoutUrl: string;
  open(order: { id: string; number: string; total: number }): Promise<{ gatewayOrderId: string } | null>;
  verifyCheckout(input: { gatewayOrderId: string; paymentId: string; signature: string }): boolean;
}

export interface StagesOptions {
  gateway: StageGateway | undefined;
  /** Asks the gateway for a refund recorded as pending (orders' refunds, which also settle it later). */
  sendRefund: (refund: Movement, paymentReference: string) => Promise<void>;
  mail: ProjectEmailSettings;
  messageIdDomain: string;
  /** The shop as its documents name it. */
  shop: Supplier;
  /** Where media URLs start (payment proofs). */
  mediaOrigin: string;
}

interface StageRow {
  id: string;
  project_id: string;
  quote_id: string;
  quote_version: number;
  position: number;
  label: string;
  amount_paise: number;
  status: StageStatus;
  due_on: string | null;
  gateway_order_id: string | null;
  paid_at: string | null;
  method: string | null;
  reference: string | null;
  receipt_id: string | null;
  receipt_number: string | null;
  receipt_date: string | null;
  receipt_total: number | null;
  proof_id: string | null;
  proof_image: string | null;
  proof_thumbnail: string | null;
  proof_at: string | null;
}

interface ProjectRow {
  id: string;
  project_name: string;
  customer_id: string | null;
  recipient: string | null;
  first_name: string | null;
  last_name: string | null;
  site_address: Address | null;
}

interface ApprovedQuote {
  id: string;
  version: number;
  total_paise: number;
  intra_state: boolean;
  place_of_supply: string | null;
}

const STAGE_SELECT = sql`
  SELECT s.id, s.project_id, s.quote_id, q.version AS quote_version, s.position, s.label, s.amount_paise, s.status,
         to_char(s.due_on, 'YYYY-MM-DD') AS due_on, s.gateway_order_id, s.paid_at, m.method,
         m.gateway_reference AS reference, s.receipt_id, d.number AS receipt_number,
         to_char(d.issued_on, 'YYYY-MM-DD') AS receipt_date, d.total_paise AS receipt_total,
         ph.id AS proof_id, ph.image AS proof_image, ph.thumbnail AS proof_thumbnail, ph.created_at AS proof_at
  FROM project_stages s
  JOIN design_quotes q ON q.id = s.quote_id
  LEFT JOIN money_movements m ON m.id = s.payment_id
  LEFT JOIN tax_documents d ON d.id = s.receipt_id
  LEFT JOIN project_photos ph ON ph.movement_id = s.payment_id`;

async function projectOf(executor: Executor, id: string, lock = false): Promise<ProjectRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await rowsOf<ProjectRow>(
    executor,
    sql`SELECT p.id, p.project_name, p.customer_id, nullif(coalesce(p.customer_email, c.email), ${ERASED_EMAIL}) AS recipient,
               c.first_name, c.last_name, p.site_address
        FROM projects p LEFT JOIN customers c ON c.id = p.customer_id
        WHERE p.id = ${id}${lock ? sql` FOR UPDATE OF p` : sql``}`,
  );
  return row;
}

async function approvedQuote(executor: Executor, projectId: string): Promise<ApprovedQuote | undefined> {
  const [row] = await rowsOf<ApprovedQuote>(
    executor,
    sql`SELECT id, version, total_paise, intra_state, place_of_supply FROM design_quotes
        WHERE project_id = ${projectId} AND status = 'approved' ORDER BY version DESC LIMIT 1`,
  );
  return row;
}

async function stagesOf(executor: Executor, projectId: string): Promise<StageRow[]> {
  return rowsOf<StageRow>(
    executor,
    sql`${STAGE_SELECT} WHERE s.project_id = ${projectId} AND s.status <> 'cancelled' ORDER BY s.position`,
  );
}

async function stageRow(executor: Executor, projectId: string, stageId: string, lock = false) {
  if (lock) await executor.execute(sql`SELECT id FROM project_stages WHERE id = ${stageId} FOR UPDATE`);
  const [row] = await rowsOf<StageRow>(
    executor,
    sql`${STAGE_SELECT} WHERE s.id = ${stageId} AND s.project_id = ${projectId}`,
  );
  return row;
}

/**
 * An offline payment's (or refund's) gateway reference in the ledger: its method and the bank's or the
 * cheque's reference ("bank_transfer:UTR…"), unique per method as the gateway's ids are; and back.
 */
const offlineReference = (method: OfflineMethod, reference: string) => `${method}:${reference}`;
const shownReference = (stored: string) => stored.replace(/^[a-z_]+:/, '');

const toStage = (row: StageRow, today: string, mediaOrigin: string): Stage => ({
  id: row.id,
  position: row.position,
  label: row.label,
  amount_paise: row.amount_paise,
  status: row.status,
  quote_version: row.quote_version,
  due_on: row.due_on,
  overdue: row.status === 'due' && row.due_on !== null && addDays(row.due_on, STAGE_GRACE_DAYS) < today,
  paid_at: row.paid_at ? iso(row.paid_at) : null,
  payment: row.method
    ? {
        method: row.method as NonNullable<Stage['payment']>['method'],
        reference: row.reference ? shownReference(row.reference) : null,
        proof:
          row.proof_id && row.proof_image && row.proof_thumbnail && row.proof_at
            ? toPhoto(
                {
                  id: row.proof_id,
                  image: row.proof_image,
                  thumbnail: row.proof_thumbnail,
                  created_at: row.proof_at,
                },
                mediaOrigin,
              )
            : null,
      }
    : null,
  receipt:
    row.receipt_id && row.receipt_number
      ? {
          id: row.receipt_id,
          kind: 'receipt_voucher',
          number: row.receipt_number,
          date: row.receipt_date!,
          total: row.receipt_total!,
        }
      : null,
});

/**
 * The new stages' amounts: a template's shares (skipping the stages already paid) of what is left, or
 * amounts set by hand that must add up to it exactly.
 */
function plannedStages(input: StageSchedule, remaining: number, paidCount: number) {
  if (input.stages) {
    const sum = input.stages.reduce((total, stage) => total + stage.amount_paise, 0);
    if (sum !== remaining)
      throw fieldError(
        'stages',
        `The stages add up to ${formatPaise(sum)}; what is left to schedule is ${formatPaise(remaining)}`,
      );
    return input.stages.map((stage) => ({ label: stage.label, amount: stage.amount_paise }));
  }
  const template = PAYMENT_STAGE_TEMPLATES[input.template!].stages.slice(paidCount);
  if (template.length === 0) throw fieldError('template', 'Every stage of this template is paid already');
  const shares = template.map((stage) => stage.share_bp);
  const amounts = paidCount === 0 ? stageAmounts(remaining, shares) : spread(remaining, shares);
  return template.map((stage, index) => ({ label: stage.label, amount: amounts[index]! }));
}

export function createStagesService(database: Database, options: StagesOptions) {
  const mail = (executor: Executor, topic: string, email: Parameters<typeof enqueueEmail>[1]['email']) =>
    enqueueEmail(executor, { topic, email }, options.messageIdDomain);

  const overview = async (executor: Executor, projectId: string): Promise<StagesData> => {
    const [approved, rows] = await Promise.all([
      approvedQuote(executor, projectId),
      stagesOf(executor, projectId),
    ]);
    const today = indiaToday();
    const paid = rows.filter((row) => row.status === 'paid').reduce((sum, row) => sum + row.amount_paise, 0);
    const total = approved?.total_paise ?? 0;
    return {
      stages: rows.map((row) => toStage(row, today, options.mediaOrigin)),
      approved_version: approved?.version ?? null,
      total_paise: total,
      paid_paise: paid,
      outstanding_paise: Math.max(0, total - paid),
    };
  };

  /**
   * The receipt voucher of a stage's payment: the amount shared across the approved lines, each share
   * of a service with its GST inside, of goods without (decision 190), grouped by code, rate and kind.
   */
  const issueReceipt = async (tx: Executor, project: ProjectRow, stage: StageRow, movement: Movement) => {
    const quote = (
      await rowsOf<ApprovedQuote>(
        tx,
        sql`SELECT id, version, total_paise, intra_state, place_of_supply FROM design_quotes WHERE id = ${stage.quote_id}`,
      )
    )[0]!;
    const lines = await rowsOf<{ hsn_sac: string; gst_rate_bp: number; kind: string; total_paise: number }>(
      tx,
      sql`SELECT hsn_sac, gst_rate_bp, kind, total_paise FROM design_quote_lines WHERE quote_id = ${quote.id} ORDER BY position`,
    );
    const shares = apportionAdvance(
      movement.amount,
      lines.map((line) => ({
        total: line.total_paise,
        rateBp: line.gst_rate_bp,
        goods: line.kind === 'product',
      })),
      quote.intra_state,
    );
    const groups = new Map<string, DocumentLine>();
    shares.forEach((share, index) => {
      if (share.total === 0) return;
      const line = lines[index]!;
      const key = `${line.hsn_sac}/${share.rateBp}/${share.goods}`;
      const description = share.goods
        ? `Advance for goods, ${stage.label} (GST due with the invoice)`
        : `Advance for services and works, ${stage.label}`;
      const held = groups.get(key) ?? {
        description,
        hsnCode: line.hsn_sac,
        quantity: 1,
        unitPrice: 0,
        gstRateBp: share.rateBp,
        amount: 0,
        taxable: 0,
        cgst: 0,
        sgst: 0,
        igst: 0,
      };
      groups.set(key, {
        ...held,
        unitPrice: held.unitPrice + share.total,
        amount: held.amount + share.total,
        taxable: held.taxable + share.taxable,
        cgst: held.cgst + share.cgst,
        sgst: held.sgst + share.sgst,
        igst: held.igst + share.igst,
      });
    });
    const site = project.site_address!;
    return issueDocument(tx, {
      kind: 'receipt_voucher',
      issuedOn: indiaToday(),
      orderId: null,
      projectId: project.id,
      buyer: {
        name: [project.first_name, project.last_name].filter(Boolean).join(' ') || 'Customer',
        gstin: null,
      },
      placeOfSupply: quote.place_of_supply ?? site.stateCode,
      particulars: {
        projectName: project.project_name,
        stageLabel: stage.label,
        quoteVersion: quote.version,
        ...(movement.reference ? { paymentReference: shownReference(movement.reference) } : {}),
        billing: { ...site, stateName: stateByCode(site.stateCode)?.name ?? site.stateCode },
      },
      lines: [...groups.values()],
    });
  };

  /**
   * Applies a payment to its stage, once: the stage's row locked, the payment recorded once per
   * reference. Answers `paid` when this payment paid it, `already` for news of a payment recorded
   * before, and `refund` (with the refund to send) when the stage was paid otherwise or replaced.
   */
  const applyPayment = async (
    tx: Executor,
    projectId: string,
    stageId: string,
    payment: { method: MovementMethod; amount: number; reference: string; recordedBy?: string | null },
  ): Promise<{
    outcome: 'paid' | 'already' | 'refund';
    refund?: { movement: Movement; reference: string };
  }> => {
    const project = (await projectOf(tx, projectId, true))!;
    const stage = (await stageRow(tx, projectId, stageId, true))!;
    const { movement, succeededNow } = await recordPayment(tx, {
      stageId,
      method: payment.method,
      amount: payment.amount,
      reference: payment.reference,
      state: 'succeeded',
      recordedBy: payment.recordedBy ?? null,
    });
    if (!succeededNow) return { outcome: 'already' };
    const payable =
      (stage.status === 'due' || stage.status === 'scheduled') && payment.amount === stage.amount_paise;
    if (!payable) {
      if (payment.method !== 'razorpay')
        throw AppError.conflict(`The stage “${stage.label}” is ${stage.status} already`);
      return {
        outcome: 'refund',
        refund: { movement: await startRefund(tx, movement, movement.amount), reference: payment.reference },
      };
    }
    const receipt = await issueReceipt(tx, project, stage, movement);
    await tx.execute(sql`
      UPDATE project_stages SET status = 'paid', paid_at = now(), payment_id = ${movement.id}, receipt_id = ${receipt.id},
             updated_at = now()
      WHERE id = ${stageId}`);
    if (project.recipient)
      await mail(
        tx,
        'stage.paid',
        stagePaidEmail(options.mail, {
          to: project.recipient,
          firstName: project.first_name,
          projectName: project.project_name,
          projectId,
          stage: stage.label,
          amount: formatPaise(stage.amount_paise),
          receipt: receipt.number,
        }),
      );
    return { outcome: 'paid' };
  };

  /** Applies a verified gateway payment to its stage (the Checkout handler or the webhook). */
  const gatewayPaid = async (stageId: string, payment: { id: string; amount: number }) => {
    const [held] = await rowsOf<{ project_id: string }>(
      database.db,
      sql`SELECT project_id FROM project_stages WHERE id = ${stageId}`,
    );
    if (!held) throw AppError.notFound(STAGE_NOT_FOUND);
    const result = await database.db.transaction((tx) =>
      applyPayment(tx, held.project_id, stageId, {
        method: 'razorpay',
        amount: payment.amount,
        reference: payment.id,
      }),
    );
    wakeOutbox();
    if (result.refund) await options.sendRefund(result.refund.movement, result.refund.reference);
    return result.outcome;
  };

  return {
    overview: (projectId: string) => overview(database.db, projectId),

    async adminOverview(projectId: string): Promise<StagesData> {
      if (!(await projectOf(database.db, projectId))) throw AppError.notFound('Project not found');
      return overview(database.db, projectId);
    },

    /** Sets the schedule of the latest approved version. Stages not yet paid are replaced. */
    async schedule(actor: StaffPrincipal, projectId: string, input: StageSchedule): Promise<StagesData> {
      return database.db.transaction(async (tx) => {
        const project = await projectOf(tx, projectId, true);
        if (!project) throw AppError.notFound('Project not found');
        const approved = await approvedQuote(tx, projectId);
        if (!approved)
          throw AppError.conflict(
            'The customer has not approved a quote yet: a schedule follows an approved quote',
          );
        const current = await stagesOf(tx, projectId);
        const paid = current.filter((row) => row.status === 'paid');
        if (current.some((row) => row.status === 'refunded'))
          throw AppError.conflict(
            "This project's advances were refunded when it was cancelled: it takes no new schedule",
          );
        const paidSum = paid.reduce((sum, row) => sum + row.amount_paise, 0);
        const remaining = approved.total_paise - paidSum;
        if (remaining <= 0)
          throw AppError.conflict('The approved total is paid in full: there is nothing left to schedule');
        const planned = plannedStages(input, remaining, paid.length);
        await tx.execute(sql`
          UPDATE project_stages SET status = 'cancelled', updated_at = now()
          WHERE project_id = ${projectId} AND status IN ('scheduled', 'due')`);
        const first = paid.reduce((max, row) => Math.max(max, row.position), 0) + 1;
        const values = planned.map(
          (stage, index) =>
            sql`(${projectId}, ${approved.id}, ${first + index}, ${stage.label}, ${stage.amount})`,
        );
        await tx.execute(sql`
          INSERT INTO project_stages (project_id, quote_id, position, label, amount_paise) VALUES ${sql.join(values, sql`, `)}`);
        await recordAudit(tx, {
          actor,
          action: 'stages.schedule',
          entityType: 'project',
          entityId: projectId,
          after: {
            quote_version: approved.version,
            stages: planned.map((stage) => ({ label: stage.label, amount_paise: stage.amount })),
            kept_paid: paid.length,
          },
        });
        return overview(tx, projectId);
      });
    },

    /** Marks a scheduled stage due; the customer is e-mailed with what to pay and where. */
    async markDue(actor: StaffPrincipal, projectId: string, stageId: string): Promise<StagesData> {
      const result = await database.db.transaction(async (tx) => {
        const project = await projectOf(tx, projectId);
        const stage = project ? await stageRow(tx, projectId, stageId, true) : undefined;
        if (!project || !stage || stage.status === 'cancelled') throw AppError.notFound(STAGE_NOT_FOUND);
        if (stage.status !== 'scheduled')
          throw AppError.conflict(`The stage “${stage.label}” is ${stage.status} already`);
        await tx.execute(sql`
          UPDATE project_stages SET status = 'due', due_on = ${indiaToday()}, updated_at = now() WHERE id = ${stageId}`);
        await recordAudit(tx, {
          actor,
          action: 'stage.due',
          entityType: 'project',
          entityId: projectId,
          after: { stage_id: stageId, label: stage.label, amount_paise: stage.amount_paise },
        });
        if (project.recipient)
          await mail(
            tx,
            'stage.due',
            stageDueEmail(options.mail, {
              to: project.recipient,
              firstName: project.first_name,
              projectName: project.project_name,
              projectId,
              stage: stage.label,
              amount: formatPaise(stage.amount_paise),
            }),
          );
        return overview(tx, projectId);
      });
      wakeOutbox();
      return result;
    },

    /**
     * A cancelled project's advances go back (decision 196): each paid stage's payment is refunded, through
     * the gateway when it came that way, else recorded as given back by staff with its reference; each
     * receipt voucher gets its refund voucher, and the stages not yet paid are withdrawn. Once only: the
     * project's row is locked, and a project with a tax invoice has supplied, so a credit note applies.
     */
    async refundAdvances(
      actor: StaffPrincipal,
      projectId: string,
      input: ProjectRefund,
    ): Promise<ProjectRefundData> {
      const { result, refunds } = await database.db.transaction(async (tx) => {
        const project = await projectOf(tx, projectId, true);
        if (!project) throw AppError.notFound('Project not found');
        const [state] = await rowsOf<{ status: string; invoiced: boolean }>(
          tx,
          sql`SELECT status, EXISTS (SELECT 1 FROM tax_documents WHERE project_id = ${projectId} AND kind = 'invoice') AS invoiced
              FROM projects WHERE id = ${projectId}`,
        );
        if (state!.status !== 'cancelled')
          throw AppError.conflict(
            'Only a cancelled project’s advances are refunded: cancel the project first',
            'status',
          );
        if (state!.invoiced)
          throw AppError.conflict(
            'The work is invoiced: a credit note against the invoice gives money back now',
          );
        const paid = await rowsOf<{
          id: string;
          label: string;
          position: number;
          payment_id: string;
          receipt_id: string;
        }>(
          tx,
          sql`SELECT id, label, position, payment_id, receipt_id FROM project_stages
              WHERE project_id = ${projectId} AND status = 'paid' ORDER BY position FOR UPDATE`,
        );
        if (paid.length === 0)
          throw AppError.conflict('Nothing is paid on this project: there is nothing to refund');
        const payments = await Promise.all(
          paid.map(async (stage) => (await movementById(tx, stage.payment_id))!),
        );
        const offline = payments.some((payment) => payment.method !== 'razorpay');
        if (offline && !input.method)
          throw fieldError('method', 'method is required: how the money received offline goes back');
        if (offline && !input.reference)
          throw fieldError(
            'reference',
            "reference is required: the bank's or the cheque's reference of the refund",
          );
        const vouchers: TaxDocumentRef[] = [];
        const refunds: { movement: Movement; reference: string }[] = [];
        let online = 0;
        let offlineSum = 0;
        for (const [index, stage] of paid.entries()) {
          const payment = payments[index]!;
          if (payment.method === 'razorpay') {
            refunds.push({
              movement: await startRefund(tx, payment, payment.amount),
              reference: payment.reference!,
            });
            online += payment.amount;
          } else {
            await recordOfflineRefund(tx, payment, {
              method: input.method!,
              amount: payment.amount,
              reference: `${offlineReference(input.method!, input.reference!)}/${stage.position}`,
              recordedBy: actor.id,
            });
            offlineSum += payment.amount;
          }
          const receipt = (await readDocument(tx, stage.receipt_id))!;
          vouchers.push(
            await issueDocument(tx, {
              kind: 'refund_voucher',
              issuedOn: indiaToday(),
              orderId: null,
              projectId,
              referencesId: receipt.id,
              reason: input.reason || 'Project cancelled',
              buyer: receipt.buyer,
              placeOfSupply: receipt.placeOfSupply.code,
              particulars: { ...receipt.particulars, stageLabel: stage.label },
              lines: receipt.lines.map((line) => ({ ...line, description: `Refund: ${line.description}` })),
            }),
          );
        }
        await tx.execute(sql`
          UPDATE project_stages SET status = CASE WHEN status = 'paid' THEN 'refunded' ELSE 'cancelled' END,
                 updated_at = now()
          WHERE project_id = ${projectId} AND status IN ('paid', 'scheduled', 'due')`);
        await recordAudit(tx, {
          actor,
          action: 'project.refund',
          entityType: 'project',
          entityId: projectId,
          after: {
            vouchers: vouchers.map((voucher) => voucher.number),
            online_paise: online,
            offline_paise: offlineSum,
            method: input.method ?? null,
          },
        });
        if (project.recipient)
          await mail(
            tx,
            'project.refund',
            advancesRefundedEmail(options.mail, {
              to: project.recipient,
              firstName: project.first_name,
              projectName: project.project_name,
              projectId,
              amount: formatPaise(online + offlineSum),
              vouchers: vouchers.map((voucher) => voucher.number),
            }),
          );
        return {
          result: { vouchers, online_paise: online, offline_paise: offlineSum },
          refunds,
        };
      });
      wakeOutbox();
      for (const refund of refunds) await options.sendRefund(refund.movement, refund.reference);
      return result;
    },

    /** Money received outside the gateway, recorded by staff against a stage not yet paid. */
    async recordOffline(
      actor: StaffPrincipal,
      projectId: string,
      stageId: string,
      input: { method: OfflineMethod; reference: string; amount_paise: number; note?: string | undefined },
    ): Promise<StagesData> {
      const result = await database.db.transaction(async (tx) => {
        const stage = await stageRow(tx, projectId, stageId, true);
        if (!stage || stage.status === 'cancelled') throw AppError.notFound(STAGE_NOT_FOUND);
        if (stage.status === 'paid') throw AppError.conflict(`The stage “${stage.label}” is paid already`);
        if (input.amount_paise !== stage.amount_paise)
          throw fieldError(
            'amount_paise',
            `amount_paise must be the stage's amount, ${formatPaise(stage.amount_paise)}; a different sum needs a new schedule`,
          );
        const reference = offlineReference(input.method, input.reference);
        const { outcome } = await applyPayment(tx, projectId, stageId, {
          method: input.method,
          amount: input.amount_paise,
          reference,
          recordedBy: actor.id,
        });
        if (outcome === 'already')
          throw AppError.conflict(
            `A payment with the reference ${input.reference} is recorded already`,
            'reference',
          );
        await recordAudit(tx, {
          actor,
          action: 'stage.payment',
          entityType: 'project',
          entityId: projectId,
          after: { stage_id: stageId, method: input.method, amount_paise: input.amount_paise },
        });
        return overview(tx, projectId);
      });
      wakeOutbox();
      return result;
    },

    /**
     * Reminds customers of stages due for more than a week, once a week while they stay unpaid (run by
     * the background worker). Each reminder is claimed and queued in one statement's transaction.
     */
    async remindOverdue(): Promise<number> {
      const sent = await database.db.transaction(async (tx) => {
        const due = await rowsOf<{
          id: string;
          project_id: string;
          label: string;
          amount_paise: number;
          due_on: string;
        }>(
          tx,
          sql`UPDATE project_stages SET reminded_at = now()
              WHERE id IN (SELECT id FROM project_stages
                           WHERE status = 'due' AND due_on < ${addDays(indiaToday(), -STAGE_GRACE_DAYS)}
                             AND (reminded_at IS NULL OR reminded_at < now() - interval '7 days')
                           ORDER BY due_on LIMIT 50 FOR UPDATE SKIP LOCKED)
              RETURNING id, project_id, label, amount_paise, to_char(due_on, 'YYYY-MM-DD') AS due_on`,
        );
        for (const stage of due) {
          const project = await projectOf(tx, stage.project_id);
          if (!project?.recipient) continue;
          await mail(
            tx,
            'stage.reminder',
            stageReminderEmail(options.mail, {
              to: project.recipient,
              firstName: project.first_name,
              projectName: project.project_name,
              projectId: project.id,
              stage: stage.label,
              amount: formatPaise(stage.amount_paise),
              dueOn: longDate(stage.due_on),
            }),
          );
        }
        return due.length;
      });
      if (sent > 0) wakeOutbox();
      return sent;
    },

    /** One of the project's documents as a PDF; for a customer, only of their own project. */
    async document(projectId: string, documentId: string, customerId?: string) {
      const project = await projectOf(database.db, projectId);
      if (!project || (customerId !== undefined && project.customer_id !== customerId))
        throw AppError.notFound('Project not found');
      const [held] = isUuid(documentId)
        ? await rowsOf<{ id: string }>(
            database.db,
            sql`SELECT id FROM tax_documents WHERE id = ${documentId} AND project_id = ${projectId}`,
          )
        : [];
      const document = held ? await readDocument(database.db, held.id) : null;
      if (!document) throw AppError.notFound('Document not found');
      return {
        fileName: `${document.number.replaceAll('/', '-')}.pdf`,
        pdf: await renderDocument(document, options.shop),
      };
    },

    // ── The customer ────────────────────────────────────────────────────────────────────────────
    async customerOverview(customerId: string, projectId: string): Promise<StagesData> {
      const project = await projectOf(database.db, projectId);
      if (!project || project.customer_id !== customerId) throw AppError.notFound('Project not found');
      return overview(database.db, projectId);
    },

    /** Opens the payment of a due stage at the gateway (once; the same gateway order after that). */
    async pay(customerId: string, projectId: string, stageId: string): Promise<GatewayCheckoutData> {
      const project = await projectOf(database.db, projectId);
      if (!project || project.customer_id !== customerId) throw AppError.notFound('Project not found');
      const gateway = options.gateway;
      if (!gateway)
        throw new AppError(
          'unavailable',
          'Online payment is not available: please pay by bank transfer or UPI',
        );
      const stage = await stageRow(database.db, projectId, stageId);
      if (!stage || stage.status === 'cancelled') throw AppError.notFound(STAGE_NOT_FOUND);
      if (stage.status !== 'due')
        throw AppError.conflict(`The stage “${stage.label}” is not due for payment`, 'stageId');
      let gatewayOrderId = stage.gateway_order_id;
      if (!gatewayOrderId) {
        const opened = await gateway.open({
          id: stage.id,
          number: `STAGE-${stage.id.slice(0, 8)}`,
          total: stage.amount_paise,
        });
        gatewayOrderId = opened!.gatewayOrderId;
        await database.db.execute(sql`
          UPDATE project_stages SET gateway_order_id = ${gatewayOrderId}, updated_at = now()
          WHERE id = ${stageId} AND gateway_order_id IS NULL`);
        const [kept] = await rowsOf<{ gateway_order_id: string }>(
          database.db,
          sql`SELECT gateway_order_id FROM project_stages WHERE id = ${stageId}`,
        );
        gatewayOrderId = kept!.gateway_order_id;
      }
      return {
        provider: 'razorpay',
        keyId: gateway.keyId,
        gatewayOrderId,
        amount: stage.amount_paise,
        currency: 'INR',
        checkoutUrl: gateway.checkoutUrl,
      };
    },

    /** What Checkout hands the browser after paying: its signature checked, the stage paid once. */
    async confirm(
      customerId: string,
      projectId: string,
      stageId: string,
      body: PaymentConfirm,
    ): Promise<{ data: StagesData; refunding: number | null }> {
      const project = await projectOf(database.db, projectId);
      if (!project || project.customer_id !== customerId) throw AppError.notFound('Project not found');
      const stage = await stageRow(database.db, projectId, stageId);
      if (!stage || !stage.gateway_order_id || stage.gateway_order_id !== body.gatewayOrderId)
        throw fieldError('gatewayOrderId', 'gatewayOrderId is not this stage’s payment');
      if (!options.gateway?.verifyCheckout(body))
        throw fieldError('signature', 'The payment signature does not match: the payment was not confirmed');
      const outcome = await gatewayPaid(stageId, { id: body.paymentId, amount: stage.amount_paise });
      return {
        data: await overview(database.db, projectId),
        refunding: outcome === 'refund' ? stage.amount_paise : null,
      };
    },

    /**
     * A gateway payment whose gateway order is a stage's (the webhook, after orders found none): applied
     * as the Checkout handler's would be. Null when the gateway order is not a stage's.
     */
    async webhookPayment(payment: {
      id: string;
      orderId: string;
      amount: number;
    }): Promise<'paid' | 'not_applied' | null> {
      const [stage] = await rowsOf<{ id: string }>(
        database.db,
        sql`SELECT id FROM project_stages WHERE gateway_order_id = ${payment.orderId}`,
      );
      if (!stage) return null;
      const outcome = await gatewayPaid(stage.id, payment);
      return outcome === 'refund' ? 'not_applied' : 'paid';
    },
  };
}

export type StagesService = ReturnType<typeof createStagesService>;
