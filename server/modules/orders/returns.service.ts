// Returns and replacements of delivered orders (decision 197). A shopper (signed in, or holding the
// order's link) asks back units of lines inside their window, with a reason, a comment, photos and a
// pickup day; staff approve or reject, collect, inspect (each unit back on sale or written off), and
// then refund, keeping back a documented deduction, or send a replacement at no charge. Every step locks
// the return's row and checks its state, so two members acting at once get one success and one 409. The
// refund is recorded in the ledger and its credit note issued in the same transaction; the gateway is
// asked afterwards, and its answer settles the refund as every refund settles (decision 163).
import { sql } from 'drizzle-orm';
import {
  nextReturnStates,
  RETURN_COPY,
  RETURN_REASONS,
  RETURN_STATE_LABELS,
  reasonLabel,
  type AdminReturn,
  type AdminReturnList,
  type OrderReturns,
  type ReturnRefund,
  type ReturnRequest,
  type ReturnState,
  type ReturnView,
  unitsValue,
} from '../../../contract/returns.ts';
import { addDays } from '../../../contract/leads-rules.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { fieldError, fieldUnprocessable } from '../../lib/db-errors.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { storeUploadedImage } from '../../media/uploads.ts';
import { wakeOutbox } from '../../outbox/worker.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';
import { movementsOf, startRefund, type Movement } from '../billing/index.ts';
import { unrefunded } from './order-payments.ts';
import { bookSlot } from '../delivery/index.ts';
import { refundReturn } from './returns-refund.ts';
import { resolveAlerts } from './payment-alerts.ts';
import {
  deliveredOn,
  lineWindows,
  readReturns,
  returnableLines,
  type ReturnableLine,
  type ReturnRow,
} from './returns-read.ts';
import type { LoadedOrder } from './order-read.ts';
import type { OrderAccess } from './order-views.ts';
import type { OrderPayments } from './order-payments.ts';
import type { OrderMail } from './order-notices.ts';
import { enqueueEmail } from '../../outbox/outbox.ts';
import { returnEmail, returnRequestedBusinessEmail, type ReturnFacts } from '../../email/return-emails.ts';

export const RETURN_NOT_FOUND = 'Return not found';
/** Photos one return may carry. */
export const RETURN_PHOTOS_MAX = 3;
/** How far ahead a pickup may be asked for. */
const PICKUP_WITHIN_DAYS = 14;

export interface ReturnsDeps {
  database: Database;
  authorisedRow(id: string, access: OrderAccess): Promise<LoadedOrder>;
  payments: Pick<OrderPayments, 'sendRefund'>;
  storage: MediaStorage;
  mediaOrigin: string;
  shopStateCode: string;
  today(): string;
  mail: OrderMail;
  /** The back office's page of a return. */
  adminUrl(id: string): string;
  /** The delivery zone of a pincode, whose crews collect and deliver (decision 200); null if not served. */
  zoneOf(pincode: string): Promise<string | null>;
}

