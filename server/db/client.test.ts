// Each engine's driver is loaded only when that engine is opened (decision 118), and PGlite takes the
// page cache it is given. Run in a fresh process whose module resolutions are recorded, since this test
// runner has long loaded both drivers itself.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const PROBE = `
import { registerHooks } from 'node:module';
const loaded = new Set();
registerHooks({
  resolve(specifier, context, next) {
    const result = next(specifier, context);
    if (result.url.includes('/node_modules/@electric-sql/pglite/')) loaded.add('pglite');
    if (result.url.includes('/node_modules/postgres/')) loaded.add('postgres');
    return result;
  },
});
const { openDatabase } = await import('./server/db/client.ts');
const afterImport = [...loaded];
const database = await openDatabase({ pgliteSharedBuffersMb: 16 });
const [row] = await database.execute('SHOW shared_buffers');
await database.close();
console.log(JSON.stringify({ afterImport, afterOpen: [...loaded], sharedBuffers: row.shared_buffers }));
`;

describe('openDatabase', () => {
  it('loads no driver on import, only PGlite when PGlite is opened, with the page cache asked for', () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE], {
      encoding: 'utf8',
      // Creating an in-memory PGlite runs initdb: seconds, or minutes on a crowded machine.
      timeout: 300_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1)!);
    expect(result).toEqual({ afterImport: [], afterOpen: ['pglite'], sharedBuffers: '16MB' });
  }, 300_000);
});
