// The e-mail of a back-in-stock request (decision 042): the link that confirms the address, sent before
// the shop ever writes about stock. The product's name is escaped in the HTML part like every value.
import type { OutgoingEmail } from '../outbox/outbox.ts';
import { emailHtml } from './layout.ts';

export interface StockAlertConfirmation {
  to: string;
  businessName: string;
  productName: string;
  variantName: string | null;
  /** The link that confirms the request. */
  link: string;
  /** How long the link works. */
  validDays: number;
}

/** To the address that asked to hear when a product (or one variant) is back in stock: confirm it. */
export function stockAlertConfirmationEmail(input: StockAlertConfirmation): OutgoingEmail {
  const what = input.variantName ? `${input.productName} (${input.variantName})` : input.productName;
  const { link } = input;
  const intro = [
    'Namaste,',
    `Someone, we hope you, asked ${input.businessName} to e-mail this address when ${what} is back in stock.`,
    'Please confirm that this is your address, and we will write once, as soon as it can be bought again.',
  ];
  const outro = [`The link works for ${input.validDays} days.`];
  const footer = `If you did not ask for this, ignore this e-mail: without confirmation we will not write to you about it.`;
  return {
    to: input.to,
    subject: `Confirm your back-in-stock alert for ${what}`,
    text: [...intro, '', `Confirm: ${link}`, '', ...outro, '', '--', footer].join('\n'),
    html: emailHtml({
      heading: 'Confirm your back-in-stock alert',
      intro,
      action: { label: 'Confirm my alert', url: link },
      outro: [...outro, `Or open this address: ${link}`],
      footer,
    }),
  };
}
