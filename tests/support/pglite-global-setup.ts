// Global setup of the `api-pglite` and `process` test projects: PGlite data directories made once for the
// whole run, which test files copy instead of running PGlite's initdb, migrating and seeding each time
// (see template-db.ts and test-db.ts). The process project's tests start the API or a script on an empty
// data folder and only need the pristine cluster.
import type { TestProject } from 'vitest/node';
import { writePgliteTemplates } from './template-db.ts';

const removers: (() => Promise<void>)[] = [];

export async function setup(project: TestProject): Promise<void> {
  const templates = await writePgliteTemplates({ seeded: project.name === 'api-pglite' });
  removers.push(templates.remove);
  project.provide('pglitePristineDir', templates.pristineDir);
  if (templates.seededDir) project.provide('pgliteSeededDir', templates.seededDir);
}

export async function teardown(): Promise<void> {
  for (const remove of removers.splice(0)) await remove();
}
