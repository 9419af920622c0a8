// The compare page's calls (docs/compare-and-recently-viewed.md) on the shared API client: the
// products to compare, in the order asked for. The compare call takes 2 to 4 products and refuses
// the whole list when one is gone (404), so a list holding a product since unpublished is read again
// without it and the page says which were dropped.
import type { Product, ProductSummary } from '@contract/catalogue.ts';
import { getProduct, request, toApiError } from '../../lib/api.ts';

export interface Comparison {
  products: Product[];
  /** Ids asked for that the shop no longer shows. */
  missing: string[];
}

async function one(id: string): Promise<Comparison> {
  try {
    return { products: [await getProduct(id)], missing: [] };
  } catch (error) {
    if (toApiError(error).status === 404) return { products: [], missing: [id] };
    throw error;
  }
}

/** The ids among `ids` that the shop shows, in their order (GET /products/recently-viewed). */
async function known(ids: readonly string[]): Promise<string[]> {
  const { data } = await request<{ products: ProductSummary[] }>('get', '/products/recently-viewed', {
    searchParams: { ids: ids.join(','), limit: 20 },
  });
  const shown = new Set(data.products.map((product) => product.id));
  return ids.filter((id) => shown.has(id));
}

export async function fetchComparison(ids: readonly string[]): Promise<Comparison> {
  if (ids.length === 0) return { products: [], missing: [] };
  if (ids.length === 1) return one(ids[0]!);
  try {
    const { data } = await request<{ products: Product[] }>('post', '/products/compare', {
      json: { productIds: ids },
    });
    return { products: data.products, missing: [] };
  } catch (error) {
    if (toApiError(error).status !== 404) throw error;
    const present = await known(ids);
    if (present.length === ids.length) throw error;
    const rest = await fetchComparison(present);
    return {
      products: rest.products,
      missing: [...ids.filter((id) => !present.includes(id)), ...rest.missing],
    };
  }
}
