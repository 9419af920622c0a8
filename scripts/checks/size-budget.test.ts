import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { routeMatches } from '../lib/routes.ts';
import { ADMIN_BUNDLE_MARKER } from '../../src/features/admin/index.ts';
import { adminSeparation, budgetRows, measureBuild, pageScripts, staticImports } from './size-budget.ts';

describe('staticImports', () => {
  it('finds minified and spaced static imports and re-exports, not dynamic imports', () => {
    const code =
      'import{j as e}from"./jsx-runtime.js";import"./side-effect.js";export*from\'./re-export.js\';' +
      'import x from "./spaced.js";const lazy=()=>import("./lazy.js");const s="a.from";';
    expect(staticImports(code).sort()).toEqual([
      './jsx-runtime.js',
      './re-export.js',
      './side-effect.js',
      './spaced.js',
    ]);
  });
});

describe('pageScripts', () => {
  it('collects script sources, inline scripts, module preloads and island URLs, not JSON scripts', () => {
    const html = `
      <script type="application/ld+json">{"@type":"FurnitureStore"}</script>
      <script type="module" src="/_astro/page.js"></script>
      <script type="module">import "/_astro/header.js";</script>
      <link rel="modulepreload" href="/_astro/shared.js">
      <link rel="stylesheet" href="/_astro/site.css">
      <astro-island uid="1" component-url="/_astro/Cart.js" renderer-url="/_astro/client.js" client="load"></astro-island>`;
    const { urls, inline } = pageScripts(html);
    expect(urls).toEqual(['/_astro/page.js', '/_astro/shared.js', '/_astro/Cart.js', '/_astro/client.js']);
    expect(inline).toEqual(['import "/_astro/header.js";']);
  });

  it('sets apart what a client:intent island loads, whatever its options', () => {
    const html = `
      <astro-island uid="1" component-url="/_astro/Listing.js" renderer-url="/_astro/client.js" client="intent" opts="{&quot;value&quot;:&quot;url&quot;}"></astro-island>
      <astro-island uid="2" component-url="/_astro/Gallery.js" renderer-url="/_astro/client.js" client="idle"></astro-island>`;
    const { urls, onIntent } = pageScripts(html);
    expect(urls).toEqual(['/_astro/Gallery.js', '/_astro/client.js']);
    expect(onIntent).toEqual(['/_astro/Listing.js', '/_astro/client.js']);
  });
});

