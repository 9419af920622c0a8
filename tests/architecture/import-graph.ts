// The project's import graph, read from the source text: every relative or aliased (`@contract/…`)
// import, re-export and dynamic import of every TypeScript, JavaScript and Astro file under the top-level
// folders. Package imports are left out; only the project's own files are nodes. Type-only imports count too: a cycle of types is
// still two modules that cannot be understood apart.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '..', '..');

const SOURCE = /\.(ts|tsx|mts|mjs|js|astro)$/;
const SKIP = new Set(['node_modules', 'dist', 'data', '.astro', 'migrations', 'public']);

/** Project-relative paths (forward slashes) of every source file under `folders`. */
export function sourceFiles(folders: string[], root = projectRoot): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name) || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name)) files.push(relative(root, path).split('\\').join('/'));
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(join(root, folder));
  return files.sort();
}

// `import x from '…'`, `import '…'`, `export … from '…'`, `import('…')`, across line breaks.
const SPECIFIERS = [
  /\bimport\s+(?:type\s+)?[\w*{}\s,$]*?\s*from\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** Drops comments, so that an import written in a comment or a doc example is not an edge. */
const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

// tsconfig.json's `paths`: the site reaches the contract as `@contract/…` (decision 187).
const ALIASES: Record<string, string> = { '@contract/': 'contract/' };

const aliasOf = (specifier: string): string | undefined =>
  Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));

/** The relative and aliased specifiers a file imports. */
export function importsOf(text: string): string[] {
  const code = withoutComments(text);
  const found = new Set<string>();
  for (const pattern of SPECIFIERS)
    for (const match of code.matchAll(pattern))
      if (match[1]!.startsWith('.') || aliasOf(match[1]!)) found.add(match[1]!);
  return [...found];
}

/** The aliased specifiers a file imports. */
export const aliasedImportsOf = (text: string): string[] =>
  importsOf(text).filter((specifier) => aliasOf(specifier) !== undefined);

/** The project file a specifier names, or null when it names none (an asset, a folder). */
export function resolveImport(from: string, specifier: string, root = projectRoot): string | null {
  const path = specifier.split('?')[0]!;
  const alias = aliasOf(path);
  const base = alias
    ? join(root, ALIASES[alias]!, path.slice(alias.length))
    : join(dirname(join(root, from)), path);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  for (const candidate of candidates)
    if (existsSync(candidate) && statSync(candidate).isFile() && SOURCE.test(candidate))
      return relative(root, candidate).split('\\').join('/');
  return null;
}

export type Graph = Map<string, string[]>;

export function buildGraph(files: string[], root = projectRoot): Graph {
  const graph: Graph = new Map();
  for (const file of files) {
    const targets = importsOf(readFileSync(join(root, file), 'utf8'))
      .map((specifier) => resolveImport(file, specifier, root))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle's members (strongly connected components of more than one file, or a self-import). */
export function cycles(graph: Graph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];

  // Tarjan's algorithm, iterative so that a long import chain cannot exhaust the stack.
  for (const start of graph.keys()) {
    if (indices.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    indices.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next++]!;
        if (!indices.has(target)) {
          indices.set(target, index);
          low.set(target, index++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, indices.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === indices.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfImport) found.push(component.sort());
      }
    }
  }
  return found;
}

export interface Violation {
  from: string;
  to: string;
  rule: string;
}

const isTest = (file: string): boolean => /\.(test|spec)\.tsx?$/.test(file);

const featureOf = (file: string): string | null => /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

const serverModuleOf = (file: string): string | null => /^server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Names of the components an .astro file hydrates (`<Name client:load …>`). */
export const hydratedIn = (code: string): Set<string> =>
  new Set([...code.matchAll(/<([A-Z][\w.]*)\b[^>]*\sclient:[a-z]+/g)].map((match) => match[1]!));

/** The islands each .astro file under `root` hydrates, by file. */
export function islandsOf(files: string[], root = projectRoot): Map<string, Set<string>> {
  return new Map(
    files
      .filter((file) => file.endsWith('.astro'))
      .map((file) => [file, hydratedIn(readFileSync(join(root, file), 'utf8'))] as const),
  );
}

const componentName = (file: string): string =>
  file
    .split('/')
    .pop()!
    .replace(/\.[^.]+$/, '');

