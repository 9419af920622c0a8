import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { DEFAULT_RETURN_POLICY, loadReturnPolicy, returnPolicySections } from './returns-policy.server.ts';

const answering = (outcome: () => Promise<{ data: unknown }>) => ({
  request: (() => outcome()) as never,
});
const failing = (status: number) =>
  answering(() => Promise.reject(new ApiError({ status, code: 'x', message: `HTTP ${status}` })));

describe("the Returns page's data", () => {
  it("reads the API's policy, and the shop's 7 days when the API has no such call", async () => {
    const policy = { shopDays: 10, categories: [], exceptions: [] };
    expect(await loadReturnPolicy(answering(() => Promise.resolve({ data: policy })))).toEqual(policy);
    for (const status of [404, 405, 501])
      expect(await loadReturnPolicy(failing(status))).toEqual(DEFAULT_RETURN_POLICY);
    expect(DEFAULT_RETURN_POLICY.shopDays).toBe(7);
  });

  it('stops the build when the API fails otherwise', async () => {
    await expect(loadReturnPolicy(failing(503))).rejects.toThrow('HTTP 503');
    await expect(loadReturnPolicy(failing(0))).rejects.toThrow('HTTP 0');
  });

  it("lists each category's window and the products that differ from their category's", () => {
    const sections = returnPolicySections({
      shopDays: 7,
      categories: [
        { name: 'Sofas', slug: 'sofas', days: 7, policy: '7-day returns from delivery' },
        { name: 'Kitchens & Wardrobes', slug: 'kitchens', days: 0, policy: 'Not returnable' },
        { name: 'Lighting', slug: 'lighting', days: 14, policy: '14-day returns from delivery' },
      ],
      exceptions: [{ name: 'Custom sofa', slug: 'custom sofa', days: 0, policy: 'Not returnable' }],
    });
    expect(sections).toEqual({
      shopDays: 7,
      shopPolicy: '7-day returns from delivery',
      categories: [
        { name: 'Sofas', href: '/categories/sofas', policy: '7-day returns from delivery' },
        { name: 'Kitchens & Wardrobes', href: '/categories/kitchens', policy: 'Not returnable' },
        { name: 'Lighting', href: '/categories/lighting', policy: '14-day returns from delivery' },
      ],
      exceptions: [{ name: 'Custom sofa', href: '/products/custom%20sofa', policy: 'Not returnable' }],
    });
  });
});
