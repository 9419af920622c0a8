// What the Returns page states (decision 197), read from the API when the site is built: the shop's
// window, each category's, and the products whose window differs from their category's. An API without
// the call (a business's own API from before returns) leaves the page with the shop's default of 7 days
// and no list; any other failure stops the build, as every page's data does.
import { ReturnPolicySchema, type ReturnPolicy } from '@contract/returns.ts';
import { returnPolicyText, SHOP_RETURN_DAYS } from '@contract/return-rules.ts';
import { api, toApiError, type ApiClient } from '../../lib/api.ts';

/** The answers of an API that has no GET /returns/policy. */
const MISSING_CALL: readonly number[] = [404, 405, 501];

export const DEFAULT_RETURN_POLICY: ReturnPolicy = {
  shopDays: SHOP_RETURN_DAYS,
  categories: [],
  exceptions: [],
};

export async function loadReturnPolicy(client: Pick<ApiClient, 'request'> = api): Promise<ReturnPolicy> {
  try {
    return (await client.request('get', '/returns/policy', { schema: ReturnPolicySchema })).data;
  } catch (error) {
    if (MISSING_CALL.includes(toApiError(error).status)) return DEFAULT_RETURN_POLICY;
    throw error;
  }
}

export interface PolicyEntry {
  name: string;
  href: string;
  /** "14-day returns from delivery", "Not returnable". */
  policy: string;
}

/** The page's lists: each category's window, and the products whose window differs from their category's. */
export function returnPolicySections(policy: ReturnPolicy): {
  shopDays: number;
  shopPolicy: string;
  categories: PolicyEntry[];
  exceptions: PolicyEntry[];
} {
  const entry = (base: string) => (item: ReturnPolicy['categories'][number]) => ({
    name: item.name,
    href: `${base}/${encodeURIComponent(item.slug)}`,
    policy: returnPolicyText(item.days),
  });
  return {
    shopDays: policy.shopDays,
    shopPolicy: returnPolicyText(policy.shopDays),
    categories: policy.categories.map(entry('/categories')),
    exceptions: policy.exceptions.map(entry('/products')),
  };
}
