// The categories as a picker shows them: every category, indented under its parent, in the tree's order.
import type { AdminCategory } from '@contract/admin/catalogue.ts';
import { useAdminQuery } from '../../api/queries.ts';

export interface CategoryOption {
  value: string;
  label: string;
}

export function categoryOptions(categories: readonly AdminCategory[]): CategoryOption[] {
  const children = new Map<string | null, AdminCategory[]>();
  for (const category of categories) {
    const siblings = children.get(category.parent_id) ?? [];
    siblings.push(category);
    children.set(category.parent_id, siblings);
  }
  const options: CategoryOption[] = [];
  const walk = (parent: string | null, depth: number) => {
    const siblings = [...(children.get(parent) ?? [])].sort(
      (a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name),
    );
    for (const category of siblings) {
      options.push({ value: category.id, label: `${'— '.repeat(depth)}${category.name}` });
      walk(category.id, depth + 1);
    }
  };
  walk(null, 0);
  return options;
}

export function useCategories() {
  return useAdminQuery('/admin/categories', undefined, { staleTime: 60_000 });
}
