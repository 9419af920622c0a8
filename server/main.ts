// Starts the API: configuration, database (migrated, and seeded on first run), demo media, then
// the HTTP listener. SIGINT/SIGTERM stop accepting requests, finish those in flight, and close the
// database so the embedded one is left consistent.
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { composeServices } from './compose.ts';
import { openDatabase, withoutQueryValues } from './db/client.ts';
import { DatabaseLockedError } from './db/lock.ts';
import { migrate } from './db/migrate.ts';
import { catalogue } from '../demo/catalogue.ts';
import { catalogueIsEmpty, seedCatalogue } from './db/seed/seed.ts';
import { DEMO_CUSTOMER, seedDemoCustomer } from './db/seed/demo-customer.ts';
import { deliveryIsEmpty, seedDeliveryRanges } from './db/seed/delivery.ts';
import { couponsAreEmpty, seedDemoCoupons } from './db/seed/coupons.ts';
import { DEMO_OWNER, seedDemoStaff } from './db/seed/demo-staff.ts';
import { configWarnings, loadConfig } from './env.ts';
import { prettyStream, wantsPretty } from './http/log-format.ts';
import { catalogueMediaComplete, ensureCatalogueMediaApart } from './media/generate.ts';
import {
  demoCustomerDisabledMessage,
  demoOwnerDisabledMessage,
  disableDemoAccounts,
} from './modules/staff/index.ts';
import type { RunningOutbox } from './outbox/index.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(wantsPretty(config.LOG_FORMAT) ? { stream: prettyStream() } : {}),
  };

  const pgliteDir = resolve(config.DATA_DIR, 'pglite');
  const database = await openDatabase(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { dataDir: pgliteDir, pgliteSharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB },
  );
  const services = composeServices({ database, config });
  const app = await buildApp({ database, config, logger, services });
  const log = app.log;
  for (const warning of configWarnings(config)) log.warn(warning);
  log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? pgliteDir : undefined },
    'database open',
  );

  let outbox: RunningOutbox | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await outbox?.stop();
      await database.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    // Migrations and first-run seeding, one replica at a time: replicas started together on a fresh
    // database would otherwise race to create the same tables and seed the same rows (decision 140).
    await database.exclusively('aangan:startup', async () => {
      const started = Date.now();
      await migrate(database);
      log.info({ ms: Date.now() - started }, 'migrations applied');
      if (config.SEED_ON_START && (await catalogueIsEmpty(database))) {
        const seedStarted = Date.now();
        const result = await seedCatalogue(database);
        log.info({ ...result, ms: Date.now() - seedStarted }, 'demo catalogue seeded');
      }
      // The demo's delivery areas, on the first start only: ranges staff removed stay removed.
      if (config.SEED_ON_START && (await deliveryIsEmpty(database))) {
        const added = await seedDeliveryRanges(database);
        log.info({ ranges: added }, 'demo delivery areas seeded');
      }
      // The demo's coupon codes, likewise on the first start only (decision 202).
      if (config.SEED_ON_START && (await couponsAreEmpty(database))) {
        const added = await seedDemoCoupons(database);
        log.info({ coupons: added }, 'demo coupon codes seeded');
      }
      // Identity and accounts: the documented demo customer exists only with the embedded provider.
      if (config.SEED_DEMO_CUSTOMER && services.identity.embedded) {
        const result = await seedDemoCustomer(database, services.identity.settings.issuer);
        if (result.accountCreated || result.customerCreated)
          log.info({ email: DEMO_CUSTOMER.email, ...result }, 'demo customer seeded');
      }
      // The back office's demo owner, likewise (decision 052).
      if (config.SEED_DEMO_STAFF && services.identity.embedded) {
        const result = await seedDemoStaff(database, services.identity.settings.issuer);
        if (result.accountCreated || result.staffCreated)
          log.info({ email: DEMO_OWNER.email, ...result }, 'demo owner seeded');
      }
      // Outside development, a demo account nobody asked for is disabled (decision 146).
      if (config.NODE_ENV !== 'development' && services.identity.embedded) {
        const disabled = await disableDemoAccounts({
          database,
          identity: services.identity.embedded,
          owner: !config.SEED_DEMO_STAFF,
          customer: !config.SEED_DEMO_CUSTOMER,
        });
        if (disabled.owner) log.warn(demoOwnerDisabledMessage(config.NODE_ENV));
        if (disabled.customer) log.warn(demoCustomerDisabledMessage(config.NODE_ENV));
      }
    });
    if (config.GENERATE_MEDIA) {
      if (await catalogueMediaComplete(services.media, catalogue)) {
        log.info('catalogue media ready (all present)');
      } else {
        // In a child process, so that the memory rendering takes is given back (decision 133).
        const result = await ensureCatalogueMediaApart((msg) => log.info(msg));
        log.info(result, 'catalogue media ready');
      }
    }
    await app.listen({ host: config.HOST, port: config.PORT });
    outbox = await services.outbox.start(log);
  } catch (error) {
    log.error({ err: error }, 'start failed');
    await database.close().catch(() => {});
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseLockedError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    // A failed statement's message may carry its values (server/http/logging.ts).
    console.error('Cannot start:', error instanceof Error ? withoutQueryValues(error.message) : error);
  }
  process.exit(1);
});
