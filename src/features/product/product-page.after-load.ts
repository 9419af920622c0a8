// A built product page's behaviour, loaded by startProductPage once the page has loaded and painted
// (decision 136). The view comes to life one part per task (decision 138).
import { nextTask } from '../../lib/page-scripts.ts';
import { startProductView } from './product-view.script.ts';

export async function start(): Promise<void> {
  for (const root of document.querySelectorAll<HTMLElement>('[data-product-view]'))
    await startProductView(root, nextTask);
}
