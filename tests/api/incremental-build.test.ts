// Incremental site builds (decision 100), end to end on the demo catalogue: real `astro build`s
// through the rebuilder against the API. After one product's price changes, and separately after one
// of a product's reviews is hidden, the next build renders again exactly the pages that show it: they
// differ and show the change, and every other file is byte for byte the previous build's. The
// incremental build is also byte for byte a full build of the same catalogue, its
// Content-Security-Policies included, and the restored pages are not rewritten for their policy. Later
// builds write into an earlier build's folder (decision 131): they too are byte for byte a full build,
// a product taken off sale included.
//
// The build reads the catalogue through HTTP whatever database serves it, and the build index's
// queries are tested on both databases (build-index.api.test.ts), so this runs on the embedded one.
import { readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRebuilder, type RebuilderEvent } from '../../scripts/site/rebuilder.ts';
import { scratchDir } from '../../scripts/lib/product.ts';
import { createTestApp } from '../support/api.ts';
import { apiCaughtUp } from '../support/catalogue-cache.ts';

const root = resolve(import.meta.dirname, '..', '..');
const BUILD_TIMEOUT = 600_000;

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let apiUrl: string;
let work: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
  work = await scratchDir('incremental-build');
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** Every file of a build, by its path in the site, with its bytes. */
async function siteFiles(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), await readFile(path));
  }
  return files;
}

/** Builds the site now (incrementally unless told not to) and answers with its files and log. */
async function build(site: string, incremental = true) {
  const events: RebuilderEvent[] = [];
  const rebuilder = createRebuilder({
    root,
    siteDir: join(work, site),
    apiUrl,
    incremental,
    settleSeconds: 0.01,
    log: (event) => events.push(event),
  });
  const outcome = await rebuilder.check({ force: true });
  await rebuilder.stop();
  const done = events.find((event) => event.event === 'build_succeeded');
  const failed = events.find((event) => event.event === 'build_failed');
  expect(outcome, failed?.event === 'build_failed' ? failed.tail.join('\n') : '').toBe('built');
  if (done?.event !== 'build_succeeded') throw new Error('no build');
  const dir = join(work, site, 'builds', done.id);
  const log = await readFile(`${dir}.log`, 'utf8');
  const reused = events.find((event) => event.event === 'folder_reused');
  return {
    id: done.id,
    files: await siteFiles(dir),
    log,
    reusedFrom: reused?.event === 'folder_reused' ? reused.from : null,
  };
}

/** Every page of a build carries its policy (the policy pass goes by Astro's list of what it wrote). */
const everyPageHasPolicy = (files: Map<string, Buffer>) =>
  [...files]
    .filter(([path]) => path.endsWith('.html'))
    .filter(([, bytes]) => !bytes.includes('http-equiv="content-security-policy"'))
    .map(([path]) => path);

const pageOf = (slug: string) => join('products', slug, 'index.html');
/** The site's files that mention a product's page (its own page, and the cards of it elsewhere). */
const showing = (files: Map<string, Buffer>, slug: string) =>
  [...files]
    .filter(([path, bytes]) => path === pageOf(slug) || bytes.includes(`href="/products/${slug}"`))
    .map(([path]) => path);
