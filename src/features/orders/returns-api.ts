// The calls of an order's returns and replacements (decision 197) on the shared API client: each line's
// window with the order's returns, asking for a return or a replacement, and adding a photo to it. They
// are opened like the order itself (orders-api.ts): with the link's token, or by the signed-in customer.
// A refusal (a closed window, too many units, an order that changed) is an ApiError with the server's
// words. Browser bundles leave the schemas out, as every island does (decision 017).
import type { OrderReturns, ReturnRequest, ReturnView } from '@contract/returns.ts';
import { api, bearer, type ApiClient } from '../../lib/api.ts';
import type { OrderKey } from './orders-api.ts';

const keyed = (key: OrderKey) =>
  'token' in key ? { searchParams: { token: key.token } } : { headers: bearer(key.bearer) };

const returnsPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/returns`;

export function createReturnsApi(client: ApiClient = api) {
  return {
    /** GET /orders/{id}/returns: each line's window and what may still be asked back, the returns, the reasons. */
    async list(orderId: string, key: OrderKey): Promise<OrderReturns> {
      return (await client.request<OrderReturns>('get', returnsPath(orderId), keyed(key))).data;
    },

    /** POST /orders/{id}/returns: 422 says why the shop cannot take it, 409 that the order changed. */
    async ask(orderId: string, request: ReturnRequest, key: OrderKey): Promise<ReturnView> {
      return (
        await client.request<ReturnView>('post', returnsPath(orderId), { ...keyed(key), json: request })
      ).data;
    },

    /** POST /orders/{id}/returns/{returnId}/photos: one picture in the field "image", while it is requested. */
    async addPhoto(orderId: string, returnId: string, photo: File, key: OrderKey): Promise<ReturnView> {
      const body = new FormData();
      body.append('image', photo, photo.name);
      const path = `${returnsPath(orderId)}/${encodeURIComponent(returnId)}/photos`;
      return (await client.request<ReturnView>('post', path, { ...keyed(key), body })).data;
    },
  };
}

export const returnsApi = createReturnsApi();
