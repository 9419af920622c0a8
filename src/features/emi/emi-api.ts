// GET /emi/plans on the site's API client, for the cart in the browser (decision 203). The build reads
// the plans through emi-plans.server.ts.
import type { EmiPlan } from '@contract/emi.ts';
import { request } from '../../lib/api.ts';

/** Given up soon: the cart is whole without its EMI line. */
const TIMEOUT_MS = 10_000;

/** The plans, unchecked: browser bundles carry no response schemas. */
export async function fetchEmiPlans(): Promise<EmiPlan[]> {
  const answer = await request<{ plans: EmiPlan[] }>('get', '/emi/plans', {
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return answer.data.plans;
}
