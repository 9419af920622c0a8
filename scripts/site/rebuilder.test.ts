import { mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
      settleSeconds: 0.05,
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

  it('makes one build of a burst of changes, once the catalogue stands still', async () => {
    const seen: RebuilderEvent[] = [];
    const r = createRebuilder({
      root: project,
      siteDir: join(dir, 'site'),
      apiUrl,
      buildCommand: fakeBuild,
      settleSeconds: 0.4,
      log: (event) => seen.push(event),
    });
    version = 'burst-1';
    const burst = (async () => {
      for (const next of ['burst-2', 'burst-3']) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        version = next;
      }
    })();
    expect(await r.check()).toBe('built');
    await burst;
    expect(seen.filter((event) => event.event === 'build_started')).toEqual([
      expect.objectContaining({ version: 'burst-3' }),
    ]);
    expect(seen.some((event) => event.event === 'settling')).toBe(true);
    expect(await r.liveVersion()).toBe('burst-3');
  });

  it('builds after the longest wait when the catalogue never stands still', async () => {
    const seen: RebuilderEvent[] = [];
    const r = createRebuilder({
      root: project,
      siteDir: join(dir, 'site'),
      apiUrl,
      buildCommand: fakeBuild,
      settleSeconds: 0.2,
      maxSettleSeconds: 1,
      log: (event) => seen.push(event),
    });
    let changes = 0;
    version = 'restless-0';
    const restless = setInterval(() => {
      version = `restless-${++changes}`;
    }, 50);
    try {
      expect(await r.check()).toBe('built');
    } finally {
      clearInterval(restless);
    }
    const started = seen.filter((event) => event.event === 'build_started');
    expect(started).toHaveLength(1);
    expect(seen.filter((event) => event.event === 'settling').length).toBeGreaterThanOrEqual(2);
  });

  it('picks up a change made during a build as soon as that build ends, not an interval later', async () => {
    const seen: { event: RebuilderEvent; at: number }[] = [];
    let changedDuringBuild = false;
    const r = createRebuilder({
      root: project,
      siteDir: join(dir, 'site'),
      apiUrl,
      buildCommand: fakeBuild,
      intervalSeconds: 4,
      settleSeconds: 0.05,
      log: (event) => {
        seen.push({ event, at: performance.now() });
        if (event.event === 'build_started' && !changedDuringBuild) {
          changedDuringBuild = true;
          version = 'during-build';
        }
      },
    });
    version = 'before-build';
    r.start();
    try {
      await vi.waitUntil(() => seen.filter(({ event }) => event.event === 'build_succeeded').length === 2, {
        timeout: 15_000,
        interval: 50,
      });
    } finally {
      await r.stop();
    }
    const [first, second] = seen.filter(({ event }) => event.event === 'build_started');
    const firstSwap = seen.find(({ event }) => event.event === 'swapped')!;
    expect(first!.event).toMatchObject({ version: 'before-build' });
    expect(second!.event).toMatchObject({ version: 'during-build' });
    // Well within the 4 s interval: the check after a build comes after the settle period.
    expect(second!.at - firstSwap.at).toBeLessThan(2_000);
    expect(await r.liveVersion()).toBe('during-build');
  });

  it('builds in a new folder when an earlier one cannot be prepared for reuse', async () => {
    const siteDir = join(dir, 'reuse-site');
    const seen: RebuilderEvent[] = [];
    const r = () =>
      createRebuilder({
        root: project,
        siteDir,
        apiUrl,
        buildCommand: fakeBuild,
        settleSeconds: 0.05,
        log: (event) => seen.push(event),
      });
    version = 'reuse-1';
    expect(await r().check()).toBe('built');
    const first = (await readlink(join(siteDir, 'current'))).replace('builds/', '');
    version = 'reuse-2';
    expect(await r().check()).toBe('built');
    // The first build's folder looks reusable: records of the same kind beside it and in the cache. The
    // one page its record names cannot be taken out (a folder stands where the file should be).
    const record = {
      version: 2,
      base: 'b',
      images: [],
      frames: [],
      pages: {},
      outputs: ['products/x/index.html'],
    };
    await writeFile(join(siteDir, 'cache', 'content-security-policy.json'), JSON.stringify(record));
    await writeFile(join(siteDir, 'builds', `${first}.pages.json`), JSON.stringify(record));
    await mkdir(join(siteDir, 'builds', first, 'products', 'x', 'index.html'), { recursive: true });
    await writeFile(join(siteDir, 'builds', first, 'products', 'x', 'index.html', 'stuck'), 'stuck');

    version = 'reuse-3';
    expect(await r().check()).toBe('built');
    const third = (await readlink(join(siteDir, 'current'))).replace('builds/', '');
    expect(seen.find((event) => event.event === 'folder_not_reused')).toMatchObject({ id: third });
    expect(seen.some((event) => event.event === 'folder_reused')).toBe(false);
    expect(await readdir(join(siteDir, 'builds', third))).not.toContain('products');
    expect(await readFile(join(siteDir, 'builds', third, 'index.html'), 'utf8')).toBe('built');
    expect(await readdir(join(siteDir, 'builds'))).not.toContain(first);
  });

  it('keeps only the live build and the one before it', async () => {
    version = 'v4';
    expect(await rebuilder().check()).toBe('built');
    const entries = await readdir(join(dir, 'site', 'builds'));
    const folders = entries.filter((entry) => !entry.endsWith('.log'));
    expect(folders).toHaveLength(2);
    expect(folders).toContain(await live());
    // Each kept build keeps its log, and nothing is left of the others.
    expect(entries.filter((entry) => entry.endsWith('.log')).sort()).toEqual(
      folders.map((folder) => `${folder}.log`).sort(),
    );
  });
});

