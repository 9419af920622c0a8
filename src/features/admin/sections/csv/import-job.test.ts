import { describe, expect, it } from 'vitest';
import { canApply, jobDone, jobProgress, planSummary } from './import-job.ts';

const plan = (errors: number, errorsTruncated = false) => ({
  rows: 3,
  products: { create: 1, update: 2 },
  variants: { create: 0, update: 1 },
  errors: Array.from({ length: errors }, (_, index) => ({ row: index + 2, column: 'price', message: 'bad' })),
  errorsTruncated,
});

describe('CSV import steps', () => {
  it('applies only a clean dry run', () => {
    expect(canApply(null)).toBe(false);
    expect(canApply(plan(1))).toBe(false);
    expect(canApply(plan(0, true))).toBe(false);
    expect(canApply(plan(0))).toBe(true);
  });

  it('measures a job’s progress and knows when it is over', () => {
    expect(jobProgress({ status: 'queued', processed: 0, total: 0 })).toBe(0);
    expect(jobProgress({ status: 'running', processed: 50, total: 200 })).toBe(0.25);
    expect(jobProgress({ status: 'succeeded', processed: 0, total: 0 })).toBe(1);
    expect(jobDone({ status: 'running' })).toBe(false);
    expect(jobDone({ status: 'failed' })).toBe(true);
  });

  it('says what a plan will do', () => {
    expect(planSummary(plan(0))).toBe('3 rows: 1 new and 2 changed products, 0 new and 1 changed variants.');
  });
});
