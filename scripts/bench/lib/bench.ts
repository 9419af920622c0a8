// What the API benchmarks share: timing one GET through the app, in process (API and database time, no
// network), and reading percentiles off the timings.
import type { buildApp } from '../../../server/app.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

/** Runs before the timed ones, which warm caches and query plans. */
const WARM_UP_RUNS = 3;

/** The value at percentile `p` of `sorted` (ascending), nearest rank. */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The middle value of `values` (the mean of the two middle ones when their number is even). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface Timing {
  p50: number;
  p95: number;
  /** The `data` of the last answer, for the figures a benchmark prints beside the times. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each benchmark reads its own call's shape
  data: any;
}

/** Times `runs` GETs of `url` after the warm-up runs; any answer but 200 stops the benchmark. */
export async function timeGet(
  app: App,
  url: string,
  runs: number,
  headers?: Record<string, string>,
): Promise<Timing> {
  const timings: number[] = [];
  let data: unknown;
  for (let i = 0; i < runs + WARM_UP_RUNS; i++) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    if (i >= WARM_UP_RUNS) timings.push(elapsed);
    data = response.json().data;
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), data };
}
