// axe-core for the journeys: WCAG 2.2 A and AA unless told otherwise, run in the page itself. axe's default
// also opens a blank page for every audit to merge what each frame found, which took a third of the
// audit; the storefront and the back office have one frame of their own, and the contact page's map is
// another site's frame (offline here), audited on the page that holds it (decision 188).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export function axe(page: Page, tags: string[] = WCAG_TAGS): AxeBuilder {
  return new AxeBuilder({ page }).withTags(tags).setLegacyMode(true);
}
