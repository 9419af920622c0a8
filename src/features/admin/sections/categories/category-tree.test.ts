import { describe, expect, it } from 'vitest';
import { buildTree, flatten, parentChoices, reorderSiblings } from './category-tree.ts';

const cat = (id: string, parent_id: string | null, sort_order: number) => ({
  id,
  name: id,
  parent_id,
  sort_order,
});
const categories = [
  cat('living', null, 1),
  cat('sofas', 'living', 2),
  cat('chairs', 'living', 1),
  cat('bedroom', null, 0),
  cat('recliners', 'sofas', 0),
];

describe('category tree', () => {
  it('nests children under parents in their sort order', () => {
    expect(flatten(buildTree(categories)).map((node) => `${node.depth}:${node.category.id}`)).toEqual([
      '0:bedroom',
      '0:living',
      '1:chairs',
      '1:sofas',
      '2:recliners',
    ]);
  });

  it('never offers a category’s own subtree as its new parent', () => {
    expect(parentChoices(categories, 'living').map((choice) => choice.value)).toEqual(['bedroom']);
    expect(parentChoices(categories, 'recliners').map((choice) => choice.value)).toContain('sofas');
    expect(parentChoices(categories, null)).toHaveLength(5);
  });

  it('swaps a category with its neighbour among its siblings', () => {
    expect(reorderSiblings(categories, 'sofas', -1)).toEqual({
      parent_id: 'living',
      ids: ['sofas', 'chairs'],
    });
    expect(reorderSiblings(categories, 'sofas', 1)).toBeNull();
    expect(reorderSiblings(categories, 'bedroom', 1)).toEqual({
      parent_id: null,
      ids: ['living', 'bedroom'],
    });
  });
});
