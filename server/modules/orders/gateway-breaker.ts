// Stepping back from a failing gateway (decision 165): after `failures` failures running to open a
// payment, online payment is not offered for `pauseMs`, so shoppers choose cash on delivery instead of
// placing orders that fail. After the pause it is offered again; the next failure steps back at once,
// and a success forgets the failures. Each API process keeps its own count.

export interface GatewayBreaker {
  /** Whether online payment is offered now. */
  offers(): boolean;
  failed(): void;
  succeeded(): void;
}

export function createGatewayBreaker(settings: {
  failures: number;
  pauseMs: number;
  now?: () => number;
}): GatewayBreaker {
  const now = settings.now ?? Date.now;
  let failures = 0;
  let pausedUntil = 0;
  return {
    offers: () => now() >= pausedUntil,
    failed() {
      failures++;
      if (failures >= settings.failures) pausedUntil = now() + settings.pauseMs;
    },
    succeeded() {
      failures = 0;
      pausedUntil = 0;
    },
  };
}
