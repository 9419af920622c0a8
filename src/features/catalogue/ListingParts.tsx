// The pieces the product listing and the category page share: sort select, grid/list toggle,
// result count, pagination, and the loading, empty and error states (docs/catalogue.md).
// Controls that need JavaScript carry data-needs-js; pages hide them when scripts are off.
import type { ReactNode } from 'react';
import type { Pagination as PaginationData } from '@contract/catalogue.ts';
import { StrokeIcon } from '../../components/stroke-icon.tsx';
import {
  pageButtons,
  showingText,
  SORT_OPTIONS,
  sortFromValue,
  sortValue,
  type ListingState,
} from './listing-state.ts';
import Spinner from '../../components/Spinner.tsx';
import type { ListingStatus } from './use-listing.ts';

export type View = 'grid' | 'list';

/** Text inputs and selects: a border that holds 3:1 against white (WCAG 1.4.11). */
export const controlClass =
  'block w-full rounded-xl border border-muted/70 bg-white px-4 py-2.5 text-[0.9375rem] text-charcoal ' +
  'transition-colors duration-150 placeholder:text-muted hover:border-charcoal focus-visible:border-teal';

export const selectClass = `${controlClass} appearance-none bg-[url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%235c544c' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")] bg-[length:20px] bg-[right_0.75rem_center] bg-no-repeat pr-10`;

export const labelClass = 'mb-1.5 block text-sm font-semibold text-charcoal';

