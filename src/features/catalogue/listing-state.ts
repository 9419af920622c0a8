// The state of a product listing and its mirror in the query string (docs/catalogue.md): the
// products page mirrors search, category, minPrice, maxPrice, sort, order and page; a category page
// only sort, order and page, its category being the path. limit is never mirrored. Pure functions,
// so that the island, the pages and the tests agree on one mapping.
import type { Pagination, SortField, SortOrder } from '@contract/catalogue.ts';
import type { ProductListParams } from '../../lib/api.ts';

/** Products per page, on the listing and on category pages. */
export const PAGE_SIZE = 20;
/** Numbered page buttons show for at most the first five pages. */
export const MAX_PAGE_BUTTONS = 5;

export interface ListingState {
  search: string;
  /** A category slug; '' is All Categories. */
  category: string;
  /** Whole rupees; null when not set. */
  minPrice: number | null;
  maxPrice: number | null;
  sort: SortField;
  order: SortOrder;
  /** 1-based. */
  page: number;
}

export type ListingKey = keyof ListingState;

/** The default listing: sort by name, ascending, page 1, nothing filtered. */
export const DEFAULT_LISTING: Readonly<ListingState> = Object.freeze({
  search: '',
  category: '',
  minPrice: null,
  maxPrice: null,
  sort: 'name',
  order: 'asc',
  page: 1,
});

/** What /products keeps in its query string, in the order it writes them. */
export const PRODUCT_LISTING_KEYS: readonly ListingKey[] = [
  'search',
  'category',
  'minPrice',
  'maxPrice',
  'sort',
  'order',
  'page',
];
/** What a category page keeps in its query string. */
export const CATEGORY_LISTING_KEYS: readonly ListingKey[] = ['sort', 'order', 'page'];

interface SortOption {
  /** The select's value, e.g. 'price-asc'. */
  value: string;
  label: string;
  sort: SortField;
  order: SortOrder;
}

/** The sort select's six options, in their order. */
export const SORT_OPTIONS: readonly SortOption[] = [
  { value: 'name-asc', label: 'Name A-Z', sort: 'name', order: 'asc' },
  { value: 'name-desc', label: 'Name Z-A', sort: 'name', order: 'desc' },
  { value: 'price-asc', label: 'Price Low to High', sort: 'price', order: 'asc' },
  { value: 'price-desc', label: 'Price High to Low', sort: 'price', order: 'desc' },
  { value: 'created_at-desc', label: 'Newest First', sort: 'created_at', order: 'desc' },
  { value: 'created_at-asc', label: 'Oldest First', sort: 'created_at', order: 'asc' },
];

const SORTABLE = new Set<string>(SORT_OPTIONS.map((option) => option.sort));

/** The select value for a state's sort and order. */
export const sortValue = (state: Pick<ListingState, 'sort' | 'order'>): string =>
  `${state.sort}-${state.order}`;

/** The sort and order a select value stands for; the default for anything unknown. */
export function sortFromValue(value: string): Pick<ListingState, 'sort' | 'order'> {
  const option = SORT_OPTIONS.find((candidate) => candidate.value === value);
  return option
    ? { sort: option.sort, order: option.order }
    : { sort: DEFAULT_LISTING.sort, order: DEFAULT_LISTING.order };
}

/** A price typed by a shopper or found in a URL: whole, non-negative rupees, else not set. */
export function parsePrice(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const rupees = Math.floor(Number(trimmed));
  return Number.isSafeInteger(rupees) ? rupees : null;
}

/** Beside the price fields while Min Price is above Max Price; the listing then asks nothing. */
export const PRICE_RANGE_MESSAGE = 'Min price must not be more than max price';

/** What is wrong with a price range (a Min Price above the Max Price), or null when nothing is. */
export const priceRangeError = (minPrice: number | null, maxPrice: number | null): string | null =>
  minPrice !== null && maxPrice !== null && minPrice > maxPrice ? PRICE_RANGE_MESSAGE : null;

function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The state a query string describes, reading only `keys`. Values that make no sense (an unknown
 * sort, a negative price, page 0) fall back to the default rather than break the page; limit is
 * ignored, as the page size is fixed.
 */
