// The /products listing once hydrated (docs/catalogue.md): search, the collapsible filters,
// sort, grid/list, Clear All, the result count and pagination, all mirrored in the URL. Until the
// shopper changes something, the pre-rendered first page passed in as children stays on screen.
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { Pagination as PaginationData } from '@contract/catalogue.ts';
import { StrokeIcon } from '../../components/stroke-icon.tsx';
import {
  clearFilters,
  isFiltered,
  parsePrice,
  priceRangeError,
  PRODUCT_LISTING_KEYS,
} from './listing-state.ts';
import type { CategoryOption } from './category-groups.ts';
import {
  controlClass,
  labelClass,
  ResultCount,
  selectClass,
  SortSelect,
  ViewToggle,
  type View,
} from './ListingParts.tsx';
import { ListingResults } from './ListingResults.tsx';
import { useListing } from './use-listing.ts';

/** How long typing in a price box waits before the listing follows. */
const PRICE_DEBOUNCE_MS = 700;

/**
 * A box's draft: what the shopper types, starting from `value` and following it whenever `value`
 * itself changes (a shared link, back and forward).
 */
function useDraft(value: string): [string, (draft: string) => void] {
  const [draft, setDraft] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (followed !== value) {
    setFollowed(value);
    setDraft(value);
  }
  return [draft, setDraft];
}

const priceText = (price: number | null) => (price === null ? '' : String(price));

interface Props {
  /** The pagination of the pre-rendered first page. */
  initial: PaginationData;
  categories: CategoryOption[];
  /** The pre-rendered first page. */
  children?: ReactNode;
}

export default function ProductListing({ initial, categories, children }: Props): ReactNode {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const { state, data, status, live, update, replace, retry } = useListing({
    keys: PRODUCT_LISTING_KEYS,
    initial,
  });
  const [view, setView] = useState<View>('grid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The URL (a shared link, back and forward) moves the state; the boxes follow it.
  const [searchDraft, setSearchDraft] = useDraft(state.search);
  const [minDraft, setMinDraft] = useDraft(priceText(state.minPrice));
  const [maxDraft, setMaxDraft] = useDraft(priceText(state.maxPrice));

  const filterCount = [state.category !== '', state.minPrice !== null, state.maxPrice !== null].filter(
    Boolean,
  ).length;
  // A link that arrives with filters opens the panel that shows them.
  const opened = useRef(false);
  useEffect(() => {
    if (!opened.current && filterCount > 0) {
      opened.current = true;
      setFiltersOpen(true);
    }
  }, [filterCount]);

  // An impossible range (Min Price above Max Price) is said beside the fields when the listing would
  // follow the boxes, and never sent; it goes as soon as the boxes hold a range that can match.
  const [rangeError, setRangeError] = useState<string | null>(null);
  const draftsInvalid = priceRangeError(parsePrice(minDraft), parsePrice(maxDraft)) !== null;
  if (!draftsInvalid && rangeError !== null) setRangeError(null);
  const draftsShown = parsePrice(minDraft) === state.minPrice && parsePrice(maxDraft) === state.maxPrice;
  // A link may arrive with the impossible range itself.
  const priceError = draftsShown ? priceRangeError(state.minPrice, state.maxPrice) : rangeError;

  const commitPrices = () => {
    const minPrice = parsePrice(minDraft);
    const maxPrice = parsePrice(maxDraft);
    const error = priceRangeError(minPrice, maxPrice);
    setRangeError(error);
    if (error) return;
    if (minPrice !== state.minPrice || maxPrice !== state.maxPrice) update({ minPrice, maxPrice });
  };

  // The listing follows the price boxes a moment after the last keystroke.
  const commitTypedPrices = useEffectEvent(commitPrices);
  useEffect(() => {
    if (draftsShown) return;
    const timer = setTimeout(commitTypedPrices, PRICE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [minDraft, maxDraft, state, draftsShown]);

  const onPriceKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitPrices();
    }
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ search: searchDraft.trim() });
  };

  const filtered = isFiltered(state);
  const onClear = () => replace(clearFilters(state));

  return (
    <div className="group/listing" data-view={view}>
      <SearchForm id={id('search')} draft={searchDraft} onDraft={setSearchDraft} onSearch={onSearch} />

      <div className="mt-5 flex flex-wrap items-center gap-3" data-needs-js="">
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={id('filters')}
          onClick={() => setFiltersOpen((open) => !open)}
          className="btn btn-outline min-h-11 px-4"
        >
          <StrokeIcon strokeWidth="1.9" strokeLinecap="round" focusable="false">
            <path d="M4 6h16M7 12h10M10 18h4" />
          </StrokeIcon>
          Filters
          {filterCount > 0 && (
            <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-teal px-1.5 text-xs leading-5 text-ivory">
              <span className="sr-only">(</span>
              {filterCount}
              <span className="sr-only"> active)</span>
            </span>
          )}
        </button>
        {filtered && (
          <button
            type="button"
            onClick={onClear}
            className="btn min-h-11 px-4 text-terracotta underline-offset-4 hover:underline"
          >
            Clear All
          </button>
        )}
        {/* Phones: sort on a row of its own below; wider screens: sort beside the toggle. */}
        <SortSelect
          id={id('sort')}
          state={state}
          onChange={(sort) => update(sort)}
          className="order-last w-full sm:order-none sm:ml-auto sm:w-auto"
        />
        <ViewToggle view={view} onChange={setView} className="ml-auto sm:ml-0" />
      </div>

      <FiltersPanel
        id={id}
        open={filtersOpen}
        categories={categories}
        category={state.category}
        onCategory={(category) => update({ category })}
        prices={{ min: minDraft, max: maxDraft, error: priceError }}
        onMin={setMinDraft}
        onMax={setMaxDraft}
        onCommitPrices={commitPrices}
        onPriceKey={onPriceKey}
      />

      <div className="mt-6">
        <ResultCount pagination={data.pagination} status={status} />
      </div>

      <ListingResults
        listing={{ live, status, data, retry, update }}
        gap="mt-4"
        filtered={filtered}
        onClear={onClear}
      >
        {children}
      </ListingResults>
    </div>
  );
}

