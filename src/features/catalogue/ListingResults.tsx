// The results of a listing (all products, a category): the build's first page until the island takes
// over, then what the API answered, covered while the next page loads, with the pages below.
import { useRef, type ReactNode } from 'react';
import { LazyProductGrid } from './LazyProductGrid.tsx';
import {
  bringIntoView,
  CategoryNotFound,
  LoadingCover,
  NoProducts,
  Pagination,
  ProductsError,
} from './ListingParts.tsx';
import type { Listing } from './use-listing.ts';

export function ListingResults({
  listing: { live, status, data, retry, update },
  gap,
  filtered = false,
  onClear,
  children,
}: {
  listing: Pick<Listing, 'live' | 'status' | 'data' | 'retry' | 'update'>;
  /** The space above the results (a margin class). */
  gap: string;
  /** The shopper's filters leave nothing; `onClear` clears them (the products listing only). */
  filtered?: boolean;
  onClear?: () => void;
  /** The build's first page. */
  children?: ReactNode;
}): ReactNode {
  const results = useRef<HTMLDivElement>(null);
  // Another page brings the top of the results into view.
  const goToPage = (page: number) => {
    update({ page });
    bringIntoView(results.current);
  };

  return (
    <>
      <div ref={results} aria-busy={status === 'loading'} className={`relative ${gap} scroll-mt-28`}>
        {!live && children ? (
          children
        ) : status === 'error' ? (
          <ProductsError onRetry={retry} />
        ) : status === 'not-found' ? (
          <CategoryNotFound onAllProducts={onClear} />
        ) : data.products.length > 0 ? (
          <LazyProductGrid products={data.products} />
        ) : status === 'ready' ? (
          <NoProducts filtered={filtered} onClear={onClear} />
        ) : (
          <div className="min-h-96" />
        )}
        {status === 'loading' && <LoadingCover />}
      </div>

      {(status === 'ready' || status === 'loading') && (
        <Pagination pagination={data.pagination} onPage={goToPage} />
      )}
    </>
  );
}
