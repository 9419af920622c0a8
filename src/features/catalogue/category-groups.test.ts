import { describe, expect, it } from 'vitest';
import type { Category } from '@contract/catalogue.ts';
import { categoryOptions, filterGroups, groupCategories, matchesCategory } from './category-groups.ts';

let order = 0;
const category = (id: string, parent_id: string | null, description: string | null = null): Category => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1).replace(/-/g, ' '),
  slug: id,
  description,
  image_url: null,
  parent_id,
  product_count: 1,
  is_featured: false,
  sort_order: order++,
});

const catalogue = [
  category('living-room', null, 'Sofas and coffee tables'),
  category('bedroom', null),
  category('sofas', 'living-room', 'Three-seaters in teak and velvet'),
  category('beds', 'bedroom'),
  category('coffee-tables', 'living-room'),
  category('sectionals', 'sofas'),
  category('lost', 'no-such-parent'),
];

describe('grouping categories', () => {
  it('puts each subcategory under its parent, deeper ones under their top-level ancestor', () => {
    const { groups, others } = groupCategories(catalogue);
    expect(groups.map((group) => [group.parent.slug, group.children.map((child) => child.slug)])).toEqual([
      ['living-room', ['sofas', 'coffee-tables', 'sectionals']],
      ['bedroom', ['beds']],
    ]);
    expect(others.map((other) => other.slug)).toEqual(['lost']);
  });

  it('treats a loop of parents as orphans rather than hanging', () => {
    const a = { ...category('a', 'b') };
    const b = { ...category('b', 'a') };
    expect(groupCategories([a, b]).others).toHaveLength(2);
  });
});

describe('searching categories', () => {
  const grouped = groupCategories(catalogue);

  it('keeps a matching parent with all its subcategories', () => {
    const { groups } = filterGroups(grouped, 'bedroom');
    expect(groups).toEqual([grouped.groups[1]]);
  });

  it('keeps only the matching subcategories of a parent that does not match', () => {
    const { groups } = filterGroups(grouped, 'VELVET');
    expect(groups.map((group) => [group.parent.slug, group.children.map((child) => child.slug)])).toEqual([
      ['living-room', ['sofas']],
    ]);
  });

  it('needs every word, ignores case and accents, and matches nothing when nothing fits', () => {
    expect(matchesCategory(catalogue[2]!, 'teak  three')).toBe(true);
    expect(matchesCategory(category('cafe', null, 'Café chairs'), 'cafe CHAIRS')).toBe(true);
    const none = filterGroups(grouped, 'zzz');
    expect(none.groups).toEqual([]);
    expect(none.others).toEqual([]);
    expect(filterGroups(grouped, '  ')).toBe(grouped);
  });
});

describe('category select', () => {
  it('lists parents, each followed by its subcategories, then orphans', () => {
    expect(categoryOptions(catalogue).map((option) => `${option.depth}:${option.slug}`)).toEqual([
      '0:living-room',
      '1:sofas',
      '1:coffee-tables',
      '1:sectionals',
      '0:bedroom',
      '1:beds',
      '0:lost',
    ]);
  });
});
