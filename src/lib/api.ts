// The site's one client for the interior-design API (calls, envelope, errors, time-outs and the
// wording of failures: docs/api-contract.md). Pages use it at build time; islands and scripts use it
// in the browser. There is one way to call (`request`), one error type (ApiError) and one catalogue
// of the words a shopper reads when a call fails.
// Every response the build, the scripts and the tests read is checked against the shared contract;
// browser bundles leave the schemas out and read what the checked API sends (decision 017).
import ky, { isHTTPError, isNetworkError, isTimeoutError, SchemaValidationError, type KyInstance } from 'ky';
import type { z } from 'zod';
import {
  CatalogueVersionDataSchema,
  CategoriesDataSchema,
  CategoryDataSchema,
  envelope,
  ProductDataSchema,
  ProductListDataSchema,
  ProductsDataSchema,
  ReviewListDataSchema,
  type CatalogueVersion,
  type Category,
  type ErrorBody,
  type Product,
  type ProductSummary,
} from '../../contract/catalogue.ts';
import type { ProductListParams } from '../../contract/catalogue-requests.ts';
import { env } from './env.ts';

export type { ProductListParams };

/** A call gives up after 30 s. */
const REQUEST_TIMEOUT_MS = 30_000;

// ─── The wording of failures ────────────────────────────────────────────────────────────────────

/** A failure the server did not explain. */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred';
/** Any 403. */
const FORBIDDEN_MESSAGE = "You don't have permission to perform this action";
/** Any 5xx. */
const SERVER_ERROR_MESSAGE = 'Server error. Please try again later.';

/**
 * Codes the client itself assigns. Failures that carry the server's error envelope keep the
 * server's own `code` (for the reference API: not_found, bad_request, forbidden, ...).
 */
type ClientErrorCode =
  'network_error' | 'timeout' | 'http_error' | 'invalid_response' | 'aborted' | 'unknown';

interface ApiErrorInit {
  /** HTTP status, or 0 when no response arrived. */
  status: number;
  code: string;
  /** Fit to show a shopper: the server's `error` field, else 'An error occurred'. */
  message: string;
  details?: unknown;
  isAuthError?: boolean;
  method?: string;
  url?: string;
  cause?: unknown;
}

/** The one error every failed call ends as. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly isAuthError: boolean;
  readonly method: string | undefined;
  readonly url: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.isAuthError = init.isAuthError ?? false;
    this.method = init.method;
    this.url = init.url;
  }

  /** For logs and build output, never for shoppers: what was asked, what came back and why. */
  describe(): string {
    const request = this.method && this.url ? `${this.method} ${this.url}` : 'API request';
    const outcome = this.status > 0 ? `HTTP ${this.status} ${this.code}` : this.code;
    const reason = this.cause instanceof Error ? rootMessage(this.cause) : undefined;
    return `${request} failed: ${outcome}: ${this.message}${reason && reason !== this.message ? ` (${reason})` : ''}`;
  }
}

const rootMessage = (error: Error): string => {
  let current: unknown = error;
  const seen = new Set<unknown>();
  while (current instanceof Error && current.cause instanceof Error && !seen.has(current.cause)) {
    seen.add(current);
    current = current.cause;
  }
  return current instanceof Error ? current.message : String(current);
};

const requestOf = (error: unknown): { method?: string; url?: string } => {
  const request = (error as { request?: Request }).request;
  return request instanceof Request ? { method: request.method, url: request.url } : {};
};

/** The error envelope (contract ErrorBodySchema), read by hand so that the browser needs no schema for it. */
function errorBodyOf(data: unknown): ErrorBody | null {
  if (!data || typeof data !== 'object') return null;
  const body = data as Record<string, unknown>;
  // The server's message is its `error` field; a JSON failure from something in front of the API (a gateway,
  // another backend) may carry only that, or a `message`, and the shopper still gets its words.
  const error =
    typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : null;
  if (error === null || (body.success !== undefined && body.success !== false)) return null;
  if (body.isAuthError !== undefined && typeof body.isAuthError !== 'boolean') return null;
  return {
    success: false,
    error,
    code: typeof body.code === 'string' ? body.code : 'http_error',
    ...('details' in body ? { details: body.details } : {}),
    ...(body.isAuthError === undefined ? {} : { isAuthError: body.isAuthError }),
  };
}

