// What a quote version says (decision 191), as the quote page draws it: the rooms and their lines, what
// changed since the version before, the totals with their GST, the GST by rate, and the validity, place
// of supply and terms. Each line is a card on a phone and a row of one table-like grid on a wide
// screen: one list in the page, so a screen reader reads each figure with its name at any width.
import type { ReactNode } from 'react';
import type { DesignQuote, QuoteChangesSince, QuoteLine } from '@contract/design-quotes.ts';
import { formatPaise } from '@contract/money.ts';
import { changesSinceHeading, QUOTE_COPY, QUOTE_LINE_KIND_LABELS } from './quote-copy.ts';
import {
  changedFieldsText,
  gstRateText,
  lineDiscount,
  linesByRoom,
  materialText,
  placeOfSupplyText,
  quantityText,
  quoteDate,
  rateText,
  type Room,
} from './quote-format.ts';

/** The line grid's columns on a wide screen: the item, then its six figures. */
const LINE_GRID = 'lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,5fr)] lg:gap-6';
const FIGURE_GRID = 'grid grid-cols-2 gap-x-4 gap-y-3 lg:grid-cols-6 lg:gap-3';
const PANEL = 'rounded-2xl bg-white p-5 shadow-soft ring-1 ring-sand/60 sm:p-6';

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }): ReactNode {
  return (
    <div className={strong ? 'col-span-2 border-t border-sand pt-3 lg:col-span-1 lg:border-0 lg:pt-0' : ''}>
      <dt className="text-xs text-muted lg:sr-only">{label}</dt>
      <dd className={`tabular-nums lg:text-right ${strong ? 'font-semibold text-charcoal' : ''}`}>{value}</dd>
    </div>
  );
}

function LineItem({ line }: { line: QuoteLine }): ReactNode {
  const made = materialText(line);
  return (
    <li
      className={`${LINE_GRID} rounded-2xl border border-sand bg-white p-4 lg:rounded-none lg:border-0 lg:border-b lg:bg-transparent lg:px-0 lg:py-3`}
      data-quote-line={line.key}
    >
      <div className="min-w-0">
        <p className="font-medium break-words text-charcoal">{line.description}</p>
        {made && <p className="mt-0.5 text-sm break-words text-muted">{made}</p>}
        <p className="mt-0.5 text-xs text-muted">
          {QUOTE_LINE_KIND_LABELS[line.kind]} · HSN/SAC {line.hsn_sac}
        </p>
      </div>
      <dl className={`mt-4 text-sm lg:mt-0 ${FIGURE_GRID}`}>
        <Figure label={QUOTE_COPY.quantity} value={quantityText(line)} />
        <Figure label={QUOTE_COPY.rate} value={rateText(line)} />
        <Figure label={QUOTE_COPY.discount} value={formatPaise(lineDiscount(line))} />
        <Figure label={QUOTE_COPY.taxable} value={formatPaise(line.taxable_paise)} />
        <Figure label={QUOTE_COPY.gstRate} value={gstRateText(line.gst_rate_bp)} />
        <Figure label={QUOTE_COPY.lineTotal} value={formatPaise(line.total_paise)} strong />
      </dl>
    </li>
  );
}

