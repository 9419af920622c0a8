// Categories as the category listing and the category select show them (docs/catalogue.md): parent
// categories with their subcategories, and an Other Categories group for orphans, i.e. categories
// whose parent is not in the list. Deeper levels belong to their top-level ancestor.
import type { Category } from '@contract/catalogue.ts';

interface CategoryGroup {
  parent: Category;
  children: Category[];
}

interface GroupedCategories {
  groups: CategoryGroup[];
  /** Orphans: categories whose parent is missing. */
  others: Category[];
}

const byOrder = (a: Category, b: Category) =>
  a.sort_order - b.sort_order || a.name.localeCompare(b.name, 'en-IN');

/** The top-level ancestor of a category, or null when its chain of parents breaks (or loops). */
function rootOf(category: Category, byId: Map<string, Category>): Category | null {
  let current = category;
  const seen = new Set<string>();
  while (current.parent_id !== null) {
    if (seen.has(current.id)) return null;
    seen.add(current.id);
    const parent = byId.get(current.parent_id);
    if (!parent) return null;
    current = parent;
  }
  return current;
}

export function groupCategories(categories: readonly Category[]): GroupedCategories {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const children = new Map<string, Category[]>();
  const others: Category[] = [];
  for (const category of categories) {
    if (category.parent_id === null) continue;
    const root = rootOf(category, byId);
    if (!root) others.push(category);
    else children.set(root.id, [...(children.get(root.id) ?? []), category]);
  }
  const groups = categories
    .filter((category) => category.parent_id === null)
    .sort(byOrder)
    .map((parent) => ({ parent, children: (children.get(parent.id) ?? []).sort(byOrder) }));
  return { groups, others: others.sort(byOrder) };
}

const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Every word of the query appears in the category's name or description. */
export function matchesCategory(category: Category, query: string): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalise(`${category.name} ${category.description ?? ''}`);
  return words.every((word) => haystack.includes(word));
}

/**
 * The groups a search leaves: a parent that matches keeps all its subcategories; otherwise a group
 * stays with just the subcategories that match.
 */
export function filterGroups(grouped: GroupedCategories, query: string): GroupedCategories {
  if (!query.trim()) return grouped;
  const groups = grouped.groups.flatMap((group) => {
    if (matchesCategory(group.parent, query)) return [group];
    const children = group.children.filter((child) => matchesCategory(child, query));
    return children.length > 0 ? [{ parent: group.parent, children }] : [];
  });
  return { groups, others: grouped.others.filter((category) => matchesCategory(category, query)) };
}

export interface CategoryOption {
  slug: string;
  name: string;
  /** 0 for a parent (or an orphan), 1 for a subcategory. */
  depth: number;
}

/** The category select's options, parents each followed by their subcategories. */
export function categoryOptions(categories: readonly Category[]): CategoryOption[] {
  const { groups, others } = groupCategories(categories);
  return [
    ...groups.flatMap(({ parent, children }) => [
      { slug: parent.slug, name: parent.name, depth: 0 },
      ...children.map((child) => ({ slug: child.slug, name: child.name, depth: 1 })),
    ]),
    ...others.map((category) => ({ slug: category.slug, name: category.name, depth: 0 })),
  ];
}
