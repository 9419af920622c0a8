// What a return is, as the shopper and staff read it (decision 197): each line's window from the policy
// it was sold with, the returns of an order with their lines, photos, refund and credit note.
import { sql } from 'drizzle-orm';
import {
  lineEligibility,
  reasonLabel,
  RETURN_STATE_LABELS,
  returnPolicyText,
  SHOP_RETURN_DAYS,
  type ReturnKind,
  type ReturnLineWindow,
  type ReturnState,
  type ReturnView,
} from '../../../contract/returns.ts';
import type { TaxDocumentKind } from '../../../contract/order-rules.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { iso } from '../../lib/dates.ts';
import { mediaUrl } from '../../lib/media.ts';

/** The window of product `p` (categories `c` and its parent `pc` joined): its own, its category's, the shop's. */
export const WINDOW_OF_PRODUCT = sql.raw(
  `COALESCE(p.return_days, c.return_days, pc.return_days, ${SHOP_RETURN_DAYS})`,
);

/**
 * Keeps on each goods line of a new order the window it is sold with, in the order's transaction, so a
 * later change of policy never changes what was promised.
 */
export async function recordReturnWindows(tx: Executor, orderId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE order_lines ol SET return_days = ${WINDOW_OF_PRODUCT}
    FROM products p
    LEFT JOIN categories c ON c.id = p.category_id
    LEFT JOIN categories pc ON pc.id = c.parent_id
    WHERE ol.order_id = ${orderId} AND ol.kind = 'product' AND p.id = ol.product_id`);
}

/** The India date an order was delivered on, or null. */
export async function deliveredOn(executor: Executor, orderId: string): Promise<string | null> {
  const [row] = await rowsOf<{ day: string | null }>(
    executor,
    sql`SELECT to_char(min(created_at) AT TIME ZONE 'UTC' + interval '330 minutes', 'YYYY-MM-DD') AS day
        FROM order_events WHERE order_id = ${orderId} AND status = 'delivered'`,
  );
  return row?.day ?? null;
}

export interface ReturnableLine {
  id: string;
  kind: 'product' | 'installation';
  productId: string | null;
  name: string;
  variantName: string | null;
  quantity: number;
  amount: number;
  hsnCode: string;
  gstRateBp: number;
  days: number;
  /** Units asked back by returns that still hold them, and units already credited. */
  asked: number;
  credited: number;
}

/** An order's lines with their windows and what earlier returns took of them. */
export async function returnableLines(executor: Executor, orderId: string): Promise<ReturnableLine[]> {
  const rows = await rowsOf<{
    id: string;
    kind: 'product' | 'installation';
    product_id: string | null;
    name: string;
    variant_name: string | null;
    quantity: number;
    amount_paise: number;
    hsn_code: string;
    gst_rate_bp: number;
    days: number;
    asked: number;
    credited: number;
  }>(
    executor,
    sql`SELECT ol.id, ol.kind, ol.product_id, ol.name, ol.variant_name, ol.quantity, ol.amount_paise, ol.hsn_code,
               ol.gst_rate_bp,
               COALESCE(ol.return_days, ${WINDOW_OF_PRODUCT}) AS days,
               COALESCE((SELECT sum(rl.quantity) FROM return_lines rl JOIN returns r ON r.id = rl.return_id
                         WHERE rl.order_line_id = ol.id AND r.state <> 'rejected'), 0)::int AS asked,
               COALESCE((SELECT sum(rl.quantity) FROM return_lines rl JOIN returns r ON r.id = rl.return_id
                         WHERE rl.order_line_id = ol.id AND r.state = 'refunded'), 0)::int AS credited
        FROM order_lines ol
        LEFT JOIN products p ON p.id = ol.product_id
        LEFT JOIN categories c ON c.id = p.category_id
        LEFT JOIN categories pc ON pc.id = c.parent_id
        WHERE ol.order_id = ${orderId} ORDER BY ol.position`,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    productId: row.product_id,
    name: row.name,
    variantName: row.variant_name,
    quantity: Number(row.quantity),
    amount: Number(row.amount_paise),
    hsnCode: row.hsn_code,
    gstRateBp: Number(row.gst_rate_bp),
    days: Number(row.days),
    asked: Number(row.asked),
    credited: Number(row.credited),
  }));
}

/** Each line's window, as the order page shows it and as a request is checked against. */
export const lineWindows = (
  lines: readonly ReturnableLine[],
  delivered: string | null,
  today: string,
): ReturnLineWindow[] =>
  lines.map((line) => {
    const days = line.kind === 'product' ? line.days : 0;
    const eligibility = lineEligibility(
      {
        days,
        deliveredOn: delivered,
        quantity: line.quantity,
        asked: line.asked,
        goods: line.kind === 'product',
      },
      today,
    );
    return {
      lineId: line.id,
      name: line.name,
      variantName: line.variantName,
      quantity: line.quantity,
      returnDays: days,
      policy: line.kind === 'product' ? returnPolicyText(days) : 'Service',
      returnableUntil: eligibility.until,
      remaining: eligibility.remaining,
      returnable: eligibility.returnable,
      why: eligibility.why,
    };
  });

export interface ReturnRow {
  id: string;
  number: string;
  order_id: string;
  kind: ReturnKind;
  state: ReturnState;
  reason: string;
  comment: string | null;
  requested_by: string;
  pickup_on: string | null;
  decision_note: string | null;
  condition_notes: string | null;
  deduction_paise: number;
  deduction_reason: string | null;
  refund_paise: number | null;
  credit_note_id: string | null;
  created_at: string;
}

export const RETURN_COLUMNS = sql.raw(
  `r.id, r.number, r.order_id, r.kind, r.state, r.reason, r.comment, r.requested_by,
   to_char(r.pickup_on, 'YYYY-MM-DD') AS pickup_on, r.decision_note, r.condition_notes, r.deduction_paise,
   r.deduction_reason, r.refund_paise, r.credit_note_id, r.created_at`,
);

/** The returns `where` selects, with everything a view shows, oldest first. */
export async function readReturns(
  executor: Executor,
  where: { orderId: string } | { id: string },
  mediaOrigin: string,
): Promise<(ReturnView & { row: ReturnRow })[]> {
  const rows = await rowsOf<ReturnRow>(
    executor,
    'orderId' in where
      ? sql`SELECT ${RETURN_COLUMNS} FROM returns r WHERE r.order_id = ${where.orderId} ORDER BY r.created_at, r.number`
      : sql`SELECT ${RETURN_COLUMNS} FROM returns r WHERE r.id = ${where.id}`,
  );
  if (rows.length === 0) return [];
  const ids = sql.param(rows.map((row) => row.id));
  const lines = await rowsOf<{
    return_id: string;
    order_line_id: string;
    name: string;
    variant_name: string | null;
    quantity: number;
    restocked: number;
    written_off: number;
  }>(
    executor,
    sql`SELECT rl.return_id, rl.order_line_id, ol.name, ol.variant_name, rl.quantity, rl.restocked, rl.written_off
        FROM return_lines rl JOIN order_lines ol ON ol.id = rl.order_line_id
        WHERE rl.return_id = ANY(${ids}::uuid[]) ORDER BY ol.position`,
  );
  const photos = await rowsOf<{ id: string; return_id: string; image: string; thumbnail: string }>(
    executor,
    sql`SELECT id, return_id, image, thumbnail FROM return_photos
        WHERE return_id = ANY(${ids}::uuid[]) ORDER BY created_at, id`,
  );
  const refunds = await rowsOf<{
    return_id: string;
    state: 'pending' | 'succeeded' | 'failed';
    method: string;
  }>(
    executor,
    sql`SELECT DISTINCT ON (return_id) return_id, state, method FROM money_movements
        WHERE return_id = ANY(${ids}::uuid[]) AND kind = 'refund' ORDER BY return_id, created_at DESC, id`,
  );
  const notes = await rowsOf<{
    id: string;
    kind: TaxDocumentKind;
    number: string;
    date: string;
    total: number;
  }>(
    executor,
    sql`SELECT id, kind, number, to_char(issued_on, 'YYYY-MM-DD') AS date, total_paise AS total FROM tax_documents
        WHERE id = ANY(${sql.param(rows.map((row) => row.credit_note_id).filter((id) => id !== null))}::uuid[])`,
  );
  return rows.map((row) => {
    const refund = refunds.find((one) => one.return_id === row.id);
    const note = notes.find((one) => one.id === row.credit_note_id);
    return {
      row,
      id: row.id,
      number: row.number,
      kind: row.kind,
      state: row.state,
      stateLabel: RETURN_STATE_LABELS[row.state],
      reason: row.reason,
      reasonLabel: reasonLabel(row.reason),
      comment: row.comment,
      pickupOn: row.pickup_on,
      decisionNote: row.decision_note,
      createdAt: iso(row.created_at),
      lines: lines
        .filter((one) => one.return_id === row.id)
        .map((one) => ({
          lineId: one.order_line_id,
          name: one.name,
          variantName: one.variant_name,
          quantity: Number(one.quantity),
          restocked: Number(one.restocked),
          writtenOff: Number(one.written_off),
        })),
      photos: photos
        .filter((one) => one.return_id === row.id)
        .map((one) => ({
          id: one.id,
          url: mediaUrl(mediaOrigin, one.image)!,
          thumbnailUrl: mediaUrl(mediaOrigin, one.thumbnail)!,
        })),
      refund:
        row.refund_paise !== null
          ? {
              amount: Number(row.refund_paise),
              deduction: Number(row.deduction_paise),
              deductionReason: row.deduction_reason,
              state: refund?.state ?? 'succeeded',
              method: refund?.method ?? 'none',
            }
          : null,
      creditNote: note ? { ...note, total: Number(note.total) } : null,
    };
  });
}
