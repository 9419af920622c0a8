// The site's one client for the interior-design API (spec section 7). Pages use it at build time and
// islands use it in the browser. Every failure leaves it as an ApiError, so callers handle one type.
// Every response the build, the scripts and the tests read is checked against the shared contract;
// browser bundles leave the schemas out and read what the checked API sends (decision 017).
import ky, { isHTTPError, isNetworkError, isTimeoutError, SchemaValidationError, type KyInstance } from 'ky';
import type { z } from 'zod';
import {
  CatalogueVersionDataSchema,
  CategoriesDataSchema,
  CategoryDataSchema,
  CategoryTreeDataSchema,
  envelope,
  PriceDataSchema,
  ProductFiltersDataSchema,
  ProductDataSchema,
  ProductListDataSchema,
  ProductsDataSchema,
  ReviewListDataSchema,
  StockDataSchema,
  type CatalogueVersion,
  type ErrorBody,
  type Category,
  type CategoryNode,
  type Product,
  type ProductFilters,
  type ProductSummary,
  type StockData,
} from '../../contract/catalogue.ts';
import type { ProductListParams } from '../../contract/catalogue-requests.ts';
import { env } from './env.ts';

export type { ProductListParams };

/** Spec section 8: the message for any failure the server did not explain. */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred';
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Codes the client itself assigns. Failures that carry the server's error envelope keep the
 * server's own `code` (for the reference API: not_found, bad_request, forbidden, ...).
 */
export type ClientErrorCode =
  'network_error' | 'timeout' | 'http_error' | 'invalid_response' | 'aborted' | 'unknown';

