// Adds a member of staff to the configured database (DATABASE_URL, or the embedded one under DATA_DIR),
// or gives a member another role (decision 052). With the embedded provider the address gets an account
// when it has none, and the script prints a one-time link to choose its password (also e-mailed, through
// the outbox, when the API runs); `--password` sets one instead, for scripted installs.
//   npm run staff:add -- --email owner@shop.in --role owner [--first-name Anita] [--last-name Desai]
//   npm run staff:add -- --email owner@shop.in --role owner --password '…'
// With the embedded PGlite database the API must be stopped first: only one process may open it.
import { resolve } from 'node:path';
import { DatabaseLockedError } from '../../server/db/lock.ts';
import { STAFF_INVITATION_TTL_SECONDS } from '../../server/modules/identity/index.ts';
import { readArguments, USAGE, UsageError } from './staff-add-arguments.ts';

async function main(): Promise<void> {
  const input = readArguments(process.argv.slice(2));
  // The API's modules load once the arguments are known to be good, so a mistake is answered at once.
  const [{ composeServices }, { openDatabase }, { migrate }, { loadConfig }] = await Promise.all([
    import('../../server/compose.ts'),
    import('../../server/db/client.ts'),
    import('../../server/db/migrate.ts'),
    import('../../server/env.ts'),
  ]);
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL }
      : { dataDir: resolve(config.DATA_DIR, 'pglite') },
  );
  try {
    await migrate(database);
    const services = composeServices({ database, config });
    const added = await services.staff.members.add(
      null,
      { email: input.email, role: input.role, first_name: input.first_name, last_name: input.last_name },
      { update: true, ...(input.password === undefined ? {} : { password: input.password }) },
    );
    const who = `${added.member.email} (${added.member.first_name} ${added.member.last_name})`.replace(
      ' )',
      ')',
    );
    const what = {
      created: `Added ${who} as ${added.member.role}.`,
      restored: `${who} is staff again, as ${added.member.role}.`,
      updated: `${who} is now ${added.member.role}.`,
      unchanged: `${who} is already ${added.member.role}; nothing changed.`,
    }[added.outcome];
    console.log(what);
    const embedded = services.identity.embedded;
    if (!embedded) {
      console.log(
        `Sign-in is at ${config.OIDC_ISSUER}: give this person the back office's client and the admin scope there (docs/identity.md).`,
      );
    } else if (input.password !== undefined) {
      console.log('Their password is set; they can sign in to the back office now.');
    } else if (added.passwordLink) {
      if (!added.accountCreated)
        console.log(
          'The address already had an account: its old password no longer works, and its sign-ins ended.',
        );
      console.log(
        `Open this one-time link within ${STAFF_INVITATION_TTL_SECONDS / 86_400} days to choose a password (the API's outbox also e-mails it to them):\n  ${added.passwordLink}`,
      );
    } else {
      console.log('Their account and password stay as they are.');
    }
    const backOffice = embedded?.settings.adminPostLogoutRedirectUris[0];
    if (backOffice) console.log(`The back office: ${backOffice}`);
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${USAGE}`);
  } else if (error instanceof DatabaseLockedError) {
    console.error(`Cannot open the database: ${error.message}`);
  } else {
    const { withoutQueryValues } = await import('../../server/db/client.ts');
    console.error(`Could not add the member of staff: ${withoutQueryValues((error as Error).message)}`);
  }
  process.exit(1);
}
