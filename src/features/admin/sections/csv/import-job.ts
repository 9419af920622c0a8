// The steps of a CSV import and how far an import job has gone.
import type { ImportJob, ImportPlan } from '@contract/admin/catalogue.ts';

/** Apply is offered only after a dry run of this very file found no problem. */
export const canApply = (plan: ImportPlan | null): boolean =>
  !!plan && plan.errors.length === 0 && !plan.errorsTruncated;

/** A job's progress from 0 to 1 (a finished job is whole whatever its counts). */
export function jobProgress(job: Pick<ImportJob, 'status' | 'processed' | 'total'>): number {
  if (job.status === 'succeeded') return 1;
  if (job.total <= 0) return 0;
  return Math.max(0, Math.min(1, job.processed / job.total));
}

export const jobDone = (job: Pick<ImportJob, 'status'>): boolean =>
  job.status === 'succeeded' || job.status === 'failed';

/** What a plan will do, in words. */
export function planSummary(plan: ImportPlan): string {
  const part = (count: number, what: string) => `${count.toLocaleString('en-IN')} ${what}`;
  return [
    `${part(plan.rows, plan.rows === 1 ? 'row' : 'rows')}:`,
    `${part(plan.products.create, 'new')} and ${part(plan.products.update, 'changed')} products,`,
    `${part(plan.variants.create, 'new')} and ${part(plan.variants.update, 'changed')} variants.`,
  ].join(' ');
}