export function parseListingQuery(
  query: string | URLSearchParams,
  keys: readonly ListingKey[] = PRODUCT_LISTING_KEYS,
): ListingState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const read = (key: ListingKey) => (keys.includes(key) ? params.get(key) : null);
  const state: ListingState = { ...DEFAULT_LISTING };

  state.search = read('search')?.trim() ?? '';
  state.category = read('category')?.trim() ?? '';
  state.minPrice = parsePrice(read('minPrice'));
  state.maxPrice = parsePrice(read('maxPrice'));

  const sort = read('sort');
  const order = read('order');
  if (sort && SORTABLE.has(sort)) state.sort = sort as SortField;
  if (order === 'asc' || order === 'desc') state.order = order;
  state.page = parsePage(read('page'));
  return state;
}

/**
 * The query string ('' or '?…') for a state, writing only `keys` and only what differs from the
 * default, so the plain listing keeps its plain URL. Sort and order travel together: a URL that
 * names one names both, and reads on its own.
 */
export function listingQuery(
  state: ListingState,
  keys: readonly ListingKey[] = PRODUCT_LISTING_KEYS,
): string {
  const params = new URLSearchParams();
  const sorted = state.sort !== DEFAULT_LISTING.sort || state.order !== DEFAULT_LISTING.order;
  for (const key of keys) {
    switch (key) {
      case 'search':
      case 'category':
        if (state[key].trim()) params.set(key, state[key].trim());
        break;
      case 'minPrice':
      case 'maxPrice':
        if (state[key] !== null) params.set(key, String(state[key]));
        break;
      case 'sort':
      case 'order':
        if (sorted) params.set(key, state[key]);
        break;
      case 'page':
        if (state.page > 1) params.set('page', String(state.page));
        break;
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Changing any filter or the sort goes back to page 1. A patch that only moves to another page keeps
 * the rest.
 */
export function changeListing(state: ListingState, patch: Partial<ListingState>): ListingState {
  const next = { ...state, ...patch };
  const onlyPage = Object.keys(patch).every((key) => key === 'page');
  if (!onlyPage) next.page = 1;
  return next;
}

/** Whether a search or a filter narrows the listing (Clear All shows, and the empty state hints). */
export const isFiltered = (state: ListingState): boolean =>
  state.search.trim() !== '' || state.category !== '' || state.minPrice !== null || state.maxPrice !== null;

/** Clear All: no search and no filters, the sort kept, page 1. */
export const clearFilters = (state: ListingState): ListingState =>
  changeListing(state, { search: '', category: '', minPrice: null, maxPrice: null });

export const sameListing = (a: ListingState, b: ListingState): boolean =>
  a.search === b.search &&
  a.category === b.category &&
  a.minPrice === b.minPrice &&
  a.maxPrice === b.maxPrice &&
  a.sort === b.sort &&
  a.order === b.order &&
  a.page === b.page;

/** The API query for a state (GET /products); `limit` is the page size. */
export function productQuery(state: ListingState, limit: number = PAGE_SIZE): ProductListParams {
  return {
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(state.category ? { category: state.category } : {}),
    ...(state.minPrice !== null ? { minPrice: state.minPrice } : {}),
    ...(state.maxPrice !== null ? { maxPrice: state.maxPrice } : {}),
    sort: state.sort,
    order: state.order,
    page: state.page,
    limit,
  };
}

/**
 * A page number past the end (an old link, a list that has shrunk) leads to the last page, or to page
 * 1 when nothing matches at all: the state to show instead, or null when the page exists.
 */
export function pageWithinList(
  state: ListingState,
  pagination: Pick<Pagination, 'page' | 'pages'>,
): ListingState | null {
  const last = Math.max(1, Math.floor(pagination.pages));
  return state.page > last ? { ...state, page: last } : null;
}

/** The numbered page buttons: the first pages, at most MAX_PAGE_BUTTONS of them. */
export function pageButtons(pages: number): number[] {
  const count = Math.max(0, Math.min(MAX_PAGE_BUTTONS, Math.floor(pages)));
  return Array.from({ length: count }, (_, index) => index + 1);
}

/** The first and last item shown on a page, 1-based; zeros when there is nothing. */
export function showingRange(pagination: Pick<Pagination, 'page' | 'limit' | 'total'>): {
  from: number;
  to: number;
} {
  const { page, limit, total } = pagination;
  const skipped = (page - 1) * limit;
  if (total <= 0 || limit <= 0 || skipped >= total) return { from: 0, to: 0 };
  return { from: skipped + 1, to: Math.min(skipped + limit, total) };
}

/** 'Showing 1 to 20 of 144 products'. */
export function showingText(pagination: Pick<Pagination, 'page' | 'limit' | 'total'>): string {
  const { from, to } = showingRange(pagination);
  return `Showing ${from} to ${to} of ${pagination.total} products`;
}
