import { readFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { API_NODE_OPTIONS } from './api-node-options.ts';

describe('the API’s Node.js options', () => {
  it('are the ones `npm run api` starts it with', async () => {
    const manifest = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.api).toBe(`node ${API_NODE_OPTIONS.join(' ')} server/main.ts`);
  });

  it('are all accepted by this Node.js', () => {
    const run = spawnSync(process.execPath, [...API_NODE_OPTIONS, '-e', 'process.exit(0)'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
