// The coupon form's scope pickers (decision 202): categories ticked from the catalogue's tree (a category
// covers its sub-categories, as checkout reads it), and products found by name or SKU through the
// products list's search, then listed with a button to take each off again.
import { useMemo, useState, type KeyboardEvent } from 'react';
import { COUPON_SCOPE_IDS_MAX } from '@contract/admin/coupons.ts';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminQuery } from '../../api/queries.ts';
import { buttonClass, errorProps, FieldError, inputClass } from '../../components/fields.tsx';
import { categoryOptions, useCategories } from '../products/categories.ts';
import { couponFieldId } from './coupon-form.ts';

interface PickerProps {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
}

const toggled = (ids: readonly string[], id: string, on: boolean): string[] =>
  on ? [...ids.filter((item) => item !== id), id] : ids.filter((item) => item !== id);

export function CategoryPicker({ selected, onChange, error }: PickerProps) {
  const categories = useCategories();
  const options = useMemo(() => categoryOptions(categories.data?.categories ?? []), [categories.data]);
  const id = couponFieldId('category_ids');
  return (
    <fieldset id={id} tabIndex={-1} {...errorProps(id, error)} className="sm:col-span-2">
      <legend className="mb-1 text-sm font-semibold">Categories</legend>
      <p className="mb-2 text-xs text-muted">A category covers its sub-categories too.</p>
      {categories.error ? <p className="text-sm">{adminErrorMessage(categories.error)}</p> : null}
      {categories.isPending ? <p className="text-sm text-muted">Loading…</p> : null}
      <div className="max-h-64 overflow-y-auto rounded-lg border border-sand bg-white px-3 py-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-teal"
              checked={selected.includes(option.value)}
              onChange={(event) => onChange(toggled(selected, option.value, event.target.checked))}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

/** How many products a search shows. */
const PRODUCT_RESULTS = 8;

/** One chosen product: its name and SKU (read once when the form did not find it itself), and Remove. */
function ChosenProduct({
  id,
  known,
  onRemove,
}: {
  id: string;
  known: { name: string; sku: string | null } | undefined;
  onRemove: () => void;
}) {
  const read = useAdminQuery(
    '/admin/products/{id}',
    { path: { id } },
    { enabled: !known, staleTime: 60_000 },
  );
  const product = known ?? read.data?.product;
  const name = product?.name ?? (read.error ? 'A product that cannot be read' : 'Loading…');
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
      data-chosen-product={id}
    >
      <span>
        <span className="font-semibold">{name}</span>
        {product ? <span className="block text-xs text-muted">SKU {product.sku ?? '—'}</span> : null}
      </span>
      <button type="button" className={buttonClass.small} onClick={onRemove}>
        Remove<span className="sr-only"> {product?.name ?? 'this product'}</span>
      </button>
    </li>
  );
}

/** Finds products by name or SKU and keeps the chosen ones (any status: a draft may go on sale later). */
export function ProductPicker({ selected, onChange, error }: PickerProps) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  // Names of products chosen here, so that the list below need not read them again.
  const [known, setKnown] = useState<Record<string, { name: string; sku: string | null }>>({});
  const results = useAdminQuery(
    '/admin/products',
    { query: { search, limit: PRODUCT_RESULTS, sort: 'name', order: 'asc' } },
    { enabled: search !== '', staleTime: 60_000 },
  );
  const find = () => setSearch(text.trim());
  // Enter searches here instead of saving the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    find();
  };
  const id = couponFieldId('product_ids');
  const products = results.data?.products;
  const full = selected.length >= COUPON_SCOPE_IDS_MAX;
  return (
    <div className="space-y-2 sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-semibold">
        Find a product
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          className={inputClass}
          placeholder="Name or SKU"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          {...errorProps(id, error)}
        />
        <button type="button" className={buttonClass.outline} onClick={find}>
          Search
        </button>
      </div>
      <FieldError id={id} message={error} />
      {results.error ? <p className="text-sm">{adminErrorMessage(results.error)}</p> : null}
      {search && results.isFetching && !products ? <p className="text-sm text-muted">Searching…</p> : null}
      {products ? (
        <ul
          aria-label="Products found"
          className="divide-y divide-sand rounded-lg border border-sand bg-white"
        >
          {products.length === 0 ? (
            <li className="px-3 py-2 text-sm text-muted">No product matches.</li>
          ) : null}
          {products.map((product) => {
            const chosen = selected.includes(product.id);
            return (
              <li
                key={product.id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
              >
                <span>
                  <span className="font-semibold">{product.name}</span>
                  <span className="block text-xs text-muted">SKU {product.sku ?? '—'}</span>
                </span>
                <button
                  type="button"
                  className={buttonClass.small}
                  disabled={chosen || full}
                  onClick={() => {
                    setKnown((current) => ({ ...current, [product.id]: product }));
                    onChange(toggled(selected, product.id, true));
                  }}
                >
                  {chosen ? 'Chosen' : 'Choose'}
                  <span className="sr-only"> {product.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <h3 className="pt-2 text-sm font-semibold">
        Chosen products ({selected.length} of at most {COUPON_SCOPE_IDS_MAX})
      </h3>
      {selected.length === 0 ? (
        <p className="text-sm text-muted">No product chosen yet.</p>
      ) : (
        <ul
          aria-label="Chosen products"
          className="divide-y divide-sand rounded-lg border border-sand bg-cream"
        >
          {selected.map((productId) => (
            <ChosenProduct
              key={productId}
              id={productId}
              known={known[productId]}
              onRemove={() => onChange(toggled(selected, productId, false))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
