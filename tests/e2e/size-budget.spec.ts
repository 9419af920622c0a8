// The JavaScript budget (scripts/checks/size-budget.ts) on the very build the journeys test, so the check
// costs no build of its own.
import { realpath } from 'node:fs/promises';
import { checkBuild } from '../../scripts/checks/size-budget.ts';
import { liveBuildDir } from '../../scripts/lib/product.ts';
import { expect, test } from './support/fixtures.ts';

test('every page stays within its JavaScript budget', async ({ product }, testInfo) => {
  // Resolved once: the rebuilder may swap `current` while the files are read.
  const buildDir = await realpath(liveBuildDir(product.dataDir));
  const { table, over, adminLeaks, adminMarkerSeen } = await checkBuild(buildDir);
  console.log(`JavaScript per page (gzip):\n${table}`);
  await testInfo.attach('size-budget.txt', { body: table, contentType: 'text/plain' });
  expect(
    over.map((row) => row.label),
    table,
  ).toEqual([]);
  expect(adminLeaks, 'storefront pages that load the back office').toEqual([]);
  expect(adminMarkerSeen, 'the back office shell loads its own code').toBe(true);
});
