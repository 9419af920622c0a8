// The catalogue reads the product scripts make in the browser, as plain typed fetches. The shared client
// (src/lib/api.ts) checks every response against the contract's zod schemas, which is right at build
// time, but ky and zod together come to almost 40 kB gzipped: half of what a whole product
// page may load. Here the types are the contract's, the envelope and the failure wording are the same
// (spec sections 7 and 8), and nothing is parsed twice.
import type { Product, Review } from '../../../contract/catalogue.ts';

/** Spec section 7. */
const TIMEOUT_MS = 30_000;
/** Spec section 8: the message for any failure the server did not explain. */
const DEFAULT_ERROR_MESSAGE = 'An error occurred';

export class RequestError extends Error {
  override name = 'RequestError';
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;

  constructor(status: number, message: string, cause?: unknown) {
    super(message, { cause });
    this.status = status;
  }
}

/** Spec section 8's wording for a failed call. */
export function failureMessage(error: unknown): string {
  if (!(error instanceof RequestError)) return DEFAULT_ERROR_MESSAGE;
  if (error.status === 403) return "You don't have permission to perform this action";
  if (error.status >= 500) return 'Server error. Please try again later.';
  return error.message;
}

export const isNotFound = (error: unknown): boolean => error instanceof RequestError && error.status === 404;

interface Envelope<T> {
  success: boolean;
  data?: T;
  error?: string;
}

/** The envelope's `data` of a call under the API base URL; anything else throws a RequestError. */
export async function apiData<T>(apiUrl: string, path: string, init: RequestInit = {}): Promise<T> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
    });
  } catch (error) {
    throw new RequestError(0, DEFAULT_ERROR_MESSAGE, error);
  }
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !body?.success) {
    throw new RequestError(response.status, body?.error?.trim() || DEFAULT_ERROR_MESSAGE);
  }
  return body.data as T;
}

const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;

export interface ReviewPage {
  reviews: Review[];
  pagination: {
    page: number;
    limit: number;
    total: number;
    pages: number;
    hasNext: boolean;
    hasPrev: boolean;
  };
  averageRating: number;
  totalReviews: number;
}

export const REVIEWS_PER_PAGE = 5;

/**
 * GET /products/slug/{slug}. `fresh` revalidates with the API instead of taking the browser's cached
 * copy, which may be a minute old: used when price and stock must be current.
 */
export async function fetchProductBySlug(
  apiUrl: string,
  slug: string,
  options: { fresh?: boolean; signal?: AbortSignal } = {},
): Promise<Product> {
  const init: RequestInit = { signal: options.signal, ...(options.fresh && { cache: 'no-cache' }) };
  return (await apiData<{ product: Product }>(apiUrl, `/products/slug/${encodeURIComponent(slug)}`, init))
    .product;
}

export const fetchReviews = (apiUrl: string, productId: string, page: number, signal?: AbortSignal) =>
  apiData<ReviewPage>(apiUrl, `${productPath(productId)}/reviews?page=${page}&limit=${REVIEWS_PER_PAGE}`, {
    signal,
  });

/** POST /products/{id}/view. Counting is best effort: a failure is only logged (spec section 7). */
export function recordView(apiUrl: string, productId: string): void {
  apiData(apiUrl, `${productPath(productId)}/view`, { method: 'POST', keepalive: true }).catch(
    (error: unknown) => console.warn('Could not record the product view', error),
  );
}
