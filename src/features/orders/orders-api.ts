// The order calls of the site (docs/orders.md) on the shared API client: pricing the cart, placing the
// order, an order for its customer or the holder of its link, cancelling, its GST documents, and Order
// History. Responses are checked where the site is built or a script runs; browser bundles leave the
// schemas out (decision 017), as every island does.
import type {
  Order,
  OrderSummaryData,
  PaymentConfirm,
  PlacedOrder,
  PlaceOrder,
  Quote,
  QuoteRequest,
} from '@contract/orders.ts';
import { api, bearer, formFailureMessage, toApiError, type ApiClient } from '../../lib/api.ts';
import { CHECKOUT_COPY } from './orders-copy.ts';

export { fieldErrorsOf } from '../../lib/api.ts';
import { env } from '../../lib/env.ts';
import { saveFile } from '../../lib/save-file.ts';

/** How an order is opened: with its link's token, or by its signed-in customer's access token. */
export type OrderKey = { token: string } | { bearer: string };

const keyed = (key: OrderKey) =>
  'token' in key ? { searchParams: { token: key.token } } : { headers: bearer(key.bearer) };

export const newIdempotencyKey = (): string => crypto.randomUUID();

/** What a refused order carries: why, and the new quote to show. */
export interface Refusal {
  reason: 'price_changed' | 'unavailable' | 'coupon';
  quote: Quote;
}

/** The 409 of a cart whose prices moved or whose lines ran out, with the quote the server made. */
export function refusalOf(error: unknown): Refusal | null {
  const failure = toApiError(error);
  if (failure.status !== 409) return null;
  const details = failure.details as { reason?: unknown; quote?: unknown } | undefined;
  const reasons = ['price_changed', 'unavailable', 'coupon'];
  if (!details || typeof details.reason !== 'string' || !reasons.includes(details.reason)) return null;
  if (!details.quote || typeof details.quote !== 'object') return null;
  return { reason: details.reason as Refusal['reason'], quote: details.quote as Quote };
}

/**
 * Why the summary could not be priced: the server's reason when it refused the request (a quantity, a
 * state that is not the pincode's), else a hint to try again.
 */
export function quoteFailureMessage(error: unknown): string {
  const { status } = toApiError(error);
  return status >= 400 && status < 500
    ? formFailureMessage(error, CHECKOUT_COPY.quoteFailed)
    : CHECKOUT_COPY.quoteFailed;
}

export function createOrdersApi(client: ApiClient = api) {
  return {
    async quote(request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
      return (
        await client.request<Quote>('post', '/checkout/quote', {
          json: request,
          ...(signal ? { signal } : {}),
        })
      ).data;
    },

    /** Places the order once per `idempotencyKey`; a signed-in customer's token ties it to their account. */
    async place(order: PlaceOrder, idempotencyKey: string, accessToken?: string): Promise<PlacedOrder> {
      return (
        await client.request<PlacedOrder>('post', '/orders', {
          json: order,
          headers: { 'idempotency-key': idempotencyKey, ...(accessToken ? bearer(accessToken) : {}) },
        })
      ).data;
    },

    async get(id: string, key: OrderKey): Promise<Order> {
      return (await client.request<Order>('get', `/orders/${encodeURIComponent(id)}`, keyed(key))).data;
    },

    async cancel(id: string, key: OrderKey): Promise<Order> {
      return (await client.request<Order>('post', `/orders/${encodeURIComponent(id)}/cancel`, keyed(key)))
        .data;
    },

    /** Checkout's answer after an online payment, for the API to verify. */
    async pay(id: string, payment: PaymentConfirm, key: OrderKey): Promise<Order> {
      return (
        await client.request<Order>('post', `/orders/${encodeURIComponent(id)}/payment`, {
          ...keyed(key),
          json: payment,
        })
      ).data;
    },

    async mine(accessToken: string): Promise<OrderSummaryData[]> {
      return (
        await client.request<OrderSummaryData[]>('get', '/account/orders', { headers: bearer(accessToken) })
      ).data;
    },
  };
}

export const ordersApi = createOrdersApi();

const documentPath = (id: string, documentId: string) =>
  `/orders/${encodeURIComponent(id)}/documents/${encodeURIComponent(documentId)}`;

/** A GST document's address for a link holder (the invoice, a credit note): it opens like any download. */
export const documentUrl = (id: string, documentId: string, token: string): string =>
  `${env.PUBLIC_API_URL}${documentPath(id, documentId)}?token=${encodeURIComponent(token)}`;

/** A GST document for a signed-in customer: fetched with the token, then saved as a file. */
export async function downloadDocument(
  id: string,
  documentId: string,
  accessToken: string,
  fileName: string,
): Promise<void> {
  saveFile(await api.file(documentPath(id, documentId), { headers: bearer(accessToken) }), fileName);
}
