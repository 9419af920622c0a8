import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  DEFAULT_ERROR_MESSAGE,
  errorCatalogueMessage,
  toApiError,
} from './api.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let requests: string[];

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const category = {
  id: 'c1',
  name: 'Living Room',
  slug: 'living-room',
  description: null,
  image_url: null,
  parent_id: null,
  product_count: 12,
  is_featured: true,
  sort_order: 1,
};

const product = {
  id: 'p1',
  name: 'Jaali Teak Sofa',
  slug: 'jaali-teak-sofa',
  sku: 'SOF-001',
  price: 125000,
  compare_price: null,
  discount_price: 109999,
  image_url: 'http://localhost:4000/media/products/jaali-teak-sofa/1.webp',
  thumbnail_url: null,
  category: { id: 'c1', name: 'Living Room', slug: 'living-room' },
  brand: null,
  stock_status: 'in_stock',
  room_type: null,
  material: null,
  color: null,
  style: null,
  rating: 4.6,
  review_count: 18,
  is_featured: true,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  handler = (_req, res) => json(res, 500, {});
});

const client = (options: Parameters<typeof createApiClient>[0] = {}) =>
  createApiClient({ baseUrl, retry: 0, ...options });

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('reads', () => {
  it('asks the documented paths and returns the checked data', async () => {
    handler = (req, res) => {
      if (req.url?.startsWith('/api/v1/products/featured'))
        return json(res, 200, { success: true, data: { products: [product] } });
      if (req.url === '/api/v1/categories/roots')
        return json(res, 200, { success: true, data: { categories: [category] } });
      if (req.url === '/api/v1/catalogue/version') {
        return json(res, 200, {
          success: true,
          data: { version: 'abc123', updatedAt: '2026-11-22T10:00:00.000Z', products: 48, categories: 12 },
        });
      }
      json(res, 404, { success: false, error: 'Not found', code: 'not_found' });
    };
    const api = client();
    expect(await api.getFeaturedProducts(8)).toEqual([product]);
    expect(await api.getRootCategories()).toEqual([category]);
    expect((await api.getCatalogueVersion()).version).toBe('abc123');
    expect(requests).toEqual([
      '/api/v1/products/featured?limit=8',
      '/api/v1/categories/roots',
      '/api/v1/catalogue/version',
    ]);
  });

  it('retries a failed read once by default', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      if (calls === 1) return json(res, 503, { success: false, error: 'Starting up', code: 'unavailable' });
      json(res, 200, { success: true, data: { categories: [] } });
    };
    expect(await createApiClient({ baseUrl }).getRootCategories()).toEqual([]);
    expect(calls).toBe(2);
  });
});

describe('error mapping', () => {
  it("keeps the server's error message and code", async () => {
    handler = (_req, res) =>
      json(res, 404, {
        success: false,
        error: 'Category not found',
        code: 'not_found',
        details: { slug: 'x' },
      });
    const error = await failure(client().getRootCategories());
    expect(error).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Category not found',
      details: { slug: 'x' },
      isAuthError: false,
      method: 'GET',
    });
    expect(error.url).toBe(`${baseUrl}/categories/roots`);
  });

  it('carries the auth flag for the 401 redirect rule', async () => {
    handler = (_req, res) =>
      json(res, 401, { success: false, error: 'Session expired', code: 'unauthorized', isAuthError: true });
    const error = await failure(client().getRootCategories());
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', isAuthError: true });
  });

  it("falls back to 'An error occurred' when the body is not the error envelope", async () => {
    handler = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    };
    const error = await failure(client().getRootCategories());
    expect(error).toMatchObject({ status: 502, code: 'http_error', message: DEFAULT_ERROR_MESSAGE });

    handler = (_req, res) => json(res, 422, { success: false, error: '   ', code: 'unprocessable' });
    expect((await failure(client().getRootCategories())).message).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('takes the message of a JSON failure that is not the full envelope, as a 500 from another server sends it', async () => {
    handler = (_req, res) => json(res, 500, { error: 'Bookings are paused for an hour' });
    expect(await failure(client().getRootCategories())).toMatchObject({
      status: 500,
      code: 'http_error',
      message: 'Bookings are paused for an hour',
    });
    handler = (_req, res) => json(res, 503, { message: 'Down for maintenance' });
    expect((await failure(client().getRootCategories())).message).toBe('Down for maintenance');
    handler = (_req, res) => json(res, 500, { success: true, error: 'not a failure body' });
    expect((await failure(client().getRootCategories())).message).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('maps a refused connection to network_error with status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const error = await failure(
      createApiClient({ baseUrl: `http://127.0.0.1:${port}/api/v1`, retry: 0 }).getRootCategories(),
    );
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: DEFAULT_ERROR_MESSAGE });
    expect(error.describe()).toContain(
      `GET http://127.0.0.1:${port}/api/v1/categories/roots failed: network_error`,
    );
  });

  it('maps a slow answer to timeout', async () => {
    handler = (_req, res) => {
      setTimeout(() => json(res, 200, { success: true, data: { categories: [] } }), 500);
    };
    const error = await failure(client({ timeout: 50 }).getRootCategories());
    expect(error).toMatchObject({ status: 0, code: 'timeout', message: DEFAULT_ERROR_MESSAGE });
  });

  it('rejects a 2xx answer that breaks the contract', async () => {
    handler = (_req, res) => json(res, 200, { success: true, data: { categories: [{ id: 1 }] } });
    const error = await failure(client().getRootCategories());
    expect(error).toMatchObject({ code: 'invalid_response', message: DEFAULT_ERROR_MESSAGE });
    expect(Array.isArray(error.details)).toBe(true);

    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{not json');
    };
    expect((await failure(client().getRootCategories())).code).toBe('invalid_response');
  });

  it('works with a stubbed fetch too', async () => {
    const stub: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const error = await failure(
      createApiClient({ baseUrl: 'http://api.invalid/api/v1', retry: 0, fetch: stub }).getRootCategories(),
    );
    expect(error.code).toBe('network_error');
  });

  it('leaves an ApiError as it is', () => {
    const original = new ApiError({ status: 400, code: 'bad_request', message: 'limit must be a number' });
    expect(toApiError(original)).toBe(original);
  });
});

describe('errorCatalogueMessage', () => {
  const error = (status: number, message = 'Something specific') =>
    new ApiError({ status, code: 'x', message });

  it('uses the catalogue wording for 403 and 5xx, the server message otherwise', () => {
    expect(errorCatalogueMessage(error(403))).toBe("You don't have permission to perform this action");
    expect(errorCatalogueMessage(error(500))).toBe('Server error. Please try again later.');
    expect(errorCatalogueMessage(error(503))).toBe('Server error. Please try again later.');
    expect(errorCatalogueMessage(error(404, 'Product not found'))).toBe('Product not found');
    expect(errorCatalogueMessage(error(0, DEFAULT_ERROR_MESSAGE))).toBe(DEFAULT_ERROR_MESSAGE);
  });
});