/** Turns anything a request can throw into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;

  if (isHTTPError(error)) {
    const body = errorBodyOf(error.data);
    const serverMessage = body ? body.error.trim() : '';
    return new ApiError({
      status: error.response.status,
      code: body ? body.code : 'http_error',
      message: serverMessage || DEFAULT_ERROR_MESSAGE,
      details: body?.details,
      isAuthError: body?.isAuthError,
      ...requestOf(error),
      cause: error,
    });
  }

  const base = { status: 0, message: DEFAULT_ERROR_MESSAGE, ...requestOf(error), cause: error };
  if (isTimeoutError(error)) return new ApiError({ ...base, code: 'timeout' satisfies ClientErrorCode });
  if (isNetworkError(error))
    return new ApiError({ ...base, code: 'network_error' satisfies ClientErrorCode });
  if (error instanceof SchemaValidationError) {
    return new ApiError({
      ...base,
      code: 'invalid_response' satisfies ClientErrorCode,
      details: error.issues,
    });
  }
  // A 2xx body that is not JSON at all.
  if (error instanceof SyntaxError)
    return new ApiError({ ...base, code: 'invalid_response' satisfies ClientErrorCode });
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError({ ...base, code: 'aborted' satisfies ClientErrorCode });
  }
  // Runtimes whose fetch failures ky cannot recognise still surface as TypeError.
  if (error instanceof TypeError)
    return new ApiError({ ...base, code: 'network_error' satisfies ClientErrorCode });
  return new ApiError({ ...base, code: 'unknown' satisfies ClientErrorCode });
}

/**
 * What a shopper reads when a call fails: 403 and 5xx in fixed words, otherwise the server's own
 * `error`, else `fallback` ('An error occurred', or a feature's own wording such as 'Failed to add item
 * to wishlist'). Anything that is not a failed call reads the fallback.
 */
export function errorCatalogueMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  const failure = toApiError(error);
  if (failure.status === 403) return FORBIDDEN_MESSAGE;
  if (failure.status >= 500) return SERVER_ERROR_MESSAGE;
  return failure.message && failure.message !== DEFAULT_ERROR_MESSAGE ? failure.message : fallback;
}

/**
 * A form's failure: the server's message when it explained the failure, else the form's own wording
 * (`fallback`, e.g. 'Failed to send message').
 */
export function formFailureMessage(error: unknown, fallback: string): string {
  const failure = toApiError(error);
  const fromServer = failure.status > 0 && failure.message && failure.message !== DEFAULT_ERROR_MESSAGE;
  return fromServer ? failure.message : fallback;
}

/**
 * The field errors the server named in a failure's `details` (`[{ field, message }]`), keyed by field,
 * the first message of each: for showing beside a form's inputs. Read by hand, like the envelope.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const details = toApiError(error).details;
  const result: Record<string, string> = {};
  if (!Array.isArray(details)) return result;
  for (const issue of details as unknown[]) {
    const { field, message } = (issue ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string') result[field] ??= message;
  }
  return result;
}

/** Where a visitor goes whose sign-in the API no longer accepts (a 401 with `isAuthError`). */
export const AUTH_ERROR_PATH = '/login';

interface FailureReactions {
  toast(message: string): void;
  /** Drops the stored token (and user data). */
  clearAuth(): void;
  navigate(path: string): void;
}

/**
 * A failed call in the browser: a 401 with `isAuthError` clears the token and goes to /login; anything
 * else is a toast with the catalogue's wording. Returns the message shown, if any.
 */
export function reactToFailure(error: unknown, reactions: FailureReactions): string | undefined {
  const failure = toApiError(error);
  if (failure.status === 401 && failure.isAuthError) {
    reactions.clearAuth();
    reactions.navigate(AUTH_ERROR_PATH);
    return undefined;
  }
  const message = errorCatalogueMessage(failure);
  reactions.toast(message);
  return message;
}

