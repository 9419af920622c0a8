// A category page's products once hydrated (docs/catalogue.md): sort, grid/list, the result
// count and numbered pagination, with sort, order and page mirrored in the URL. The category itself
// is the page's path. Until the shopper changes something, the pre-rendered first page passed in as
// children stays on screen.
import { useId, useRef, useState, type ReactNode } from 'react';
import type { Pagination as PaginationData } from '@contract/catalogue.ts';
import { CATEGORY_LISTING_KEYS } from './listing-state.ts';
import {
  bringIntoView,
  CategoryNotFound,
  LoadingCover,
  NoProducts,
  Pagination,
  ProductsError,
  ResultCount,
  SortSelect,
  ViewToggle,
  type View,
} from './ListingParts.tsx';
import { LazyProductGrid } from './LazyProductGrid.tsx';
import { useListing } from './use-listing.ts';

interface Props {
  /** The category's slug; its products include those of its subcategories. */
  category: string;
  /** The pagination of the pre-rendered first page. */
  initial: PaginationData;
  children?: ReactNode;
}

export default function CategoryProducts({ category, initial, children }: Props): ReactNode {
  const uid = useId();
  const { state, data, status, live, update, retry } = useListing({
    keys: CATEGORY_LISTING_KEYS,
    initial,
    scope: { category },
  });
  const [view, setView] = useState<View>('grid');
  const results = useRef<HTMLDivElement>(null);

  const goToPage = (page: number) => {
    update({ page });
    bringIntoView(results.current);
  };

  return (
    <div className="group/listing" data-view={view}>
      {/* Phones: count and toggle on one row, sort below; wider screens: one row. */}
      <div className="flex flex-wrap items-center gap-3">
        <div className="mr-auto">
          <ResultCount pagination={data.pagination} status={status} />
        </div>
        <SortSelect
          id={`${uid}-sort`}
          state={state}
          onChange={(sort) => update(sort)}
          className="order-last w-full sm:order-none sm:w-auto"
        />
        <ViewToggle view={view} onChange={setView} />
      </div>

      <div ref={results} aria-busy={status === 'loading'} className="relative mt-6 scroll-mt-28">
        {!live && children ? (
          children
        ) : status === 'error' ? (
          <ProductsError onRetry={retry} />
        ) : status === 'not-found' ? (
          <CategoryNotFound />
        ) : data.products.length > 0 ? (
          <LazyProductGrid products={data.products} />
        ) : status === 'ready' ? (
          <NoProducts filtered={false} />
        ) : (
          <div className="min-h-96" />
        )}
        {status === 'loading' && <LoadingCover />}
      </div>

      {(status === 'ready' || status === 'loading') && (
        <Pagination pagination={data.pagination} onPage={goToPage} />
      )}
    </div>
  );
}
