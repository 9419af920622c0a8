// Seeds the configured database (DATABASE_URL, or the embedded one under DATA_DIR) with the demo
// catalogue and renders its images. Idempotent: run it again to restore the demo data.
//   npm run seed
//   npm run seed -- --large 100000     also add a synthetic catalogue of that many products
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { catalogue } from '../../demo/catalogue.ts';
import { seedDeliveryRanges } from '../../server/db/seed/delivery.ts';
import { seedDemoCoupons } from '../../server/db/seed/coupons.ts';
import { seedCatalogue } from '../../server/db/seed/seed.ts';
import { seedSyntheticCatalogue } from '../../server/db/seed/synthetic.ts';
import { loadConfig } from '../../server/env.ts';
import { ensureCatalogueMedia } from '../../server/media/generate.ts';
import { mediaStorageFor } from '../../server/media/storage-from-config.ts';

const { values } = parseArgs({
  options: { large: { type: 'string' }, 'no-media': { type: 'boolean', default: false } },
});
const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { databaseUrl: config.DATABASE_URL }
    : { dataDir: resolve(config.DATA_DIR, 'pglite') },
);
try {
  await migrate(database);
  let started = Date.now();
  const result = await seedCatalogue(database, catalogue);
  console.log(
    `Seeded ${result.categories} categories, ${result.products} products, ${result.reviews} reviews in ${Date.now() - started} ms`,
  );
  const ranges = await seedDeliveryRanges(database);
  console.log(`Delivery areas: ${ranges} ranges added (those already there kept as they are)`);
  const coupons = await seedDemoCoupons(database);
  console.log(`Coupon codes: ${coupons} added (those already there kept as they are)`);
  if (values.large) {
    const count = Number(values.large);
    if (!Number.isInteger(count) || count < 1) throw new Error('--large must be a positive whole number');
    started = Date.now();
    await seedSyntheticCatalogue(database, count);
    console.log(`Added ${count.toLocaleString('en-IN')} synthetic products in ${Date.now() - started} ms`);
  }
  if (!values['no-media']) {
    const media = await ensureCatalogueMedia(mediaStorageFor(config), catalogue);
    console.log(`Media: ${media.written} written, ${media.skipped} already there, ${media.ms} ms`);
  }
} finally {
  await database.close();
}