const differing = (before: Map<string, Buffer>, after: Map<string, Buffer>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter(
    (path) => !before.get(path)?.equals(after.get(path) ?? Buffer.alloc(0)),
  );
/** "Content-Security-Policy written into 3 pages, 201 restored with theirs". */
const policyCounts = (log: string) => {
  const match = /Content-Security-Policy written into (\d+) pages, (\d+) restored/.exec(log);
  return { written: Number(match?.[1]), restored: Number(match?.[2]) };
};
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

describe.skipIf(process.env.TEST_DB === 'postgres')('incremental site builds', () => {
  it(
    'render again exactly the pages that show a changed price or review, and match a full build',
    async () => {
      const first = await build('site');
      const pages = [...first.files.keys()].filter((path) => path.endsWith('.html')).length;
      expect(policyCounts(first.log)).toEqual({ written: pages, restored: 0 });

      // A product that other pages show as a related product, with no discount: its price is shown.
      const [product] = (await t.database.execute(
        `SELECT id, slug, price FROM products WHERE status = 'published' AND discount_price IS NULL
         ORDER BY slug LIMIT 1`,
      )) as { id: string; slug: string; price: number }[];
      const newPrice = product!.price + 1111;
      await t.database.execute('UPDATE products SET price = $2 WHERE id = $1', [product!.id, newPrice]);
      await apiCaughtUp(t);

      const second = await build('site');
      const expected = new Set([
        ...showing(first.files, product!.slug),
        ...showing(second.files, product!.slug),
        'sitemap.xml',
      ]);
      const changed = differing(first.files, second.files);
      expect(changed).toContain(pageOf(product!.slug));
      expect(changed.length).toBeGreaterThan(2);
      expect(changed.filter((path) => !expected.has(path))).toEqual([]);
      expect(second.files.get(pageOf(product!.slug))!.toString()).toContain(rupees(newPrice));
      for (const path of changed.filter((path) => path.startsWith('products/')))
        expect(second.files.get(path)!.toString(), path).toContain(rupees(newPrice));
      // Most pages were restored with their policy, and only the rendered ones were written.
      const counts = policyCounts(second.log);
      expect(counts.written).toBeLessThan(pages / 2);
      expect(counts.written + counts.restored).toBe(pages);

      // A full build of the same catalogue, from nothing, is the same site byte for byte.
      const full = await build('full', false);
      expect(differing(full.files, second.files)).toEqual([]);

      // A review hidden by moderation (one on its product's first page, with words of its own): its
      // product's page and the cards that show its rating.
      const [review] = (await t.database.execute(
        `SELECT r.id, r.comment, p.slug FROM reviews r JOIN products p ON p.id = r.product_id
         WHERE r.hidden_at IS NULL AND p.status = 'published'
           AND NOT EXISTS (SELECT 1 FROM reviews o WHERE o.comment = r.comment AND o.id <> r.id)
           AND r.id IN (SELECT id FROM reviews WHERE product_id = r.product_id AND hidden_at IS NULL
                        ORDER BY created_at DESC, id DESC LIMIT 5)
         ORDER BY r.created_at DESC, r.id DESC LIMIT 1`,
      )) as { id: string; comment: string; slug: string }[];
      await t.database.execute('UPDATE reviews SET hidden_at = now() WHERE id = $1', [review!.id]);
      await apiCaughtUp(t);

      const third = await build('site');
      const reviewed = differing(second.files, third.files);
      const shown = new Set([...showing(second.files, review!.slug), 'sitemap.xml']);
      expect(reviewed).toContain(pageOf(review!.slug));
      expect(reviewed.filter((path) => !shown.has(path))).toEqual([]);
      expect(second.files.get(pageOf(review!.slug))!.toString()).toContain(review!.comment);
      expect(third.files.get(pageOf(review!.slug))!.toString()).not.toContain(review!.comment);
      expect(policyCounts(third.log).written).toBeLessThan(pages / 2);
      // The third build wrote into the first one's folder (decision 131), which held the first price.
      expect(second.reusedFrom).toBeNull();
      expect(third.reusedFrom).toBe(first.id);
      expect(third.files.get(pageOf(product!.slug))!.toString()).toContain(rupees(newPrice));
      expect(everyPageHasPolicy(third.files)).toEqual([]);

      // A product taken off sale: its page is gone from the next build (in the second one's folder),
      // which is again a full build's byte for byte.
      const [gone] = (await t.database.execute(
        `SELECT id, slug FROM products WHERE status = 'published' AND id <> $1 ORDER BY slug DESC LIMIT 1`,
        [product!.id],
      )) as { id: string; slug: string }[];
      await t.database.execute(`UPDATE products SET status = 'archived' WHERE id = $1`, [gone!.id]);
      await apiCaughtUp(t);
      const fourth = await build('site');
      expect(fourth.reusedFrom).toBe(second.id);
      expect(third.files.has(pageOf(gone!.slug))).toBe(true);
      expect(fourth.files.has(pageOf(gone!.slug))).toBe(false);
      // The live build and the one before it stay, each with its log and its record; nothing else.
      expect((await readdir(join(work, 'site', 'builds'))).sort()).toEqual(
        [third.id, fourth.id].flatMap((id) => [id, `${id}.log`, `${id}.pages.json`]).sort(),
      );
      const fullAgain = await build('full', false);
      expect(differing(fullAgain.files, fourth.files)).toEqual([]);
      expect(everyPageHasPolicy(fourth.files)).toEqual([]);
    },
    BUILD_TIMEOUT,
  );
});
