// The refund of a return (decision 197), in the transaction that locked the return and its order: what
// the returned units were sold for, less the deduction, checked against what the order still holds of
// its payments; recorded in the ledger (pending, for the gateway to be asked once the transaction is
// over; or settled, for cash on delivery paid back by bank transfer or UPI) together with the credit
// note that reduces the sale, against the order's invoice.
import { sql } from 'drizzle-orm';
import { formatPaiseShort } from '../../../contract/money.ts';
import type { ReturnRefund } from '../../../contract/returns.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { fieldError, fieldUnprocessable } from '../../lib/db-errors.ts';
import {
  documentsOf,
  movementsOf,
  partCreditNoteFor,
  recordOfflineRefund,
  startRefund,
  type Movement,
} from '../billing/index.ts';
import { unrefunded } from './order-payments.ts';
import { returnCredit } from './returns-credit.ts';
import { returnableLines, type ReturnRow } from './returns-read.ts';

export interface RefundReturn {
  row: ReturnRow;
  paymentMethod: string;
  input: ReturnRefund;
  actorId: string;
  shopStateCode: string;
  today: string;
}

export interface RefundDone {
  refund: number;
  creditNote: string | null;
  /** Gateway refunds to ask for once the transaction has committed. */
  asked: { refund: Movement; paymentReference: string }[];
}

export async function refundReturn(tx: Executor, job: RefundReturn): Promise<RefundDone> {
  const { row, input } = job;
  const [order] = await rowsOf<{ place_of_supply: string }>(
    tx,
    sql`SELECT place_of_supply FROM orders WHERE id = ${row.order_id}`,
  );
  const asked = await rowsOf<{ order_line_id: string; quantity: number }>(
    tx,
    sql`SELECT order_line_id, quantity FROM return_lines WHERE return_id = ${row.id}`,
  );
  const lines = await returnableLines(tx, row.order_id);
  const credited = asked.map((one) => {
    const line = lines.find((candidate) => candidate.id === one.order_line_id)!;
    return { ...line, units: Number(one.quantity) };
  });
  const sold = returnCredit(credited, 0, true).value;
  if (input.deductionPaise > sold) {
    throw fieldUnprocessable(
      'deductionPaise',
      `deductionPaise cannot be more than the returned pieces were sold for (${formatPaiseShort(sold)})`,
    );
  }
  const credit = returnCredit(credited, input.deductionPaise, job.shopStateCode === order!.place_of_supply);
  const movements = await movementsOf(tx, row.order_id);
  const payments = movements.filter((one) => one.kind === 'payment' && one.state === 'succeeded');
  const held = payments.reduce((sum, payment) => sum + unrefunded(payment, movements), 0);
  if (credit.refund > held) {
    throw fieldUnprocessable(
      'deductionPaise',
      `The refund of ${formatPaiseShort(credit.refund)} would be more than this order still holds (${formatPaiseShort(held)}).`,
    );
  }
  const done: RefundDone = { refund: credit.refund, creditNote: null, asked: [] };
  if (credit.refund > 0) {
    if (job.paymentMethod === 'cod') {
      if (!input.payout) {
        throw fieldError(
          'payout',
          'payout is required: the bank transfer or UPI payment the refund was made by, with its reference',
        );
      }
      const payment = payments.find((one) => unrefunded(one, movements) >= credit.refund)!;
      await recordOfflineRefund(tx, payment, {
        method: input.payout.method,
        amount: credit.refund,
        reference: `${input.payout.method}:${input.payout.reference}:${row.number}`,
        recordedBy: job.actorId,
        returnId: row.id,
      });
    } else {
      let left = credit.refund;
      for (const payment of payments) {
        const amount = Math.min(left, unrefunded(payment, movements));
        if (amount <= 0 || !payment.reference) continue;
        done.asked.push({
          refund: await startRefund(tx, payment, amount, row.id),
          paymentReference: payment.reference,
        });
        left -= amount;
      }
    }
    const invoice = (await documentsOf(tx, row.order_id)).find((document) => document.kind === 'invoice');
    if (!invoice) throw AppError.conflict('This order has no invoice to issue a credit note against.');
    const note = await partCreditNoteFor(tx, invoice.id, {
      issuedOn: job.today,
      reason: `Goods returned (${row.number})`,
      lines: credit.lines,
      particulars: { returnNumber: row.number },
    });
    done.creditNote = note.number;
    await tx.execute(sql`UPDATE returns SET credit_note_id = ${note.id} WHERE id = ${row.id}`);
  }
  await tx.execute(sql`
    UPDATE returns SET state = 'refunded', refund_paise = ${credit.refund}, deduction_paise = ${input.deductionPaise},
                       deduction_reason = ${input.deductionReason || null}, updated_at = now()
    WHERE id = ${row.id}`);
  return done;
}
