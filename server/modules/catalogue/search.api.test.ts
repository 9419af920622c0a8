// Search speaks the shop's languages (decision 043): Indian English and Hindi words for furniture,
// rooms and materials are searched with their English equivalents, typos in them are still corrected,
// and a product named with the Indian word is still found by it.
import { describe, expect, it } from 'vitest';
import { ProductListDataSchema, envelope } from '../../../contract/catalogue.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { apiCaughtUp } from '../../../tests/support/catalogue-cache.ts';

const t = useTestApp();

const search = async (text: string): Promise<string[]> => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/products?limit=100&search=${encodeURIComponent(text)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(ProductListDataSchema)
    .parse(response.json())
    .data.products.map((product) => product.name);
};

const namesIn = async (categorySlug: string): Promise<string[]> =>
  (
    await t.database.execute(
      `SELECT p.name FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug = $1 ORDER BY p.name`,
      [categorySlug],
    )
  ).map((row) => String(row.name));

describe('Indian words for furniture, rooms and materials', () => {
  it('finds the wardrobes for "almirah", also misspelt', async () => {
    const wardrobes = await namesIn('wardrobes');
    expect(wardrobes).toHaveLength(5);
    for (const text of ['almirah', 'Almirah', 'almirahs', 'almari', 'almira', 'almirahh']) {
      expect(await search(text), text).toEqual(expect.arrayContaining(wardrobes));
    }
  });

  it('finds a product named with the Indian word by that word, beside the English ones', async () => {
    await t.database.execute(`
      INSERT INTO products (name, slug, price, description)
      VALUES ('Dadi''s Almirah', 'dadis-almirah', 45000, 'A tall cupboard with a mirrored door.')`);
    await apiCaughtUp(t);
    const found = await search('almirah');
    expect(found).toContain("Dadi's Almirah");
    expect(found).toEqual(expect.arrayContaining(await namesIn('wardrobes')));
  });

  it.each([
    ['kursi', 'dining-chairs'],
    ['jhula', 'swings'],
    ['jhoola', 'swings'],
    ['palang', 'beds'],
    ['dari', 'rugs'],
    ['durrie', 'rugs'],
    ['gaddi', 'cushions'],
    ['aaina', 'mirrors'],
    ['gamla', 'planters'],
  ])('finds "%s" in %s', async (text, slug) => {
    const names = await namesIn(slug);
    expect(names.length).toBeGreaterThan(0);
    expect(await search(text)).toEqual(expect.arrayContaining(names));
  });

  it('searches materials by their Indian names', async () => {
    const teak = (
      await t.database.execute(`SELECT name FROM products WHERE material ILIKE '%teak%' ORDER BY name`)
    ).map((row) => String(row.name));
    expect(teak.length).toBeGreaterThan(0);
    expect(await search('sagwan')).toEqual(expect.arrayContaining(teak));
    const sheesham = await search('sheesham');
    expect(sheesham.length).toBeGreaterThan(0);
    expect(await search('shesham')).toEqual(expect.arrayContaining(sheesham));
    expect(await search('shisham')).toEqual(expect.arrayContaining(sheesham));
  });

  it('combines an Indian word with others: every word must match', async () => {
    const found = await search('sheesham almirah');
    expect(found).toContain('Heritage Sheesham Wardrobe');
    expect(found).not.toContain('Kaveri Teak Wardrobe');
  });

  it('still finds nothing for a word nothing matches', async () => {
    expect(await search('zqxjvw')).toEqual([]);
    expect(await search('almirah zqxjvw')).toEqual([]);
  });
});
