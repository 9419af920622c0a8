// The S3 media storage through the AWS SDK against a local S3-compatible fake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBucketStorage, startS3Fake, type S3Fake } from '../../tests/support/s3-fake.ts';
import { s3Storage } from './s3-storage.ts';
import type { MediaStorage } from './storage.ts';

let fake: S3Fake;
let storage: MediaStorage;

beforeAll(async () => {
  fake = await startS3Fake();
  storage = fakeBucketStorage(fake, 'https://cdn.test/');
});
afterAll(async () => {
  await fake.close();
});

describe('S3 media storage', () => {
  it('stores bytes under media/<key>, byte for byte, with their type and a long cache life', async () => {
    const data = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 250, 251, 0]);
    expect(await storage.has('avatars/a1.webp')).toBe(false);
    await storage.put('avatars/a1.webp', data, 'image/webp');
    const stored = fake.objects.get('media/avatars/a1.webp');
    expect(stored?.body.equals(data)).toBe(true);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(await storage.has('avatars/a1.webp')).toBe(true);
    await storage.delete('avatars/a1.webp');
    expect(fake.objects.has('media/avatars/a1.webp')).toBe(false);
    expect(await storage.has('avatars/a1.webp')).toBe(false);
    // Deleting what is not there is not an error.
    await storage.delete('avatars/a1.webp');
  });

  it('names keys the same way as the local folder: rows stay the same whichever storage', () => {
    expect(storage.ref('products/x/1.webp')).toBe('/media/products/x/1.webp');
    expect(storage.url('products/x/1.webp')).toBe('https://cdn.test/media/products/x/1.webp');
    expect(storage.keyOf('/media/products/x/1.webp')).toBe('products/x/1.webp');
    expect(storage.keyOf('https://cdn.test/media/products/x/1.webp')).toBe('products/x/1.webp');
    expect(storage.keyOf('https://elsewhere.test/media/products/x/1.webp')).toBeNull();
    expect(storage.keyOf('/media/../secrets.txt')).toBeNull();
  });

  it('refuses a key outside the media folder before any request', async () => {
    const before = fake.requests.length;
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Invalid media key/,
    );
    expect(fake.requests.length).toBe(before);
  });

  it('fails loudly with wrong credentials instead of saying an object is missing', async () => {
    const wrong = s3Storage({
      bucket: fake.bucket,
      region: 'auto',
      endpoint: fake.url,
      forcePathStyle: true,
      accessKeyId: 'SOMEONEELSE0000',
      secretAccessKey: 'nope',
      publicBaseUrl: 'https://cdn.test',
    });
    await expect(wrong.has('avatars/a1.webp')).rejects.toThrow();
    await expect(wrong.put('avatars/a2.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });
});
