// The product page's own call: counting a visit.
import { request } from '../../lib/api.ts';

/** POST /products/{id}/view. Counting is best effort: a failure is only logged. */
export function recordProductView(productId: string): void {
  request('post', `/products/${encodeURIComponent(productId)}/view`, { keepalive: true }).catch(
    (error: unknown) => console.warn('Could not record the product view', error),
  );
}
