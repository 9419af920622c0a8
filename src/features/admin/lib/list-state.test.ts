import { describe, expect, it } from 'vitest';
import { listQueryOf, listSearchOf, listSearchValidator, parseListSearch, withFilter } from './list-state.ts';

const config = { filters: ['search', 'status'], sorts: ['name', 'price'] };

describe('the URL state of a list', () => {
  it('reads page, size, sort and filters from the address and writes them back the same', () => {
    const search = { page: '3', limit: '50', sort: 'price', order: 'desc', search: 'sofa', status: 'draft' };
    const state = parseListSearch(search, config);
    expect(state).toEqual({
      page: 3,
      limit: 50,
      sort: 'price',
      order: 'desc',
      filters: { search: 'sofa', status: 'draft' },
    });
    expect(listSearchOf(state)).toEqual({
      page: 3,
      limit: 50,
      sort: 'price',
      order: 'desc',
      search: 'sofa',
      status: 'draft',
    });
  });

  it('leaves defaults out of the address and drops what it does not know', () => {
    const state = parseListSearch({ page: '0', limit: '33', sort: 'evil', order: 'up', other: 'x' }, config);
    expect(state).toEqual({ page: 1, limit: 25, sort: undefined, order: undefined, filters: {} });
    expect(listSearchOf(state)).toEqual({});
    expect(listSearchValidator(config)({ page: 1, limit: 25, search: '  ' })).toEqual({});
  });

  it('asks the API for the same list the address shows', () => {
    const state = parseListSearch({ sort: 'name', search: 'teak' }, config);
    expect(listQueryOf(state)).toEqual({ page: 1, limit: 25, sort: 'name', order: 'asc', search: 'teak' });
  });

  it('goes back to the first page when a filter changes, and forgets an emptied filter', () => {
    const state = parseListSearch({ page: '4', status: 'draft' }, config);
    expect(withFilter(state, 'search', 'lamp')).toMatchObject({
      page: 1,
      filters: { status: 'draft', search: 'lamp' },
    });
    expect(withFilter(state, 'status', '').filters).toEqual({});
  });
});
