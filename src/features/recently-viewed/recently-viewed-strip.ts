// Fills the "Recently viewed" strip (RecentlyViewed.astro) once it comes near the screen: the device's
// list, merged first with the account's for a signed-in customer (recently-viewed-sync.ts), then the
// products' cards as the catalogue answers them (GET /products/recently-viewed, unknown and unpublished
// products skipped), drawn without React: a row of small links that scrolls sideways.
import type { ProductSummary } from '@contract/catalogue.ts';
import { request } from '../../lib/api.ts';
import { effectivePrice, formatINR } from '../../lib/money.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/placeholder-image.ts';
import { STRIP_MAX, stripIds } from './recently-viewed-list.ts';
import { loadViews } from './recently-viewed-storage.ts';
import { syncWithAccount } from './recently-viewed-sync.ts';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function tile(product: ProductSummary): HTMLLIElement {
  const item = element('li', 'w-40 shrink-0 snap-start sm:w-48');
  const link = element('a', 'group block rounded-2xl focus-visible:outline-2 focus-visible:outline-teal');
  link.href = `/products/${encodeURIComponent(product.slug)}`;
  const image = element('img', 'aspect-square w-full rounded-2xl bg-cream object-cover');
  image.src = product.thumbnail_url ?? product.image_url ?? PLACEHOLDER_IMAGE;
  image.alt = '';
  image.width = 400;
  image.height = 400;
  image.loading = 'lazy';
  image.addEventListener('error', () => {
    if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
  });
  link.append(
    image,
    element(
      'span',
      'mt-2 line-clamp-2 block font-semibold text-charcoal group-hover:text-terracotta',
      product.name,
    ),
    element('span', 'mt-1 block text-sm text-muted', formatINR(effectivePrice(product))),
  );
  item.append(link);
  return item;
}

/** Whether the header shows a signed-in customer (its inline script decides before the first paint). */
const signedIn = (): boolean =>
  document.querySelector<HTMLElement>('[data-site-header] [data-account-user]')?.hidden === false;

async function viewedIds(except: string | undefined): Promise<string[]> {
  const views = loadViews();
  if (!signedIn()) return stripIds(views, except);
  try {
    return stripIds(await syncWithAccount(views), except);
  } catch (error) {
    console.error('Recently viewed could not be merged with the account', error);
    return stripIds(views, except);
  }
}

/** Shows the newest viewed products but the page's own; shows nothing when none is left. */
export async function showRecentlyViewed(root: HTMLElement): Promise<void> {
  const ids = await viewedIds(root.dataset.productId || undefined);
  if (ids.length === 0) return;
  const { data } = await request<{ products: ProductSummary[] }>('get', '/products/recently-viewed', {
    searchParams: { ids: ids.join(','), limit: STRIP_MAX },
  });
  const section = root.querySelector<HTMLElement>('[data-recently-viewed-section]');
  const list = root.querySelector<HTMLElement>('[data-recently-viewed-list]');
  if (!section || !list || data.products.length === 0) return;
  list.replaceChildren(...data.products.map(tile));
  section.hidden = false;
}
