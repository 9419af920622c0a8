import { describe, expect, it } from 'vitest';
import { readableMessage, wantsPretty } from './log-format.ts';
import { requestIdOf } from './request-id.ts';

describe('log format', () => {
  it('is readable at a terminal unless JSON is asked for, and JSON elsewhere unless readable is', () => {
    expect(wantsPretty('auto', true)).toBe(true);
    expect(wantsPretty('auto', false)).toBe(false);
    expect(wantsPretty('json', true)).toBe(false);
    expect(wantsPretty('pretty', false)).toBe(true);
  });

  it('writes a request as one short line, and other lines as their message', () => {
    expect(
      readableMessage(
        {
          msg: 'request completed',
          req: { method: 'GET', url: '/api/v1/products?page=…' },
          res: { statusCode: 200 },
          responseTime: 3.14159,
        },
        'msg',
      ),
    ).toBe('GET /api/v1/products?page=… 200 3.1 ms');
    expect(readableMessage({ msg: 'migrations applied', ms: 12 }, 'msg')).toBe('migrations applied');
  });
});

describe('request ids', () => {
  it("keeps a caller's plain id and makes a new one for anything else", () => {
    expect(requestIdOf({ headers: { 'x-request-id': 'abc-12345678' } })).toBe('abc-12345678');
    for (const given of [undefined, 'short', 'x'.repeat(65), 'has space 12345', 'new\nline12345', ['a', 'b']])
      expect(requestIdOf({ headers: { 'x-request-id': given as string } })).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
  });
});
