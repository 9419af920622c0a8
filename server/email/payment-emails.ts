// The e-mail that tells the business about an order's money needing staff (decisions 163 and 164): a
// payment not applied, a refund refused or failed, an order the reconciliation could not settle. Sent
// once per alert, when it is raised, with a link to the order in the back office.
import type { PaymentAlertKind } from '../../contract/orders.ts';
import type { OutgoingEmail } from '../outbox/outbox.ts';
import { emailHtml, textRows, type Row } from './layout.ts';
import type { OrderEmailSettings } from './order-emails.ts';

export interface PaymentAlertFacts {
  kind: PaymentAlertKind;
  orderNumber: string;
  /** The gateway's payment or refund id the alert is about; none for the order as a whole. */
  reference?: string;
  /** What went wrong, for staff: no personal data. */
  detail: string;
}

const HEADLINES: Readonly<Record<PaymentAlertKind, string>> = {
  payment_not_applied: 'A payment could not be applied to its order',
  refund_failed: 'A refund failed',
  reconcile_failed: 'An order awaiting payment could not be settled',
};

const ACTIONS: Readonly<Record<PaymentAlertKind, string>> = {
  payment_not_applied:
    "Check the payment in Razorpay's dashboard and refund it there, or settle it with the customer. The alert closes when Razorpay reports the refund.",
  refund_failed: 'Open the order and press Refund payment to try again.',
  reconcile_failed:
    'The order keeps its stock and is tried again later. Check the payment in Razorpay’s dashboard if it persists.',
};

/** To the business: what happened to the order's money, what to do, and the order's back-office page at `url`. */
export function paymentAlertEmail(
  settings: OrderEmailSettings,
  alert: PaymentAlertFacts,
  url: string,
): OutgoingEmail {
  const headline = HEADLINES[alert.kind];
  const rows: Row[] = [
    ['Order', alert.orderNumber],
    ...(alert.reference ? ([['Razorpay reference', alert.reference]] as Row[]) : []),
    ['What happened', alert.detail],
  ];
  const outro = [ACTIONS[alert.kind]];
  return {
    to: settings.businessEmail,
    subject: `Payment needs attention: order ${alert.orderNumber}`,
    text: [`${headline}.`, '', textRows(rows), '', ...outro, '', `Open the order: ${url}`].join('\n'),
    html: emailHtml({
      heading: headline,
      intro: ['This needs someone from the team.'],
      rows,
      action: { label: 'Open the order', url },
      outro,
      footer: settings.businessName,
    }),
  };
}
