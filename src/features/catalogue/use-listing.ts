// A product listing that lives in the URL (docs/catalogue.md). The page arrives with its first
// page pre-rendered; this hook takes over from there: it reads the URL once hydrated (a link may
// carry filters the static page could not know), pushes every change as a history entry, follows
// back and forward, and fetches through the API client. Pages already seen in the last five
// minutes come from memory, so back and forward are instant. Mistakes in the state are the listing's
// to handle, not the API's: an impossible price range asks nothing (nothing could match), a page past
// the end turns into the last page (in the URL too), and a category the API does not know is 'not-found'.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Pagination } from '@contract/catalogue.ts';
import type { ProductList } from '../../lib/api.ts';
import { loadProductGrid } from './LazyProductGrid.tsx';
import {
  changeListing,
  DEFAULT_LISTING,
  listingQuery,
  PAGE_SIZE,
  pageWithinList,
  parseListingQuery,
  priceRangeError,
  productQuery,
  sameListing,
  type ListingKey,
  type ListingState,
} from './listing-state.ts';

/**
 * The API client (with its HTTP library) is needed only once the shopper changes the listing: the
 * pre-rendered first page needs no request. It is loaded then, with the grid that shows the answer.
 */
const loadApi = () => import('../../lib/api.ts');

/** Listing data stays fresh for 5 minutes. */
const FRESH_MS = 300_000;

/** 'not-found': the listing names a category the API does not know (an old link). */
export type ListingStatus = 'ready' | 'loading' | 'error' | 'not-found';

/** What an impossible price range shows: nothing, without asking. */
const NOTHING: ProductList = {
  products: [],
  pagination: { page: 1, limit: PAGE_SIZE, total: 0, pages: 0, hasNext: false, hasPrev: false },
};

interface ListingOptions {
  /** What the query string mirrors. */
  keys: readonly ListingKey[];
  /**
   * Where the pre-rendered first page sits in the whole list. Its products stay in the HTML and are
   * not handed over again: the page would carry them twice.
   */
  initial: Pagination;
  /** What every query of this listing has and the URL does not: a category page's category. */
  scope?: Partial<ListingState>;
}

export interface Listing {
  state: ListingState;
  data: ProductList;
  status: ListingStatus;
  /** False while the pre-rendered first page is still the one on screen. */
  live: boolean;
  /** Applies a change; anything but a page change goes back to page 1. */
  update(patch: Partial<ListingState>): void;
  /** Replaces the whole state (Clear All). */
  replace(next: ListingState): void;
  retry(): void;
}

export function useListing(options: ListingOptions): Listing {
  const { initial } = options;
  // The keys and the scope are fixed for the life of a page: the first ones given are kept.
  const [{ keys, scope }] = useState(() => ({ keys: options.keys, scope: options.scope }));
  const [base] = useState<ListingState>(() => ({ ...DEFAULT_LISTING, ...scope }));
  const [state, setState] = useState<ListingState>(base);
  const [data, setData] = useState<ProductList>(() => ({ products: [], pagination: initial }));
  const [status, setStatus] = useState<ListingStatus>('ready');
  const [live, setLive] = useState(false);
  const current = useRef(base);
  const latest = useRef(0);
  const cache = useRef(new Map<string, { data: ProductList; at: number }>());

  const load = useCallback(
    (first: ListingState): Promise<void> => {
      const run = async (next: ListingState): Promise<void> => {
        const request = ++latest.current;
        current.current = next;
        setState(next);
        setLive(true);
        if (priceRangeError(next.minPrice, next.maxPrice)) {
          setData(NOTHING);
          setStatus('ready');
          return;
        }
        const params = productQuery(next);
        const key = JSON.stringify(params);
        const show = (result: ProductList): Promise<void> | undefined => {
          const within = pageWithinList(next, result.pagination);
          if (within) {
            // The address says which page shows, in place of the one that does not exist.
            const { pathname, hash } = window.location;
            window.history.replaceState(
              window.history.state,
              '',
              `${pathname}${listingQuery(within, keys)}${hash}`,
            );
            return run(within);
          }
          setData(result);
          setStatus('ready');
        };
        const hit = cache.current.get(key);
        if (hit && Date.now() - hit.at < FRESH_MS) return show(hit.data);
        setStatus('loading');
        void loadProductGrid().catch(() => undefined);
        let client: Awaited<ReturnType<typeof loadApi>> | undefined;
        try {
          client = await loadApi();
          const result = await client.listProducts(params);
          cache.current.set(key, { data: result, at: Date.now() });
          if (request !== latest.current) return;
          await show(result);
        } catch (error) {
          // A newer request superseded this one; its own outcome counts.
          if (request !== latest.current) return;
          if (!client) {
            // The client's code did not arrive (the network): the same failure as a request that failed.
            console.error('Product listing: could not load the API client', error);
            setStatus('error');
            return;
          }
          const failure = client.toApiError(error);
          if (failure.status === 404 && next.category) {
            setStatus('not-found');
            return;
          }
          console.error(failure.describe());
          setStatus('error');
        }
      };
      return run(first);
    },
    [keys],
  );

  const readUrl = useCallback(
    (): ListingState => ({ ...parseListingQuery(window.location.search, keys), ...scope }),
    [keys, scope],
  );

  useEffect(() => {
    const fromUrl = readUrl();
    // Keep the address in its one written form (no limit, no defaults).
    const canonical = `${window.location.pathname}${listingQuery(fromUrl, keys)}${window.location.hash}`;
    if (canonical !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.replaceState(window.history.state, '', canonical);
    }
    if (!sameListing(fromUrl, base)) void load(fromUrl);

    const onPopState = () => {
      const next = readUrl();
      // A hash change (the skip link) pops too, with the listing unchanged.
      if (!sameListing(next, current.current)) void load(next);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
    // Runs once, after hydration (everything it reads is fixed): the pre-rendered page had no URL to read.
  }, [base, keys, load, readUrl]);

  const replace = useCallback(
    (next: ListingState) => {
      if (sameListing(next, current.current)) return;
      const url = `${window.location.pathname}${listingQuery(next, keys)}`;
      if (url !== `${window.location.pathname}${window.location.search}`)
        window.history.pushState(null, '', url);
      void load(next);
    },
    [keys, load],
  );

  const update = useCallback(
    (patch: Partial<ListingState>) => replace(changeListing(current.current, patch)),
    [replace],
  );

  const retry = useCallback(() => void load(current.current), [load]);

  return { state, data, status, live, update, replace, retry };
}