describe('rebuilder reports and publish now', () => {
  interface Call {
    method: string;
    url: string;
    authorization: string | undefined;
    body: Record<string, unknown> | undefined;
  }
  const TOKEN = 'the-shared-rebuilder-secret';
  let server: Server;
  let url: string;
  let root: string;
  let calls: Call[] = [];
  let requestedAt: string | null = null;
  /** 'on': the internal calls answer; 'missing': 404 (another API); 'broken': 500. */
  let internal: 'on' | 'missing' | 'broken' = 'on';

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const send = (status: number, data: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(status < 400 ? { success: true, data } : { success: false, error: 'no' }));
        };
        if (req.url === '/api/v1/catalogue/version')
          return send(200, {
            version: 'v1',
            updatedAt: new Date().toISOString(),
            products: 1,
            categories: 1,
          });
        calls.push({
          method: req.method!,
          url: req.url!,
          authorization: req.headers.authorization,
          body: raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined,
        });
        if (internal === 'missing') return send(404, null);
        if (internal === 'broken') return send(500, null);
        if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, null);
        if (req.url === '/api/v1/internal/publish-request') return send(200, { requested_at: requestedAt });
        if (req.url?.startsWith('/api/v1/internal/builds')) {
          if (req.method === 'POST') requestedAt = null;
          return send(200, { id: 'x' });
        }
        send(404, null);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
    root = await mkdtemp(join(tmpdir(), 'rebuilder-reports-'));
    await mkdir(join(root, 'project', 'src'), { recursive: true });
    await writeFile(join(root, 'project', 'src', 'index.astro'), '<h1>One</h1>');
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  // Prints what a build might print: a secret setting, a connection string, and whether it was handed
  // the rebuilder's own secret; then writes two pages, or fails.
  const talkativeBuild = (outDir: string) => ({
    command: process.execPath,
    args: [
      '-e',
      `const fs = require('node:fs');
       console.log('connecting to postgres://shop:db-password-123@db.internal/shop');
       console.log('smtp ' + process.env.SMTP_PASS);
       console.log('token ' + (process.env.REBUILDER_TOKEN ?? 'not given'));
       if (process.env.FAIL_TALKATIVE_BUILD) { console.error('Cannot build the home page'); process.exit(1); }
       if (process.env.ASTRO_SUMMARY) console.log('12:00:00 [build] ' + process.env.ASTRO_SUMMARY);
       fs.mkdirSync(${JSON.stringify(join(outDir, 'products'))}, { recursive: true });
       fs.writeFileSync(${JSON.stringify(join(outDir, 'index.html'))}, 'built');
       fs.writeFileSync(${JSON.stringify(join(outDir, 'products', 'index.html'))}, 'built');`,
    ],
  });

  const events: RebuilderEvent[] = [];
  const rebuilder = (options: { token?: string; site?: string; publishCheckSeconds?: number } = {}) =>
    createRebuilder({
      root: join(root, 'project'),
      siteDir: join(root, options.site ?? 'site'),
      apiUrl: url,
      buildCommand: talkativeBuild,
      log: (event) => events.push(event),
      reportToken: options.token ?? TOKEN,
      env: { SMTP_PASS: 'smtp-secret-456', REBUILDER_TOKEN: TOKEN },
      ...(options.publishCheckSeconds ? { publishCheckSeconds: options.publishCheckSeconds } : {}),
    });

  it('reports a build from start to finish with its pages and the end of its log, without secrets', async () => {
    calls = [];
    expect(await rebuilder().check()).toBe('built');
    const [started, finished] = calls;
    expect(started).toMatchObject({
      method: 'POST',
      url: '/api/v1/internal/builds',
      authorization: `Bearer ${TOKEN}`,
      body: { trigger: 'start', catalogue_version: 'v1' },
    });
    const id = started!.body!.id as string;
    expect(finished).toMatchObject({
      method: 'PUT',
      url: `/api/v1/internal/builds/${id}`,
      body: { trigger: 'start', outcome: 'succeeded', pages: 2, catalogue_version: 'v1' },
    });
    const log = String(finished!.body!.log);
    expect(log).toContain('connecting to postgres://[redacted]@db.internal/shop');
    expect(log).toContain('smtp [redacted]');
    expect(log).toContain('token not given');
    expect(log).not.toContain('db-password-123');
    expect(log).not.toContain('smtp-secret-456');
    expect(log).not.toContain(TOKEN);
  });

  it("reports Astro's own page count when it prints one, rather than walking the folder", async () => {
    calls = [];
    process.env.ASTRO_SUMMARY = '100209 page(s) built in 1m 27s';
    try {
      expect(await rebuilder({ site: 'counted' }).check()).toBe('built');
    } finally {
      delete process.env.ASTRO_SUMMARY;
    }
    expect(calls[1]?.body).toMatchObject({ outcome: 'succeeded', pages: 100209 });
  });

  it('reports a failed build with the lines that say why', async () => {
    calls = [];
    process.env.FAIL_TALKATIVE_BUILD = '1';
    try {
      expect(await rebuilder().check({ force: true })).toBe('build_failed');
    } finally {
      delete process.env.FAIL_TALKATIVE_BUILD;
    }
    const finished = calls.find((call) => call.method === 'PUT')!;
    expect(finished.body).toMatchObject({ trigger: 'publish', outcome: 'failed', pages: null });
    expect(String(finished.body!.log)).toContain('Cannot build the home page');
    expect(String(finished.body!.log)).toContain('[rebuilder] astro build exited with code 1');
  });

  it('builds at once when staff asked to publish, though nothing changed', async () => {
    const r = rebuilder();
    expect(await r.check()).toBe('unchanged');
    expect(await r.checkPublish()).toBe('not_requested');
    calls = [];
    requestedAt = '2026-11-23T10:00:00.000Z';
    expect(await r.checkPublish()).toBe('built');
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ trigger: 'publish' });
    expect(events.some((event) => event.event === 'publish_requested')).toBe(true);
    expect(await r.checkPublish()).toBe('not_requested');
  });

  it('picks a publish request up within a few seconds of it being made, on its own schedule', async () => {
    const r = rebuilder({ publishCheckSeconds: 0.2 });
    expect(await r.check()).toBe('unchanged');
    r.start();
    try {
      calls = [];
      requestedAt = new Date().toISOString();
      const deadline = Date.now() + 10_000;
      while (!calls.some((call) => call.method === 'PUT') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        trigger: 'publish',
        outcome: 'succeeded',
      });
    } finally {
      await r.stop();
    }
  });

  it('keeps building against an API without the internal calls, and stops asking it', async () => {
    internal = 'missing';
    try {
      calls = [];
      events.length = 0;
      const r = rebuilder({ site: 'other-site' });
      expect(await r.check()).toBe('built');
      expect(events.filter((event) => event.event === 'reports_unavailable')).toHaveLength(1);
      const asked = calls.length;
      expect(await r.checkPublish()).toBe('not_requested');
      expect(calls).toHaveLength(asked);
      expect(await r.liveVersion()).toBe('v1');
    } finally {
      internal = 'on';
    }
  });

  it('keeps building when a report fails, and says so', async () => {
    internal = 'broken';
    try {
      events.length = 0;
      expect(await rebuilder().check({ force: true })).toBe('built');
      expect(events.filter((event) => event.event === 'report_failed')).toHaveLength(2);
      expect(events.some((event) => event.event === 'swapped')).toBe(true);
    } finally {
      internal = 'on';
    }
  });
});

describe('several rebuilders for one deployment', () => {
  it('builds only while it leads, says when that changes, and lets go when it stops', async () => {
    let leads = false;
    let released = 0;
    const events: RebuilderEvent[] = [];
    const r = createRebuilder({
      root: project,
      siteDir: join(dir, 'led-site'),
      apiUrl,
      buildCommand: fakeBuild,
      settleSeconds: 0.05,
      log: (event) => events.push(event),
      leadership: {
        lead: async () => leads,
        release: async () => {
          released++;
        },
      },
    });
    expect(await r.check()).toBe('standby');
    expect(await r.check({ force: true })).toBe('standby');
    expect(await r.liveVersion()).toBeNull();
    leads = true;
    expect(await r.check()).toBe('built');
    expect(await r.liveVersion()).not.toBeNull();
    leads = false;
    expect(await r.check({ force: true })).toBe('standby');
    expect(
      events.map((event) => event.event).filter((name) => name === 'leading' || name === 'standing_by'),
    ).toEqual(['standing_by', 'leading', 'standing_by']);
    await r.stop();
    expect(released).toBe(1);
  });
});
