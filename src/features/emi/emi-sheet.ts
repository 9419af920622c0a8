// The EMI plans sheet (decision 203): a modal dialog listing, for the price shown, each plan that applies
// with its tenure, rate (or No-cost EMI), monthly amount, total payable and interest, and the note that
// EMI is chosen at the payment step. Loaded on the first press of View plans. A modal <dialog> keeps
// focus inside it, closes on Escape and gives focus back to the button; labels are set as text, never
// as markup.
import type { EmiPlan } from '@contract/emi.ts';
import { emiFigures, emiPlanApplies, formatRateBp } from '@contract/emi-rules.ts';
import { formatPaise, formatPaiseShort } from '@contract/money.ts';
import { EMI_COPY } from './emi-copy.ts';

type Attributes = Record<string, string>;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** One plan's figures as a list of terms. */
function planItem(plan: EmiPlan, pricePaise: number): HTMLLIElement {
  const figures = emiFigures(pricePaise, plan);
  const { labels } = EMI_COPY;
  const rows: [string, string][] = [
    [labels.tenure, EMI_COPY.tenure(plan.tenure_months)],
    [labels.rate, plan.no_cost ? EMI_COPY.noCost : EMI_COPY.rate(formatRateBp(plan.annual_rate_bp))],
    [labels.monthly, formatPaise(figures.monthly_paise)],
    [labels.total, formatPaise(figures.total_paise)],
    [labels.interest, formatPaise(figures.interest_paise)],
  ];
  return element(
    'li',
    { class: 'rounded-2xl bg-cream p-4 ring-1 ring-sand/60', 'data-emi-plan': plan.id },
    element('h3', { class: 'font-semibold text-charcoal' }, plan.label),
    element(
      'dl',
      { class: 'mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm' },
      ...rows.flatMap(([term, value]) => [
        element('dt', { class: 'text-muted' }, term),
        element('dd', { class: 'text-right font-semibold text-charcoal tabular-nums' }, value),
      ]),
    ),
  );
}

let sheets = 0;

/** Opens the sheet for `pricePaise`; closing it removes it and gives focus back to `opener`. */
export function openEmiSheet(
  opener: HTMLElement,
  plans: readonly EmiPlan[],
  pricePaise: number,
): HTMLDialogElement {
  const titleId = `emi-sheet-title-${++sheets}`;
  const offered = plans.filter((plan) => emiPlanApplies(pricePaise, plan));
  const close = element(
    'button',
    { type: 'button', class: 'btn btn-outline', 'data-emi-close': '' },
    EMI_COPY.close,
  );
  const dialog = element(
    'dialog',
    {
      'aria-labelledby': titleId,
      'data-emi-sheet': '',
      class:
        'm-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-3xl bg-white p-6 text-charcoal shadow-soft backdrop:bg-charcoal/50 sm:p-8',
    },
    element('h2', { id: titleId, class: 'text-2xl font-medium' }, EMI_COPY.sheetTitle),
    element('p', { class: 'mt-2 text-muted' }, EMI_COPY.forPrice(formatPaiseShort(pricePaise))),
    element('ul', { class: 'mt-5 space-y-3' }, ...offered.map((plan) => planItem(plan, pricePaise))),
    element('p', { class: 'mt-5 text-sm text-charcoal', role: 'note' }, EMI_COPY.note),
    element('div', { class: 'mt-6 flex justify-end' }, close),
  );
  close.addEventListener('click', () => dialog.close());
  // A press on the backdrop (the dialog itself, outside its content) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    opener.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}
