// A category page's products once hydrated (docs/catalogue.md): sort, grid/list, the result
// count and numbered pagination, with sort, order and page mirrored in the URL. The category itself
// is the page's path. Until the shopper changes something, the pre-rendered first page passed in as
// children stays on screen.
import { useId, useState, type ReactNode } from 'react';
import type { Pagination as PaginationData } from '@contract/catalogue.ts';
import { CATEGORY_LISTING_KEYS } from './listing-state.ts';
import { ResultCount, SortSelect, ViewToggle, type View } from './ListingParts.tsx';
import { ListingResults } from './ListingResults.tsx';
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

      <ListingResults listing={{ live, status, data, retry, update }} gap="mt-6">
        {children}
      </ListingResults>
    </div>
  );
}
