// Browser journeys against the real product: global setup starts `scripts/site/start.ts` (API, built site,
// rebuilder) once per run, and every test visits the built site. How to add a journey: see the top of
// tests/e2e/support/fixtures.ts.
//
// Chromium is the system's, not a download by `playwright install`, so the run needs no network beyond
// the package mirrors: Debian's `chromium-headless-shell` when it is installed, else its `chromium`
// (CHROMIUM_PATH picks another). The headless shell is the build Playwright's own downloads run headless
// journeys in; the full browser in its new headless mode took twice as long for the same journeys
// (decision 188).
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const ci = !!process.env.CI;
const chromium =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ||
  '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  outputDir: './test-results',
  // The product under test shares the machine: two workers keep a two-core runner busy without
  // starving the API and the site server.
  workers: 2,
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // On CI's two cores the product, two browsers and the restart journey's own product share the machine:
  // a provider page or a redirect then takes longer than 5 s to draw now and then. The journeys check
  // what a person sees, not how fast; speed has its budgets in the benchmark scripts. So on CI a journey
  // has 45 s (three times that when marked slow) and an expectation 10 s.
  timeout: ci ? 45_000 : 30_000,
  expect: { timeout: ci ? 10_000 : 5_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    // Set by global setup before the workers start; workers read this file again and see it.
    baseURL: process.env.E2E_SITE_URL,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: [/@mobile-only/, /@writes-catalogue/],
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      grepInvert: /@writes-catalogue/,
      use: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
    {
      // Journeys that change the catalogue trigger rebuilds, so they wait for every other journey and
      // run one at a time. Playwright skips them when an earlier project failed.
      name: 'writes-catalogue',
      grep: /@writes-catalogue/,
      dependencies: ['desktop', 'mobile'],
      workers: 1,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
});
