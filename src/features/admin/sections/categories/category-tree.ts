// The category tree from the API's flat list: children in their sort order, the places a category may
// move to (never inside itself), and a new order of siblings.

export interface CategoryLike {
  id: string;
  name: string;
  parent_id: string | null;
  sort_order: number;
}

export interface TreeNode<T extends CategoryLike> {
  category: T;
  depth: number;
  children: TreeNode<T>[];
}

const bySortOrder = <T extends CategoryLike>(a: T, b: T) =>
  a.sort_order - b.sort_order || a.name.localeCompare(b.name);

export function buildTree<T extends CategoryLike>(categories: readonly T[]): TreeNode<T>[] {
  const ids = new Set(categories.map((category) => category.id));
  const childrenOf = new Map<string | null, T[]>();
  for (const category of categories) {
    const parent = category.parent_id && ids.has(category.parent_id) ? category.parent_id : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), category]);
  }
  const build = (parent: string | null, depth: number): TreeNode<T>[] =>
    (childrenOf.get(parent) ?? [])
      .sort(bySortOrder)
      .map((category) => ({ category, depth, children: build(category.id, depth + 1) }));
  return build(null, 0);
}

/** The tree in reading order, each node once. */
export const flatten = <T extends CategoryLike>(nodes: TreeNode<T>[]): TreeNode<T>[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

/** The ids of a category and everything under it. */
export function subtreeIds<T extends CategoryLike>(categories: readonly T[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories)
      if (category.parent_id && ids.has(category.parent_id) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
  }
  return ids;
}

/** The parents a category may move under: the top level (null) and any category outside its own subtree. */
export function parentChoices<T extends CategoryLike>(
  categories: readonly T[],
  movingId: string | null,
): { value: string; label: string }[] {
  const excluded = movingId ? subtreeIds(categories, movingId) : new Set<string>();
  return flatten(buildTree(categories))
    .filter((node) => !excluded.has(node.category.id))
    .map((node) => ({ value: node.category.id, label: `${'— '.repeat(node.depth)}${node.category.name}` }));
}

/** The sibling ids in their new order after moving `id` one place up (-1) or down (+1); null when it cannot move. */
export function reorderSiblings<T extends CategoryLike>(
  categories: readonly T[],
  id: string,
  step: -1 | 1,
): { parent_id: string | null; ids: string[] } | null {
  const moving = categories.find((category) => category.id === id);
  if (!moving) return null;
  const siblings = categories.filter((category) => category.parent_id === moving.parent_id).sort(bySortOrder);
  const index = siblings.findIndex((category) => category.id === id);
  const target = index + step;
  if (target < 0 || target >= siblings.length) return null;
  const ids = siblings.map((category) => category.id);
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  return { parent_id: moving.parent_id, ids };
}