function RoomSection({ room, index }: { room: Room; index: number }): ReactNode {
  const headingId = `quote-room-${index}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-xl font-medium text-charcoal">
        {room.name}
      </h3>
      <div
        aria-hidden="true"
        className={`${LINE_GRID} mt-3 hidden border-b border-sand pb-2 text-xs font-semibold text-muted`}
      >
        <span>{QUOTE_COPY.item}</span>
        <span className="grid grid-cols-6 gap-3 text-right">
          <span>{QUOTE_COPY.quantity}</span>
          <span>{QUOTE_COPY.rate}</span>
          <span>{QUOTE_COPY.discount}</span>
          <span>{QUOTE_COPY.taxable}</span>
          <span>{QUOTE_COPY.gstRate}</span>
          <span>{QUOTE_COPY.lineTotal}</span>
        </span>
      </div>
      <ul className="mt-3 space-y-3 lg:mt-0 lg:space-y-0">
        {room.lines.map((line) => (
          <LineItem key={line.key} line={line} />
        ))}
      </ul>
    </section>
  );
}

export function QuoteRooms({ quote }: { quote: DesignQuote }): ReactNode {
  return (
    <div className={`${PANEL} space-y-8`}>
      {linesByRoom(quote).map((room, index) => (
        <RoomSection key={room.name} room={room} index={index} />
      ))}
    </div>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }): ReactNode {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function QuoteTotals({ quote }: { quote: DesignQuote }): ReactNode {
  const { totals } = quote;
  return (
    <section aria-labelledby="quote-totals" className={PANEL}>
      <h3 id="quote-totals" className="text-lg font-semibold text-charcoal">
        {QUOTE_COPY.totals}
      </h3>
      <dl className="mt-4 space-y-2 text-[0.9375rem]">
        <Row label={QUOTE_COPY.value} value={formatPaise(totals.gross_paise)} />
        <Row label={QUOTE_COPY.totalDiscount} value={formatPaise(totals.discount_paise)} />
        <Row label={QUOTE_COPY.taxable} value={formatPaise(totals.taxable_paise)} />
        {quote.intra_state ? (
          <>
            <Row label={QUOTE_COPY.cgst} value={formatPaise(totals.cgst_paise)} />
            <Row label={QUOTE_COPY.sgst} value={formatPaise(totals.sgst_paise)} />
          </>
        ) : (
          <Row label={QUOTE_COPY.igst} value={formatPaise(totals.igst_paise)} />
        )}
        <div className="flex justify-between gap-4 border-t border-sand pt-3 text-lg font-semibold">
          <dt>{QUOTE_COPY.total}</dt>
          <dd className="tabular-nums" data-testid="quote-total">
            {formatPaise(totals.total_paise)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted">
        {QUOTE_COPY.inWords}: <span data-testid="quote-total-words">{quote.total_in_words}</span>
      </p>
    </section>
  );
}

export function GstSummary({ quote }: { quote: DesignQuote }): ReactNode {
  return (
    <section aria-labelledby="quote-gst" className={PANEL}>
      <h3 id="quote-gst" className="text-lg font-semibold text-charcoal">
        {QUOTE_COPY.gstSummary}
      </h3>
      <ul className="mt-4 space-y-4 text-sm">
        {quote.by_rate.map((rate) => (
          <li key={rate.gst_rate_bp} className="border-t border-sand pt-3 first:border-0 first:pt-0">
            <p className="font-semibold text-charcoal">
              {QUOTE_COPY.gstRate} {gstRateText(rate.gst_rate_bp)}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
              <SummaryFigure label={QUOTE_COPY.taxable} value={rate.taxable_paise} />
              {quote.intra_state ? (
                <>
                  <SummaryFigure label={QUOTE_COPY.cgst} value={rate.cgst_paise} />
                  <SummaryFigure label={QUOTE_COPY.sgst} value={rate.sgst_paise} />
                </>
              ) : (
                <SummaryFigure label={QUOTE_COPY.igst} value={rate.igst_paise} />
              )}
              <SummaryFigure label={QUOTE_COPY.lineTotal} value={rate.total_paise} />
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SummaryFigure({ label, value }: { label: string; value: number }): ReactNode {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="tabular-nums">{formatPaise(value)}</dd>
    </div>
  );
}

export function QuoteFacts({ quote }: { quote: DesignQuote }): ReactNode {
  return (
    <section aria-labelledby="quote-terms" className={PANEL}>
      <dl className="grid gap-3 text-[0.9375rem] sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{QUOTE_COPY.validUntil}</dt>
          <dd className="font-semibold" data-testid="quote-valid-until">
            {quoteDate(quote.valid_until)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{QUOTE_COPY.placeOfSupply}</dt>
          <dd className="font-semibold">{placeOfSupplyText(quote.place_of_supply)}</dd>
        </div>
      </dl>
      <h3 id="quote-terms" className="mt-5 text-lg font-semibold text-charcoal">
        {QUOTE_COPY.terms}
      </h3>
      <p className="mt-2 text-[0.9375rem] break-words whitespace-pre-line text-charcoal">{quote.terms}</p>
    </section>
  );
}

function ChangeList({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <div>
      <h4 className="font-semibold text-charcoal">{title}</h4>
      <ul className="mt-2 space-y-2">{children}</ul>
    </div>
  );
}

const where = (line: { description: string; room: string }) => (
  <>
    <span className="font-medium">{line.description}</span>
    <span className="text-muted"> · {line.room}</span>
  </>
);

export function ChangesSince({ changes }: { changes: QuoteChangesSince }): ReactNode {
  return (
    <section
      aria-labelledby="quote-changes"
      className="space-y-4 rounded-2xl bg-teal-soft p-5 text-[0.9375rem] text-charcoal sm:p-6"
      data-testid="quote-changes"
    >
      <h3 id="quote-changes" className="text-lg font-semibold">
        {changesSinceHeading(changes.previous_version)}
      </h3>
      {changes.added.length > 0 && (
        <ChangeList title={QUOTE_COPY.added}>
          {changes.added.map((line) => (
            <li key={line.key}>
              {where(line)}: <span className="tabular-nums">{formatPaise(line.total_paise)}</span>
            </li>
          ))}
        </ChangeList>
      )}
      {changes.removed.length > 0 && (
        <ChangeList title={QUOTE_COPY.removed}>
          {changes.removed.map((line) => (
            <li key={line.key}>
              {where(line)}: <span className="tabular-nums">{formatPaise(line.total_paise)}</span>
            </li>
          ))}
        </ChangeList>
      )}
      {changes.changed.length > 0 && (
        <ChangeList title={QUOTE_COPY.changed}>
          {changes.changed.map((line) => (
            <li key={line.key}>
              {where(line)}: {changedFieldsText(line.fields)},{' '}
              <span className="tabular-nums">
                {formatPaise(line.total_before_paise)} → {formatPaise(line.total_after_paise)}
              </span>
            </li>
          ))}
        </ChangeList>
      )}
      <p className="font-semibold" data-testid="quote-changes-total">
        {QUOTE_COPY.total}: {formatPaise(changes.total_before_paise)} →{' '}
        {formatPaise(changes.total_after_paise)}
      </p>
    </section>
  );
}
