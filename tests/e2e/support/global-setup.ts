// Starts the product once for the whole run and stops it afterwards, pass or fail (the function it
// returns is Playwright's global teardown). Workers find it through the E2E_* variables set here.
//
// Database: by default the product runs on a fresh database in a throwaway PostgreSQL cluster, not on
// the embedded PGlite one a first `npm start` uses. PGlite allows one process at a time and the running
// API holds it, so only PostgreSQL lets a journey change the catalogue underneath the running product
// (the rebuild journey does). The API code is the same on both engines, and its tests run on both.
// Without PostgreSQL binaries the run falls back to PGlite and the journeys that write are skipped;
// REQUIRE_POSTGRES=1 (set in CI) turns that into a failure. E2E_DATABASE=pglite picks PGlite on purpose.
//
// Media: GENERATE_MEDIA is off unless E2E_GENERATE_MEDIA=1. Rendering the catalogue's images turns a
// start of about 10 s into one of one to two minutes on two cores, and no journey looks at the pixels:
// the product and category images then fail to load (their /media URLs answer 404), nothing else changes.
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import postgres from 'postgres';
import { startPostgresCluster, type PostgresCluster } from '../../../scripts/lib/postgres-cluster.ts';
import { projectRoot, scratchDir, startProduct, type RunningProduct } from '../../../scripts/lib/product.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../../support/fake-razorpay.ts';

/** Seconds between catalogue checks: short, so the rebuild journey waits seconds, not minutes. */
export const E2E_REBUILD_INTERVAL_SECONDS = 3;

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = performance.now();
  const workDir = await scratchDir('e2e');
  let cluster: PostgresCluster | undefined;
  let database: { url: string; drop(): Promise<void> } | undefined;
  let product: RunningProduct | undefined;
  let gateway: FakeRazorpay | undefined;

  const teardown = async () => {
    try {
      await product?.stop();
      await gateway?.close();
      // The log outlives the temporary folder, next to the test results (and CI artifacts).
      if (product) {
        const results = join(projectRoot, 'test-results');
        await mkdir(results, { recursive: true });
        await copyFile(product.logFile, join(results, 'product.log'));
      }
      await database?.drop();
      await cluster?.stop();
    } finally {
      if (process.env.E2E_KEEP === '1') console.log(`[e2e] kept ${workDir} (E2E_KEEP=1)`);
      else await rm(workDir, { recursive: true, force: true });
    }
  };

  try {
    const wanted = process.env.E2E_DATABASE ?? 'postgres';
    if (wanted !== 'postgres' && wanted !== 'pglite') {
      throw new Error(`E2E_DATABASE must be 'postgres' or 'pglite', not '${wanted}'.`);
    }
    if (wanted === 'postgres') {
      try {
        cluster = await startPostgresCluster();
        database = await createDatabase(cluster.url);
      } catch (error) {
        if (process.env.REQUIRE_POSTGRES === '1' || process.env.E2E_DATABASE === 'postgres') throw error;
        console.warn(
          `[e2e] PostgreSQL unavailable, so the product runs on PGlite and journeys that change the catalogue ` +
            `are skipped. Set REQUIRE_POSTGRES=1 to make this a failure.\n${(error as Error).message}`,
        );
        await cluster?.stop();
        cluster = undefined;
      }
    }

    // Online payment goes to a stand-in for Razorpay (decision 125), as the API tests do. Its refunds are
    // processed a moment after they are asked for, and reported by webhook, as Razorpay's are.
    gateway = await startFakeRazorpay({ settleRefundsAfterMs: 1500 });
    const dataDir = join(workDir, 'data');
    product = await startProduct({
      env: {
        ...gateway.env,
        PUBLIC_PAYMENT_ORIGINS: gateway.url,
        // Journeys place orders from one address; the default limit (10 a minute) is for the public.
        ORDERS_RATE_LIMIT_PER_MINUTE: '500',
      },
      dataDir,
      logFile: join(workDir, 'product.log'),
      databaseUrl: database?.url,
      generateMedia: process.env.E2E_GENERATE_MEDIA === '1',
      rebuildIntervalSeconds: E2E_REBUILD_INTERVAL_SECONDS,
      echo: process.env.E2E_VERBOSE === '1',
    });

    gateway.webhookUrl = `${product.apiUrl}/payments/razorpay/webhook`;
    process.env.E2E_GATEWAY_URL = gateway.url;
    process.env.E2E_SITE_URL = product.siteUrl;
    process.env.E2E_API_URL = product.apiUrl;
    process.env.E2E_DATA_DIR = product.dataDir;
    process.env.E2E_LOG_FILE = product.logFile;
    process.env.E2E_DATABASE_URL = database?.url ?? '';
    process.env.E2E_REBUILD_INTERVAL_SECONDS = String(E2E_REBUILD_INTERVAL_SECONDS);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `[e2e] product up in ${seconds} s on ${database ? 'PostgreSQL' : 'PGlite'}: site ${product.siteUrl}, ` +
        `API ${product.apiUrl}, log ${product.logFile}`,
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** A database of its own, so a cluster handed in through TEST_DATABASE_URL keeps its other data. */
async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await sql.unsafe(statement);
    } finally {
      await sql.end({ timeout: 5 });
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    // FORCE ends connections the API left open if it had to be killed.
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}
