// The bulk actions of the selected products: a price change by a percentage or an amount, previewed
// with the rounding the API applies, and a stock state for all of them.
import { useState } from 'react';
import type { AdminProductRow } from '@contract/admin/catalogue.ts';
import { STOCK_STATUSES, STOCK_STATUS_LABELS, type StockStatusValue } from '@contract/admin/rules.ts';
import { formatINR } from '../../../../lib/money.ts';
import { buttonClass, inputClass } from '../../components/fields.tsx';
import { bulkPreview, type BulkMode } from './product-form.ts';

interface BulkBarProps {
  selected: AdminProductRow[];
  busy: boolean;
  onClear: () => void;
  onPrice: (mode: BulkMode, value: number) => void;
  onStock: (stock: StockStatusValue) => void;
  priceError: string | null;
}

export function BulkBar({ selected, busy, onClear, onPrice, onStock, priceError }: BulkBarProps) {
  const [mode, setMode] = useState<BulkMode>('percent');
  const [value, setValue] = useState('');
  const [stock, setStock] = useState<StockStatusValue>('in_stock');
  const number = Number(value);
  const valid =
    value.trim() !== '' &&
    Number.isFinite(number) &&
    number !== 0 &&
    (mode === 'amount' ? Number.isInteger(number) : number >= -90 && number <= 500);
  const preview = valid ? bulkPreview(selected, mode, number) : [];
  const refused = preview.some((row) => row.refused);

  return (
    <section aria-label="Bulk changes" className="mb-4 rounded-xl border border-teal bg-teal-soft p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">
          {selected.length} {selected.length === 1 ? 'product' : 'products'} selected
        </h2>
        <button type="button" className={buttonClass.small} onClick={onClear}>
          Clear selection
        </button>
      </div>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (valid && !refused) onPrice(mode, number);
          }}
        >
          <fieldset className="flex flex-wrap items-end gap-2">
            <legend className="mb-1 text-sm font-semibold">Change prices</legend>
            <label className="text-sm">
              <span className="sr-only">How</span>
              <select
                className={`${inputClass} w-auto`}
                value={mode}
                onChange={(event) => setMode(event.target.value as BulkMode)}
              >
                <option value="percent">By a percentage (%)</option>
                <option value="amount">By an amount (₹)</option>
              </select>
            </label>
            <label className="text-sm">
              <span className="sr-only">{mode === 'percent' ? 'Percentage' : 'Rupees'}</span>
              <input
                className={`${inputClass} w-32`}
                type="number"
                step={mode === 'percent' ? 'any' : 1}
                placeholder={mode === 'percent' ? 'e.g. 10 or -15' : 'e.g. 500 or -250'}
                aria-label={
                  mode === 'percent'
                    ? 'Percentage to add (negative lowers)'
                    : 'Rupees to add (negative lowers)'
                }
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            </label>
            <button type="submit" className={buttonClass.primary} disabled={!valid || refused || busy}>
              Apply to {selected.length}
            </button>
          </fieldset>
          {value.trim() !== '' && !valid ? (
            <p className="text-sm text-terracotta-dark">
              {mode === 'percent'
                ? 'A percentage between -90 and 500, not 0.'
                : 'A whole number of rupees, not 0.'}
            </p>
          ) : null}
          {priceError ? (
            <p role="alert" className="text-sm text-terracotta-dark">
              {priceError}
            </p>
          ) : null}
          {preview.length > 0 ? (
            <div className="max-h-48 overflow-auto rounded-lg bg-white">
              <table className="w-full text-left text-sm" data-bulk-preview>
                <caption className="sr-only">Preview of the new prices, rounded to whole rupees</caption>
                <thead>
                  <tr className="text-xs text-muted uppercase">
                    <th scope="col" className="px-2 py-1">
                      Product
                    </th>
                    <th scope="col" className="px-2 py-1">
                      Price now
                    </th>
                    <th scope="col" className="px-2 py-1">
                      New price
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.map((row) => (
                    <tr key={row.id} className={row.refused ? 'text-terracotta-dark' : ''}>
                      <td className="px-2 py-1">{row.name}</td>
                      <td className="px-2 py-1">
                        {formatINR(row.before)}
                        {row.discountBefore !== null ? ` (${formatINR(row.discountBefore)})` : ''}
                      </td>
                      <td className="px-2 py-1 font-semibold">
                        {formatINR(row.after)}
                        {row.discountAfter !== null ? ` (${formatINR(row.discountAfter)})` : ''}
                        {row.refused ? ' — below ₹1, refused' : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="px-2 py-1 text-xs text-muted">
                Rounded to whole rupees. Options (variants) change the same way.
              </p>
            </div>
          ) : null}
        </form>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            onStock(stock);
          }}
        >
          <label className="text-sm">
            <span className="mb-1 block font-semibold">Set stock</span>
            <select
              className={`${inputClass} w-auto`}
              value={stock}
              onChange={(event) => setStock(event.target.value as StockStatusValue)}
            >
              {STOCK_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {STOCK_STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass.secondary} disabled={busy}>
            Set stock of {selected.length}
          </button>
        </form>
      </div>
    </section>
  );
}
