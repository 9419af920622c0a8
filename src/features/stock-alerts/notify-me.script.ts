// Keeps "Notify me when it's back" (NotifyMe.tsx) in step with the purchase panel: shown while the
// product, or the option chosen, is out of stock by the live stock the panel reads. The form's behaviour
// (notify-form.ts) loads when the button is first pressed, so the product page carries only this.
import { stockState } from '../../lib/stock.ts';

export interface NotifyTarget {
  productId: string;
  /** The option chosen, if the product has options. */
  variantId: string | null;
  /** The stock state of what is chosen, as the panel shows it. */
  status: string;
}

const wired = new WeakSet<HTMLElement>();

/** Shows or hides the notify block inside `root` (the purchase panel) for `target`. */
export function syncNotifyMe(root: HTMLElement, target: NotifyTarget): void {
  const block = root.querySelector<HTMLElement>('[data-notify-me]');
  if (!block) return;
  block.hidden = stockState(target.status) !== 'out_of_stock';
  const key = `${target.productId}:${target.variantId ?? ''}`;
  if (block.dataset.target !== key) {
    block.dataset.target = key;
    // A message about another option would mislead.
    const result = block.querySelector('[data-notify-result]');
    if (result) result.textContent = '';
  }
  if (wired.has(block)) return;
  wired.add(block);
  const button = block.querySelector<HTMLButtonElement>('[data-notify-open]');
  const form = block.querySelector<HTMLFormElement>('[data-notify-form]');
  if (!button || !form) return;
  let behaviour: Promise<typeof import('./notify-form.ts')> | undefined;
  const load = () => (behaviour ??= import('./notify-form.ts'));
  button.addEventListener('click', () => {
    const open = form.hidden;
    form.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (!open) return;
    void load().then((module) => module.prefill(form));
    form.querySelector('input')?.focus();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const [productId = '', variantId = ''] = (block.dataset.target ?? '').split(':');
    void load().then((module) => module.submitNotify(form, productId, variantId || null));
  });
}