// ─── Calls ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Responses are checked against the contract wherever the site is built or a script runs. In browser
 * bundles Vite replaces `import.meta.env` with a literal whose SSR is false, so this is a constant
 * there and the schemas are left out of the bundle: islands trust the API that the build has just
 * checked, as the product page does (decision 017), and ship no schema library for it. The condition
 * is written out in each module that names schemas on purpose: the bundler folds it only within a
 * module, and a shared exported constant puts the schemas back into every page (the size budget
 * catches that).
 */
const CHECKS_RESPONSES = typeof import.meta.env === 'undefined' || import.meta.env.SSR !== false;

type RequestMethod = 'get' | 'post' | 'put' | 'delete';
type SearchParams = Record<string, string | number | boolean | undefined>;

interface RequestOptions<T> {
  /** Checks the envelope's `data` where responses are checked (never in browser bundles). */
  schema?: z.ZodType<T> | undefined;
  /** Entries that are undefined are left out. */
  searchParams?: SearchParams;
  json?: unknown;
  /** A multipart body (an upload), or a file sent as it is (a CSV, with the Blob's type). */
  body?: FormData | Blob;
  /** Extra headers: the bearer token of signed-in calls, an Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'no-cache' revalidates with the API instead of taking the browser's cached copy. */
  cache?: RequestCache;
  /** Lets the call finish after the page is left (a beacon). */
  keepalive?: boolean;
}

/** The headers of a call made for a signed-in customer, with their access token. */
export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** What a call that succeeded answers: the envelope's `data`, and the server's `message` if any. */
interface ApiResponse<T> {
  data: T;
  message?: string | undefined;
}

interface ApiClientOptions {
  /** Up to and including /api/v1. Defaults to PUBLIC_API_URL. */
  baseUrl?: string;
  timeout?: number;
  /** How often a failed read is tried again: once, unless told otherwise. */
  retry?: number;
  fetch?: typeof globalThis.fetch;
}

const definedEntries = <T extends object>(record: T): Partial<T> =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;

/** One page of products and where it sits in the whole list. */
export type ProductList = z.output<typeof ProductListDataSchema>;

/** A page of a product's reviews with the product's average rating and review total. */
export type ReviewList = z.output<typeof ReviewListDataSchema>;

const SCHEMAS = CHECKS_RESPONSES
  ? {
      catalogueVersion: CatalogueVersionDataSchema,
      categories: CategoriesDataSchema,
      category: CategoryDataSchema,
      product: ProductDataSchema,
      productList: ProductListDataSchema,
      products: ProductsDataSchema,
      reviewList: ReviewListDataSchema,
    }
  : undefined;

