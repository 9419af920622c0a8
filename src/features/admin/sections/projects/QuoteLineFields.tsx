// One line of a draft quote: its kind; for a catalogue product, the product found by name or SKU (its
// price is the catalogue's); for work and services, a preset that fills the description, unit, code and
// GST rate, then the rate before GST; the quantity, material, finish and discount; and the figures the
// server computed for it at the last save.
import { useState, type KeyboardEvent } from 'react';
import {
  QUOTE_GST_RATES_BP,
  QUOTE_LINE_KIND_LABELS,
  QUOTE_LINE_KINDS,
  QUOTE_UNIT_LABELS,
  QUOTE_UNITS,
  QUOTE_WORK_PRESETS,
  type QuoteLine,
  type QuoteLineKind,
} from '@contract/design-quotes.ts';
import { formatPaise, formatRupees, rupeesToPaise, shopperPrice } from '@contract/money.ts';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminQuery } from '../../api/queries.ts';
import {
  buttonClass,
  FieldError,
  errorProps,
  inputClass,
  SelectField,
  TextField,
} from '../../components/fields.tsx';
import type { FieldErrors } from '../../lib/field-errors.ts';
import { LineFigures } from './QuoteFigures.tsx';
import {
  gstRateLabel,
  quoteFieldId,
  withPreset,
  withProduct,
  type QuoteLineForm,
  type QuoteProduct,
} from './quote-form.ts';

const KIND_OPTIONS = QUOTE_LINE_KINDS.map((kind) => ({ value: kind, label: QUOTE_LINE_KIND_LABELS[kind] }));
const PRESET_OPTIONS = [
  { value: '', label: 'Choose a preset' },
  ...QUOTE_WORK_PRESETS.map((preset) => ({ value: preset.label, label: preset.label })),
];
const UNIT_OPTIONS = [
  { value: '', label: 'Choose a unit' },
  ...QUOTE_UNITS.map((unit) => ({ value: unit, label: `${QUOTE_UNIT_LABELS[unit]} (${unit})` })),
];
const GST_OPTIONS = [
  { value: '', label: 'Choose a rate' },
  ...QUOTE_GST_RATES_BP.map((rate) => ({ value: String(rate), label: gstRateLabel(rate) })),
];

/** How many products a search shows. */
const PRODUCT_RESULTS = 8;

