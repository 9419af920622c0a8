// axe-core over every public route (scripts/lib/routes.ts) against WCAG 2.2 A and AA. Serious and
// critical violations fail the test; every violation, whatever its impact, is printed with its rule,
// the elements it was found on and what to do about it.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { axe } from './support/axe.ts';
import { apiData, expect, featuredProducts, test } from './support/fixtures.ts';
import { allRoutes, type PublicRoute } from '../../scripts/lib/routes.ts';

// Pages are audited as drawn at rest: the chat button's tooltip fades in three seconds after the load,
// and axe measuring its contrast halfway through the fade found a colour the tooltip never settles on.
// With reduced motion asked for, the page's animations are off (the site honours the setting) and the
// tooltip appears in its final colours.
test.use({ reducedMotion: 'reduce' });

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Serious violations already reported to whoever owns the markup. They are printed but do not fail
 * the page, and an entry that no longer occurs fails it, so the list only shrinks: delete the entry
 * with the fix. `path: '*'` is markup every page shares (header, footer); `minWidth` limits an entry to
 * viewports at least that wide.
 */
const KNOWN_VIOLATIONS: { path: string; rule: string; minWidth?: number; where: string }[] = [];

type AxeResults = Awaited<ReturnType<ReturnType<typeof axe>['analyze']>>;

async function concretePath(route: PublicRoute, request: APIRequestContext, apiUrl: string): Promise<string> {
  if (!route.path.includes('{slug}')) return route.path;
  let slug: string | undefined;
  if (route.path.startsWith('/products/')) {
    slug = (await featuredProducts(request, apiUrl))[0]?.slug;
  } else {
    slug = (await apiData<{ categories: { slug: string }[] }>(request, apiUrl, '/categories/roots'))
      .categories[0]?.slug;
  }
  if (!slug) throw new Error(`The catalogue has nothing to fill in ${route.path} with.`);
  return route.path.replace('{slug}', encodeURIComponent(slug));
}

type Violation = AxeResults['violations'][number];

function summarise(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `      at ${node.target.join(' ')}\n         ${node.failureSummary?.split('\n').slice(1, 3).join('; ').trim() ?? ''}`,
        )
        .join('\n');
      const more =
        violation.nodes.length > 5 ? `\n      ... and ${violation.nodes.length - 5} more elements` : '';
      return `  [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n      ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');
}

async function audit(page: Page, testInfo: TestInfo, path: string): Promise<void> {
  // Islands hydrate after load, and client-only pages render nothing until they have.
  await page.waitForLoadState('networkidle');
  const results = await axe(page).analyze();
  await testInfo.attach('axe-results.json', {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });

  const width = page.viewportSize()?.width ?? 0;
  const known = KNOWN_VIOLATIONS.filter(
    (entry) => (entry.path === '*' || entry.path === path) && width >= (entry.minWidth ?? 0),
  );
  const isKnown = (violation: Violation) => known.some((entry) => entry.rule === violation.id);
  const reported = results.violations.filter((violation) => !isKnown(violation));
  const lines = [
    ...(reported.length > 0 ? [summarise(reported)] : []),
    ...known
      .filter((entry) => results.violations.some((violation) => violation.id === entry.rule))
      .map((entry) => `  [known, not failing] ${entry.rule}: ${entry.where}`),
  ];
  if (lines.length > 0) console.log(`axe on ${path} (${width} px):\n${lines.join('\n')}`);
  for (const entry of known) {
    testInfo.annotations.push({ type: 'known violation', description: `${entry.rule}: ${entry.where}` });
  }

  const failing = reported.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  expect(
    failing.map((violation) => `${violation.impact} ${violation.id} (${violation.nodes.length}x)`),
    summarise(failing),
  ).toEqual([]);
  const fixed = known.filter((entry) => !results.violations.some((violation) => violation.id === entry.rule));
  expect(
    fixed.map((entry) => entry.rule),
    'Fixed, so delete these from KNOWN_VIOLATIONS in tests/e2e/a11y.spec.ts',
  ).toEqual([]);
}

for (const route of allRoutes) {
  test(`${route.name} ${route.path} meets WCAG 2.2 AA`, async ({ page, request, product }, testInfo) => {
    const path = await concretePath(route, request, product.apiUrl);
    const response = await page.goto(path);
    const expected = route.status ?? 200;
    if (route.pending) {
      test.fixme(response?.status() !== expected, `${path} answers ${response?.status()}: ${route.pending}`);
      testInfo.annotations.push({
        type: 'built',
        description: `${route.path} is built now: delete its "pending" in scripts/lib/routes.ts`,
      });
    } else {
      expect(response?.status(), `${path} should answer ${expected}`).toBe(expected);
    }
    await audit(page, testInfo, path);
  });
}

test(
  'home page with the menu open at 375 px meets WCAG 2.2 AA',
  { tag: '@mobile-only' },
  async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).tap();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await audit(page, testInfo, '/');
  },
);
