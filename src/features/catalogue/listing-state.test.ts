import { describe, expect, it } from 'vitest';
import {
  CATEGORY_LISTING_KEYS,
  changeListing,
  clearFilters,
  DEFAULT_LISTING,
  isFiltered,
  listingQuery,
  MAX_PAGE_BUTTONS,
  PAGE_SIZE,
  pageButtons,
  pageWithinList,
  parseListingQuery,
  parsePrice,
  PRICE_RANGE_MESSAGE,
  priceRangeError,
  productQuery,
  sameListing,
  showingRange,
  showingText,
  SORT_OPTIONS,
  sortFromValue,
  sortValue,
  type ListingState,
} from './listing-state.ts';

const state = (patch: Partial<ListingState> = {}): ListingState => ({ ...DEFAULT_LISTING, ...patch });

describe('listing state in the query string', () => {
  it('keeps the plain listing at its plain URL', () => {
    expect(listingQuery(DEFAULT_LISTING)).toBe('');
    expect(parseListingQuery('')).toEqual(DEFAULT_LISTING);
  });

  it('writes search, category, prices, sort, order and page in one fixed order', () => {
    const full = state({
      search: 'teak sofa',
      category: 'living-room',
      minPrice: 5000,
      maxPrice: 50000,
      sort: 'price',
      order: 'desc',
      page: 3,
    });
    const query = listingQuery(full);
    expect(query).toBe(
      '?search=teak+sofa&category=living-room&minPrice=5000&maxPrice=50000&sort=price&order=desc&page=3',
    );
    expect(parseListingQuery(query)).toEqual(full);
  });

  it('round-trips every sort option, naming sort and order together', () => {
    for (const option of SORT_OPTIONS) {
      const sorted = state({ sort: option.sort, order: option.order });
      const query = listingQuery(sorted);
      if (option.value === 'name-asc') expect(query).toBe('');
      else expect(query).toBe(`?sort=${option.sort}&order=${option.order}`);
      expect(parseListingQuery(query)).toEqual(sorted);
    }
  });

  it('never mirrors limit, and ignores one in the URL', () => {
    expect(listingQuery(state({ page: 2 }))).not.toContain('limit');
    expect(parseListingQuery('?limit=100&page=2')).toEqual(state({ page: 2 }));
    expect(productQuery(parseListingQuery('?limit=100')).limit).toBe(PAGE_SIZE);
  });

  it('falls back to the default for values that make no sense', () => {
    expect(parseListingQuery('?sort=rating&order=sideways&page=0&minPrice=-5&maxPrice=abc')).toEqual(
      DEFAULT_LISTING,
    );
    expect(parseListingQuery('?page=2.5')).toEqual(DEFAULT_LISTING);
    expect(parseListingQuery('?search=%20%20&category=')).toEqual(DEFAULT_LISTING);
  });

  it('reads prices as whole rupees', () => {
    expect(parsePrice('1500')).toBe(1500);
    expect(parsePrice(' 1500.75 ')).toBe(1500);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('1e5')).toBeNull();
    expect(parsePrice(null)).toBeNull();
    expect(parseListingQuery('?minPrice=0')).toEqual(state({ minPrice: 0 }));
    expect(listingQuery(state({ minPrice: 0 }))).toBe('?minPrice=0');
  });

  it('reads and writes only sort, order and page on a category page', () => {
    const query = '?category=bedroom&search=bed&sort=created_at&order=desc&page=2';
    const parsed = parseListingQuery(query, CATEGORY_LISTING_KEYS);
    expect(parsed).toEqual(state({ sort: 'created_at', order: 'desc', page: 2 }));
    expect(listingQuery(state({ search: 'bed', category: 'x', page: 2 }), CATEGORY_LISTING_KEYS)).toBe(
      '?page=2',
    );
  });
});

describe('changing the listing', () => {
  const onPage4 = state({ page: 4, search: 'lamp' });

  it('goes back to page 1 when a filter, the search or the sort changes', () => {
    expect(changeListing(onPage4, { category: 'lighting' }).page).toBe(1);
    expect(changeListing(onPage4, { search: 'brass lamp' }).page).toBe(1);
    expect(changeListing(onPage4, { minPrice: 1000 }).page).toBe(1);
    expect(changeListing(onPage4, { maxPrice: 9000 }).page).toBe(1);
    expect(changeListing(onPage4, { sort: 'price', order: 'asc' }).page).toBe(1);
  });

  it('keeps everything else when only the page changes', () => {
    expect(changeListing(onPage4, { page: 5 })).toEqual({ ...onPage4, page: 5 });
  });

  it('Clear All drops search and filters, keeps the sort and goes to page 1', () => {
    const busy = state({
      search: 'jhoola',
      category: 'outdoor',
      minPrice: 1,
      maxPrice: 2,
      sort: 'price',
      order: 'desc',
      page: 3,
    });
    expect(isFiltered(busy)).toBe(true);
    const cleared = clearFilters(busy);
    expect(cleared).toEqual(state({ sort: 'price', order: 'desc' }));
    expect(isFiltered(cleared)).toBe(false);
  });

  it('counts a sort or a page as no filter', () => {
    expect(isFiltered(state({ sort: 'price', page: 2 }))).toBe(false);
    expect(isFiltered(state({ minPrice: 0 }))).toBe(true);
  });

  it('compares states field by field', () => {
    expect(sameListing(state({ page: 2 }), state({ page: 2 }))).toBe(true);
    expect(sameListing(state({ page: 2 }), state())).toBe(false);
  });
});

