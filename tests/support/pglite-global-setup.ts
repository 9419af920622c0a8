// Global setup of the `api-pglite` test project: one migrated and seeded PGlite database for the whole run,
// dumped to a file that each test file's database starts from (see template-db.ts and test-db.ts).
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from './template-db.ts';

let removeTemplate: (() => Promise<void>) | undefined;

export async function setup(project: TestProject): Promise<void> {
  const template = await writePgliteTemplate();
  removeTemplate = template.remove;
  project.provide('pgliteTemplateFile', template.file);
}

export async function teardown(): Promise<void> {
  await removeTemplate?.();
  removeTemplate = undefined;
}
