// A built product page's behaviour, loaded by startProductPage once the page has loaded and painted
// (decision 136).
import { initProductView } from './product-view.script.ts';

export function start(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-product-view]')) initProductView(root);
}
