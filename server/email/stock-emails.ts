// The e-mails of a back-in-stock request (decisions 042 and 206): the link that confirms the address,
// sent before the shop ever writes about stock, and the one notice once the product is back. The
// product's name is escaped in the HTML part like every value.
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

export interface BackInStockNotice {
  to: string;
  businessName: string;
  productName: string;
  variantName: string | null;
  /** The product's page on the storefront. */
  link: string;
}

/**
 * The one e-mail a confirmed back-in-stock request is ever sent (decision 206): the product (or the
 * option asked about) can be bought again. Its subject names the product; the request is served by it.
 */
export function backInStockEmail(input: BackInStockNotice): OutgoingEmail {
  const what = input.variantName ? `${input.productName} (${input.variantName})` : input.productName;
  const { link } = input;
  const intro = [
    'Namaste,',
    `Good news: ${what} is back in stock at ${input.businessName}, and can be ordered again.`,
  ];
  const outro = [
    'Stock can run out again, so do not wait too long if you have your heart set on it.',
    'This was the one-time notice you asked for: we will not write to you about it again.',
  ];
  const footer = `You are receiving this because you asked ${input.businessName} to tell you when ${what} is back, and confirmed your address.`;
  return {
    to: input.to,
    subject: `${input.productName} is back in stock`,
    text: [...intro, '', `See it: ${link}`, '', ...outro, '', '--', footer].join('\n'),
    html: emailHtml({
      heading: `${input.productName} is back in stock`,
      intro,
      action: { label: 'See it in the shop', url: link },
      outro: [...outro, `Or open this address: ${link}`],
      footer,
    }),
  };
}
