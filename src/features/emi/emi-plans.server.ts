// The EMI plans the build renders the product pages with (decision 203): read and checked once per build,
// and a digest of them that joins each product page's cacheKey, so that a change of plans renders every
// product page again while an unchanged build restores them.
import { EmiPlansDataSchema, type EmiPlan } from '@contract/emi.ts';
import { api, type ApiClient } from '../../lib/api.ts';
import { dataDigest } from '../../lib/build-data.ts';

let buildPlans: Promise<EmiPlan[]> | null = null;

/** GET /emi/plans, once per build. */
export function loadEmiPlans(client: Pick<ApiClient, 'request'> = api): Promise<EmiPlan[]> {
  buildPlans ??= client
    .request('get', '/emi/plans', { schema: EmiPlansDataSchema })
    .then(({ data }) => data.plans)
    .catch((error: unknown) => {
      // A failed read is not remembered: the build's retry asks again.
      buildPlans = null;
      throw error;
    });
  return buildPlans;
}

/** A short digest of the plans, for the pages' cacheKeys. */
export async function emiPlansKey(plans: readonly EmiPlan[]): Promise<string> {
  return (await dataDigest(plans)).slice(0, 16);
}

/** Pages whose cacheKey also covers the plans: a change of plans renders them again. */
export async function withEmiPlansKey<T extends { cacheKey: string }>(
  paths: readonly T[],
  plans: readonly EmiPlan[],
): Promise<T[]> {
  const key = await emiPlansKey(plans);
  return paths.map((path) => ({ ...path, cacheKey: `${path.cacheKey}.emi-${key}` }));
}