export interface ApiErrorInit {
  /** HTTP status, or 0 when no response arrived. */
  status: number;
  code: string;
  /** Fit to show a shopper: the server's `error` field, else the spec's default message. */
  message: string;
  details?: unknown;
  isAuthError?: boolean;
  method?: string;
  url?: string;
  cause?: unknown;
}

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
export function errorBodyOf(data: unknown): ErrorBody | null {
  if (!data || typeof data !== 'object') return null;
  const body = data as Record<string, unknown>;
  if (body.success !== false || typeof body.error !== 'string' || typeof body.code !== 'string') return null;
  if (body.isAuthError !== undefined && typeof body.isAuthError !== 'boolean') return null;
  return {
    success: false,
    error: body.error,
    code: body.code,
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
 * The shopper-facing text of spec section 8 for a failed call. Callers that have their own
 * wording for a failure (consultation, contact) use that instead of the default.
 */
export function errorCatalogueMessage(error: ApiError): string {
  if (error.status === 403) return "You don't have permission to perform this action";
  if (error.status >= 500) return 'Server error. Please try again later.';
  return error.message || DEFAULT_ERROR_MESSAGE;
}

/** Where spec section 8 sends a visitor whose sign-in the API no longer accepts. */
export const AUTH_ERROR_PATH = '/login';

export interface FailureReactions {
  toast(message: string): void;
  /** Drops the stored token (and user data). */
  clearAuth(): void;
  navigate(path: string): void;
}

/**
 * Spec section 8 for a failed call in the browser: a 401 with `isAuthError` clears the token and goes
 * to /login; anything else is a toast with the catalogue's wording. Returns the message shown, if any.
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

export interface ApiClientOptions {
  /** Up to and including /api/v1. Defaults to PUBLIC_API_URL. */
  baseUrl?: string;
  timeout?: number;
  /** Spec section 7: one retry for reads. */
  retry?: number;
  fetch?: typeof globalThis.fetch;
}

type SearchParams = Record<string, string | number | boolean | undefined>;

/** One page of products and where it sits in the whole list. */
export type ProductList = z.output<typeof ProductListDataSchema>;

/** A page of a product's reviews with the product's average rating and review total. */
export type ReviewList = z.output<typeof ReviewListDataSchema>;

/** What a quantity of a product (or one of its variants) costs the shopper. */
export type PriceQuote = z.output<typeof PriceDataSchema>;

/**
 * Responses are checked against the contract wherever the site is built or a script runs. In browser
 * bundles Vite replaces `import.meta.env` with a literal whose SSR is false, so this is a constant
 * there and the schemas below are left out of the bundle: islands trust the API that the build has
 * just checked, as the product page does (decision 017), and ship no schema library for it.
 */
const CHECKS_RESPONSES = typeof import.meta.env === 'undefined' || import.meta.env.SSR !== false;

const SCHEMAS = CHECKS_RESPONSES
  ? {
      catalogueVersion: CatalogueVersionDataSchema,
      categories: CategoriesDataSchema,
      category: CategoryDataSchema,
      categoryTree: CategoryTreeDataSchema,
      price: PriceDataSchema,
      productFilters: ProductFiltersDataSchema,
      product: ProductDataSchema,
      productList: ProductListDataSchema,
      products: ProductsDataSchema,
      reviewList: ReviewListDataSchema,
      stock: StockDataSchema,
    }
  : undefined;

export function createApiClient(options: ApiClientOptions = {}) {
  const http: KyInstance = ky.create({
    prefix: options.baseUrl ?? env.PUBLIC_API_URL,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    retry: { limit: options.retry ?? 1 },
    headers: { accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  /** GET a path under the base URL and return its `data`, checked against `schema`. */
  async function get<T extends z.ZodType>(
    path: string,
    schema: T | undefined,
    searchParams?: SearchParams,
  ): Promise<z.output<T>> {
    try {
      const defined = searchParams
        ? Object.fromEntries(Object.entries(searchParams).filter(([, value]) => value !== undefined))
        : undefined;
      const response = http.get(
        path,
        defined ? { searchParams: defined as Record<string, string | number | boolean> } : {},
      );
      // TypeScript cannot see through the generic envelope; the schema has checked the shape at run time.
      const body = (await (CHECKS_RESPONSES && schema
        ? response.json(envelope(schema))
        : response.json())) as {
        data: z.output<T>;
      };
      return body.data;
    } catch (error) {
      throw toApiError(error);
    }
  }

  /**
   * POST `json` to a path under the base URL and return the envelope's `data` (checked against
   * `schema`) and `message`. Never retried: a repeated submission is the caller's decision.
   */
  async function post<T extends z.ZodType>(
    path: string,
    schema: T,
    json: unknown,
    headers?: Record<string, string>,
  ): Promise<{ data: z.output<T>; message?: string | undefined }> {
    try {
      const response = http.post(path, { json, retry: { limit: 0 }, ...(headers ? { headers } : {}) });
      return (await (CHECKS_RESPONSES ? response.json(envelope(schema)) : response.json())) as {
        data: z.output<T>;
        message?: string;
      };
    } catch (error) {
      throw toApiError(error);
    }
  }

  /**
   * Any method, with a JSON or multipart body and extra headers (the bearer token of signed-in calls);
   * returns the envelope's `data`, checked against `schema`, and `message`. Only GET is retried.
   */
  async function send<T extends z.ZodType>(
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    schema: T | undefined,
    options: { json?: unknown; body?: FormData; headers?: Record<string, string> } = {},
  ): Promise<{ data: z.output<T>; message?: string | undefined }> {
    try {
      const response = http(path, {
        method,
        ...(options.json === undefined ? {} : { json: options.json }),
        ...(options.body ? { body: options.body } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        ...(method === 'get' ? {} : { retry: { limit: 0 } }),
      });
      return (await (CHECKS_RESPONSES && schema ? response.json(envelope(schema)) : response.json())) as {
        data: z.output<T>;
        message?: string;
      };
    } catch (error) {
      throw toApiError(error);
    }
  }

  return {
    get,
    post,
    send,

    /** GET /products/featured: the home page asks for 8, the API's default is 10. */
    async getFeaturedProducts(limit = 10): Promise<ProductSummary[]> {
      return (await get('/products/featured', SCHEMAS?.products, { limit })).products;
    },

    /** GET /categories/roots: the top-level categories in the API's order. */
    async getRootCategories(): Promise<Category[]> {
      return (await get('/categories/roots', SCHEMAS?.categories)).categories;
    },

    /** GET /catalogue/version: `version` changes whenever anything a page shows changes. */
    async getCatalogueVersion(): Promise<CatalogueVersion> {
      return get('/catalogue/version', SCHEMAS?.catalogueVersion);
    },

    /** GET /products: one page of a filtered, sorted listing. */
    async listProducts(params: ProductListParams = {}): Promise<ProductList> {
      return get('/products', SCHEMAS?.productList, { ...params });
    },

    /** GET /categories: every category, flat, each with its parent_id. */
    async getCategories(): Promise<Category[]> {
      return (await get('/categories', SCHEMAS?.categories)).categories;
    },

    /** GET /categories?tree=true: the root categories with their descendants nested. */
    async getCategoryTree(): Promise<CategoryNode[]> {
      return (await get('/categories', SCHEMAS?.categoryTree, { tree: true })).categories;
    },

    /** GET /categories/slug/{slug}; an unknown slug fails with status 404. */
    async getCategoryBySlug(slug: string): Promise<Category> {
      return (await get(`/categories/slug/${encodeURIComponent(slug)}`, SCHEMAS?.category)).category;
    },

    /** GET /products/filters: the categories, price range and facets of the products, optionally of one category. */
    async getProductFilters(category?: string): Promise<ProductFilters> {
      return get('/products/filters', SCHEMAS?.productFilters, { category });
    },

    /** GET /products/{id}: every field of the spec's Product entity; an unknown id fails with status 404. */
    async getProduct(id: string): Promise<Product> {
      return (await get(`/products/${encodeURIComponent(id)}`, SCHEMAS?.product)).product;
    },

    /** GET /products/slug/{slug}; an unknown slug fails with status 404. */
    async getProductBySlug(slug: string): Promise<Product> {
      return (await get(`/products/slug/${encodeURIComponent(slug)}`, SCHEMAS?.product)).product;
    },

    /** GET /products/{id}/related: the same category first, then the nearest in price. */
    async getRelatedProducts(id: string, limit = 6): Promise<ProductSummary[]> {
      return (await get(`/products/${encodeURIComponent(id)}/related`, SCHEMAS?.products, { limit }))
        .products;
    },

    /** GET /products/{id}/reviews: spec section 9 pages reviews 5 at a time. */
    async getProductReviews(id: string, page = 1, limit = 5): Promise<ReviewList> {
      return get(`/products/${encodeURIComponent(id)}/reviews`, SCHEMAS?.reviewList, { page, limit });
    },

    /** GET /products/{id}/stock: a variant can be bought only when the product itself can. */
    async getProductStock(id: string, variantId?: string): Promise<StockData> {
      return get(`/products/${encodeURIComponent(id)}/stock`, SCHEMAS?.stock, { variantId });
    },

    /** GET /products/{id}/price: the unit price and total the shopper pays. */
    async getProductPrice(
      id: string,
      options: { variantId?: string; quantity?: number } = {},
    ): Promise<PriceQuote> {
      return get(`/products/${encodeURIComponent(id)}/price`, SCHEMAS?.price, options);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api: ApiClient = createApiClient();
export const { getFeaturedProducts, getRootCategories, getCatalogueVersion } = api;
export const { listProducts, getCategories, getCategoryTree, getCategoryBySlug, getProductFilters } = api;
export const {
  getProduct,
  getProductBySlug,
  getRelatedProducts,
  getProductReviews,
  getProductStock,
  getProductPrice,
} = api;
