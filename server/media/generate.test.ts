import { mkdtemp, readdir, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../demo/catalogue.ts';
import type { IllustrationKind, ImageView, SeedCatalogue } from '../../demo/types.ts';
import {
  catalogueMediaComplete,
  catalogueMediaKeys,
  ensureCatalogueMedia,
  ensureCatalogueMediaApart,
  IMAGE_SIZE,
  THUMB_SIZE,
} from './generate.ts';
import { categorySvg, placeholderSvg, productSvg } from '../../demo/illustrate.ts';
import { diskStorage } from './storage.ts';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('ensureCatalogueMedia', () => {
  const fourViews = catalogue.products.find((p) => p.images.length === 4);
  const threeViews = catalogue.products.find((p) => p.images.length === 3);
  const category = catalogue.categories[0];
  if (!fourViews || !threeViews || !category) throw new Error('catalogue has no sample products');
  const sample: SeedCatalogue = { categories: [category], products: [fourViews, threeViews] };
  const expected = 1 + (4 + 3) * 2;
  let dir = '';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'aangan-media-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('names every image it will write, the categories first', async () => {
    const keys = catalogueMediaKeys(sample);
    expect(keys).toHaveLength(expected);
    expect(keys[0]).toBe(`categories/${category.slug}.webp`);
    expect(keys.slice(1).every((key) => key.startsWith('products/'))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes real WebP files of the right size where the public paths expect them', async () => {
    const result = await ensureCatalogueMedia(diskStorage(dir, 'http://api.test/media'), sample);
    expect(result).toMatchObject({ written: expected, skipped: 0 });

    const files = await listFiles(dir);
    expect(files).toHaveLength(expected);
    expect(files.filter((f) => f.endsWith('.tmp'))).toHaveLength(0);

    const check = async (file: string, size: number) => {
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([size, size]);
    };
    await check(join(dir, 'categories', `${category.slug}.webp`), IMAGE_SIZE);
    for (const product of sample.products)
      for (let n = 1; n <= product.images.length; n++) {
        await check(join(dir, 'products', product.slug, `${n}.webp`), IMAGE_SIZE);
        await check(join(dir, 'products', product.slug, `${n}-thumb.webp`), THUMB_SIZE);
      }
  });

  it('skips files that already exist and fills in only what is missing', async () => {
    expect(await ensureCatalogueMedia(diskStorage(dir, 'http://api.test/media'), sample)).toMatchObject({
      written: 0,
      skipped: expected,
    });

    await unlink(join(dir, 'products', fourViews.slug, '2-thumb.webp'));
    const messages: string[] = [];
    const result = await ensureCatalogueMedia(diskStorage(dir, 'http://api.test/media'), sample, (msg) =>
      messages.push(msg),
    );
    expect(result).toMatchObject({ written: 1, skipped: expected - 1 });
    expect(messages.length).toBeGreaterThan(0);
  });
});

describe('illustrations', () => {
  const kinds = [...new Set(catalogue.products.map((p) => p.illustration.kind))] as IllustrationKind[];
  const views: ImageView[] = ['front', 'angle', 'detail', 'room'];

  it('draws every kind in every view as self-contained SVG without text', () => {
    expect(kinds).toHaveLength(24);
    for (const kind of kinds) {
      const illustration = catalogue.products.find((p) => p.illustration.kind === kind)?.illustration;
      if (!illustration) throw new Error(kind);
      const drawings = [
        ...views.map((view) => productSvg(illustration, view, 800)),
        categorySvg(illustration, 800),
      ];
      for (const svg of drawings) {
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"')).toBe(true);
        expect(svg).not.toMatch(/<text|<image|href=|@import|font-family|NaN|undefined/);
      }
      expect(new Set(drawings).size).toBe(drawings.length);
    }
  });

  it('is a pure function of its inputs', () => {
    const illustration = { kind: 'sofa', color: '#bf6340', finish: 'fabric' } as const;
    expect(productSvg(illustration, 'angle', 400)).toBe(productSvg(illustration, 'angle', 400));
    expect(placeholderSvg('generic', 800)).not.toBe(placeholderSvg('product', 800));
  });
});

describe('catalogueMediaComplete', () => {
  it('is false while any image is missing and true once all are written', async () => {
    const product = catalogue.products[0];
    const category = catalogue.categories[0];
    if (!product || !category) throw new Error('catalogue has no sample');
    const sample: SeedCatalogue = { categories: [category], products: [product] };
    const dir = await mkdtemp(join(tmpdir(), 'aangan-media-'));
    try {
      const storage = diskStorage(dir, 'http://api.test/media');
      expect(await catalogueMediaComplete(storage, sample)).toBe(false);
      await ensureCatalogueMedia(storage, sample);
      expect(await catalogueMediaComplete(storage, sample)).toBe(true);
      const [first] = (await listFiles(dir)).sort();
      await unlink(first!);
      expect(await catalogueMediaComplete(storage, sample)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('ensureCatalogueMediaApart', () => {
  it('fails, with the child’s exit, when the child cannot render', async () => {
    const saved = process.env.MEDIA_STORAGE;
    // The child reads the same environment as the API; a setting it refuses stops it before rendering.
    process.env.MEDIA_STORAGE = 'floppy';
    try {
      const progress: string[] = [];
      await expect(ensureCatalogueMediaApart((msg) => progress.push(msg))).rejects.toThrow(
        'Rendering the demo images failed (exit 1).',
      );
      expect(progress).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.MEDIA_STORAGE;
      else process.env.MEDIA_STORAGE = saved;
    }
  });
});
