// With MEDIA_STORAGE=s3 the API keeps avatars, back-office images and the demo's generated images in
// the bucket, and every URL it gives out points at MEDIA_PUBLIC_URL (decision 144).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/api.ts';
import { multipart } from '../../tests/support/multipart.ts';
import { signUpCustomer } from '../../tests/support/oidc.ts';
import { s3Env, startS3Fake, type S3Fake } from '../../tests/support/s3-fake.ts';
import { catalogue } from '../../demo/catalogue.ts';
import { ensureCatalogueMedia } from './generate.ts';

let fake: S3Fake;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  fake = await startS3Fake();
  t = await createTestApp(s3Env(fake, 'https://cdn.test'));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('media in an S3-compatible bucket', () => {
  it('stores an uploaded avatar in the bucket and answers with its public URL', async () => {
    const customer = await signUpCustomer(t.app);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1d5a58' } })
      .jpeg()
      .toBuffer();
    const { payload, contentType } = multipart([
      { field: 'avatar', filename: 'me.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload/user-avatar',
      headers: { ...customer.auth, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().data.avatar_url;
    expect(url).toMatch(/^https:\/\/cdn\.test\/media\/avatars\/[0-9a-f-]+-[0-9a-f]{12}\.webp$/);
    const stored = fake.objects.get(new URL(url).pathname.slice(1));
    expect(stored?.contentType).toBe('image/webp');
    expect(await sharp(stored!.body).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it("gives the catalogue's images at the public URL, with the rows unchanged", async () => {
    const response = await t.app.inject({ url: '/api/v1/products?limit=3' });
    const products = response.json().data.products as { image_url: string | null }[];
    expect(products.length).toBeGreaterThan(0);
    for (const product of products)
      expect(product.image_url).toMatch(/^https:\/\/cdn\.test\/media\/products\//);
    const [row] = await t.database.execute(`SELECT image_url FROM product_images LIMIT 1`);
    expect(String(row!.image_url)).toMatch(/^\/media\/products\//);
  });

  it("renders the demo's images into the bucket once, and leaves them there on the next start", async () => {
    const sample = { categories: [catalogue.categories[0]!], products: [catalogue.products[0]!] };
    const expected = 1 + catalogue.products[0]!.images.length * 2;
    expect(await ensureCatalogueMedia(t.services.media, sample)).toMatchObject({
      written: expected,
      skipped: 0,
    });
    const key = `media/categories/${sample.categories[0]!.slug}.webp`;
    expect(fake.objects.get(key)?.contentType).toBe('image/webp');
    expect(await ensureCatalogueMedia(t.services.media, sample)).toMatchObject({
      written: 0,
      skipped: expected,
    });
  });
});