/** The search box: typing changes the draft, submitting searches. */
function SearchForm({
  id,
  draft,
  onDraft,
  onSearch,
}: {
  id: string;
  draft: string;
  onDraft: (draft: string) => void;
  onSearch: (event: FormEvent<HTMLFormElement>) => void;
}): ReactNode {
  return (
    <form role="search" aria-label="Products" onSubmit={onSearch} className="flex gap-2.5" data-needs-js="">
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        type="search"
        name="search"
        value={draft}
        onChange={(event) => onDraft(event.target.value)}
        placeholder="Search sofas, lamps, rugs…"
        autoComplete="off"
        enterKeyHint="search"
        className={`${controlClass} flex-1`}
      />
      <button type="submit" className="btn btn-primary shrink-0">
        <StrokeIcon strokeWidth="2" strokeLinecap="round" focusable="false" className="hidden sm:block">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </StrokeIcon>
        Search
      </button>
    </form>
  );
}

/** One end of the price range, in whole rupees: typed freely, checked and applied on blur or Enter. */
function PriceInput({
  id,
  end,
  label,
  placeholder,
  value,
  invalid,
  onChange,
  onCommit,
  onKey,
}: {
  id: (name: string) => string;
  end: 'min' | 'max';
  label: string;
  placeholder: string;
  value: string;
  /** The range cannot match: both ends are marked and point at the one error under the minimum. */
  invalid: boolean;
  onChange: (draft: string) => void;
  onCommit: () => void;
  onKey: (event: KeyboardEvent<HTMLInputElement>) => void;
}): ReactNode {
  return (
    <>
      <label htmlFor={id(end)} className={labelClass}>
        {label}
      </label>
      <input
        id={id(end)}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onCommit}
        onKeyDown={onKey}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? id('price-error') : undefined}
        className={`${controlClass} aria-[invalid=true]:border-terracotta`}
      />
    </>
  );
}

/** The collapsible filters: the category, and the price range with its error. */
function FiltersPanel({
  id,
  open,
  categories,
  category,
  onCategory,
  prices,
  onMin,
  onMax,
  onCommitPrices,
  onPriceKey,
}: {
  id: (name: string) => string;
  open: boolean;
  categories: CategoryOption[];
  category: string;
  onCategory: (category: string) => void;
  /** What the price boxes hold, and why the range cannot match (or null). */
  prices: { min: string; max: string; error: string | null };
  onMin: (draft: string) => void;
  onMax: (draft: string) => void;
  onCommitPrices: () => void;
  onPriceKey: (event: KeyboardEvent<HTMLInputElement>) => void;
}): ReactNode {
  const priceProps = { id, invalid: Boolean(prices.error), onCommit: onCommitPrices, onKey: onPriceKey };
  return (
    <div
      id={id('filters')}
      hidden={!open}
      className="mt-4 grid gap-4 rounded-2xl bg-white p-5 shadow-soft ring-1 ring-sand/60 sm:grid-cols-3"
    >
      <div>
        <label htmlFor={id('category')} className={labelClass}>
          Category
        </label>
        <select
          id={id('category')}
          className={selectClass}
          value={category}
          onChange={(event) => onCategory(event.target.value)}
        >
          <option value="">All Categories</option>
          {categories.map((option) => (
            <option key={option.slug} value={option.slug}>
              {'\u2003'.repeat(option.depth)}
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <PriceInput
          end="min"
          label="Min Price"
          placeholder="₹0"
          value={prices.min}
          onChange={onMin}
          {...priceProps}
        />
        {prices.error && (
          <p
            id={id('price-error')}
            className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-terracotta"
          >
            {/* The forms' error mark, drawn here: the forms' module would come along with it. */}
            <StrokeIcon size="16" strokeWidth="2" strokeLinecap="round" className="shrink-0">
              <circle cx="12" cy="12" r="10" />
              <path d="M12 7.5v5.5M12 16.5h.01" />
            </StrokeIcon>
            {prices.error}
          </p>
        )}
      </div>
      <div>
        <PriceInput
          end="max"
          label="Max Price"
          placeholder="₹100000"
          value={prices.max}
          onChange={onMax}
          {...priceProps}
        />
      </div>
    </div>
  );
}
