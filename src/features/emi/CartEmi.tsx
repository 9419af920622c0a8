// "EMI from ₹X/month" for the cart's total (decision 203), under the order summary's Total. The cart is
// an island already talking to the API, so it reads the plans there (a cached answer); without them the
// line is simply not shown.
import { useEffect, useState, type ReactNode } from 'react';
import type { EmiPlan } from '@contract/emi.ts';
import { emiFrom, emiFromText } from '@contract/emi-rules.ts';
import { formatPaiseShort, rupeesToPaise } from '@contract/money.ts';
import { fetchEmiPlans } from './emi-api.ts';

export function CartEmi({ total }: { /** Whole rupees. */ total: number }): ReactNode {
  const [plans, setPlans] = useState<EmiPlan[] | null>(null);
  useEffect(() => {
    fetchEmiPlans()
      .then(setPlans)
      .catch((error: unknown) => console.warn('Could not read the EMI plans', error));
  }, []);
  const from = plans && Number.isFinite(total) ? emiFrom(rupeesToPaise(Math.round(total)), plans) : null;
  if (from === null) return null;
  return (
    <p data-cart-emi="" className="text-right text-sm text-muted">
      {emiFromText(formatPaiseShort(from))}
    </p>
  );
}