/** Finds a published product by name or SKU, and hands the chosen one to the line. */
function ProductPicker({
  id,
  error,
  onPick,
}: {
  id: string;
  error: string | undefined;
  onPick: (product: QuoteProduct) => void;
}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const results = useAdminQuery(
    '/admin/products',
    { query: { search, status: 'published', limit: PRODUCT_RESULTS, sort: 'name', order: 'asc' } },
    { enabled: search !== '', staleTime: 60_000 },
  );
  const find = () => setSearch(text.trim());
  // Enter searches here instead of saving the whole quote.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    find();
  };
  const products = results.data?.products;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
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
      {results.error ? <p className="mt-1 text-sm">{adminErrorMessage(results.error)}</p> : null}
      {search && results.isFetching && !products ? (
        <p className="mt-1 text-sm text-muted">Searching…</p>
      ) : null}
      {products ? (
        <ul aria-label="Products found" className="mt-2 divide-y divide-sand rounded-lg border border-sand">
          {products.length === 0 ? (
            <li className="px-3 py-2 text-sm text-muted">No product for sale matches.</li>
          ) : null}
          {products.map((product) => {
            const rupees = shopperPrice(product.price, product.discount_price);
            return (
              <li
                key={product.id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
              >
                <span>
                  <span className="font-semibold">{product.name}</span>
                  <span className="block text-xs text-muted">
                    SKU {product.sku ?? '—'} · {formatRupees(rupees)} with GST
                    {product.variant_count > 0 ? ` · ${product.variant_count} options` : ''}
                  </span>
                </span>
                <button
                  type="button"
                  className={buttonClass.small}
                  onClick={() =>
                    onPick({
                      id: product.id,
                      variant_id: null,
                      name: product.name,
                      sku: product.sku,
                      unit_paise: rupeesToPaise(rupees),
                    })
                  }
                >
                  Choose<span className="sr-only"> {product.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

function ProductFields({
  line,
  field,
  errors,
  onChange,
}: {
  line: QuoteLineForm;
  field: (name: string) => string;
  errors: FieldErrors;
  onChange: (next: QuoteLineForm) => void;
}) {
  return (
    <>
      <div className="sm:col-span-2 rounded-lg bg-cream px-3 py-2 text-sm" data-line-product>
        {line.product ? (
          <>
            <span className="font-semibold">{line.product.name}</span>
            <span className="block text-xs">
              SKU {line.product.sku ?? '—'} · {formatPaise(line.product.unit_paise)} each, GST included (the
              catalogue’s price when the line was added)
            </span>
          </>
        ) : (
          'No product chosen yet.'
        )}
      </div>
      <ProductPicker
        id={quoteFieldId(field('product_id'))}
        error={errors[field('product_id')]}
        onPick={(product) => onChange(withProduct(line, product))}
      />
    </>
  );
}

function WorkFields({
  line,
  field,
  errors,
  onChange,
}: {
  line: QuoteLineForm;
  field: (name: string) => string;
  errors: FieldErrors;
  onChange: (next: QuoteLineForm) => void;
}) {
  const text = (name: 'description' | 'rate' | 'hsn_sac', path: string) => ({
    id: quoteFieldId(field(path)),
    value: line[name],
    error: errors[field(path)],
    onChange: (event: { target: { value: string } }) => onChange({ ...line, [name]: event.target.value }),
  });
  return (
    <>
      <SelectField
        id={quoteFieldId(field('preset'))}
        label="Fill from a preset"
        className="sm:col-span-2"
        options={PRESET_OPTIONS}
        value=""
        error={undefined}
        onChange={(event) => {
          const preset = QUOTE_WORK_PRESETS.find((item) => item.label === event.target.value);
          if (preset) onChange(withPreset(line, preset));
        }}
      />
      <TextField {...text('description', 'description')} label="Description" className="sm:col-span-2" />
      <SelectField
        id={quoteFieldId(field('unit'))}
        label="Unit"
        options={UNIT_OPTIONS}
        value={line.unit}
        error={errors[field('unit')]}
        onChange={(event) => onChange({ ...line, unit: event.target.value as QuoteLineForm['unit'] })}
      />
      <TextField {...text('rate', 'unit_paise')} label="Rate (₹, before GST)" inputMode="decimal" />
      <SelectField
        id={quoteFieldId(field('gst_rate_bp'))}
        label="GST rate"
        options={GST_OPTIONS}
        value={line.gst_rate_bp}
        error={errors[field('gst_rate_bp')]}
        onChange={(event) => onChange({ ...line, gst_rate_bp: event.target.value })}
      />
      <TextField {...text('hsn_sac', 'hsn_sac')} label="HSN/SAC" inputMode="numeric" maxLength={8} />
    </>
  );
}

export function QuoteLineFields({
  line,
  index,
  errors,
  saved,
  stale,
  onChange,
  onRemove,
}: {
  line: QuoteLineForm;
  /** The line's place among all the lines: a save's errors name it (`lines.2.…`). */
  index: number;
  errors: FieldErrors;
  /** The line as last saved, with its figures; none for a new line. */
  saved: QuoteLine | undefined;
  /** Whether the form has changed since that save. */
  stale: boolean;
  onChange: (next: QuoteLineForm) => void;
  onRemove: () => void;
}) {
  const field = (name: string) => `lines.${index}.${name}`;
  const text = (name: 'quantity' | 'material' | 'finish' | 'discount', path: string) => ({
    id: quoteFieldId(field(path)),
    value: line[name],
    error: errors[field(path)],
    onChange: (event: { target: { value: string } }) => onChange({ ...line, [name]: event.target.value }),
  });
  const changeKind = (kind: QuoteLineKind) =>
    onChange({
      ...line,
      kind,
      product: kind === 'product' ? line.product : null,
      unit: kind === 'product' ? 'nos' : line.unit,
    });
  const parts = { line, field, errors, onChange };
  return (
    <fieldset
      className="space-y-3 rounded-xl border border-sand bg-white p-4"
      data-quote-line={line.key ?? 'new'}
    >
      <legend className="px-1 font-semibold">Line {index + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-4">
        <SelectField
          id={quoteFieldId(field('kind'))}
          label="Kind"
          options={KIND_OPTIONS}
          value={line.kind}
          error={errors[field('kind')]}
          onChange={(event) => changeKind(event.target.value as QuoteLineKind)}
          className="sm:col-span-2"
        />
        {line.kind === 'product' ? <ProductFields {...parts} /> : <WorkFields {...parts} />}
        <TextField
          {...text('quantity', 'quantity')}
          label="Quantity"
          inputMode="decimal"
          hint="Up to 3 decimals"
        />
        <TextField {...text('discount', 'discount_paise')} label="Discount (₹)" inputMode="decimal" />
        <TextField {...text('material', 'material')} label="Material" className="sm:col-span-2" />
        <TextField {...text('finish', 'finish')} label="Finish" className="sm:col-span-2" />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-sand pt-3">
        {saved ? (
          <div>
            {stale ? <p className="text-xs text-muted">As last saved:</p> : null}
            <LineFigures line={saved} />
          </div>
        ) : (
          <p className="text-sm text-muted">Save to see this line’s figures.</p>
        )}
        <button type="button" className={buttonClass.small} onClick={onRemove}>
          Remove line<span className="sr-only"> {index + 1}</span>
        </button>
      </div>
    </fieldset>
  );
}
