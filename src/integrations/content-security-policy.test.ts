import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
      await hook?.({ dir: pathToFileURL(`${dir}/`), pages: [], assets: new Map(), logger } as never);
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
