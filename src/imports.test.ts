// The site's import rules, read from the source itself:
// - no import cycle anywhere in src/ (static, type-only and dynamic imports alike);
// - a feature (src/features/<name>/) is used from outside only through its index.ts. Pages, layouts and
//   components may also render a feature's hydrated islands (client:*) and its .astro components from
//   their own files: Astro makes an island's module its browser entry, which keeps every export of that
//   module, and plain TypeScript tools (tests, scripts) cannot load .astro files through an index.ts;
// - src/lib/ imports no feature, and nothing in src/ imports server/.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const ROOT = resolve(SRC, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const IMPORT =
  /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]|<script[^>]*\ssrc=["']([^"']+)["']/g;

interface Import {
  /** Absolute path of the imported file. */
  target: string;
  /** The names the statement binds (for the island rule), empty when unknown. */
  names: string[];
}

function importsOf(file: string, code: string): Import[] {
  const found: Import[] = [];
  for (const match of code.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? match[4] ?? '';
    if (!specifier.startsWith('.')) continue;
    const statement = code.slice(code.lastIndexOf('import', match.index), match.index);
    const names = [...statement.matchAll(/[A-Za-z_$][\w$]*/g)].map((name) => name[0]);
    found.push({ target: resolve(dirname(file), specifier), names });
  }
  return found;
}

/** Names of the components an .astro file hydrates (`<Name client:load …>`). */
const hydrated = (code: string): Set<string> =>
  new Set([...code.matchAll(/<([A-Z][\w.]*)\b[^>]*\sclient:[a-z]+/g)].map((match) => match[1]!));

const files = sourceFiles(SRC);
const graph = new Map(
  files.map((file) => {
    const code = readFileSync(file, 'utf8');
    return [file, { code, imports: importsOf(file, code) }] as const;
  }),
);
const show = (path: string) => relative(ROOT, path).split(sep).join('/');
const featureOf = (path: string): string | null => {
  const parts = relative(join(SRC, 'features'), path).split(sep);
  return parts[0] && parts[0] !== '..' && parts.length > 1 ? parts[0] : null;
};

describe('imports in src/', () => {
  it('form no cycle', () => {
    // Tarjan's strongly connected components.
    let counter = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    const visit = (file: string) => {
      index.set(file, counter);
      low.set(file, counter++);
      stack.push(file);
      onStack.add(file);
      for (const { target } of graph.get(file)?.imports ?? []) {
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          visit(target);
          low.set(file, Math.min(low.get(file)!, low.get(target)!));
        } else if (onStack.has(target)) {
          low.set(file, Math.min(low.get(file)!, index.get(target)!));
        }
      }
      if (low.get(file) === index.get(file)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(show(member));
        } while (member !== file);
        const selfImport = graph.get(file)?.imports.some(({ target }) => target === file);
        if (component.length > 1 || selfImport) cycles.push(component.sort());
      }
    };
    for (const file of files) if (!index.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  it('reach a feature from outside only through its index.ts (and islands and .astro files from pages)', () => {
    const breaches: string[] = [];
    for (const [file, { code, imports }] of graph) {
      const from = featureOf(file);
      const islands = file.endsWith('.astro') ? hydrated(code) : new Set<string>();
      const shell = /^src\/(pages|layouts|components)\//.test(show(file));
      for (const { target, names } of imports) {
        const to = featureOf(target);
        if (!to || to === from) continue;
        if (target === join(SRC, 'features', to, 'index.ts')) continue;
        if (shell && target.endsWith('.astro')) continue;
        if (shell && names.some((name) => islands.has(name))) continue;
        breaches.push(`${show(file)} -> ${show(target)}`);
      }
    }
    expect(breaches).toEqual([]);
  });

  it('keep src/lib free of features and src/ free of server/', () => {
    const breaches: string[] = [];
    for (const [file, { imports }] of graph) {
      for (const { target } of imports) {
        const libToFeature = show(file).startsWith('src/lib/') && featureOf(target) !== null;
        const toServer = show(target).startsWith('server/');
        if (libToFeature || toServer) breaches.push(`${show(file)} -> ${show(target)}`);
      }
    }
    expect(breaches).toEqual([]);
  });
});
