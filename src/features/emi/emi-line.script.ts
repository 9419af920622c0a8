// Drives the EMI line (EmiLine.tsx) in the browser: keeps its figure in step with the price the purchase
// panel shows, and opens the plans sheet on View plans, loading the sheet's code on the first press so
// that a product page carries only these few lines until then (decision 203).
import type { EmiPlan } from '@contract/emi.ts';
import { emiFrom, emiFromText } from '@contract/emi-rules.ts';
import { formatPaiseShort, rupeesToPaise } from '@contract/money.ts';

const plansOf = (line: HTMLElement): EmiPlan[] => JSON.parse(line.dataset.emiPlans ?? '[]') as EmiPlan[];

/** Shows the EMI line under `root` for a price in whole rupees, or hides it when no plan applies. */
export function refreshEmiLine(root: ParentNode, price: number): void {
  const line = root.querySelector<HTMLElement>('[data-emi]');
  if (!line || !Number.isFinite(price)) return;
  const pricePaise = rupeesToPaise(Math.round(price));
  const from = emiFrom(pricePaise, plansOf(line));
  line.dataset.emiPrice = String(pricePaise);
  line.hidden = from === null;
  const text = line.querySelector('[data-emi-from]');
  if (text) text.textContent = from === null ? '' : emiFromText(formatPaiseShort(from));
}

/** Opens the plans sheet from the line's View plans button, for the price the line was last given. */
export function initEmiLine(line: HTMLElement): void {
  const button = line.querySelector<HTMLButtonElement>('[data-emi-open]');
  button?.addEventListener('click', () => {
    void import('./emi-sheet.ts').then(({ openEmiSheet }) =>
      openEmiSheet(button, plansOf(line), Number(line.dataset.emiPrice)),
    );
  });
}
