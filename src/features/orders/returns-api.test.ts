import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../../lib/api.ts';
import { createReturnsApi } from './returns-api.ts';

type Handler = (req: IncomingMessage, body: Buffer, res: ServerResponse) => void;
let server: Server;
let baseUrl: string;
let handler: Handler;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handler(req, Buffer.concat(chunks), res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const returns = () => createReturnsApi(createApiClient({ baseUrl, retry: 0 }));
const orderId = '0b1c2d3e-4f50-4617-8899-aabbccddeeff';
const returnId = '11111111-2222-4333-8444-555555555555';

describe('the returns calls', () => {
  it("opens an order's returns with the link's token, or the customer's sign-in", async () => {
    const seen: { url?: string; authorization?: string }[] = [];
    handler = (req, _body, res) => {
      seen.push({ url: req.url, authorization: req.headers.authorization });
      json(res, 200, { success: true, data: { lines: [], returns: [], reasons: [] } });
    };
    await returns().list(orderId, { token: 'abc' });
    await returns().list(orderId, { bearer: 'signed-in' });
    expect(seen).toEqual([
      { url: `/api/v1/orders/${orderId}/returns?token=abc`, authorization: undefined },
      { url: `/api/v1/orders/${orderId}/returns`, authorization: 'Bearer signed-in' },
    ]);
  });

  it("sends the request as JSON and ends a refusal in the server's words", async () => {
    let body: unknown;
    handler = (_req, raw, res) => {
      body = JSON.parse(raw.toString());
      json(res, 422, {
        success: false,
        error: 'The return window for this piece closed on 2026-12-05.',
        code: 'unprocessable',
      });
    };
    const request = {
      kind: 'return' as const,
      lines: [{ lineId: returnId, quantity: 1 }],
      reason: 'damaged' as const,
    };
    const failure = await returns()
      .ask(orderId, request, { token: 'abc' })
      .catch((error: unknown) => error);
    expect(body).toEqual(request);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(422);
    expect((failure as ApiError).message).toBe('The return window for this piece closed on 2026-12-05.');
  });

  it('sends a photo as multipart in the field "image"', async () => {
    let seen: { url?: string; type?: string; body?: string } = {};
    handler = (req, raw, res) => {
      seen = { url: req.url, type: req.headers['content-type'], body: raw.toString('latin1') };
      json(res, 201, { success: true, data: { id: returnId, photos: [] } });
    };
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'leg.jpg', { type: 'image/jpeg' });
    const answer = await returns().addPhoto(orderId, returnId, photo, { token: 'abc' });
    expect(answer.id).toBe(returnId);
    expect(seen.url).toBe(`/api/v1/orders/${orderId}/returns/${returnId}/photos?token=abc`);
    expect(seen.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.body).toContain('Content-Disposition: form-data; name="image"; filename="leg.jpg"');
    expect(seen.body).toContain('Content-Type: image/jpeg');
  });
});