export function SortSelect({
  id,
  state,
  onChange,
  className = '',
}: {
  id: string;
  state: Pick<ListingState, 'sort' | 'order'>;
  onChange: (sort: Pick<ListingState, 'sort' | 'order'>) => void;
  className?: string;
}): ReactNode {
  return (
    <div className={`flex items-center gap-2.5 ${className}`} data-needs-js="">
      <label htmlFor={id} className="shrink-0 text-sm font-semibold whitespace-nowrap text-charcoal">
        Sort by
      </label>
      <select
        id={id}
        className={`${selectClass} sm:min-w-48`}
        value={sortValue(state)}
        onChange={(event) => onChange(sortFromValue(event.target.value))}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const toggleButton =
  'inline-flex size-9 items-center justify-center rounded-full text-muted transition-colors duration-150 hover:text-charcoal aria-pressed:bg-teal aria-pressed:text-ivory';

export function ViewToggle({
  view,
  onChange,
  className = '',
}: {
  view: View;
  onChange: (view: View) => void;
  className?: string;
}): ReactNode {
  return (
    <div
      role="group"
      aria-label="Layout"
      data-needs-js=""
      className={`inline-flex shrink-0 items-center gap-0.5 rounded-full border border-muted/70 bg-white p-1 ${className}`}
    >
      <button
        type="button"
        aria-pressed={view === 'grid'}
        className={toggleButton}
        onClick={() => onChange('grid')}
      >
        <StrokeIcon strokeWidth="1.9" focusable="false">
          <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
          <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
          <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
          <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
        </StrokeIcon>
        <span className="sr-only">Grid view</span>
      </button>
      <button
        type="button"
        aria-pressed={view === 'list'}
        className={toggleButton}
        onClick={() => onChange('list')}
      >
        <StrokeIcon strokeWidth="1.9" strokeLinecap="round" focusable="false">
          <rect x="3.5" y="4" width="5" height="5" rx="1.2" />
          <rect x="3.5" y="15" width="5" height="5" rx="1.2" />
          <path d="M12 6.5h8.5M12 17.5h8.5" />
        </StrokeIcon>
        <span className="sr-only">List view</span>
      </button>
    </div>
  );
}

/** The result count, also the listing's live region: it announces loading, results and failure. */
export function ResultCount({
  pagination,
  status,
}: {
  pagination: PaginationData;
  status: ListingStatus;
}): ReactNode {
  const text =
    status === 'loading'
      ? 'Loading products…'
      : status === 'error'
        ? 'Error Loading Products'
        : status === 'not-found'
          ? CATEGORY_NOT_FOUND
          : pagination.total > 0
            ? showingText(pagination)
            : 'No Products Found';
  // Loading and failure show elsewhere on screen; the region still says them for screen readers.
  const visible = status === 'ready' && pagination.total > 0;
  return (
    <p role="status" aria-atomic="true" className={visible ? 'text-sm font-medium text-muted' : 'sr-only'}>
      {text}
    </p>
  );
}

// Phones get slimmer buttons and arrows for Previous and Next (named all the same), so that the row
// of seven stays on one line from 340 px up.
const pageButton =
  'inline-flex h-11 min-w-10 items-center justify-center rounded-full border border-muted/70 bg-white px-3 sm:min-w-11 sm:px-4 text-[0.9375rem] font-semibold text-charcoal transition-colors duration-150 hover:border-teal hover:text-teal disabled:cursor-not-allowed disabled:border-sand disabled:bg-transparent disabled:text-muted disabled:hover:text-muted aria-[current=page]:border-teal aria-[current=page]:bg-teal aria-[current=page]:text-ivory';

export function Pagination({
  pagination,
  onPage,
}: {
  pagination: PaginationData;
  onPage: (page: number) => void;
}): ReactNode {
  if (pagination.pages <= 1) return null;
  const { page, hasPrev, hasNext } = pagination;
  return (
    <nav
      aria-label="Pagination"
      data-needs-js=""
      className="mt-12 flex flex-wrap items-center justify-center gap-1.5 sm:gap-2"
    >
      <button type="button" className={pageButton} disabled={!hasPrev} onClick={() => onPage(page - 1)}>
        <Chevron direction="previous" />
        <span className="sr-only sm:not-sr-only">Previous</span>
      </button>
      {pageButtons(pagination.pages).map((number) => (
        <button
          key={number}
          type="button"
          className={pageButton}
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => number !== page && onPage(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" className={pageButton} disabled={!hasNext} onClick={() => onPage(page + 1)}>
        <span className="sr-only sm:not-sr-only">Next</span>
        <Chevron direction="next" />
      </button>
    </nav>
  );
}

/** The arrow that stands for Previous or Next on a phone. */
function Chevron({ direction }: { direction: 'previous' | 'next' }): ReactNode {
  return (
    <StrokeIcon
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className="sm:hidden"
    >
      <path d={direction === 'previous' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} />
    </StrokeIcon>
  );
}

/** After a page change: the top of the results, when the shopper has scrolled past it. */
export function bringIntoView(element: HTMLElement | null): void {
  if (!element || element.getBoundingClientRect().top >= 0) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}

/**
 * Over the previous results while the next ones load, so the page keeps its height. The result
 * count is the listing's one live region and says 'Loading products…', so the spinner stays silent.
 */
export function LoadingCover(): ReactNode {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 z-20 flex items-start justify-center rounded-2xl bg-ivory/70 pt-24 backdrop-blur-[1px]"
    >
      <div className="sticky top-40">
        <Spinner size="medium" label="Loading products" />
      </div>
    </div>
  );
}

function StatePanel({
  title,
  children,
  tone = 'plain',
}: {
  title: string;
  children: ReactNode;
  tone?: 'plain' | 'error';
}): ReactNode {
  return (
    <div
      className={`flex flex-col items-center rounded-2xl px-6 py-16 text-center ${tone === 'error' ? 'bg-terracotta-soft' : 'bg-cream/70'}`}
    >
      <h2 className="text-2xl font-medium text-charcoal">{title}</h2>
      {children}
    </div>
  );
}

export function NoProducts({ filtered, onClear }: { filtered: boolean; onClear?: () => void }): ReactNode {
  return (
    <StatePanel title="No Products Found">
      <p className="mt-3 max-w-md text-muted">
        {filtered
          ? "Try adjusting your search or filters to find what you're looking for."
          : 'There are no products available at the moment.'}
      </p>
      {filtered && onClear && (
        <button type="button" className="btn btn-outline mt-6" onClick={onClear}>
          Clear All
        </button>
      )}
    </StatePanel>
  );
}

const CATEGORY_NOT_FOUND = 'Category Not Found';

/**
 * The listing names a category the API does not know (an old link, a category since removed): a
 * not-found state with the way back to every product.
 */
export function CategoryNotFound({ onAllProducts }: { onAllProducts?: () => void }): ReactNode {
  return (
    <StatePanel title={CATEGORY_NOT_FOUND}>
      <p className="mt-3 max-w-md text-muted">
        We couldn't find that category. It may have moved or been removed.
      </p>
      <a
        href="/products"
        className="btn btn-primary mt-6"
        onClick={(event) => {
          if (!onAllProducts) return;
          event.preventDefault();
          onAllProducts();
        }}
      >
        View All Products
      </a>
    </StatePanel>
  );
}

export function ProductsError({ onRetry }: { onRetry: () => void }): ReactNode {
  return (
    <StatePanel title="Error Loading Products" tone="error">
      <p className="mt-3 max-w-md text-charcoal">
        Sorry, we couldn't load the products. Please try again later.
      </p>
      <button type="button" className="btn btn-primary mt-6" onClick={onRetry}>
        Try Again
      </button>
    </StatePanel>
  );
}
