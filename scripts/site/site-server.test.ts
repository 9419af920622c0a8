import { mkdir, mkdtemp, rm, symlink, writeFile, rename } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding, startSiteServer, type RunningSiteServer } from './site-server.ts';

let dir: string;
let site: RunningSiteServer;
let port: number;

const page = (title: string) =>
  `<!doctype html><title>${title}</title>${'<p>Warm, crafted rooms.</p>'.repeat(100)}`;

async function makeBuild(id: string, title: string) {
  const root = join(dir, 'builds', id);
  await mkdir(join(root, 'about'), { recursive: true });
  await mkdir(join(root, 'admin'), { recursive: true });
  await writeFile(join(root, 'admin', 'index.html'), page(`${title} back office`));
  await mkdir(join(root, '_astro'), { recursive: true });
  await writeFile(join(root, 'index.html'), page(`${title} home`));
  await writeFile(join(root, 'about', 'index.html'), page(`${title} about`));
  await writeFile(join(root, '404.html'), page(`${title} not found`));
  await writeFile(join(root, '_astro', 'app.abc123.js'), 'console.log("hi");'.repeat(200));
  await writeFile(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(root, '.catalogue-version'), 'v1\n');
  await mkdir(join(root, 'categories', 'old-living'), { recursive: true });
  await writeFile(join(root, 'categories', 'old-living', 'index.html'), page(`${title} moved`));
  await writeFile(
    join(root, 'redirects.json'),
    JSON.stringify({
      '/categories/old-living': '/categories/living-room',
      '/bad': 'https://elsewhere.example/',
    }),
  );
}

async function point(id: string) {
  await symlink(join('builds', id), join(dir, 'current.tmp'));
  await rename(join(dir, 'current.tmp'), join(dir, 'current'));
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Raw requests: fetch would normalise `..` away and decompress bodies for us. */
const get = (path: string, headers: Record<string, string> = {}, method = 'GET', at = port) =>
  new Promise<Reply>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: at, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-server-'));
  site = await startSiteServer({ siteDir: dir, port: 0 });
  port = (site.server.address() as { port: number }).port;
});

afterAll(async () => {
  await site.close();
  await rm(dir, { recursive: true, force: true });
});

