import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBucketStorage, startS3Fake, type S3Fake } from '../support/s3-fake.ts';
import { copyMediaToBucket } from '../../scripts/ops/media-to-bucket.ts';

let fake: S3Fake;
let folder: string;

beforeAll(async () => {
  fake = await startS3Fake();
  folder = await mkdtemp(join(tmpdir(), 'media-copy-'));
  await mkdir(join(folder, 'products', 'teak-bench'), { recursive: true });
  await mkdir(join(folder, 'avatars'), { recursive: true });
  await writeFile(join(folder, 'products', 'teak-bench', '1.webp'), 'image one');
  await writeFile(join(folder, 'products', 'teak-bench', '1-thumb.webp'), 'thumb one');
  await writeFile(join(folder, 'avatars', 'a.webp'), 'avatar');
  await writeFile(join(folder, 'avatars', '.x1.tmp'), 'half written');
});
afterAll(async () => {
  await fake.close();
  await rm(folder, { recursive: true, force: true });
});

describe('copying a media folder into a bucket', () => {
  it('copies every media file under its key, leaves other files, and carries on where it stopped', async () => {
    const storage = fakeBucketStorage(fake);
    // One file is there already, as after an interrupted run.
    await storage.put('avatars/a.webp', Buffer.from('avatar'), 'image/webp');
    const first = await copyMediaToBucket(folder, storage);
    expect(first).toEqual({ copied: 2, present: 1, skipped: ['avatars/.x1.tmp'] });
    expect(fake.objects.get('media/products/teak-bench/1.webp')?.body.toString()).toBe('image one');
    expect(fake.objects.get('media/products/teak-bench/1-thumb.webp')?.contentType).toBe('image/webp');
    expect(fake.objects.has('media/avatars/.x1.tmp')).toBe(false);
    expect(await copyMediaToBucket(folder, storage)).toMatchObject({ copied: 0, present: 3 });
  });
});
