// The code's boundaries, held by a test: src and server meet only in contract, scripts never import
// tests, features are entered through their index.ts, the back office only from its own pages, a server
// module only through its index.ts (tests in tests/ too; a module's own tests may import its files), and
// no import cycle exists anywhere.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  aliasMisuse,
  buildGraph,
  cycles,
  folderGraph,
  importsOf,
  islandsOf,
  sourceFiles,
  violations,
} from './import-graph.ts';

const FOLDERS = ['src', 'server', 'contract', 'demo', 'scripts', 'tests'];

describe('the project', () => {
  const files = sourceFiles(FOLDERS);
  const graph = buildGraph(files);

  it('reads a graph of the whole code', () => {
    expect(graph.size).toBeGreaterThan(200);
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
    expect(edges).toBeGreaterThan(500);
  });

  it('keeps every boundary', () => {
    expect(violations(graph, islandsOf(files)).map((v) => `${v.from} -> ${v.to}: ${v.rule}`)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('sees the site reach the contract through its alias, and uses the alias only where Vite resolves it', () => {
    const aliased = [...graph].filter(
      ([from, targets]) => from.startsWith('src/') && targets.some((to) => to.startsWith('contract/')),
    );
    expect(aliased.length).toBeGreaterThan(50);
    expect(aliasMisuse(files, graph)).toEqual([]);
  });

  it('has no cycle between folders: features, server modules and the shared folders form a ladder', () => {
    expect(cycles(folderGraph(graph))).toEqual([]);
  });
});

// The checks above must be able to fail: the same functions over a small tree that breaks each rule.
describe('the boundary checks themselves', () => {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('src/features/cart/index.ts', "export { cart } from './store.ts';\n");
  write(
    'src/features/cart/store.ts',
    "import { format } from '../../lib/money.ts';\nexport const cart = format;\n",
  );
  write(
    'src/features/wishlist/index.ts',
    "import { cart } from '../cart/store.ts';\nexport const w = cart;\n",
  );
  write(
    'src/lib/money.ts',
    "import type { x } from '../features/cart/index.ts';\nexport const format = 1;\n",
  );
  write('src/pages/page.astro', "---\nimport { api } from '../../server/app.ts';\n---\n");
  write(
    'src/pages/cart.astro',
    "---\nimport CartView from '../features/cart/CartView.tsx';\nimport Other from '../features/cart/Other.tsx';\n---\n<CartView client:load />\n<Other />\n",
  );
  write('src/features/cart/CartView.tsx', 'export default function CartView() { return null; }\n');
  write('src/features/cart/Other.tsx', 'export default function Other() { return null; }\n');
  write('src/features/admin/index.ts', 'export const AdminApp = 1;\n');
  write(
    'src/pages/admin/index.astro',
    "---\nimport { AdminApp } from '../../features/admin/index.ts';\n---\n",
  );
  write('src/features/product/index.ts', "export { AdminApp } from '../admin/index.ts';\n");
  write(
    'server/app.ts',
    "import { ordersRoutes } from './modules/orders/index.ts';\nexport const api = 1;\n",
  );
  write('server/modules/orders/index.ts', "export { ordersRoutes } from './routes.ts';\n");
  write(
    'server/modules/orders/routes.ts',
    "import { price } from '../catalogue/pricing.ts';\nexport const ordersRoutes = price;\n",
  );
  write(
    'server/modules/orders/routes.test.ts',
    "import { ordersRoutes } from './routes.ts';\nexport const t = ordersRoutes;\n",
  );
  write('server/modules/catalogue/index.ts', "export { price } from './pricing.ts';\n");
  write('server/modules/catalogue/pricing.ts', 'export const price = 1;\n');
  write('tests/orders.test.ts', "import { ordersRoutes } from '../server/modules/orders/routes.ts';\n");
  write('scripts/bench.ts', "import { helper } from '../tests/support/helper.ts';\n");
  write('tests/support/helper.ts', 'export const helper = 1;\n');
  write('contract/a.ts', "import { b } from './b.ts';\nexport const a = b;\n");
  write(
    'contract/b.ts',
    "// import { nothing } from './c.ts';\nimport { a } from './a.ts';\nexport const b = a;\n",
  );
  write('src/lib/labels.ts', "import { a } from '@contract/a.ts';\nexport const l = a;\n");
  write('src/lib/shared.ts', "import { b } from '@contract/b.ts';\nexport const s = b;\n");
  write('scripts/start.ts', "import { s } from '../src/lib/shared.ts';\nexport const st = s;\n");
  write('server/uses-alias.ts', "import { a } from '@contract/a.ts';\nexport const u = a;\n");
  const files = sourceFiles(FOLDERS, root);
  const graph = buildGraph(files, root);

  it('names each forbidden import, lets a page hydrate a feature island from its own file, and a module test import its own files', () => {
    expect(violations(graph, islandsOf(files, root)).map((v) => `${v.from} -> ${v.to}`)).toEqual([
      'scripts/bench.ts -> tests/support/helper.ts',
      'server/modules/orders/routes.ts -> server/modules/catalogue/pricing.ts',
      'src/features/product/index.ts -> src/features/admin/index.ts',
      'src/features/wishlist/index.ts -> src/features/cart/store.ts',
      'src/lib/money.ts -> src/features/cart/index.ts',
      'src/pages/cart.astro -> src/features/cart/Other.tsx',
      'src/pages/page.astro -> server/app.ts',
      'tests/orders.test.ts -> server/modules/orders/routes.ts',
    ]);
  });

  it('resolves the contract alias, and allows it only in site code that Node does not run', () => {
    expect(graph.get('src/lib/labels.ts')).toEqual(['contract/a.ts']);
    expect(aliasMisuse(files, graph, root)).toEqual([
      'server/uses-alias.ts: only src uses @contract/a.ts',
      'src/lib/shared.ts: run by Node, imports relatively, not @contract/b.ts',
    ]);
  });

  it('finds cycles, type-only imports included, and ignores imports in comments', () => {
    expect(cycles(graph).sort((a, b) => a[0]!.localeCompare(b[0]!))).toEqual([
      ['contract/a.ts', 'contract/b.ts'],
      ['src/features/cart/index.ts', 'src/features/cart/store.ts', 'src/lib/money.ts'],
    ]);
    expect(cycles(folderGraph(graph))).toEqual([['src/features/cart', 'src/lib']]);
  });

  it('reads every import form', () => {
    expect(
      importsOf(
        [
          "import a from './a.ts';",
          "import type { B } from './b.ts';",
          "import {\n  c,\n  type D,\n} from './c.ts';",
          "import './d.css';",
          "export * from './e.ts';",
          "export { f } from './f.ts';",
          "const g = await import('./g.ts');",
          "import h from 'react';",
          "import type { J } from '@contract/j.ts';",
          "// import i from './i.ts';",
        ].join('\n'),
      ),
    ).toEqual(['./a.ts', './b.ts', './c.ts', '@contract/j.ts', './d.css', './e.ts', './f.ts', './g.ts']);
  });
});