/**
 * The layering rules. `src` and `server` meet only in `contract`; scripts never lean on tests; a feature
 * is entered through its index.ts; shared code under src/lib depends on no feature; a server module is
 * entered only through its index.ts, by other modules, the rest of server/, scripts and every test outside
 * the module alike (a module's own tests may import its files).
 *
 * One exception, for the page shell (src/pages, src/layouts, src/components): it may take a feature's
 * .astro components, and the React components it hydrates as islands (`client:*`), from their own files.
 * Astro makes an island's module its browser entry and keeps every export of that module, so an island
 * imported through an index.ts ships the whole index; and plain TypeScript tools cannot load .astro files
 * re-exported from an index.ts.
 */
export function violations(graph: Graph, islands: Map<string, Set<string>> = new Map()): Violation[] {
  const found: Violation[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const rule = ((): string | null => {
        if (from.startsWith('src/') && to.startsWith('server/')) return 'src must not import server';
        if (from.startsWith('server/') && to.startsWith('src/')) return 'server must not import src';
        if (from.startsWith('server/') && to.startsWith('scripts/')) return 'server must not import scripts';
        if (from.startsWith('server/') && to.startsWith('tests/') && !isTest(from))
          return 'server code must not import tests (its own tests may use the test support)';
        if (from.startsWith('contract/') && !to.startsWith('contract/'))
          return 'contract imports only contract';
        if (from.startsWith('scripts/') && to.startsWith('tests/')) return 'scripts must not import tests';
        if (from.startsWith('src/lib/') && to.startsWith('src/features/'))
          return 'src/lib is shared by every feature and imports none';
        if (
          to.startsWith('src/features/admin/') &&
          from.startsWith('src/') &&
          !from.startsWith('src/features/admin/') &&
          !from.startsWith('src/pages/admin/')
        )
          return 'the back office is reached only from its own pages (src/pages/admin)';
        const target = featureOf(to);
        const shell = /^src\/(pages|layouts|components)\//.test(from);
        const shellException =
          shell && (to.endsWith('.astro') || (islands.get(from)?.has(componentName(to)) ?? false));
        if (
          target &&
          featureOf(from) !== target &&
          to !== `src/features/${target}/index.ts` &&
          !shellException
        )
          return `another feature's files are reached through src/features/${target}/index.ts`;
        const module = serverModuleOf(to);
        if (module && serverModuleOf(from) !== module && to !== `server/modules/${module}/index.ts`)
          return `a server module is entered only through its index.ts (server/modules/${module}/index.ts)`;
        return null;
      })();
      if (rule) found.push({ from, to, rule });
    }
  }
  return found;
}

/**
 * The folder a file belongs to, for cycles between folders: a feature of the site, a module of the
 * server, or another folder of either (src/lib, server/db, …). A file at the top of src/, server/ or
 * scripts/ (server/app.ts, server/errors.ts) stands for itself. Files in the same folder may import
 * each other freely; folders must form a ladder.
 */
export function unitOf(file: string): string {
  const feature = /^(src\/features\/[^/]+|server\/modules\/[^/]+)\//.exec(file);
  if (feature) return feature[1]!;
  const parts = file.split('/');
  if (parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return ['src', 'server', 'scripts'].includes(parts[0]!) ? file : parts[0]!;
}

/**
 * The graph of folders (see unitOf): an edge wherever a file of one imports a file of another. Tests
 * are left out as importers: a module's tests reach the test support, which builds the whole app.
 */
export function folderGraph(graph: Graph): Graph {
  const folders: Graph = new Map();
  for (const [from, targets] of graph) {
    if (isTest(from)) continue;
    const unit = unitOf(from);
    const edges = new Set(folders.get(unit) ?? []);
    for (const to of targets) if (unitOf(to) !== unit) edges.add(unitOf(to));
    folders.set(unit, [...edges]);
  }
  return folders;
}

/**
 * Where an alias is not allowed: outside src (tests aside: Vitest and Playwright read the alias), and in
 * any src file that code run by Node itself (server/, scripts/, demo/, outside their tests) reaches. Node strips the types but does not read tsconfig's
 * `paths`, so there an aliased import fails only when the program starts; Vite and Vitest resolve it.
 */
export function aliasMisuse(files: string[], graph: Graph, root = projectRoot): string[] {
  const reached = new Set<string>();
  const pending = files.filter((file) => /^(server|scripts|demo)\//.test(file) && !isTest(file));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...(graph.get(file) ?? []));
  }
  const found: string[] = [];
  for (const file of files) {
    const aliased = aliasedImportsOf(readFileSync(join(root, file), 'utf8'));
    if (aliased.length === 0 || isTest(file)) continue;
    if (!file.startsWith('src/')) found.push(`${file}: only src uses ${aliased.join(', ')}`);
    else if (reached.has(file))
      found.push(`${file}: run by Node, imports relatively, not ${aliased.join(', ')}`);
  }
  return found;
}
