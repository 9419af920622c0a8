// What the pincode check says (docs/orders.md), in one place: the product page's script and the cart
// draw the same lines from it, and the journeys check them word for word.
import type { PincodeAnswer } from '@contract/delivery.ts';
import { deliveryWindow } from '@contract/delivery-rules.ts';
import { formatINR } from '../../lib/money.ts';

export const PINCODE_COPY = {
  label: 'Check delivery to your pincode',
  button: 'Check',
  checking: 'Checking…',
  invalid: 'Enter a valid 6-digit pincode.',
  failed: "We couldn't check delivery right now. Please try again.",
  consultation: 'Book a free design consultation',
  codYes: 'Cash on delivery available',
  codNo: 'Cash on delivery not available',
  installFree: 'Free installation',
  installNone: 'Installation not offered',
} as const;

export const unserviceableMessage = (pincode: string): string => `We don't deliver to ${pincode} yet.`;

export const unserviceableHint = 'Talk to our designers about your project anyway:';

/** The lines a serviceable answer shows, first the delivery window. */
export function answerLines(answer: Extract<PincodeAnswer, { serviceable: true }>): string[] {
  const { installation } = answer;
  return [
    `Delivery by ${deliveryWindow(answer.estimatedDelivery.from, answer.estimatedDelivery.to)}`,
    installation.kind === 'free'
      ? PINCODE_COPY.installFree
      : installation.kind === 'paid'
        ? `Installation ${formatINR(installation.price ?? 0)}`
        : PINCODE_COPY.installNone,
    answer.cashOnDelivery ? PINCODE_COPY.codYes : PINCODE_COPY.codNo,
  ];
}
