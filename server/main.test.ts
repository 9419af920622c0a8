// The real entry point as an operator runs it: first start migrates and seeds the embedded database,
// a second process on the same data directory fails fast, and SIGTERM shuts down cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const children: ChildProcess[] = [];
let dataDir = '';

const start = (env: Record<string, string>) => {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_ON_START: 'true',
      GENERATE_MEDIA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}: ${output}`));
    });
  });
  listening.catch(() => {});
  return { child, exited, listening, output: () => output };
};

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('server/main.ts', () => {
  it('starts on an empty data directory, refuses a second process, and stops on SIGTERM', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-main-'));
    const first = start({ DATA_DIR: dataDir });
    const url = await first.listening;
    const products = await (await fetch(`${url}/api/v1/products?category=living-room&limit=5`)).json();
    expect(products.data.products).toHaveLength(5);
    const totalBefore = (await (await fetch(`${url}/api/v1/products?limit=1`)).json()).data.pagination.total;
    expect(totalBefore).toBeGreaterThanOrEqual(120);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);

    const second = start({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by process \d+/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);

    // The data survives a restart and is not seeded twice.
    const again = start({ DATA_DIR: dataDir });
    const againUrl = await again.listening;
    const count = await (await fetch(`${againUrl}/api/v1/products?limit=1`)).json();
    expect(count.data.pagination.total).toBe(totalBefore);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('stops with a message naming a bad setting', async () => {
    const bad = start({ PORT: 'eighty', DATA_DIR: join(tmpdir(), 'never-created') });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/PORT/);
  }, 30_000);
});
