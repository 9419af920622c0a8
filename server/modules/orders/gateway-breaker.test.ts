import { describe, expect, it } from 'vitest';
import { createGatewayBreaker } from './gateway-breaker.ts';

describe('stepping back from a failing gateway', () => {
  const clock = () => {
    let now = 0;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('stops offering online payment after three failures running, for the pause, then offers it again', () => {
    const time = clock();
    const breaker = createGatewayBreaker({ failures: 3, pauseMs: 60_000, now: time.now });
    breaker.failed();
    breaker.failed();
    expect(breaker.offers()).toBe(true);
    breaker.failed();
    expect(breaker.offers()).toBe(false);
    time.advance(59_999);
    expect(breaker.offers()).toBe(false);
    time.advance(1);
    expect(breaker.offers()).toBe(true);
  });

  it('steps back again at the first failure after a pause, and forgets the failures after a success', () => {
    const time = clock();
    const breaker = createGatewayBreaker({ failures: 3, pauseMs: 1000, now: time.now });
    for (let i = 0; i < 3; i++) breaker.failed();
    time.advance(1000);
    breaker.failed();
    expect(breaker.offers()).toBe(false);
    time.advance(1000);
    breaker.succeeded();
    breaker.failed();
    breaker.failed();
    expect(breaker.offers()).toBe(true);
  });
});
