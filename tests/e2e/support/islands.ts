// Islands that hydrate on intent (`client:intent`, decision 101): the listings, the category browser
// and the lead forms load React when the visitor is about to use them. A journey that needs the island
// working shows that intent as a visitor would, by moving the focus into its first field, and waits
// until the island has hydrated.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The island rendering the component `name` (ProductListing, ConsultationBooking…). */
export const islandOf = (page: Page, name: string): Locator =>
  page.locator(`astro-island[component-url*="${name}"]`);

/** Moves the focus into the island's first field and waits until it has hydrated. */
export async function hydrate(page: Page, name: string): Promise<Locator> {
  const island = islandOf(page, name);
  await island.locator('input, select, textarea').first().focus();
  await expect(island).not.toHaveAttribute('ssr');
  return island;
}
