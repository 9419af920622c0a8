// The e-mails of a return or replacement (decision 197), through the outbox: to the shopper at each step
// staff take (received, approved with its pickup day, not accepted and why, refunded with the credit
// note, replacement on its way), and a note to the business when a shopper asks. Each links to the
// order page, where the return and its credit note are.
import { formatPaiseShort } from '../../contract/money.ts';
import { RETURN_STATE_LABELS, type ReturnKind, type ReturnState } from '../../contract/return-rules.ts';
import type { OutgoingEmail } from '../outbox/outbox.ts';
import { longDate } from '../lib/dates.ts';
import { emailHtml, textRows, type Row } from './layout.ts';
import type { OrderEmailSettings } from './order-emails.ts';

export interface ReturnFacts {
  name: string;
  email: string;
  orderNumber: string;
  number: string;
  kind: ReturnKind;
  state: ReturnState;
  /** "2 × Teak bench", one per line. */
  pieces: string[];
  pickupOn: string | null;
  decisionNote: string | null;
  refund: number | null;
  deduction: number;
  deductionReason: string | null;
  creditNote: string | null;
}

const what = (facts: ReturnFacts) => (facts.kind === 'return' ? 'return' : 'replacement');

function linesOf(facts: ReturnFacts): { subject: string; intro: string; outro: string[] } {
  const thing = what(facts);
  switch (facts.state) {
    case 'requested':
      return {
        subject: `We have your ${thing} request ${facts.number}`,
        intro: `We have your request for a ${thing}. We will reply within one working day.`,
        outro: [],
      };
    case 'approved':
      return {
        subject: `Your ${thing} ${facts.number} is approved`,
        intro: facts.pickupOn
          ? `Your ${thing} is approved. We will collect the piece on ${longDate(facts.pickupOn)}.`
          : `Your ${thing} is approved. We will call you to agree a day to collect the piece.`,
        outro: facts.decisionNote ? [facts.decisionNote] : [],
      };
    case 'rejected':
      return {
        subject: `About your ${thing} request ${facts.number}`,
        intro: `We are sorry: we cannot accept this ${thing}.`,
        outro: [`Why: ${facts.decisionNote ?? ''}`],
      };
    case 'refunded':
      return {
        subject: `Your refund for ${facts.number}`,
        intro: `We have refunded ${formatPaiseShort(facts.refund ?? 0)}. Banks take 5–7 working days to show it.`,
        outro: [
          ...(facts.deduction > 0
            ? [`We kept back ${formatPaiseShort(facts.deduction)}: ${facts.deductionReason ?? ''}`]
            : []),
          ...(facts.creditNote ? [`Credit note ${facts.creditNote} is on your order page.`] : []),
        ],
      };
    case 'replacement_sent':
      return {
        subject: `Your replacement for ${facts.number} is on its way`,
        intro: 'Your replacement is on its way, at no charge.',
        outro: [],
      };
    default:
      return {
        subject: `Your ${thing} ${facts.number}: ${RETURN_STATE_LABELS[facts.state].toLowerCase()}`,
        intro: `Your ${thing} is now ${RETURN_STATE_LABELS[facts.state].toLowerCase()}.`,
        outro: [],
      };
  }
}

/** The shopper's e-mail about the step the return just took; null for a step that sends none. */
export function returnEmail(
  settings: OrderEmailSettings,
  facts: ReturnFacts,
  orderUrl: string,
): OutgoingEmail | null {
  if (facts.state === 'collected' || facts.state === 'inspected' || facts.state === 'closed') return null;
  const { subject, intro, outro } = linesOf(facts);
  const greeting = [`Hello ${facts.name},`, intro];
  const rows: Row[] = [
    ['Order', facts.orderNumber],
    [facts.kind === 'return' ? 'Return' : 'Replacement', facts.number],
    ...facts.pieces.map((piece): Row => ['Piece', piece]),
  ];
  const after = [...outro, `Questions? Reply to this e-mail or call ${settings.businessPhone}.`];
  return {
    to: facts.email,
    replyTo: settings.businessEmail,
    subject,
    text: [...greeting, '', textRows(rows), '', `View your order: ${orderUrl}`, '', ...after].join('\n'),
    html: emailHtml({
      heading: RETURN_STATE_LABELS[facts.state],
      intro: greeting,
      rows,
      action: { label: 'View your order', url: orderUrl },
      outro: after,
      footer: `${settings.businessName} · ${settings.businessEmail}`,
    }),
  };
}

/** The business's note that a shopper asked for a return, with the back office's link. */
export function returnRequestedBusinessEmail(
  settings: OrderEmailSettings,
  facts: ReturnFacts,
  adminUrl: string,
  reason: string,
): OutgoingEmail {
  const rows: Row[] = [
    ['Order', facts.orderNumber],
    ['Customer', facts.name],
    ['Reason', reason],
    ...facts.pieces.map((piece): Row => ['Piece', piece]),
  ];
  const intro = [`${facts.name} asked for a ${what(facts)} (${facts.number}).`];
  return {
    to: settings.businessEmail,
    subject: `${facts.kind === 'return' ? 'Return' : 'Replacement'} requested: ${facts.number} (${facts.orderNumber})`,
    text: [...intro, '', textRows(rows), '', `Open it: ${adminUrl}`].join('\n'),
    html: emailHtml({
      heading: 'Return requested',
      intro,
      rows,
      action: { label: 'Open the return', url: adminUrl },
      outro: [],
      footer: settings.businessName,
    }),
  };
}
