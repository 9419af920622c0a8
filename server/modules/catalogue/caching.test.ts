// A kept answer owns its bytes: a view into a shared slab would keep the whole slab alive.
import { describe, expect, it } from 'vitest';
import { ownBytes } from './caching.ts';

describe('ownBytes', () => {
  it('copies a short answer into memory of its own, byte for byte', () => {
    const text = '{"success":true,"data":{"name":"Teak Bench – ₹12,499"}}';
    const pooled = Buffer.from(text);
    // The premise: Node serves a short string from a larger shared slab.
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    const own = ownBytes(text);
    expect(own.buffer.byteLength).toBe(own.length);
    expect(own.toString('utf8')).toBe(text);
  });

  it('copies a buffer that is a view into a larger one', () => {
    const slab = Buffer.from('xx{"ok":true}yy');
    const view = slab.subarray(2, 13);
    const own = ownBytes(view);
    expect(own.buffer.byteLength).toBe(own.length);
    expect(own.toString()).toBe('{"ok":true}');
    slab.fill(0);
    expect(own.toString()).toBe('{"ok":true}');
  });
});
