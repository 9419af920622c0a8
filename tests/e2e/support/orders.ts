// What the order journeys share: a piece a guest can buy with cash on delivery.
import type { APIRequestContext } from '@playwright/test';
import type { ProductSummary } from '../../../contract/catalogue.ts';
import { apiData } from './fixtures.ts';

/** The cheapest in-stock piece without options: it fits under the cash-on-delivery cap (₹50,000). */
export async function affordablePiece(request: APIRequestContext, apiUrl: string): Promise<ProductSummary> {
  const { products } = await apiData<{ products: ProductSummary[] }>(
    request,
    apiUrl,
    '/products?limit=100&sort=price&order=asc',
  );
  for (const candidate of products.filter((product) => product.stock_status === 'in_stock')) {
    const { product } = await apiData<{ product: { variants: unknown[] } }>(
      request,
      apiUrl,
      `/products/${candidate.id}`,
    );
    if (product.variants.length === 0) return candidate;
  }
  throw new Error('the catalogue has no in-stock piece without options');
}

/** What the shopper pays for `piece`, whole rupees. */
export const payable = (piece: Pick<ProductSummary, 'price' | 'discount_price'>): number =>
  piece.discount_price !== null && piece.discount_price !== undefined && piece.discount_price < piece.price
    ? piece.discount_price
    : piece.price;

export interface SofaChoice {
  product: ProductSummary;
  variant: { id: string; name: string; price: number };
}

/** The cheapest sofa with a 2-Seater in stock: a sofa a guest can pay for in cash on delivery. */
export async function twoSeaterSofa(request: APIRequestContext, apiUrl: string): Promise<SofaChoice> {
  const { products } = await apiData<{ products: ProductSummary[] }>(
    request,
    apiUrl,
    '/products?category=sofas&limit=100&sort=price&order=asc',
  );
  let best: SofaChoice | null = null;
  for (const candidate of products.filter((product) => product.stock_status === 'in_stock')) {
    const { product } = await apiData<{
      product: {
        variants: {
          id: string;
          name: string;
          price: number;
          discount_price: number | null;
          stock_status: string;
        }[];
      };
    }>(request, apiUrl, `/products/${candidate.id}`);
    const variant = product.variants.find(
      (option) => option.name === '2-Seater' && option.stock_status === 'in_stock',
    );
    if (!variant) continue;
    const price = payable(variant);
    if (!best || price < best.variant.price)
      best = { product: candidate, variant: { id: variant.id, name: variant.name, price } };
  }
  if (!best) throw new Error('the catalogue has no sofa with a 2-Seater in stock');
  return best;
}

/** A Hyderabad address, where the demo delivers with free installation and cash on delivery. */
export const HYDERABAD_DELIVERY = {
  line1: '8-2-293, Road No. 14',
  area: 'Banjara Hills',
  city: 'Hyderabad',
  stateCode: '36',
  pincode: '500034',
};

/**
 * A guest's order of `quantity` of the cheapest piece, placed through the API as checkout places it (cash
 * on delivery unless asked otherwise); answers the piece, the order as placed and the link's token.
 */
export async function placeGuestOrder<O extends { id: string; number: string }>(
  request: APIRequestContext,
  apiUrl: string,
  options: {
    tag: string;
    name?: string;
    quantity?: number;
    paymentMethod?: 'cod' | 'online';
    delivery?: typeof HYDERABAD_DELIVERY;
  },
): Promise<{ piece: ProductSummary; order: O; accessToken: string }> {
  const piece = await affordablePiece(request, apiUrl);
  const answer = await request.post(`${apiUrl}/orders`, {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      name: options.name ?? 'Meera Iyer',
      email: `e2e-${options.tag}-${Date.now().toString(36)}@example.in`,
      phone: '+91 98480 22338',
      delivery: options.delivery ?? HYDERABAD_DELIVERY,
      lines: [
        { productId: piece.id, variantId: null, quantity: options.quantity ?? 1, price: payable(piece) },
      ],
      paymentMethod: options.paymentMethod ?? 'cod',
    },
  });
  if (answer.status() !== 201)
    throw new Error(`placing an order answered ${answer.status()}: ${await answer.text()}`);
  const { order, accessToken } = (await answer.json()).data as { order: O; accessToken: string };
  return { piece, order, accessToken };
}
