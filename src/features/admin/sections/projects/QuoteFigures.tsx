// A quote version's figures as the server computed them (decision 191): the lines room by room, the
// totals with the GST split and the total in words, the summary by GST rate, the discount's share, and
// what changed since the version before. Shared by the draft's editor and the read-only view.
import type { ReactNode } from 'react';
import {
  QUOTE_LINE_KIND_LABELS,
  type AdminDesignQuote,
  type QuoteChangesSince,
  type QuoteLine,
} from '@contract/design-quotes.ts';
import { formatPaise } from '@contract/money.ts';
import { changedFieldsText, gstRateLabel, groupByRoom, shareLabel } from './quote-form.ts';

const gstOf = (parts: { cgst_paise: number; sgst_paise: number; igst_paise: number }) =>
  parts.cgst_paise + parts.sgst_paise + parts.igst_paise;

const figureClass = 'px-2 py-2 text-right tabular-nums';

/** A table's box that scrolls sideways on a narrow screen, reachable by keyboard so that it can be scrolled. */
function ScrollBox({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto ${className ?? ''}`}>
      {children}
    </div>
  );
}

/** One line's computed figures, under the line in the editor. */
export function LineFigures({ line }: { line: QuoteLine }) {
  const discount = line.discount_paise + line.quote_discount_paise;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-line-figures>
      <div className="flex gap-2">
        <dt className="text-muted">Value</dt>
        <dd className="tabular-nums">{formatPaise(line.gross_paise)}</dd>
      </div>
      {discount > 0 ? (
        <div className="flex gap-2">
          <dt className="text-muted">Discount</dt>
          <dd className="tabular-nums">{formatPaise(discount)}</dd>
        </div>
      ) : null}
      <div className="flex gap-2">
        <dt className="text-muted">Taxable</dt>
        <dd className="tabular-nums">{formatPaise(line.taxable_paise)}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-muted">GST</dt>
        <dd className="tabular-nums">{formatPaise(gstOf(line))}</dd>
      </div>
      <div className="flex gap-2 font-semibold">
        <dt>Line total</dt>
        <dd className="tabular-nums">{formatPaise(line.total_paise)}</dd>
      </div>
    </dl>
  );
}

function LineRow({ line, number }: { line: QuoteLine; number: number }) {
  const details = [line.sku, line.material, line.finish].filter(Boolean).join(' · ');
  const discount = line.discount_paise + line.quote_discount_paise;
  return (
    <tr className="border-t border-sand align-top">
      <td className="px-2 py-2 tabular-nums">{number}</td>
      <td className="px-2 py-2">
        <span className="font-semibold">{line.description}</span>
        <span className="block text-xs text-muted">
          {QUOTE_LINE_KIND_LABELS[line.kind]}
          {details ? ` · ${details}` : ''}
        </span>
      </td>
      <td className="px-2 py-2 tabular-nums">{line.hsn_sac}</td>
      <td className={figureClass}>
        {line.quantity} {line.unit}
      </td>
      <td className={figureClass}>
        {formatPaise(line.unit_paise)}
        {line.includes_gst ? <span className="block text-xs text-muted">GST included</span> : null}
      </td>
      <td className={figureClass}>{gstRateLabel(line.gst_rate_bp)}</td>
      <td className={figureClass}>{discount > 0 ? formatPaise(discount) : '—'}</td>
      <td className={figureClass}>{formatPaise(line.taxable_paise)}</td>
      <td className={figureClass}>{formatPaise(gstOf(line))}</td>
      <td className={`${figureClass} font-semibold`}>{formatPaise(line.total_paise)}</td>
    </tr>
  );
}

/** The lines room by room, numbered as the quote numbers them. */
export function QuoteLinesTable({ quote }: { quote: Pick<AdminDesignQuote, 'rooms' | 'lines'> }) {
  const groups = groupByRoom(quote.rooms, quote.lines, (room, line) => room === line.room);
  if (quote.lines.length === 0) return <p className="text-sm text-muted">This version has no lines.</p>;
  return (
    <div className="space-y-4">
      {groups
        .filter((group) => group.lines.length > 0)
        .map((group) => (
          <ScrollBox
            key={group.room}
            label={`${group.room}: lines`}
            className="rounded-xl border border-sand bg-white"
          >
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="bg-cream px-3 py-2 text-left font-semibold">{group.room}</caption>
              <thead className="text-xs text-muted uppercase">
                <tr>
                  <th scope="col" className="px-2 py-2">
                    #
                  </th>
                  <th scope="col" className="px-2 py-2">
                    Item
                  </th>
                  <th scope="col" className="px-2 py-2">
                    HSN/SAC
                  </th>
                  {['Qty', 'Rate', 'GST rate', 'Discount', 'Taxable', 'GST', 'Total'].map((label) => (
                    <th key={label} scope="col" className="px-2 py-2 text-right">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {group.lines.map(({ line, index }) => (
                  <LineRow key={line.key} line={line} number={index + 1} />
                ))}
              </tbody>
            </table>
          </ScrollBox>
        ))}
    </div>
  );
}

function TaxRows({ parts, intraState }: { parts: AdminDesignQuote['totals']; intraState: boolean }) {
  return intraState ? (
    <>
      <dt>CGST</dt>
      <dd className="text-right tabular-nums">{formatPaise(parts.cgst_paise)}</dd>
      <dt>SGST</dt>
      <dd className="text-right tabular-nums">{formatPaise(parts.sgst_paise)}</dd>
    </>
  ) : (
    <>
      <dt>IGST</dt>
      <dd className="text-right tabular-nums">{formatPaise(parts.igst_paise)}</dd>
    </>
  );
}

function ByRateTable({ quote }: { quote: AdminDesignQuote }) {
  if (quote.by_rate.length === 0) return null;
  const taxes = quote.intra_state ? ['CGST', 'SGST'] : ['IGST'];
  return (
    <ScrollBox label="By GST rate">
      <table className="w-full text-left text-sm">
        <caption className="pb-1 text-left font-semibold">By GST rate</caption>
        <thead className="text-xs text-muted uppercase">
          <tr>
            {['GST rate', 'Taxable', ...taxes, 'Total'].map((label, index) => (
              <th key={label} scope="col" className={index === 0 ? 'py-1 pr-2' : 'px-2 py-1 text-right'}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {quote.by_rate.map((rate) => (
            <tr key={rate.gst_rate_bp} className="border-t border-sand">
              <th scope="row" className="py-1 pr-2 font-normal">
                {gstRateLabel(rate.gst_rate_bp)}
              </th>
              <td className={figureClass}>{formatPaise(rate.taxable_paise)}</td>
              {quote.intra_state ? (
                <>
                  <td className={figureClass}>{formatPaise(rate.cgst_paise)}</td>
                  <td className={figureClass}>{formatPaise(rate.sgst_paise)}</td>
                </>
              ) : (
                <td className={figureClass}>{formatPaise(rate.igst_paise)}</td>
              )}
              <td className={figureClass}>{formatPaise(rate.total_paise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** The totals, the place of supply, the summary by rate and the discount's share. */
export function QuoteTotals({ quote }: { quote: AdminDesignQuote }) {
  const { totals } = quote;
  return (
    <section aria-labelledby="quote-totals" className="space-y-4 rounded-xl border border-sand bg-white p-4">
      <h2 id="quote-totals" className="font-semibold">
        Totals
      </h2>
      <p className="text-sm text-muted">
        {quote.place_of_supply
          ? `Place of supply: ${quote.place_of_supply.name} (${quote.place_of_supply.code}), ${quote.intra_state ? 'CGST and SGST' : 'IGST'}.`
          : 'The project has no site address yet: priced as a supply within the shop’s state.'}
      </p>
      <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        <dt>Value before discounts</dt>
        <dd className="text-right tabular-nums">{formatPaise(totals.gross_paise)}</dd>
        <dt>Discount</dt>
        <dd className="text-right tabular-nums">{formatPaise(totals.discount_paise)}</dd>
        <dt>Taxable value</dt>
        <dd className="text-right tabular-nums">{formatPaise(totals.taxable_paise)}</dd>
        <TaxRows parts={totals} intraState={quote.intra_state} />
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="quote-total">
          {formatPaise(totals.total_paise)}
        </dd>
      </dl>
      <p className="text-sm" data-testid="quote-total-words">
        {quote.total_in_words}
      </p>
      <ByRateTable quote={quote} />
      <p className="text-sm">
        Discount: {shareLabel(quote.discount_share_bp)} of the value before discounts.
      </p>
      {quote.discount_needs_owner ? (
        <p className="rounded-lg border border-brass bg-cream px-3 py-2 text-sm font-semibold" role="note">
          The discount is over the share sales may give: only the owner can send this version.
        </p>
      ) : null}
    </section>
  );
}

function ChangeList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">{children}</ul>
    </div>
  );
}

/** "What changed since version N": lines added, removed and changed, and both totals. */
export function ChangesSince({ changes }: { changes: QuoteChangesSince | null }) {
  if (!changes) return null;
  const nothing = changes.added.length + changes.removed.length + changes.changed.length === 0;
  return (
    <section aria-labelledby="quote-changes" className="space-y-3 rounded-xl border border-sand bg-white p-4">
      <h2 id="quote-changes" className="font-semibold">
        What changed since version {changes.previous_version}
      </h2>
      <p className="text-sm">
        Total {formatPaise(changes.total_before_paise)} → {formatPaise(changes.total_after_paise)}
      </p>
      {nothing ? <p className="text-sm text-muted">No line changed.</p> : null}
      {changes.added.length > 0 ? (
        <ChangeList title="Added">
          {changes.added.map((line) => (
            <li key={line.key}>
              {line.room}: {line.description}, {formatPaise(line.total_paise)}
            </li>
          ))}
        </ChangeList>
      ) : null}
      {changes.removed.length > 0 ? (
        <ChangeList title="Removed">
          {changes.removed.map((line) => (
            <li key={line.key}>
              {line.room}: {line.description}, {formatPaise(line.total_paise)}
            </li>
          ))}
        </ChangeList>
      ) : null}
      {changes.changed.length > 0 ? (
        <ChangeList title="Changed">
          {changes.changed.map((line) => (
            <li key={line.key}>
              {line.room}: {line.description} ({changedFieldsText(line.fields)}),{' '}
              {formatPaise(line.total_before_paise)} → {formatPaise(line.total_after_paise)}
            </li>
          ))}
        </ChangeList>
      ) : null}
    </section>
  );
}