describe('site server', () => {
  it('answers 503 until a build is live', async () => {
    const reply = await get('/');
    expect(reply.status).toBe(503);
    expect(reply.headers['retry-after']).toBe('5');
    await makeBuild('one', 'One');
    await point('one');
  });

  it('serves index.html for / and for /path, with page caching', async () => {
    for (const path of ['/', '/about', '/about/', '/about/index.html']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
    expect((await get('/about')).body.toString()).toContain('One about');
  });

  it('sends the part of the Content-Security-Policy that a page cannot carry itself', async () => {
    for (const path of ['/', '/_astro/app.abc123.js', '/no/such/page']) {
      const reply = await get(path);
      expect(reply.headers['content-security-policy'], path).toBe(
        "frame-ancestors 'none'; object-src 'none'; base-uri 'none'",
      );
      expect(reply.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('marks hashed assets immutable', async () => {
    const reply = await get('/_astro/app.abc123.js');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
  });

  it('answers an old address of a renamed category with a 301 to its new one', async () => {
    for (const path of ['/categories/old-living', '/categories/old-living/']) {
      const reply = await get(path);
      expect(reply.status).toBe(301);
      expect(reply.headers.location).toBe('/categories/living-room');
    }
    // Only paths within the site are followed.
    expect((await get('/bad')).status).toBe(404);
  });

  it('answers unknown paths with the built 404 page and status 404', async () => {
    const reply = await get('/no/such/page');
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).toContain('One not found');
  });

  it('answers every /admin/* address that is no file with the back office shell', async () => {
    for (const path of ['/admin', '/admin/', '/admin/products/123', '/admin/callback?code=x&state=y']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(200);
      expect(reply.body.toString(), path).toContain('One back office');
    }
    const outside = await get('/administrator');
    expect(outside.status).toBe(404);
    const escape = await get('/admin/../../etc/passwd');
    expect(escape.body.toString()).not.toContain('root:');
  });

  it('never leaves the build folder and hides dotfiles', async () => {
    for (const path of [
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/.catalogue-version',
      '/a%00b',
    ]) {
      const reply = await get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body.toString()).not.toContain('root:');
    }
  });

  it('compresses text with br or gzip as the client accepts', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toContain('One home');

    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('One home');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);

    expect((await get('/', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get('/')).headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD with headers only and honours ETags', async () => {
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);

    const etag = String(head.headers['etag']);
    expect((await get('/', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/', {}, 'POST')).status).toBe(405);
  });

  it('follows a swap of the current link at once', async () => {
    await makeBuild('two', 'Two');
    await point('two');
    expect((await get('/')).body.toString()).toContain('Two home');
  });
});

describe('images under /media/ forwarded to the API (decision 127)', () => {
  const IMAGE = Buffer.from('RIFF....WEBPVP8 a small picture');
  let upstream: Server;
  let forwarding: RunningSiteServer;
  let seen: { method?: string; url?: string; headers: IncomingHttpHeaders }[];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen.push({ method: req.method, url: req.url, headers: req.headers });
      if (req.url === '/media/products/slow/1.webp') {
        // Half an image, then a pause: long enough for the visitor to hang up in between.
        res.writeHead(200, { 'Content-Type': 'image/webp', 'Content-Length': 2 * IMAGE.length });
        res.write(IMAGE);
        setTimeout(() => res.end(IMAGE), 300);
        return;
      }
      if (req.url === '/media/products/late/1.webp') {
        setTimeout(() => res.writeHead(200, { 'Content-Type': 'image/webp' }).end(IMAGE), 300);
        return;
      }
      if (req.url === '/media/products/never/1.webp') return;
      if (req.url !== '/media/products/chair/1.webp') {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"Not Found"}');
        return;
      }
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304, { ETag: '"v1"' }).end();
        return;
      }
      res
        .writeHead(200, {
          'Content-Type': 'image/webp',
          'Content-Length': IMAGE.length,
          'Cache-Control': 'public, max-age=86400',
          ETag: '"v1"',
          'Set-Cookie': 'session=upstream',
        })
        .end(IMAGE);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port: upstreamPort } = upstream.address() as { port: number };
    forwarding = await startSiteServer({
      siteDir: dir,
      port: 0,
      mediaUpstream: `http://127.0.0.1:${upstreamPort}/`,
      mediaTimeoutMs: 1_000,
      log: () => {},
    });
  });

  afterAll(async () => {
    await forwarding.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  const at = () => (forwarding.server.address() as { port: number }).port;

  it("streams the API's image with its type, length and caching, and keeps its cookies and the visitor's", async () => {
    seen = [];
    const reply = await get(
      '/media/products/chair/1.webp',
      { Cookie: 'token=secret', 'If-None-Match': '"v0"' },
      'GET',
      at(),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.equals(IMAGE)).toBe(true);
    expect(reply.headers['content-type']).toBe('image/webp');
    expect(reply.headers['content-length']).toBe(String(IMAGE.length));
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
    expect(reply.headers.etag).toBe('"v1"');
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/media/products/chair/1.webp');
    expect(seen[0]!.headers.cookie).toBeUndefined();
    expect(seen[0]!.headers['if-none-match']).toBe('"v0"');
  });

  it('passes a revalidation through (304) and answers HEAD without a body', async () => {
    const fresh = await get('/media/products/chair/1.webp', { 'If-None-Match': '"v1"' }, 'GET', at());
    expect(fresh.status).toBe(304);
    expect(fresh.body.length).toBe(0);
    seen = [];
    const head = await get('/media/products/chair/1.webp', {}, 'HEAD', at());
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(IMAGE.length));
    expect(head.body.length).toBe(0);
    expect(seen[0]!.method).toBe('HEAD');
  });

  it("answers a missing image with the API's 404, and the rest of the site from the build", async () => {
    expect((await get('/media/products/none.webp', {}, 'GET', at())).status).toBe(404);
    expect((await get('/about', {}, 'GET', at())).body.toString()).toContain('about');
    // A server without an upstream has no /media/ of its own.
    expect((await get('/media/products/chair/1.webp')).status).toBe(404);
  });

  it('carries on when a visitor hangs up halfway through an image', async () => {
    await new Promise<void>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: at(), path: '/media/products/slow/1.webp' }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
      });
      req.end();
    });
    // The rest of the answer arrives after the visitor left; the server stays up and answers on.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const reply = await get('/media/products/chair/1.webp', {}, 'GET', at());
    expect(reply.status).toBe(200);
    expect(reply.body.equals(IMAGE)).toBe(true);
  });

  it('carries on when a visitor hangs up before the image has come', async () => {
    await new Promise<void>((resolve) => {
      const req = request({ host: '127.0.0.1', port: at(), path: '/media/products/late/1.webp' });
      req.on('error', () => resolve());
      req.end();
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await get('/media/products/chair/1.webp', {}, 'GET', at())).status).toBe(200);
  });

  it('answers 502 when the API stays silent', async () => {
    // After the server's 1 s of silence, well inside the test's own time limit.
    const reply = await get('/media/products/never/1.webp', {}, 'GET', at());
    expect(reply.status).toBe(502);
  });

  it('answers 502, naming no address or error, when the API cannot be reached', async () => {
    const orphan = await startSiteServer({
      siteDir: dir,
      port: 0,
      mediaUpstream: 'http://127.0.0.1:9',
      log: () => {},
    });
    try {
      const reply = await get(
        '/media/products/chair/1.webp',
        {},
        'GET',
        (orphan.server.address() as { port: number }).port,
      );
      expect(reply.status).toBe(502);
      expect(reply.body.toString()).toBe('The image could not be fetched. Please try again in a moment.\n');
    } finally {
      await orphan.close();
    }
  });
});

describe('negotiateEncoding', () => {
  it('prefers br, respects q=0 and wildcards', () => {
    expect(negotiateEncoding('gzip, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});
