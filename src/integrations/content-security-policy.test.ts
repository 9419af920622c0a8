import { createHash } from 'node:crypto';
import { access, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import {
  contentSecurityPolicy,
  frameOrigins,
  imageOrigins,
  inlineHashes,
  pagePolicy,
  POLICY_RECORD,
  staleInReusedBuild,
  withPolicy,
} from './content-security-policy.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const origins = { apiOrigin: 'https://api.aangan.example', issuerOrigin: 'https://login.aangan.example' };

const page = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Sofa</title>
<script type="module" src="/_astro/header.js"></script>
<script>(()=>{window.island=1})()</script>
<script type="module">import "/_astro/card.js";</script>
<script type="application/ld+json">{"@type":"Product"}</script>
<script type="application/json" data-purchase-product="true">{"id":"1"}</script>
<style>astro-island{display:contents}</style>
<noscript><style>[data-needs-js]{display:none!important}</style></noscript>
</head><body><img src="http://127.0.0.1:4000/media/sofa/1.webp" alt="">
<img srcset="https://cdn.aangan.example/a.webp 1x, https://cdn.aangan.example/b.webp 2x, /local.webp 3x" src="/x.webp" alt="">
<template><iframe title="Map" src="https://www.google.com/maps?q=Aangan&amp;output=embed"></iframe></template>
<a href="https://maps.example/x">map</a>
<span class="stars" style="width:80%"></span><span style="width:80%"></span>
<p title="a style=&quot;x&quot; in text">style="color:red" as text is not an attribute</p>
<div data-x='1' style='width:&quot;10%&quot;'></div></body></html>`;

describe('inlineHashes', () => {
  it('hashes exactly the inline code: scripts the browser runs, style elements and style attributes', () => {
    const hashes = inlineHashes(page);
    expect(hashes.scripts).toEqual([hash('(()=>{window.island=1})()'), hash('import "/_astro/card.js";')]);
    expect(hashes.styles).toEqual([
      hash('astro-island{display:contents}'),
      hash('[data-needs-js]{display:none!important}'),
    ]);
    // Deduplicated, and entities decoded the way the browser reads the attribute.
    expect(hashes.styleAttributes).toEqual([hash('width:80%'), hash('width:"10%"')]);
  });

  it('leaves out data blocks and external scripts', () => {
    const hashes = inlineHashes(page);
    expect(hashes.scripts).not.toContain(hash('{"@type":"Product"}'));
    expect(hashes.scripts).not.toContain(hash(''));
  });
});

describe('imageOrigins and frameOrigins', () => {
  it('find the origins of absolute image URLs in src and srcset, and nothing relative', () => {
    expect(imageOrigins(page)).toEqual(['http://127.0.0.1:4000', 'https://cdn.aangan.example']);
  });

  it('find what a page frames, even in a template, and not what it links to', () => {
    expect(frameOrigins(page)).toEqual(['https://www.google.com']);
  });
});

describe('pagePolicy', () => {
  it('allows no inline code but the hashed, no eval and no plugins', () => {
    const policy = pagePolicy(inlineHashes(page), origins);
    const directive = (name: string) =>
      policy
        .split('; ')
        .find((part) => part.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    expect(directive('script-src')).toEqual([
      "'self'",
      hash('(()=>{window.island=1})()'),
      hash('import "/_astro/card.js";'),
    ]);
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directive('style-src')).toContain("'unsafe-hashes'");
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'none'"]);
    expect(directive('connect-src')).toEqual(["'self'", origins.apiOrigin, origins.issuerOrigin]);
    expect(directive('img-src')).toContain(origins.apiOrigin);
    expect(directive('default-src')).toEqual(["'self'"]);
  });

  it("names 'unsafe-hashes' only when the page has style attributes, and each origin once", () => {
    const policy = pagePolicy(
      { scripts: [], styles: [], styleAttributes: [] },
      { apiOrigin: 'https://aangan.example', issuerOrigin: 'https://aangan.example' },
    );
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("connect-src 'self' https://aangan.example;");
  });

  it('admits the payment provider only on a page that takes payment', () => {
    const site = {
      apiOrigin: 'https://api.aangan.example',
      issuerOrigin: 'https://api.aangan.example',
      paymentOrigins: ['https://checkout.razorpay.com', 'https://api.razorpay.com'],
    };
    const plainPage = pagePolicy(inlineHashes('<html><head></head><body><p>Hi</p></body></html>'), site);
    expect(plainPage).not.toContain('razorpay');
    expect(plainPage).toContain("frame-src 'none'");
    const checkout = pagePolicy(
      inlineHashes('<html><head></head><body><div data-payment-page>…</div></body></html>'),
      site,
    );
    expect(checkout).toContain("script-src 'self' https://checkout.razorpay.com https://api.razorpay.com;");
    expect(checkout).toContain('frame-src https://checkout.razorpay.com https://api.razorpay.com;');
    expect(checkout).toContain(
      "connect-src 'self' https://api.aangan.example https://checkout.razorpay.com https://api.razorpay.com;",
    );
  });
});

describe('withPolicy', () => {
  it('puts the policy right after <meta charset>, before any inline code', () => {
    const html = withPolicy(page, origins);
    const meta = html.indexOf('<meta http-equiv="content-security-policy"');
    expect(meta).toBe(html.indexOf('<meta charset="utf-8">') + '<meta charset="utf-8">'.length);
    expect(meta).toBeLessThan(html.indexOf('<script'));
    expect(html.replace(/<meta http-equiv="content-security-policy"[^>]*>/, '')).toBe(page);
    expect(html).toContain(hash('(()=>{window.island=1})()'));
  });

  it('refuses a page that already has a policy, and one without a head', () => {
    expect(() => withPolicy(withPolicy(page, origins), origins)).toThrow(/already/);
    expect(() => withPolicy('<p>no head</p>', origins)).toThrow(/no <head>/);
  });
});

describe('the integration', () => {
  it('writes the policy into every built page, nested ones included', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'csp-'));
    try {
      await mkdir(join(dir, 'products', 'sofa'), { recursive: true });
      await writeFile(join(dir, 'index.html'), page);
      await writeFile(join(dir, 'products', 'sofa', 'index.html'), page);
      await writeFile(join(dir, 'robots.txt'), 'User-agent: *');
      const hook = contentSecurityPolicy(origins).hooks['astro:build:done'];
      const logger = { info: vi.fn() };
      // Astro's list of what each route wrote: the policy pass goes by it, not by a walk of the folder.
      const assets = new Map([
        ['/', [pathToFileURL(join(dir, 'index.html'))]],
        ['/products/[slug]', [pathToFileURL(join(dir, 'products', 'sofa', 'index.html'))]],
        ['/robots.txt', [pathToFileURL(join(dir, 'robots.txt'))]],
      ]);
      await hook?.({ dir: pathToFileURL(`${dir}/`), pages: [], assets, logger } as never);
      for (const file of ['index.html', join('products', 'sofa', 'index.html')]) {
        expect(await readFile(join(dir, file), 'utf8')).toContain('http-equiv="content-security-policy"');
      }
      expect(await readFile(join(dir, 'robots.txt'), 'utf8')).toBe('User-agent: *');
      expect(logger.info).toHaveBeenCalledWith(
        expect.stringMatching(
          /^Content-Security-Policy written into 2 pages, 0 restored with theirs in \d+ ms \(images from http:\/\/127\.0\.0\.1:4000, https:\/\/cdn\.aangan\.example; frames from https:\/\/www\.google\.com\)$/,
        ),
      );
      // Image origins found anywhere in the site are allowed on every page.
      expect(await readFile(join(dir, 'index.html'), 'utf8')).toMatch(
        /img-src [^;]*http:\/\/127\.0\.0\.1:4000[^;]*;/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the integration in incremental builds', () => {
  const route = 'src/pages/products/[slug].astro';
  const plain = (body: string) =>
    `<!doctype html><html><head><meta charset="utf-8"><script>${body}</script></head><body>${body}</body></html>`;
  const withImage = (body: string, origin: string) =>
    plain(body).replace('</body>', `<img src="${origin}/a.webp" alt=""></body>`);

  /** One build as Astro leaves it: `pages` in a new folder, its record of keys in the cache folder. */
  async function build(
    cache: string,
    out: string,
    /** A page's html as rendered, or null for one Astro restored (already in place). */
    pages: Record<string, { html: string | null; cacheKey: string }>,
  ) {
    const paths: Record<string, { cacheKey: string; outputFile: string }> = {};
    for (const [name, page] of Object.entries(pages)) {
      const outputFile = `products/${name}/index.html`;
      if (page.html !== null) {
        await mkdir(join(out, 'products', name), { recursive: true });
        await writeFile(join(out, outputFile), page.html);
      }
      paths[`/products/${name}`] = { cacheKey: page.cacheKey, outputFile };
    }
    await writeFile(
      join(cache, 'incremental-build.json'),
      JSON.stringify({ routes: { [route]: { dependencyHash: 'code', paths } } }),
    );
    const integration = contentSecurityPolicy(origins);
    await integration.hooks['astro:config:done']?.({
      config: { experimental: { incrementalBuild: true }, cacheDir: pathToFileURL(`${cache}/`) },
    } as never);
    const logger = { info: vi.fn() };
    const assets = new Map([
      [
        '/products/[slug]',
        Object.keys(pages).map((name) => pathToFileURL(join(out, 'products', name, 'index.html'))),
      ],
    ]);
    await integration.hooks['astro:build:done']?.({ dir: pathToFileURL(`${out}/`), assets, logger } as never);
    return String(logger.info.mock.calls[0]?.[0]);
  }
  /** What Astro does for a page whose key is unchanged: copies the cached page into the new build. */
  const restore = async (cache: string, out: string, name: string) => {
    await mkdir(join(out, 'products', name), { recursive: true });
    await writeFile(
      join(out, 'products', name, 'index.html'),
      await readFile(join(cache, 'dist', 'products', name, 'index.html')),
    );
  };
  const page = (out: string, name: string) => readFile(join(out, 'products', name, 'index.html'), 'utf8');

  it('leaves restored pages as they are, and gives every page what a full build gives it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'csp-incremental-'));
    try {
      const cache = join(dir, 'cache');
      await mkdir(join(cache, 'dist', 'products', 'a'), { recursive: true });
      await mkdir(join(cache, 'dist', 'products', 'b'), { recursive: true });
      // Astro writes its copy of each page as rendered; the integration replaces it with the finished page.
      for (const name of ['a', 'b'])
        await writeFile(join(cache, 'dist', 'products', name, 'index.html'), plain(name));
      const first = await build(cache, join(dir, 'one'), {
        a: { html: plain('a'), cacheKey: 'a1' },
        b: { html: plain('b'), cacheKey: 'b1' },
      });
      expect(first).toMatch(/written into 2 pages, 0 restored/);
      const full = { ...origins, imageOrigins: [], frameOrigins: [] };
      expect(await page(join(dir, 'one'), 'a')).toBe(withPolicy(plain('a'), full));
      expect(await readFile(join(cache, 'dist', 'products', 'a', 'index.html'), 'utf8')).toBe(
        withPolicy(plain('a'), full),
      );

      // b changes; a is restored by Astro with its policy, and left alone.
      await restore(cache, join(dir, 'two'), 'a');
      const before = await stat(join(dir, 'two', 'products', 'a', 'index.html'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      const second = await build(cache, join(dir, 'two'), {
        a: { html: null, cacheKey: 'a1' },
        b: { html: plain('b2'), cacheKey: 'b2' },
      });
      expect(second).toMatch(/written into 1 pages, 1 restored/);
      expect((await stat(join(dir, 'two', 'products', 'a', 'index.html'))).mtimeMs).toBe(before.mtimeMs);
      expect(await page(join(dir, 'two'), 'a')).toBe(withPolicy(plain('a'), full));
      expect(await page(join(dir, 'two'), 'b')).toBe(withPolicy(plain('b2'), full));

      // A new image origin on b changes every page's policy: a is read again and gets the new one.
      await restore(cache, join(dir, 'three'), 'a');
      const third = await build(cache, join(dir, 'three'), {
        a: { html: null, cacheKey: 'a1' },
        b: { html: withImage('b3', 'http://images.test'), cacheKey: 'b3' },
      });
      expect(third).toMatch(/written into 2 pages, 0 restored/);
      const wider = { ...origins, imageOrigins: ['http://images.test'], frameOrigins: [] };
      expect(await page(join(dir, 'three'), 'a')).toBe(withPolicy(plain('a'), wider));
      expect(await page(join(dir, 'three'), 'b')).toBe(
        withPolicy(withImage('b3', 'http://images.test'), wider),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
  it('reuses an earlier folder: keeps its unchanged pages in place and takes out the rest', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'csp-reuse-'));
    const record = async () =>
      JSON.parse(await readFile(join(dir, 'cache', POLICY_RECORD), 'utf8')) as unknown;
    try {
      const cache = join(dir, 'cache');
      for (const name of ['a', 'b', 'c']) {
        await mkdir(join(cache, 'dist', 'products', name), { recursive: true });
        await writeFile(join(cache, 'dist', 'products', name, 'index.html'), plain(name));
      }
      await build(cache, join(dir, 'one'), {
        a: { html: plain('a'), cacheKey: 'a1' },
        b: { html: plain('b'), cacheKey: 'b1' },
        c: { html: plain('c'), cacheKey: 'c1' },
      });
      const one = await record();
      // The next build changes b, in a new folder.
      await restore(cache, join(dir, 'two'), 'a');
      await restore(cache, join(dir, 'two'), 'c');
      await build(cache, join(dir, 'two'), {
        a: { html: null, cacheKey: 'a1' },
        b: { html: plain('b2'), cacheKey: 'b2' },
        c: { html: null, cacheKey: 'c1' },
      });
      const two = await record();

      // The one after reuses the first folder: b is what it holds from before, and goes.
      expect(staleInReusedBuild(one, two)).toEqual(['products/b/index.html']);
      await rm(join(dir, 'one', 'products', 'b', 'index.html'));
      const a = await stat(join(dir, 'one', 'products', 'a', 'index.html'));
      // c is no longer made; Astro leaves a in place and copies b in from the cache.
      await restore(cache, join(dir, 'one'), 'b');
      const third = await build(cache, join(dir, 'one'), {
        a: { html: null, cacheKey: 'a1' },
        b: { html: null, cacheKey: 'b2' },
      });
      expect(third).toMatch(/written into 0 pages, 2 restored/);
      expect((await stat(join(dir, 'one', 'products', 'a', 'index.html'))).mtimeMs).toBe(a.mtimeMs);
      for (const name of ['a', 'b'])
        expect(await page(join(dir, 'one'), name)).toBe(await page(join(dir, 'two'), name));
      await expect(access(join(dir, 'one', 'products', 'c'))).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('does not reuse a folder made with other origins or by another version of the record', () => {
    const made = { version: 2, base: 'x', images: [], frames: [], pages: {}, outputs: ['index.html'] };
    expect(staleInReusedBuild(made, made)).toEqual(['index.html']);
    expect(staleInReusedBuild(made, { ...made, images: ['http://images.test'] })).toBeNull();
    expect(staleInReusedBuild(made, { ...made, base: 'y' })).toBeNull();
    expect(staleInReusedBuild({ ...made, version: 1 }, made)).toBeNull();
    expect(staleInReusedBuild(null, made)).toBeNull();
  });
});