export function createReturns(deps: ReturnsDeps) {
  const { database } = deps;
  const views = (executor: Executor, where: { orderId: string } | { id: string }) =>
    readReturns(executor, where, deps.mediaOrigin);
  const plain = ({ row: _row, ...view }: ReturnView & { row: ReturnRow }): ReturnView => view;

  /** The facts a return's e-mails print, read in the caller's transaction. */
  async function factsOf(tx: Executor, id: string): Promise<ReturnFacts> {
    const [row] = await rowsOf<{
      name: string;
      email: string;
      order_number: string;
      number: string;
      kind: ReturnFacts['kind'];
      state: ReturnState;
      pickup_on: string | null;
      decision_note: string | null;
      refund_paise: number | null;
      deduction_paise: number;
      deduction_reason: string | null;
      credit_note: string | null;
    }>(
      tx,
      sql`SELECT o.name, o.email, o.number AS order_number, r.number, r.kind, r.state,
                 to_char(r.pickup_on, 'YYYY-MM-DD') AS pickup_on, r.decision_note, r.refund_paise, r.deduction_paise,
                 r.deduction_reason, (SELECT number FROM tax_documents WHERE id = r.credit_note_id) AS credit_note
          FROM returns r JOIN orders o ON o.id = r.order_id WHERE r.id = ${id}`,
    );
    const pieces = await rowsOf<{ quantity: number; name: string; variant_name: string | null }>(
      tx,
      sql`SELECT rl.quantity, ol.name, ol.variant_name FROM return_lines rl
          JOIN order_lines ol ON ol.id = rl.order_line_id WHERE rl.return_id = ${id} ORDER BY ol.position`,
    );
    return {
      name: row!.name,
      email: row!.email,
      orderNumber: row!.order_number,
      number: row!.number,
      kind: row!.kind,
      state: row!.state,
      pieces: pieces.map(
        (piece) => `${piece.quantity} × ${piece.name}${piece.variant_name ? ` (${piece.variant_name})` : ''}`,
      ),
      pickupOn: row!.pickup_on,
      decisionNote: row!.decision_note,
      refund: row!.refund_paise === null ? null : Number(row!.refund_paise),
      deduction: Number(row!.deduction_paise),
      deductionReason: row!.deduction_reason,
      creditNote: row!.credit_note,
    };
  }

  /** Queues the shopper's e-mail about the step a return just took, in its transaction. */
  async function notify(tx: Executor, id: string, orderId: string): Promise<ReturnFacts> {
    const facts = await factsOf(tx, id);
    const email = returnEmail(deps.mail.emails, facts, await deps.mail.orderUrl(orderId, tx));
    if (email) await enqueueEmail(tx, { topic: `return.${facts.state}`, email }, deps.mail.messageIdDomain);
    return facts;
  }

  /**
   * Books a day of the order's zone's crews for a return: the pickup, or the replacement's delivery. A
   * full day is refused (409, naming `date`); an address no longer served books nothing, and staff arrange
   * the day by phone.
   */
  async function bookCrew(
    tx: Executor,
    row: ReturnRow,
    zone: string | null,
    purpose: 'pickup' | 'delivery',
    date: string,
  ) {
    if (!zone) return null;
    return bookSlot(tx, { purpose, zone, date, orderId: row.order_id, returnId: row.id });
  }

  /**
   * The zone of a return's order, read before its transaction opens (the zone lookup uses its own
   * connection, which a one-connection database would hold for the transaction).
   */
  async function zoneOfReturn(id: string): Promise<string | null> {
    const [order] = await rowsOf<{ pincode: string }>(
      database.db,
      sql`SELECT o.delivery_address->>'pincode' AS pincode FROM returns r JOIN orders o ON o.id = r.order_id
          WHERE r.id = ${id}`,
    );
    return order ? deps.zoneOf(order.pincode) : null;
  }

  /** A pickup day: from tomorrow, within two weeks. */
  function checkPickup(date: string | undefined): void {
    if (date === undefined) return;
    const today = deps.today();
    if (date <= today || date > addDays(today, PICKUP_WITHIN_DAYS)) {
      throw fieldError(
        'pickupDate',
        `pickupDate must be between tomorrow and ${PICKUP_WITHIN_DAYS} days from today`,
      );
    }
  }

  /** Checks each asked line against its window and what is left of it; answers the lines asked. */
  function checkLines(
    lines: readonly ReturnableLine[],
    asked: ReturnRequest['lines'],
    delivered: string | null,
    options: { windowApplies: boolean },
  ): void {
    const windows = lineWindows(lines, delivered, deps.today());
    for (const want of asked) {
      const window = windows.find((one) => one.lineId === want.lineId);
      if (!window) throw fieldUnprocessable('lines.lineId', 'That piece is not in this order.');
      const line = lines.find((one) => one.id === want.lineId)!;
      if (line.kind !== 'product') throw fieldUnprocessable('lines.lineId', RETURN_COPY.notGoods);
      if (options.windowApplies && !window.returnable) throw fieldUnprocessable('lines.lineId', window.why!);
      const remaining = line.quantity - line.asked;
      if (remaining <= 0) throw fieldUnprocessable('lines.quantity', RETURN_COPY.allAsked);
      if (want.quantity > remaining)
        throw fieldUnprocessable('lines.quantity', RETURN_COPY.tooMany(remaining));
    }
  }

  /** Writes a return and its lines, in the caller's transaction; answers its id. */
  async function insertReturn(
    tx: Executor,
    orderId: string,
    input: {
      kind: ReturnRequest['kind'];
      state: ReturnState;
      reason: string;
      comment: string | null;
      requestedBy: string;
      pickupOn: string | null;
      lines: ReturnRequest['lines'];
    },
  ): Promise<string> {
    const [created] = await rowsOf<{ id: string }>(
      tx,
      sql`INSERT INTO returns (number, order_id, kind, state, reason, comment, requested_by, pickup_on)
          VALUES ('RET-' || nextval('return_numbers'), ${orderId}, ${input.kind}, ${input.state}, ${input.reason},
                  ${input.comment}, ${input.requestedBy}, ${input.pickupOn})
          RETURNING id`,
    );
    const values = input.lines.map((line) => sql`(${created!.id}, ${line.lineId}, ${line.quantity})`);
    await tx.execute(
      sql`INSERT INTO return_lines (return_id, order_line_id, quantity) VALUES ${sql.join(values, sql`, `)}`,
    );
    return created!.id;
  }

  /** The order's row, locked: returns of one order queue, so two requests never take the same unit. */
  async function lockOrder(tx: Executor, orderId: string) {
    const [row] = await rowsOf<{ status: string; payment_method: string }>(
      tx,
      sql`SELECT status, payment_method FROM orders WHERE id = ${orderId} FOR UPDATE`,
    );
    return row;
  }

  /** The return's row, locked, or 404. */
  async function lockReturn(tx: Executor, id: string): Promise<ReturnRow> {
    const [row] = await rowsOf<ReturnRow>(
      tx,
      sql`SELECT r.id, r.number, r.order_id, r.kind, r.state, r.requested_by, r.deduction_paise, r.refund_paise,
                 r.credit_note_id, to_char(r.pickup_on, 'YYYY-MM-DD') AS pickup_on
          FROM returns r WHERE r.id = ${id} FOR UPDATE`,
    );
    if (!row) throw AppError.notFound(RETURN_NOT_FOUND);
    return row;
  }

  /** Moves a locked return on, when its state allows; a member who came second gets a 409. */
  function checkMove(row: ReturnRow, to: ReturnState): void {
    if (!nextReturnStates(row.kind, row.state).includes(to)) {
      throw AppError.conflict(
        `Return ${row.number} is ${RETURN_STATE_LABELS[row.state].toLowerCase()}; it cannot be ${RETURN_STATE_LABELS[to].toLowerCase()} now.`,
      );
    }
  }

  async function audit(tx: Executor, actor: StaffPrincipal, row: ReturnRow, to: ReturnState, after: object) {
    await recordAudit(tx, {
      actor: { id: actor.id },
      action: `return.${to}`,
      entityType: 'return',
      entityId: row.id,
      before: { state: row.state },
      after: { state: to, ...after },
    });
  }

  /** Staff move a return on: lock, check, change, audit, in one transaction; answers the return. */
  async function staffMove(
    actor: StaffPrincipal,
    id: string,
    to: ReturnState,
    change: (tx: Executor, row: ReturnRow) => Promise<object>,
  ): Promise<AdminReturn> {
    await database.db.transaction(async (tx) => {
      const row = await lockReturn(tx, id);
      checkMove(row, to);
      const after = await change(tx, row);
      await tx.execute(sql`UPDATE returns SET state = ${to}, updated_at = now() WHERE id = ${id}`);
      await audit(tx, actor, row, to, after);
      await notify(tx, id, row.order_id);
    });
    wakeOutbox();
    return forStaff(id);
  }

  async function forStaff(id: string): Promise<AdminReturn> {
    const [view] = await views(database.db, { id });
    if (!view) throw AppError.notFound(RETURN_NOT_FOUND);
    const [order] = await rowsOf<{ id: string; number: string; name: string; payment_method: string }>(
      database.db,
      sql`SELECT id, number, name, payment_method FROM orders WHERE id = ${view.row.order_id}`,
    );
    const lines = await returnableLines(database.db, view.row.order_id);
    const value = view.lines.reduce((sum, asked) => {
      const line = lines.find((one) => one.id === asked.lineId)!;
      const before = view.row.state === 'refunded' ? line.credited - asked.quantity : line.credited;
      return sum + unitsValue(line, before, asked.quantity);
    }, 0);
    return {
      ...plain(view),
      order: {
        id: order!.id,
        number: order!.number,
        name: order!.name,
        paymentMethod: order!.payment_method,
      },
      requestedBy: view.row.requested_by,
      conditionNotes: view.row.condition_notes,
      value,
      offlineRefund: order!.payment_method === 'cod',
      nextStates: nextReturnStates(view.kind, view.state),
    };
  }

  return {
    /** Each line's window and the order's returns, for whoever may see the order. */
    async forOrder(orderId: string, access: OrderAccess): Promise<OrderReturns> {
      await deps.authorisedRow(orderId, access);
      const delivered = await deliveredOn(database.db, orderId);
      const lines = await returnableLines(database.db, orderId);
      return {
        lines: lineWindows(lines, delivered, deps.today()),
        returns: (await views(database.db, { orderId })).map(plain),
        reasons: RETURN_REASONS.map((reason) => ({ ...reason })),
      };
    },

    /** A shopper asks back units of a delivered order, inside their windows. */
    async request(orderId: string, access: OrderAccess, input: ReturnRequest): Promise<ReturnView> {
      await deps.authorisedRow(orderId, access);
      checkPickup(input.pickupDate);
      const id = await database.db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (order?.status !== 'delivered') throw fieldUnprocessable('id', RETURN_COPY.notDelivered);
        const delivered = await deliveredOn(tx, orderId);
        checkLines(await returnableLines(tx, orderId), input.lines, delivered, { windowApplies: true });
        const created = await insertReturn(tx, orderId, {
          kind: input.kind,
          state: 'requested',
          reason: input.reason,
          comment: input.comment || null,
          requestedBy: 'token' in access ? 'guest' : 'customer',
          pickupOn: input.pickupDate ?? null,
          lines: input.lines,
        });
        const facts = await notify(tx, created, orderId);
        const business = returnRequestedBusinessEmail(
          deps.mail.emails,
          facts,
          deps.adminUrl(created),
          reasonLabel(input.reason),
        );
        await enqueueEmail(tx, { topic: 'return.business', email: business }, deps.mail.messageIdDomain);
        return created;
      });
      wakeOutbox();
      const [view] = await views(database.db, { id });
      return plain(view!);
    },

    /** A photo of what is returned, while the request waits for staff; checked and re-encoded. */
    async addPhoto(
      orderId: string,
      returnId: string,
      access: OrderAccess,
      upload: Buffer,
      log: (error: unknown) => void,
    ): Promise<ReturnView> {
      await deps.authorisedRow(orderId, access);
      const [found] = await rowsOf<{ id: string }>(
        database.db,
        sql`SELECT id FROM returns WHERE id = ${returnId} AND order_id = ${orderId}`,
      );
      if (!found) throw AppError.notFound(RETURN_NOT_FOUND);
      const stored = await storeUploadedImage(deps.storage, `returns/${returnId}`, upload, 16);
      try {
        await database.db.transaction(async (tx) => {
          const row = await lockReturn(tx, returnId);
          if (row.state !== 'requested') {
            throw AppError.conflict('Photos can be added until staff look at the request.');
          }
          const [count] = await rowsOf<{ n: number }>(
            tx,
            sql`SELECT count(*)::int AS n FROM return_photos WHERE return_id = ${returnId}`,
          );
          if (count!.n >= RETURN_PHOTOS_MAX) {
            throw AppError.conflict(`A return keeps at most ${RETURN_PHOTOS_MAX} photos.`);
          }
          await tx.execute(sql`INSERT INTO return_photos (return_id, image, thumbnail)
                               VALUES (${returnId}, ${stored.image}, ${stored.thumbnail})`);
        });
      } catch (error) {
        for (const key of stored.keys) await deps.storage.delete(key).catch(log);
        throw error;
      }
      const [view] = await views(database.db, { id: returnId });
      return plain(view!);
    },

    async list(query: {
      state?: ReturnState | undefined;
      orderId?: string | undefined;
    }): Promise<AdminReturnList> {
      const rows = await rowsOf<{
        id: string;
        number: string;
        kind: 'return' | 'replacement';
        state: ReturnState;
        order_id: string;
        order_number: string;
        name: string;
        units: number;
        created_at: string;
      }>(
        database.db,
        sql`SELECT r.id, r.number, r.kind, r.state, r.order_id, o.number AS order_number, o.name,
                   (SELECT sum(quantity)::int FROM return_lines WHERE return_id = r.id) AS units, r.created_at
            FROM returns r JOIN orders o ON o.id = r.order_id
            WHERE (${query.state ?? null}::text IS NULL OR r.state = ${query.state ?? null})
              AND (${query.orderId ?? null}::uuid IS NULL OR r.order_id = ${query.orderId ?? null})
            ORDER BY r.created_at DESC, r.number DESC LIMIT 200`,
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          number: row.number,
          kind: row.kind,
          state: row.state,
          stateLabel: RETURN_STATE_LABELS[row.state],
          orderId: row.order_id,
          orderNumber: row.order_number,
          customerName: row.name,
          units: Number(row.units),
          createdAt: new Date(row.created_at).toISOString(),
        })),
      };
    },

    get: forStaff,

    async approve(
      actor: StaffPrincipal,
      id: string,
      input: { note?: string | undefined; pickupDate?: string | undefined },
    ) {
      checkPickup(input.pickupDate);
      const zone = await zoneOfReturn(id);
      return staffMove(actor, id, 'approved', async (tx, row) => {
        // The day staff give, else the customer's if it is still ahead; damage at delivery needs no pickup.
        const asked = row.pickup_on && row.pickup_on > deps.today() ? row.pickup_on : null;
        const day = input.pickupDate ?? asked;
        const booking = day ? await bookCrew(tx, row, zone, 'pickup', day) : null;
        await tx.execute(sql`UPDATE returns SET decision_note = ${input.note || null}, pickup_on = ${day}
                             WHERE id = ${id}`);
        return { note: input.note ?? null, pickup_on: day, pickup_booking: booking?.id ?? null };
      });
    },

    reject: (actor: StaffPrincipal, id: string, input: { reason: string }) =>
      staffMove(actor, id, 'rejected', async (tx) => {
        await tx.execute(sql`UPDATE returns SET decision_note = ${input.reason} WHERE id = ${id}`);
        return { reason: input.reason };
      }),

    collect: (actor: StaffPrincipal, id: string) => staffMove(actor, id, 'collected', async () => ({})),

    /** Records the condition, and puts each unit back on sale or writes it off. */
    inspect: (
      actor: StaffPrincipal,
      id: string,
      input: { conditionNotes: string; lines: { lineId: string; restocked: number; writtenOff: number }[] },
    ) =>
      staffMove(actor, id, 'inspected', async (tx) => {
        const lines = await rowsOf<{ order_line_id: string; quantity: number; product_id: string | null }>(
          tx,
          sql`SELECT rl.order_line_id, rl.quantity, ol.product_id FROM return_lines rl
              JOIN order_lines ol ON ol.id = rl.order_line_id WHERE rl.return_id = ${id}`,
        );
        for (const line of lines) {
          const given = input.lines.find((one) => one.lineId === line.order_line_id);
          if (!given || given.restocked + given.writtenOff !== Number(line.quantity)) {
            throw fieldError(
              'lines',
              `Say for each of the ${line.quantity} returned units whether it goes back on sale or is written off`,
            );
          }
          await tx.execute(sql`UPDATE return_lines SET restocked = ${given.restocked}, written_off = ${given.writtenOff}
                               WHERE return_id = ${id} AND order_line_id = ${line.order_line_id}`);
          if (given.restocked > 0 && line.product_id) {
            await tx.execute(sql`UPDATE product_stock SET quantity = quantity + ${given.restocked}, updated_at = now()
                                 WHERE product_id = ${line.product_id}`);
          }
        }
        if (input.lines.some((given) => !lines.some((line) => line.order_line_id === given.lineId))) {
          throw fieldError('lines.lineId', 'That piece is not in this return');
        }
        await tx.execute(sql`UPDATE returns SET condition_notes = ${input.conditionNotes} WHERE id = ${id}`);
        return { condition_notes: input.conditionNotes, lines: input.lines };
      }),

    /** Refunds a return, less a deduction: the ledger, the credit note, then the gateway. */
    async refund(actor: StaffPrincipal, id: string, input: ReturnRefund): Promise<AdminReturn> {
      const asked = await database.db.transaction(async (tx) => {
        const row = await lockReturn(tx, id);
        checkMove(row, 'refunded');
        const order = await lockOrder(tx, row.order_id);
        const done = await refundReturn(tx, {
          row,
          paymentMethod: order!.payment_method,
          input,
          actorId: actor.id,
          shopStateCode: deps.shopStateCode,
          today: deps.today(),
        });
        await audit(tx, actor, row, 'refunded', {
          refund_paise: done.refund,
          deduction_paise: input.deductionPaise,
          deduction_reason: input.deductionReason ?? null,
          credit_note: done.creditNote,
        });
        await notify(tx, id, row.order_id);
        return done.asked;
      });
      for (const { refund, paymentReference } of asked)
        await deps.payments.sendRefund(refund, paymentReference);
      wakeOutbox();
      return forStaff(id);
    },

    /**
     * Asks again for a refund the gateway refused or reported failed: a new pending refund of the same
     * amount from the same payment. The credit note stands; the sale is credited once.
     */
    async retryRefund(actor: StaffPrincipal, id: string): Promise<AdminReturn> {
      const asked = await database.db.transaction(async (tx) => {
        const row = await lockReturn(tx, id);
        await lockOrder(tx, row.order_id);
        const movements = await movementsOf(tx, row.order_id);
        const mine = movements.filter((one) => one.kind === 'refund' && one.returnId === id);
        // What the return still has to give back: its refund less every refund of it not failed.
        const missing =
          Number(row.refund_paise ?? 0) -
          mine.filter((one) => one.state !== 'failed').reduce((sum, one) => sum + one.amount, 0);
        if (row.state !== 'refunded' || !mine.some((one) => one.state === 'failed') || missing <= 0) {
          throw AppError.conflict(
            `The refund of return ${row.number} has not failed; there is nothing to ask again.`,
          );
        }
        const again: { refund: Movement; paymentReference: string }[] = [];
        let left = missing;
        for (const payment of movements.filter(
          (one) => one.kind === 'payment' && one.state === 'succeeded',
        )) {
          const amount = Math.min(left, unrefunded(payment, movements));
          if (amount <= 0 || !payment.reference) continue;
          again.push({
            refund: await startRefund(tx, payment, amount, id),
            paymentReference: payment.reference,
          });
          left -= amount;
        }
        if (left > 0) throw AppError.conflict('This refund cannot be asked of the gateway again.');
        await resolveAlerts(tx, row.order_id, ['refund_failed']);
        await audit(tx, actor, row, 'refunded', {
          retried_refunds: again.map(({ refund }) => refund.id),
          amount_paise: missing,
        });
        return again;
      });
      for (const { refund, paymentReference } of asked)
        await deps.payments.sendRefund(refund, paymentReference);
      return forStaff(id);
    },

    /** A replacement goes out at no charge: its units leave the stock; no second sale is recorded. */
    async replacementSent(
      actor: StaffPrincipal,
      id: string,
      input: { deliveryDate?: string | undefined } = {},
    ) {
      if (input.deliveryDate !== undefined && input.deliveryDate <= deps.today()) {
        throw fieldError('deliveryDate', 'deliveryDate must be a day after today');
      }
      const zone = input.deliveryDate ? await zoneOfReturn(id) : null;
      return staffMove(actor, id, 'replacement_sent', async (tx, row) => {
        const booking = input.deliveryDate
          ? await bookCrew(tx, row, zone, 'delivery', input.deliveryDate)
          : null;
        const lines = await rowsOf<{ product_id: string | null; quantity: number }>(
          tx,
          sql`SELECT ol.product_id, rl.quantity FROM return_lines rl JOIN order_lines ol ON ol.id = rl.order_line_id
              WHERE rl.return_id = ${id}`,
        );
        for (const line of lines) {
          if (!line.product_id) continue;
          const [short] = await rowsOf<{ quantity: number }>(
            tx,
            sql`SELECT quantity FROM product_stock WHERE product_id = ${line.product_id} AND quantity < ${line.quantity}`,
          );
          if (short) throw AppError.conflict('There is not enough stock to send this replacement.');
          await tx.execute(sql`UPDATE product_stock SET quantity = quantity - ${line.quantity}, updated_at = now()
                               WHERE product_id = ${line.product_id}`);
        }
        return {
          units: lines.reduce((sum, line) => sum + Number(line.quantity), 0),
          delivery_on: input.deliveryDate ?? null,
          delivery_booking: booking?.id ?? null,
        };
      });
    },

    close: (actor: StaffPrincipal, id: string) => staffMove(actor, id, 'closed', async () => ({})),

    /** Damage found at delivery starts an approved replacement at once, whatever the piece's window. */
    async damage(
      actor: StaffPrincipal,
      orderId: string,
      input: { lines: ReturnRequest['lines']; comment: string },
    ): Promise<AdminReturn> {
      const id = await database.db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw AppError.notFound('Order not found');
        if (order.status !== 'delivered') throw fieldUnprocessable('id', RETURN_COPY.notDelivered);
        checkLines(await returnableLines(tx, orderId), input.lines, await deliveredOn(tx, orderId), {
          windowApplies: false,
        });
        const created = await insertReturn(tx, orderId, {
          kind: 'replacement',
          state: 'approved',
          reason: 'damaged',
          comment: input.comment,
          requestedBy: 'delivery',
          pickupOn: null,
          lines: input.lines,
        });
        await recordAudit(tx, {
          actor: { id: actor.id },
          action: 'return.damage',
          entityType: 'return',
          entityId: created,
          before: null,
          after: { order_id: orderId, lines: input.lines, comment: input.comment },
        });
        await notify(tx, created, orderId);
        return created;
      });
      return forStaff(id);
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturns>;
