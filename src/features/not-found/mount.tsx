// Loaded by not-found.script.ts only for /products/{slug} and /categories/{slug}: asks the API
// whether the product or category exists (published after the last build) and draws it, or the
// not-found state. React is loaded here, on demand, because this is the one place where a whole
// product page is drawn in the browser.
import { createRoot } from 'react-dom/client';
import { installCardActions } from '../catalogue/index.ts';
import { toast } from '../toasts/index.ts';
import { errorCatalogueMessage, getCategoryBySlug, getProductBySlug, toApiError } from '../../lib/api.ts';
import { fetchCategoryProducts } from './category-api.ts';
import { CategoryFallback, LoadFailed, Missing, MISSING, ProductFallback } from './Fallbacks.tsx';
import type { LookupTarget } from './lookup.ts';

/** Three rows of the category grid; the rest are one link away. */
const CATEGORY_PREVIEW_COUNT = 12;

interface LookupOptions {
  siteName: string;
  chatFallbackUrl: string;
}

export function mountLookup(container: HTMLElement, target: LookupTarget, options: LookupOptions): void {
  // Before anything is drawn, so that an image failing early still gets its placeholder.
  installCardActions();
  const root = createRoot(container);
  const title = (text: string) => {
    document.title = `${text} | ${options.siteName}`;
  };

  const lookUp = async () => {
    container.setAttribute('aria-busy', 'true');
    try {
      if (target.kind === 'product') {
        const product = await getProductBySlug(target.slug);
        title(product.name);
        root.render(<ProductFallback product={product} chatFallbackUrl={options.chatFallbackUrl} />);
      } else {
        const [category, { products, total }] = await Promise.all([
          getCategoryBySlug(target.slug),
          fetchCategoryProducts(target.slug, CATEGORY_PREVIEW_COUNT),
        ]);
        title(category.name);
        root.render(<CategoryFallback category={category} products={products} total={total} />);
      }
    } catch (error) {
      if (toApiError(error).status === 404) {
        title(MISSING[target.kind].title);
        root.render(<Missing kind={target.kind} />);
      } else {
        // A product that could not be fetched says so in these words; a category in the catalogue's.
        toast.error(
          target.kind === 'product' ? 'Failed to load product details' : errorCatalogueMessage(error),
        );
        root.render(<LoadFailed kind={target.kind} onRetry={() => void lookUp()} />);
      }
    } finally {
      container.removeAttribute('aria-busy');
    }
  };
  void lookUp();
}
