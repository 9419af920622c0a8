// The rebuilder (scripts/site/rebuilder.ts) against the real API (decision 053): with the shared secret it
// reports every build, the publishing page shows the live one, and "publish now" starts a build at the
// rebuilder's next ask, though the catalogue has not changed.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRebuilder } from '../../scripts/site/rebuilder.ts';
import { createTestApp } from '../support/api.ts';
import { createStaff, type TestStaff } from '../support/staff.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const TOKEN = 'rebuilder-secret-for-the-tests-0123456789';
let t: TestApp;
let editor: TestStaff;

beforeAll(async () => {
  t = await createTestApp({ REBUILDER_TOKEN: TOKEN });
  editor = await createStaff(t.database, 'catalogue');
});
afterAll(async () => {
  await t?.close();
});

const overview = async () =>
  (await t.app.inject({ url: '/api/v1/admin/builds', headers: editor.headers })).json().data;

describe('the rebuilder against this API', () => {
  it('reports its builds and publishes when asked', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const dir = await mkdtemp(join(tmpdir(), 'rebuilder-api-'));
    try {
      const apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
      const r = createRebuilder({
        root: dir,
        siteDir: join(dir, 'site'),
        apiUrl,
        reportToken: TOKEN,
        log: () => {},
        buildCommand: (outDir) => ({
          command: process.execPath,
          args: [
            '-e',
            `require('node:fs').mkdirSync(${JSON.stringify(outDir)}, { recursive: true });
             require('node:fs').writeFileSync(${JSON.stringify(join(outDir, 'index.html'))}, 'built');
             console.log('built the home page');`,
          ],
        }),
      });
      expect(await r.check()).toBe('built');
      const first = await overview();
      expect(first.live).toMatchObject({ outcome: 'succeeded', pages: 1, log: 'built the home page' });
      expect(first.live.catalogue_version).toBe(first.catalogue_version);

      expect(await r.checkPublish()).toBe('not_requested');
      await t.app.inject({ method: 'POST', url: '/api/v1/admin/builds/publish', headers: editor.headers });
      expect(await r.checkPublish()).toBe('built');
      const after = await overview();
      expect(after.live).toMatchObject({ trigger: 'publish', outcome: 'succeeded' });
      expect(after.live.id).not.toBe(first.live.id);
      expect(after.publish_requested_at).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
