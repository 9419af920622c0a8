// The product's return window beside the delivery check (decision 197): "7-day returns from delivery" or
// "Not returnable", in the contract's words, with the Returns page for the details. Rendered with the
// page; an API that sends no window shows nothing rather than a guess.
import type { ReactNode } from 'react';
import { returnPolicyText } from '@contract/return-rules.ts';
import { Icon } from './icons.tsx';

export function ReturnPolicy({ days }: { days: number | undefined }): ReactNode {
  if (typeof days !== 'number') return null;
  return (
    <p
      className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-charcoal"
      data-return-policy=""
    >
      <Icon name="returns" size={20} className="text-teal" />
      <span className="font-semibold">{returnPolicyText(days)}</span>
      <a href="/returns" className="text-muted underline underline-offset-4 hover:text-charcoal">
        Returns policy
      </a>
    </p>
  );
}
