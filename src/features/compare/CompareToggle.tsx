// The "Add to compare" toggle of a product card and of the product page: plain markup with no handler,
// brought to life by compare-toggles-live.ts (its pressed state, and with it its label, follow the
// compare list).
import type { ReactNode } from 'react';
import { COMPARE_MESSAGES } from './compare-list.ts';

const LOOKS = {
  // Above the card's stretched link (card-link), like the card's other buttons.
  card: 'group relative z-10 -mb-1 inline-flex min-h-8 items-center self-start text-sm font-semibold text-muted underline-offset-4 hover:text-terracotta hover:underline aria-pressed:text-teal',
  product: 'group btn btn-outline min-h-11 w-full aria-pressed:border-teal aria-pressed:text-teal',
} as const;

export function CompareToggle({
  productId,
  productName,
  look = 'card',
}: {
  productId: string;
  productName: string;
  look?: keyof typeof LOOKS;
}): ReactNode {
  return (
    <button
      type="button"
      data-compare-toggle={productId}
      data-needs-js=""
      aria-pressed="false"
      className={LOOKS[look]}
    >
      {/* The label follows aria-pressed by CSS, so a script never rewrites text React hydrates. */}
      <span className="group-aria-pressed:hidden">{COMPARE_MESSAGES.addLabel}</span>
      <span className="hidden group-aria-pressed:inline">{COMPARE_MESSAGES.addedLabel}</span>
      <span className="sr-only">: {productName}</span>
    </button>
  );
}
