// What each category page is built from: the category, the categories above it (its breadcrumb) and
// the ones right below it (its subcategory links), in their order.
import type { Category } from '@contract/catalogue.ts';

// A type rather than an interface: Astro's page props must be indexable.
export type CategoryPage = {
  category: Category;
  /** From the top-level category down to the parent. */
  ancestors: Category[];
  children: Category[];
};

export function categoryPages(categories: readonly Category[]): CategoryPage[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return categories.map((category) => {
    const ancestors: Category[] = [];
    for (let parent = byId.get(category.parent_id ?? ''); parent && !ancestors.includes(parent);) {
      ancestors.unshift(parent);
      parent = byId.get(parent.parent_id ?? '');
    }
    const children = categories
      .filter((candidate) => candidate.parent_id === category.id)
      .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name, 'en-IN'));
    return { category, ancestors, children };
  });
}
