// The product page's own calls: counting a visit, and writing a review (docs/product-page.md).
import { ReviewWriteDataSchema, type ReviewCreate } from '@contract/account.ts';
import { bearer, request } from '../../lib/api.ts';

/**
 * The response schemas, where responses are checked: a constant `false` condition in browser bundles,
 * which leave the schemas out (decision 017; written out per module as in api.ts).
 */
const CHECKS_RESPONSES = typeof import.meta.env === 'undefined' || import.meta.env.SSR !== false;
const RESPONSES = CHECKS_RESPONSES ? { reviewWrite: ReviewWriteDataSchema } : undefined;

const productPath = (productId: string) => `/products/${encodeURIComponent(productId)}`;

/** POST /products/{id}/view. Counting is best effort: a failure is only logged. */
export function recordProductView(productId: string): void {
  request('post', `${productPath(productId)}/view`, { keepalive: true }).catch((error: unknown) =>
    console.warn('Could not record the product view', error),
  );
}

/**
 * POST /products/{id}/reviews as the signed-in customer: 201 for a new review, 200 when it replaced
 * their earlier one.
 */
export function writeReview(token: string, productId: string, review: ReviewCreate) {
  return request('post', `${productPath(productId)}/reviews`, {
    schema: RESPONSES?.reviewWrite,
    json: review,
    headers: bearer(token),
  });
}