/**
 * A client for one API: `request` for any call, and the catalogue reads that several parts of the
 * site share (the home page, the listings, the product pages, the 404 page's lookup, the sitemap
 * and the rebuilder).
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const http: KyInstance = ky.create({
    prefix: options.baseUrl ?? env.PUBLIC_API_URL,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    retry: { limit: options.retry ?? 1 },
    headers: { accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  /**
   * Calls `method` `path` under the base URL and answers with the envelope's `data` (checked against
   * `schema`) and `message`. Only reads are tried again: a repeated write is the caller's decision.
   * Any failure throws an ApiError.
   */
  async function request<T = unknown>(
    method: RequestMethod,
    path: string,
    options: RequestOptions<T> = {},
  ): Promise<ApiResponse<T>> {
    const { schema, searchParams, json, ...init } = options;
    try {
      const response = http(path, {
        method,
        ...definedEntries(init),
        ...(searchParams
          ? { searchParams: definedEntries(searchParams) as Record<string, string | number | boolean> }
          : {}),
        ...(json === undefined ? {} : { json }),
        ...(method === 'get' ? {} : { retry: { limit: 0 } }),
      });
      // TypeScript cannot see through the generic envelope; the schema has checked the shape at run time.
      return (await (CHECKS_RESPONSES && schema
        ? response.json(envelope(schema))
        : response.json())) as ApiResponse<T>;
    } catch (error) {
      throw toApiError(error);
    }
  }

  /**
   * GETs `path` as a file (a GST document's PDF) and answers with its body. Any failure throws an
   * ApiError.
   */
  async function file(path: string, options: { headers?: Record<string, string> } = {}): Promise<Blob> {
    try {
      return await http(path, { method: 'get', headers: { accept: '*/*', ...options.headers } }).blob();
    } catch (error) {
      throw toApiError(error);
    }
  }

  const read = async <T>(path: string, schema: z.ZodType<T> | undefined, searchParams?: SearchParams) =>
    (await request('get', path, { schema, ...(searchParams ? { searchParams } : {}) })).data;

  const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;

  return {
    request,
    file,

    /** GET /products/featured: the home page asks for 8, the API's default is 10. */
    async getFeaturedProducts(limit = 10): Promise<ProductSummary[]> {
      return (await read('/products/featured', SCHEMAS?.products, { limit })).products;
    },

    /** GET /categories/roots: the top-level categories in the API's order. */
    async getRootCategories(): Promise<Category[]> {
      return (await read('/categories/roots', SCHEMAS?.categories)).categories;
    },

    /** GET /catalogue/version: `version` changes whenever anything a page shows changes. */
    async getCatalogueVersion(): Promise<CatalogueVersion> {
      return read('/catalogue/version', SCHEMAS?.catalogueVersion);
    },

    /** GET /products: one page of a filtered, sorted listing. */
    async listProducts(params: ProductListParams = {}): Promise<ProductList> {
      return read('/products', SCHEMAS?.productList, { ...params });
    },

    /** GET /categories: every category, flat, each with its parent_id. */
    async getCategories(): Promise<Category[]> {
      return (await read('/categories', SCHEMAS?.categories)).categories;
    },

    /** GET /categories/slug/{slug}; an unknown slug fails with status 404. */
    async getCategoryBySlug(slug: string): Promise<Category> {
      return (await read(`/categories/slug/${encodeURIComponent(slug)}`, SCHEMAS?.category)).category;
    },

    /** GET /products/{id}: every field of a product; an unknown id fails with status 404. */
    async getProduct(id: string): Promise<Product> {
      return (await read(productPath(id), SCHEMAS?.product)).product;
    },

    /**
     * GET /products/slug/{slug}; an unknown slug fails with status 404. `fresh` revalidates with the
     * API instead of taking the browser's cached copy, which may be a minute old: for when price and
     * stock must be current.
     */
    async getProductBySlug(
      slug: string,
      options: { fresh?: boolean; signal?: AbortSignal } = {},
    ): Promise<Product> {
      const { data } = await request('get', `/products/slug/${encodeURIComponent(slug)}`, {
        schema: SCHEMAS?.product,
        ...(options.fresh ? { cache: 'no-cache' } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      return data.product;
    },

    /** GET /products/{id}/related: the same category first, then the nearest in price. */
    async getRelatedProducts(id: string, limit = 6): Promise<ProductSummary[]> {
      return (await read(`${productPath(id)}/related`, SCHEMAS?.products, { limit })).products;
    },

    /**
     * GET /products/{id}/reviews: one page of reviews (5 a page on the product page). `fresh`
     * revalidates with the API: the browser may hold a page from before the customer's own review
     * for a minute (decision 007).
     */
    async getProductReviews(
      id: string,
      page = 1,
      limit = 5,
      options: { fresh?: boolean } = {},
    ): Promise<ReviewList> {
      const { data } = await request('get', `${productPath(id)}/reviews`, {
        schema: SCHEMAS?.reviewList,
        searchParams: { page, limit },
        ...(options.fresh ? { cache: 'no-cache' } : {}),
      });
      return data;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api: ApiClient = createApiClient();
export const { request } = api;
export const { getFeaturedProducts, getRootCategories, getCatalogueVersion } = api;
export const { listProducts, getCategories, getCategoryBySlug } = api;
export const { getProduct, getProductBySlug, getRelatedProducts, getProductReviews } = api;
