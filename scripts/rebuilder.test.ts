import { mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRebuilder, type RebuilderEvent } from './rebuilder.ts';

// Stands in for `astro build`: writes an index page, or fails when told to.
const fakeBuild = (outDir: string) => ({
  command: process.execPath,
  args: [
    '-e',
    `const fs = require('node:fs');
     if (process.env.FAIL_BUILD) { console.error('Cannot build the home page'); process.exit(1); }
     setTimeout(() => { fs.mkdirSync(${JSON.stringify(outDir)}, { recursive: true });
       fs.writeFileSync(${JSON.stringify(join(outDir, 'index.html'))}, 'built'); }, 100);`,
  ],
});

let api: Server;
let apiUrl: string;
let version = 'v1';
let dir: string;
let project: string;

beforeAll(async () => {
  api = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        success: true,
        data: { version, updatedAt: new Date().toISOString(), products: 1, categories: 1 },
      }),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/v1`;
  dir = await mkdtemp(join(tmpdir(), 'rebuilder-'));
  project = join(dir, 'project');
  await mkdir(join(project, 'src'), { recursive: true });
  await writeFile(join(project, 'src', 'index.astro'), '<h1>One</h1>');
});

afterAll(async () => {
  delete process.env.FAIL_BUILD;
  await new Promise((resolve) => api.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('rebuilder', () => {
  const events: RebuilderEvent[] = [];
  const rebuilder = () =>
    createRebuilder({
      root: project,
      siteDir: join(dir, 'site'),
      apiUrl,
      buildCommand: fakeBuild,
      log: (event) => events.push(event),
    });
  const live = async () => (await readlink(join(dir, 'site', 'current'))).replace('builds/', '');

  it('builds when there is no live site and records the version it built', async () => {
    const r = rebuilder();
    expect(await r.check()).toBe('built');
    expect(await r.liveVersion()).toBe('v1');
    expect(await readFile(join(dir, 'site', 'current', 'index.html'), 'utf8')).toBe('built');
  });

  it('does nothing while the version is unchanged', async () => {
    expect(await rebuilder().check()).toBe('unchanged');
  });

  it('never runs two builds at once', async () => {
    version = 'v2';
    const r = rebuilder();
    const [first, second] = await Promise.all([r.check(), r.check()]);
    expect([first, second].sort()).toEqual(['built', 'busy']);
    expect(await r.liveVersion()).toBe('v2');
  });

  it('keeps the last good site when a build fails', async () => {
    const before = await live();
    version = 'v3';
    process.env.FAIL_BUILD = '1';
    const r = rebuilder();
    expect(await r.check()).toBe('build_failed');
    expect(await live()).toBe(before);
    expect(await r.liveVersion()).toBe('v2');
    const failure = events.find((event) => event.event === 'build_failed');
    expect(failure && 'tail' in failure ? failure.tail.join('\n') : '').toContain(
      'Cannot build the home page',
    );

    delete process.env.FAIL_BUILD;
    expect(await r.check()).toBe('built');
    expect(await r.liveVersion()).toBe('v3');
  });

  it('rebuilds when the site source changes under an unchanged catalogue', async () => {
    const r = rebuilder();
    expect(await r.check()).toBe('unchanged');
    await writeFile(join(project, 'src', 'index.astro'), '<h1>Two</h1>');
    expect(await r.check()).toBe('built');
    expect(events.filter((event) => event.event === 'check').at(-1)).toMatchObject({
      reason: 'site_changed',
    });
    expect(await r.check()).toBe('unchanged');
  });

  it('keeps only the live build and the one before it', async () => {
    version = 'v4';
    expect(await rebuilder().check()).toBe('built');
    const folders = (await readdir(join(dir, 'site', 'builds'))).filter((entry) => !entry.endsWith('.log'));
    expect(folders).toHaveLength(2);
    expect(folders).toContain(await live());
  });
});
