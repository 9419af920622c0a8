// The product page's own script (src/pages/products/[slug].astro): it brings the product's view to
// life once the page has loaded and painted, like the page shell (decision 136), so that the page's
// first script file is this one line and its main image comes first.
import { afterLoad } from '../../lib/page-scripts.ts';

export function startProductPage(): void {
  afterLoad(() => import('./product-page.after-load.ts'));
}