describe('sort select', () => {
  it('offers the six sorts, in order', () => {
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Name A-Z',
      'Name Z-A',
      'Price Low to High',
      'Price High to Low',
      'Newest First',
      'Oldest First',
    ]);
  });

  it('maps select values to sort and order and back', () => {
    expect(sortFromValue('created_at-desc')).toEqual({ sort: 'created_at', order: 'desc' });
    expect(sortFromValue('nonsense')).toEqual({ sort: 'name', order: 'asc' });
    for (const option of SORT_OPTIONS) expect(sortValue(sortFromValue(option.value))).toBe(option.value);
  });
});

describe('the API query', () => {
  it('sends what is set, with the page size as limit', () => {
    expect(productQuery(DEFAULT_LISTING)).toEqual({ sort: 'name', order: 'asc', page: 1, limit: 20 });
    expect(productQuery(state({ search: ' sofaa ', category: 'sofas', minPrice: 0, page: 2 }))).toEqual({
      search: 'sofaa',
      category: 'sofas',
      minPrice: 0,
      sort: 'name',
      order: 'asc',
      page: 2,
      limit: 20,
    });
  });
});

describe('pagination', () => {
  it('numbers at most the first five pages', () => {
    expect(MAX_PAGE_BUTTONS).toBe(5);
    expect(pageButtons(0)).toEqual([]);
    expect(pageButtons(1)).toEqual([1]);
    expect(pageButtons(3)).toEqual([1, 2, 3]);
    expect(pageButtons(8)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(500).length).toBeLessThanOrEqual(5);
  });

  it('says which products a page shows', () => {
    expect(showingText({ page: 1, limit: 20, total: 144 })).toBe('Showing 1 to 20 of 144 products');
    expect(showingText({ page: 8, limit: 20, total: 144 })).toBe('Showing 141 to 144 of 144 products');
    expect(showingRange({ page: 1, limit: 20, total: 0 })).toEqual({ from: 0, to: 0 });
    expect(showingRange({ page: 9, limit: 20, total: 144 })).toEqual({ from: 0, to: 0 });
  });
});

describe('the price range', () => {
  it('says what is wrong when Min Price is above Max Price', () => {
    expect(PRICE_RANGE_MESSAGE).toBe('Min price must not be more than max price');
    expect(priceRangeError(5000, 100)).toBe(PRICE_RANGE_MESSAGE);
    expect(priceRangeError(100, 99)).toBe(PRICE_RANGE_MESSAGE);
  });

  it('accepts a range in order, equal ends, or an open end', () => {
    expect(priceRangeError(100, 5000)).toBeNull();
    expect(priceRangeError(5000, 5000)).toBeNull();
    expect(priceRangeError(5000, null)).toBeNull();
    expect(priceRangeError(null, 100)).toBeNull();
    expect(priceRangeError(null, null)).toBeNull();
  });
});

describe('a page past the end', () => {
  const pagination = (page: number, pages: number) => ({ page, pages });

  it('leads to the last page', () => {
    expect(pageWithinList(state({ page: 99, category: 'decor' }), pagination(99, 8))).toEqual(
      state({ page: 8, category: 'decor' }),
    );
    expect(pageWithinList(state({ page: 9 }), pagination(9, 8))).toEqual(state({ page: 8 }));
  });

  it('leads to page 1 when nothing matches at all', () => {
    expect(pageWithinList(state({ page: 3, search: 'qqxxzz' }), pagination(3, 0))).toEqual(
      state({ page: 1, search: 'qqxxzz' }),
    );
  });

  it('leaves a page that exists alone', () => {
    expect(pageWithinList(state({ page: 8 }), pagination(8, 8))).toBeNull();
    expect(pageWithinList(state({ page: 1 }), pagination(1, 0))).toBeNull();
    expect(pageWithinList(state({ page: 1 }), pagination(1, 8))).toBeNull();
  });
});
