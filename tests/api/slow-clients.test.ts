// A client that sends its request a byte at a time is cut off (decision 152): a body by the deadline its
// size gives it (408, connection closed), any request by HTTP_REQUEST_TIMEOUT_SECONDS, and headers by
// HTTP_HEADERS_TIMEOUT_SECONDS. Over a real socket, with timeouts of a few seconds.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_TOO_SLOW_MESSAGE } from '../../server/http/timeouts.ts';
import { createTestApp } from '../support/api.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
let t: App;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    HTTP_HEADERS_TIMEOUT_SECONDS: '2',
    HTTP_BODY_TIMEOUT_SECONDS: '1',
    HTTP_BODY_MIN_KB_PER_SECOND: '1',
    HTTP_REQUEST_TIMEOUT_SECONDS: '4',
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Sends `head` at once, then `trickled` one byte every 200 ms; what came back, and when it closed. */
function trickle(head: string, trickled: string, giveUpMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number | undefined }>((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const drip = setInterval(() => {
      if (sent < trickled.length) socket.write(trickled[sent++]!);
    }, 200);
    const finish = (closedAfterMs: number | undefined) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closedAfterMs });
    };
    const giveUp = setTimeout(() => finish(undefined), giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => finish(performance.now() - started));
    socket.write(head);
  });
}

const lead = JSON.stringify({
  firstName: 'Vikram',
  lastName: 'Menon',
  email: 'v@example.in',
  message: 'Hello',
});
const post = (contentLength: number) =>
  `POST /api/v1/contact/submit HTTP/1.1\r\nHost: api.test\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${contentLength}\r\n\r\n`;

describe('a client that sends a byte at a time', () => {
  it('gets a 408 and a closed connection once its body is late for its size', async () => {
    // 1 s, plus 100 bytes at 1 kB/s.
    const { answer, closedAfterMs } = await trickle(post(100), lead.padEnd(100), 5_000);
    expect(closedAfterMs).toBeGreaterThan(1_000);
    expect(closedAfterMs).toBeLessThan(2_500);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer.toLowerCase()).toContain('\r\nconnection: close\r\n');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      error: BODY_TOO_SLOW_MESSAGE,
      code: 'request_timeout',
    });
  });

  it('is cut off at the request timeout when its body may take longer', async () => {
    // 90 kB at 1 kB/s would be 1 + 88 s: the 4 s request timeout comes first.
    const { answer, closedAfterMs } = await trickle(post(90_000), lead, 8_000);
    expect(closedAfterMs).toBeGreaterThan(4_000);
    expect(closedAfterMs).toBeLessThan(6_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('is cut off when its headers take longer than the headers timeout', async () => {
    const { closedAfterMs } = await trickle('', post(lead.length), 5_000);
    expect(closedAfterMs).toBeGreaterThan(2_000);
    expect(closedAfterMs).toBeLessThan(3_500);
  });
});
