// Product and category images in the back office: uploads checked by content and re-encoded with a
// thumbnail, their order, alt texts and the primary image, deletion; the files refused.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminCategoryDataSchema, ImagesDataSchema } from '../../../contract/admin/catalogue.ts';
import { envelope, ErrorBodySchema, ProductDataSchema } from '../../../contract/catalogue.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

let editor: TestStaff;
let productId: string;

const t = useTestApp();
beforeAll(async () => {
  editor = await createStaff(t.database, 'catalogue');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/products',
    headers: editor.headers,
    payload: { name: 'Image Test Chair', price: 4500, stock_status: 'in_stock', status: 'published' },
  });
  productId = response.json().data.product.id;
});

function multipart(field: string, data: Buffer, filename = 'photo.png', contentType = 'image/png') {
  const boundary = `----aangan${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = async (url: string, data: Buffer, field = 'image') => {
  const { payload, headers } = multipart(field, data);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...editor.headers, ...headers },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
};
const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: editor.headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
  return { status: response.statusCode, body: response.json() };
};
const imagesOf = (body: unknown) => envelope(ImagesDataSchema).parse(body).data.images;

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'avif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 168, g: 75, b: 35 } } })
    .toFormat(format)
    .toBuffer();

/** The file behind a media URL, as the API serves it. */
const served = async (url: string) => {
  const response = await t.app.inject({ url: new URL(url).pathname });
  return { status: response.statusCode, body: response.rawPayload };
};

const shop = async () =>
  envelope(ProductDataSchema).parse((await t.app.inject({ url: `/api/v1/products/${productId}` })).json())
    .data.product;

describe('product images', () => {
  it('stores an upload re-encoded as WebP with a square thumbnail; the first is the primary image', async () => {
    const res = await upload(`/admin/products/${productId}/images`, await picture(2400, 1200, 'jpeg'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [image] = imagesOf(res.body);
    expect(image).toMatchObject({ is_primary: true, sort_order: 0, alt_text: null });
    expect(image!.image_url).toMatch(
      /^http:\/\/api\.test\/media\/uploads\/products\/[0-9a-f-]+\/[0-9a-f]+\.webp$/,
    );
    const main = await served(image!.image_url);
    expect(main.status).toBe(200);
    expect(await sharp(main.body).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const thumb = await served(image!.thumbnail_url!);
    expect(await sharp(thumb.body).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(await shop()).toMatchObject({ image_url: image!.image_url, thumbnail_url: image!.thumbnail_url });
    const [entry] = await t.database.execute(
      `SELECT * FROM audit_log WHERE entity_id = $1 AND action = 'product.image_add'`,
      [productId],
    );
    expect(entry).toMatchObject({
      actor_email: editor.email,
      after: { image_id: image!.id, is_primary: true },
    });
  });

  it('takes PNG, WebP and AVIF too, never enlarging a small image', async () => {
    for (const format of ['png', 'webp', 'avif'] as const) {
      const res = await upload(`/admin/products/${productId}/images`, await picture(300, 500, format));
      expect(res.status, `${format}: ${JSON.stringify(res.body)}`).toBe(201);
      const added = imagesOf(res.body).at(-1)!;
      expect(added.is_primary).toBe(false);
      expect(await sharp((await served(added.image_url)).body).metadata()).toMatchObject({
        width: 300,
        height: 500,
      });
    }
  });

  it('refuses what is not an acceptable image, and stores nothing', async () => {
    const before = (await call('GET', `/admin/products/${productId}`)).body.data.product.images as unknown[];
    const cases: [Buffer, number, RegExp][] = [
      [Buffer.from('just some text, not a picture'), 415, /Only JPEG, PNG, WebP or AVIF/],
      [
        await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
          .gif()
          .toBuffer(),
        415,
        /Only JPEG, PNG, WebP or AVIF/,
      ],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 415, /Only JPEG, PNG, WebP or AVIF/],
      [
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.from('garbage'),
        ]),
        422,
        /not a readable image/,
      ],
      [await picture(9000, 10), 422, /at most 8192 × 8192 pixels/],
      [Buffer.alloc(0), 400, /empty/],
      [Buffer.alloc(11 * 1024 * 1024, 1), 413, /at most 10 MB/],
    ];
    for (const [data, status, message] of cases) {
      const res = await upload(`/admin/products/${productId}/images`, data);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(ErrorBodySchema.parse(res.body).error).toMatch(message);
    }
    const wrongField = await upload(`/admin/products/${productId}/images`, await picture(10, 10), 'avatar');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error).toMatch(/field 'image'/);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${productId}/images`,
      headers: editor.headers,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const unknown = await upload(
      '/admin/products/00000000-0000-4000-8000-000000000000/images',
      await picture(10, 10),
    );
    expect(unknown.status).toBe(404);
    const after = (await call('GET', `/admin/products/${productId}`)).body.data.product.images;
    expect(after).toHaveLength(before.length);
  });

  it('orders images, sets alt texts and the primary image, which the product follows', async () => {
    const current = (await call('GET', `/admin/products/${productId}`)).body.data.product.images as {
      id: string;
    }[];
    const reversed = [...current].reverse();
    const res = await call('PUT', `/admin/products/${productId}/images`, {
      images: reversed.map((image, index) => ({
        id: image.id,
        alt_text: `View ${index + 1}`,
        is_primary: index === 0,
      })),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const images = imagesOf(res.body);
    expect(images.map((image) => image.id)).toEqual(reversed.map((image) => image.id));
    expect(images.map((image) => [image.sort_order, image.alt_text, image.is_primary])).toEqual(
      reversed.map((_, index) => [index, `View ${index + 1}`, index === 0]),
    );
    expect((await shop()).image_url).toBe(images[0]!.image_url);
    expect((await shop()).images[0]!.alt_text).toBe('View 1');

    const twoPrimaries = await call('PUT', `/admin/products/${productId}/images`, {
      images: images.map((image) => ({ id: image.id, is_primary: true })),
    });
    expect(twoPrimaries.status).toBe(400);
    expect(twoPrimaries.body.error).toMatch(/Exactly one image must be the primary image/);
    const missing = await call('PUT', `/admin/products/${productId}/images`, {
      images: images.slice(1).map((image, index) => ({ id: image.id, is_primary: index === 0 })),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/every image of the product/);
  });

  it('deletes an image and its files; the next one becomes primary', async () => {
    const images = (await call('GET', `/admin/products/${productId}`)).body.data.product.images as {
      id: string;
      image_url: string;
      is_primary: boolean;
    }[];
    const primary = images.find((image) => image.is_primary)!;
    const res = await call('DELETE', `/admin/products/${productId}/images/${primary.id}`);
    expect(res.status).toBe(200);
    const left = imagesOf(res.body);
    expect(left).toHaveLength(images.length - 1);
    expect(left.filter((image) => image.is_primary)).toHaveLength(1);
    expect(left[0]!.is_primary).toBe(true);
    expect((await shop()).image_url).toBe(left[0]!.image_url);
    expect((await served(primary.image_url)).status).toBe(404);
    const again = await call('DELETE', `/admin/products/${productId}/images/${primary.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('Image not found');
  });

  it('leaves a product without images with no image at all', async () => {
    const images = (await call('GET', `/admin/products/${productId}`)).body.data.product.images as {
      id: string;
    }[];
    for (const image of images) await call('DELETE', `/admin/products/${productId}/images/${image.id}`);
    expect(await shop()).toMatchObject({ image_url: null, thumbnail_url: null, images: [] });
  });
});

describe('a multipart body that is not whole', () => {
  it('is a 400 that names the problem, on the product and the category uploads alike', async () => {
    const [category] = await t.database.execute('SELECT id FROM categories ORDER BY name LIMIT 1');
    const { payload, headers } = multipart('image', await picture(300, 300));
    const send = (url: string, body: Buffer, contentType = headers['content-type']) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: { ...editor.headers, 'content-type': contentType },
        payload: body,
      });
    for (const url of [`/admin/products/${productId}/images`, `/admin/categories/${category!.id}/image`]) {
      const cutShort = await send(url, payload.subarray(0, Math.floor(payload.length / 2)));
      expect(cutShort.statusCode, url).toBe(400);
      expect(cutShort.json(), url).toEqual({
        success: false,
        error: 'The upload is not valid multipart/form-data: the body ends before its closing boundary.',
        code: 'bad_request',
      });
      const headersOnly = await send(url, payload.subarray(0, payload.indexOf('\r\n\r\n') + 4));
      expect(headersOnly.statusCode, url).toBe(400);
      const noBoundary = await send(url, payload, 'multipart/form-data');
      expect(noBoundary.statusCode, url).toBe(400);
      expect(noBoundary.json().error, url).toBe(
        'The upload is not valid multipart/form-data: the Content-Type header names no boundary.',
      );
    }
  });
});

describe('category images', () => {
  it('gives a category a new image and deletes the one it uploaded before', async () => {
    const [category] = await t.database.execute('SELECT id FROM categories ORDER BY name LIMIT 1');
    const first = await upload(`/admin/categories/${category!.id}/image`, await picture(1000, 1000));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstUrl = envelope(AdminCategoryDataSchema).parse(first.body).data.category.image_url!;
    expect(firstUrl).toMatch(/\/media\/uploads\/categories\//);
    expect((await served(firstUrl)).status).toBe(200);
    const second = await upload(`/admin/categories/${category!.id}/image`, await picture(800, 600, 'webp'));
    const secondUrl = envelope(AdminCategoryDataSchema).parse(second.body).data.category.image_url!;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await served(firstUrl)).status).toBe(404);
    expect((await served(secondUrl)).status).toBe(200);
    const refused = await upload(`/admin/categories/${category!.id}/image`, Buffer.from('nope'));
    expect(refused.status).toBe(415);
    const unknown = await upload(
      '/admin/categories/00000000-0000-4000-8000-000000000000/image',
      await picture(10, 10),
    );
    expect(unknown.status).toBe(404);
  });
});
