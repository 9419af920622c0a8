// The state of a back-office list (page, rows a page, sorting, filters) mirrored in the address's search
// params, so that a reload or a shared link shows the same list. Defaults are left out of the address.
import { ADMIN_PAGE_SIZES } from '@contract/admin/rules.ts';
import type { AdminPath, AdminQuery } from '../api/admin-api.ts';

export type PageSize = (typeof ADMIN_PAGE_SIZES)[number];
export type SortOrder = 'asc' | 'desc';

export interface ListState {
  page: number;
  limit: PageSize;
  sort: string | undefined;
  order: SortOrder | undefined;
  /** Filter values by their API parameter name; empty values are absent. */
  filters: Record<string, string>;
}

/** The search params of a list route: anything in the address, read leniently. */
export type ListSearch = Record<string, string | number | undefined>;

export interface ListConfig {
  /** The API's filter parameters this list offers (search, status, category_id, …). */
  filters: readonly string[];
  /** The API's sort keys. */
  sorts: readonly string[];
}

type SortKeyOf<Query> = Query extends { sort?: infer Sort } ? NonNullable<Sort> : never;

/**
 * A list's filters and sort keys checked against the call that fetches it (`GET path`): a name the call
 * does not take fails the type check. Declare a list's config with
 * `{ … } as const satisfies ListConfigOf<'/admin/orders'>`.
 */
export interface ListConfigOf<P extends AdminPath<'get'>> extends ListConfig {
  filters: readonly Exclude<keyof AdminQuery<P, 'get'> & string, 'page' | 'limit' | 'sort' | 'order'>[];
  sorts: readonly (SortKeyOf<AdminQuery<P, 'get'>> & string)[];
}

const positiveInt = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 1 ? number : undefined;
};

/** Reads a list's state from search params, dropping anything it does not know or cannot use. */
export function parseListSearch(search: Record<string, unknown>, config: ListConfig): ListState {
  const limit = positiveInt(search.limit);
  const sort =
    typeof search.sort === 'string' && config.sorts.includes(search.sort) ? search.sort : undefined;
  const order = search.order === 'asc' || search.order === 'desc' ? search.order : undefined;
  const filters: Record<string, string> = {};
  for (const key of config.filters) {
    const value = search[key];
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number')
      filters[key] = String(value);
  }
  return {
    page: Math.min(positiveInt(search.page) ?? 1, 100_000),
    limit: (ADMIN_PAGE_SIZES as readonly number[]).includes(limit ?? 0) ? (limit as PageSize) : 25,
    sort,
    order: sort ? order : undefined,
    filters,
  };
}

/** The search params of a list's state: defaults (page 1, 25 a page, no sort, no filter) left out. */
export function listSearchOf(state: ListState): ListSearch {
  const search: ListSearch = { ...state.filters };
  if (state.page > 1) search.page = state.page;
  if (state.limit !== 25) search.limit = state.limit;
  if (state.sort) {
    search.sort = state.sort;
    if (state.order) search.order = state.order;
  }
  return search;
}

/** What the API is asked for: page, limit, sort and order, and each filter. */
export function listQueryOf(state: ListState): Record<string, string | number> {
  return {
    page: state.page,
    limit: state.limit,
    ...(state.sort ? { sort: state.sort, order: state.order ?? 'asc' } : {}),
    ...state.filters,
  };
}

/** A changed filter: empty removes it, and the list goes back to its first page. */
export function withFilter(state: ListState, key: string, value: string | undefined): ListState {
  const filters = { ...state.filters };
  if (value === undefined || value.trim() === '') delete filters[key];
  else filters[key] = value;
  return { ...state, filters, page: 1 };
}

/** A validateSearch for a list route: keeps the list's own params, in their canonical form. */
export const listSearchValidator =
  (config: ListConfig) =>
  (search: Record<string, unknown>): ListSearch =>
    listSearchOf(parseListSearch(search, config));
