// Production installs keep their data away from the code (/var/lib/…, a mounted volume). The whole
// product, started with DATA_DIR in a temporary folder outside the checkout, must build the site and
// serve a product page: each build runs in a working folder under DATA_DIR (decision 012), and what
// Astro writes there must still find the project's packages.
//
// It starts the real product (the API on its embedded database, the rebuilder, the site server), which
// does not depend on the test database, so it runs once: in the PGlite project.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductSummarySchema } from '../../contract/catalogue.ts';
import { projectRoot, startProduct, type RunningProduct } from '../../scripts/lib/product.ts';
import { preparePgliteDataFolder } from '../support/test-db.ts';

const runs = process.env.TEST_DB !== 'postgres';

let dataDir: string;
let product: RunningProduct | undefined;

beforeAll(async () => {
  if (!runs) return;
  dataDir = await mkdtemp(join(tmpdir(), 'aangan-data-'));
  // An empty embedded cluster, as PGlite's initdb leaves it: the API migrates and seeds it as on a
  // first start (decision 189).
  await preparePgliteDataFolder(dataDir);
  product = await startProduct({
    dataDir,
    logFile: join(dataDir, 'product.log'),
    rebuildIntervalSeconds: 600,
    startTimeoutMs: 280_000,
  });
}, 300_000);

afterAll(async () => {
  await product?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe.runIf(runs)('DATA_DIR outside the checkout', () => {
  it('is really outside the project folder', () => {
    expect(relative(projectRoot, dataDir)).toMatch(/^\.\./);
  });

  it('builds the site there and serves a product page', async () => {
    const listing = (await (await fetch(`${product!.apiUrl}/products?limit=1`)).json()) as {
      data: { products: unknown[] };
    };
    const first = ProductSummarySchema.parse(listing.data.products[0]);
    const page = await fetch(`${product!.siteUrl}/products/${encodeURIComponent(first.slug)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(first.name.replace(/&/g, '&amp;'));
    // The build's working folder is gone; only the live build (and its log) remain.
    const builds = await readdir(join(dataDir, 'site', 'builds'));
    expect(builds.filter((entry) => entry.endsWith('.work'))).toEqual([]);
  });
});
