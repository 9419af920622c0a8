// A product page's view, recorded in the device's recently viewed list once the page has loaded
// (ViewedProduct.astro, decision 136). The account hears of it the next time a strip merges the lists.
import { recordView } from './recently-viewed-list.ts';
import { loadViews, storeViews } from './recently-viewed-storage.ts';

export function start(): void {
  const productId = document.querySelector<HTMLElement>('[data-recently-viewed]')?.dataset.productId;
  if (productId) storeViews(recordView(loadViews(), productId, new Date()));
}
