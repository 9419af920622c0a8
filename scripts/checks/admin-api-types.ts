// Writes the back office's API types (src/features/admin/api/openapi.d.ts) from the OpenAPI document the
// API publishes: the /admin operations, by their path under /api/v1 ('/admin/orders/{id}'), with every
// request and response schema. The admin's one client (src/features/admin/api/client.ts) is typed by it,
// so a change to a server schema is a type error in the admin; a test fails while the file is stale.
//
//   npm run openapi:types
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';

export const ADMIN_API_TYPES = 'src/features/admin/api/openapi.d.ts';
export const ADMIN_API_TYPES_COMMAND = 'npm run openapi:types';

const API_PREFIX = '/api/v1';

interface Document {
  paths: Record<string, unknown>;
  [key: string]: unknown;
}

/** The document's /admin operations, their paths as the admin's client names them (under /api/v1). */
export function adminDocument(document: Document): Document {
  const paths = Object.fromEntries(
    Object.entries(document.paths)
      .filter(([path]) => path.startsWith(`${API_PREFIX}/admin/`) || path === `${API_PREFIX}/admin`)
      .map(([path, item]) => [path.slice(API_PREFIX.length), item]),
  );
  return { ...document, paths };
}

/** The text of the types file for `document`. */
export async function adminApiTypes(document: Document): Promise<string> {
  const types = astToString(await openapiTS(adminDocument(document) as never));
  return [
    "// Generated from the API's OpenAPI document: do not edit by hand.",
    `// After changing an /admin route or its schemas, run \`${ADMIN_API_TYPES_COMMAND}\`.`,
    '',
    types.trimEnd(),
    '',
  ].join('\n');
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '../..');
  const folder = await mkdtemp(join(tmpdir(), 'admin-api-types-'));
  try {
    const documentFile = join(folder, 'openapi.json');
    await promisify(execFile)(process.execPath, [join(root, 'scripts/checks/openapi.ts'), documentFile], {
      cwd: root,
    });
    const document = JSON.parse(await readFile(documentFile, 'utf8')) as Document;
    await writeFile(join(root, ADMIN_API_TYPES), await adminApiTypes(document));
    console.log(`Admin API types written to ${ADMIN_API_TYPES}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
