// The npm registry mirror this project is built against serves only the Linux builds of some
// platform-specific optional packages (compiler and CSS-engine bindings). npm then leaves the other
// platforms' entries out of package-lock.json, and `npm ci` refuses the lock as "not in sync".
// This adds each missing optional entry back with its platform constraints, which is what npm
// itself records when it can see them, so every platform skips what it cannot use.
//
//   node scripts/checks/fix-lockfile.mjs          repair package-lock.json in place
//   node scripts/checks/fix-lockfile.mjs --check  exit 1 if an entry is missing (run by `npm run lint`)
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;

const platformOf = (name) => {
  const id = name.split('/').pop();
  const os = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'sunos', 'aix'].find((o) =>
    id.includes(o),
  );
  const cpu = ['arm64', 'x64', 'ia32', 'wasm32', 'riscv64', 'ppc64', 's390x', 'loong64', 'arm'].find((c) =>
    id.includes(c === 'arm' ? 'arm-' : c),
  );
  const libc = id.includes('musl') ? ['musl'] : id.includes('gnu') && os === 'linux' ? ['glibc'] : undefined;
  return { os: os ? [os] : undefined, cpu: cpu ? [cpu] : undefined, libc };
};

const missing = [];
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform build: a real missing dependency, let npm report it
    missing.push(name);
    packages[hoisted] = {
      version: range.replace(/^[\^~=]/, ''),
      dev: entry.dev || undefined,
      optional: true,
      ...(os ? { os } : {}),
      ...(cpu ? { cpu } : {}),
      ...(libc ? { libc } : {}),
    };
  }
}

if (process.argv.includes('--check')) {
  if (missing.length) {
    console.error(
      `package-lock.json lacks ${missing.length} optional platform entries (${missing.join(', ')}).`,
    );
    console.error('Run `node scripts/checks/fix-lockfile.mjs` after `npm install`.');
    process.exit(1);
  }
} else if (missing.length) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`Added ${missing.length} optional platform entries: ${missing.join(', ')}`);
} else {
  console.log('package-lock.json is complete.');
}