describe('measureBuild', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function write(files: Record<string, string>): Promise<string> {
    dir = await mkdtemp(join(tmpdir(), 'size-budget-test-'));
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), content);
    }
    return dir;
  }

  it('sums each page’s files transitively, counting a shared chunk once per page', async () => {
    const chunk = (name: string, imports: string[]) =>
      `${imports.map((path) => `import"${path}";`).join('')}console.log(${JSON.stringify(name.repeat(50))});`;
    const files = {
      'index.html': '<script type="module" src="/_astro/a.js"></script>',
      'about/index.html': '<p>No scripts</p>',
      'products/teak-sofa/index.html': '<astro-island component-url="/_astro/b.js"></astro-island>',
      '_astro/a.js': chunk('a', ['./shared.js']),
      '_astro/b.js': chunk('b', ['./shared.js', './a.js']),
      '_astro/shared.js': chunk('shared', []),
    };
    const root = await write(files);
    const pages = await measureBuild(root);
    const gz = (path: keyof typeof files) => gzipSync(files[path], { level: 9 }).length;

    const byPath = Object.fromEntries(pages.map((page) => [page.path, page]));
    expect(byPath['/']?.gzipBytes).toBe(gz('_astro/a.js') + gz('_astro/shared.js'));
    expect(byPath['/about']?.gzipBytes).toBe(0);
    expect(byPath['/products/teak-sofa']?.gzipBytes).toBe(
      gz('_astro/b.js') + gz('_astro/shared.js') + gz('_astro/a.js'),
    );
    expect(byPath['/products/teak-sofa']?.route?.budget).toBe('product');

    const rows = budgetRows(pages);
    expect(rows.find((row) => row.label.startsWith('/products/{slug}'))).toMatchObject({
      pages: 1,
      over: false,
    });
  });

  it('finds the back office’s code wherever a page may load it, dynamic imports included', async () => {
    const adminCode = `console.log("${ADMIN_BUNDLE_MARKER}");`;
    const shell = {
      'admin/index.html': '<astro-island component-url="/_astro/admin.js"></astro-island>',
      '_astro/admin.js': 'import"./react.js";()=>import(`./admin-screen.js`);',
      '_astro/admin-screen.js': adminCode,
      '_astro/react.js': 'console.log("react");',
      'index.html': '<script type="module" src="/_astro/react.js"></script>',
    };
    const clean = await measureBuild(await write(shell));
    expect(adminSeparation(clean)).toEqual({ leaks: [], adminMarkerSeen: true });
    expect(clean.find((page) => page.path === '/admin')?.route?.budget).toBe('admin');
    await rm(dir!, { recursive: true, force: true });

    const leaky = await measureBuild(
      await write({
        ...shell,
        'index.html': '<script type="module" src="/_astro/home.js"></script>',
        '_astro/home.js': 'import("./admin-screen.js");',
      }),
    );
    expect(adminSeparation(leaky).leaks).toEqual(['/ loads /_astro/admin-screen.js']);
  });

  it('shows what a page may load later, on demand, apart from what it loads up front', async () => {
    const files = {
      'index.html': '<script type="module" src="/_astro/page.js"></script>',
      '_astro/page.js': 'import"./shared.js";const send=()=>import("./calls.js");console.log(send);',
      '_astro/calls.js': 'import"./shared.js";import"./http.js";console.log("calls".repeat(40));',
      '_astro/http.js': 'console.log("http".repeat(60));',
      '_astro/shared.js': 'console.log("shared".repeat(30));',
    };
    const [page] = await measureBuild(await write(files));
    const gz = (path: keyof typeof files) => gzipSync(files[path], { level: 9 }).length;
    expect(page?.gzipBytes).toBe(gz('_astro/page.js') + gz('_astro/shared.js'));
    // The shared chunk is already loaded: only what the dynamic import adds counts as later.
    expect(page?.laterFiles.map((file) => file.name).sort()).toEqual(['/_astro/calls.js', '/_astro/http.js']);
    expect(page?.laterGzipBytes).toBe(gz('_astro/calls.js') + gz('_astro/http.js'));
    expect(budgetRows([page!])[0]?.laterGzipBytes).toBe(page?.laterGzipBytes);
  });

  it('counts a client:intent island as loaded later, and what it shares with the page once', async () => {
    const files = {
      'products/index.html':
        '<script type="module" src="/_astro/layout.js"></script>' +
        '<astro-island component-url="/_astro/Listing.js" renderer-url="/_astro/client.js" client="intent"></astro-island>',
      '_astro/layout.js': 'import"./shared.js";console.log("layout".repeat(20));',
      '_astro/Listing.js': 'import"./shared.js";import"./react.js";console.log("listing".repeat(40));',
      '_astro/client.js': 'import"./react.js";console.log("client".repeat(30));',
      '_astro/react.js': 'console.log("react".repeat(300));',
      '_astro/shared.js': 'console.log("shared".repeat(30));',
    };
    const [page] = await measureBuild(await write(files));
    const gz = (path: keyof typeof files) => gzipSync(files[path], { level: 9 }).length;
    expect(page?.gzipBytes).toBe(gz('_astro/layout.js') + gz('_astro/shared.js'));
    expect(page?.laterFiles.map((file) => file.name).sort()).toEqual([
      '/_astro/Listing.js',
      '/_astro/client.js',
      '/_astro/react.js',
    ]);
  });

  it('counts how many files deep each page’s own scripts import, and holds a content page to one', async () => {
    const chunk = (imports: string[]) => `${imports.map((path) => `import"${path}";`).join('')}void 0;`;
    const root = await write({
      // One level: the page's own script imports the shell's script, which the page loads itself.
      'index.html':
        '<script type="module" src="/_astro/layout.js"></script><script type="module" src="/_astro/page.js"></script>',
      // Two levels: the page's script and the chunk it imports.
      'help/index.html': '<script type="module" src="/_astro/shell-entry.js"></script>',
      // Three levels: the script, the card script, the cart; the shell, reached at the third level
      // first, adds none when the cart imports it again.
      'about/index.html': '<script type="module" src="/_astro/card-entry.js"></script>',
      'terms/index.html': '<p>No scripts</p>',
      '_astro/layout.js': chunk([]),
      '_astro/page.js': chunk(['./layout.js']),
      '_astro/shell-entry.js': chunk(['./shell.js']),
      '_astro/shell.js': chunk([]),
      '_astro/card-entry.js': chunk(['./card.js']),
      '_astro/card.js': chunk(['./cart.js', './shell.js']),
      '_astro/cart.js': chunk(['./shell.js']),
    });
    const pages = await measureBuild(root);
    const depth = Object.fromEntries(pages.map((page) => [page.path, page.scriptDepth]));
    expect(depth).toEqual({ '/': 1, '/help': 2, '/about': 3, '/terms': 0 });

    const rows = Object.fromEntries(budgetRows(pages).map((row) => [row.label, row]));
    expect(rows['/']).toMatchObject({ depth: 1, depthLimit: 1, over: false });
    expect(rows['/help']).toMatchObject({ depth: 2, depthLimit: 1, over: true });
    expect(rows['/about']).toMatchObject({ depth: 3, depthLimit: 1, over: true });
  });

  it('counts what a page’s own scripts load once the page has loaded, and nothing else that is dynamic', async () => {
    const files = {
      'about/index.html': '<script type="module" src="/_astro/layout.js"></script>',
      // The shell's script: its behaviour after load, and a menu that loads when opened.
      '_astro/layout.js':
        'const start=()=>import("./page-shell.after-load.Ab1.js");const menu=()=>import("./menu.js");void 0;',
      '_astro/page-shell.after-load.Ab1.js': 'import"./shell.js";console.log("page shell".repeat(30));',
      '_astro/shell.js': 'console.log("shell".repeat(40));',
      '_astro/menu.js': 'import"./wishlist.after-load.Cd2.js";console.log("menu".repeat(50));',
      // Named like an after-load module, but only the menu imports it: on demand.
      '_astro/wishlist.after-load.Cd2.js': 'console.log("wishlist".repeat(50));',
    };
    const [page] = await measureBuild(await write(files));
    const gz = (path: keyof typeof files) => gzipSync(files[path], { level: 9 }).length;
    const afterLoad = gz('_astro/page-shell.after-load.Ab1.js') + gz('_astro/shell.js');
    expect(page?.afterLoadGzipBytes).toBe(afterLoad);
    expect(page?.gzipBytes).toBe(gz('_astro/layout.js') + afterLoad);
    expect(page?.laterFiles.map((file) => file.name).sort()).toEqual([
      '/_astro/menu.js',
      '/_astro/wishlist.after-load.Cd2.js',
    ]);
    expect(page?.scriptDepth).toBe(1);
    const [row] = budgetRows([page!]);
    expect(row).toMatchObject({ gzipBytes: page?.gzipBytes, afterLoadGzipBytes: afterLoad });
  });

  it('reports references that are not files of the build', async () => {
    const root = await write({
      'index.html': '<script src="https://cdn.example/x.js"></script><script src="/gone.js"></script>',
    });
    const [page] = await measureBuild(root);
    expect(page?.unresolved).toEqual(['https://cdn.example/x.js', '/gone.js']);
  });
});

describe('routeMatches', () => {
  it('matches {slug} to exactly one segment and the 404 route to /404', () => {
    const product = { path: '/products/{slug}', name: 'Product detail' };
    expect(routeMatches(product, '/products/teak-sofa')).toBe(true);
    expect(routeMatches(product, '/products')).toBe(false);
    expect(routeMatches(product, '/products/a/b')).toBe(false);
    expect(routeMatches({ path: '/x', name: '404', status: 404 }, '/404')).toBe(true);
  });
});
