// axe-core for the journeys: WCAG 2.2 A and AA unless told otherwise, run in the page itself. axe's default
// also opens a blank page for every audit to merge what each frame found, which took a third of the
// audit; the storefront and the back office have one frame of their own, and the contact page's map is
// another site's frame (offline here), audited on the page that holds it (decision 188).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export function axe(page: Page, tags: string[] = WCAG_TAGS): AxeBuilder {
  return new AxeBuilder({ page }).withTags(tags).setLegacyMode(true);
}

/** The serious and critical violations on the page (or inside `include`), each as "rule: its targets". */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = axe(page);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Expects no serious or critical violation on `screen` once nothing on it says "Loading…". */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  await expect(page.getByText('Loading…')).toHaveCount(0);
  expect(await seriousViolations(page), screen).toEqual([]);
}
