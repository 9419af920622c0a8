// How the quote page reads a quote (docs/account.md, decision 191): its lines room by room, quantities
// and rates in words, its dates, which version to show and whether the customer may still answer it.
// Pure functions, tested apart from the island. Every amount is written by the contract's money rules.
import type { DesignQuote, QuoteLine, QuoteSummary, QuoteUnit } from '@contract/design-quotes.ts';
import { formatPaise, formatPaiseFigure } from '@contract/money.ts';
import {
  CHANGED_FIELD_WORDS,
  DESIGN_QUOTE_STATUS_LABELS,
  DISCOUNT_SHARE_CHANGED,
  QUOTE_COPY,
  QUOTE_UNIT_LABELS,
} from './quote-copy.ts';

/** The page's address for a project's quote; without a version it opens the newest. */
export const quotePath = (projectId: string, version?: number): string =>
  `/projects/quote?id=${encodeURIComponent(projectId)}${version ? `&version=${version}` : ''}`;

/** The name a version's PDF is saved under. */
export const quotePdfName = (version: number): string => `quote-${version}.pdf`;

export interface QuoteAddress {
  projectId: string;
  /** The version asked for, or null for the newest. */
  version: number | null;
  /** Whether the address names a project and, if any, a version that could exist. */
  valid: boolean;
}

/** Reads `?id=<project>&version=<n>`. */
export function readQuoteAddress(search: string): QuoteAddress {
  const params = new URLSearchParams(search);
  const projectId = params.get('id') ?? '';
  const rawVersion = params.get('version');
  const version = rawVersion === null || rawVersion === '' ? null : Number(rawVersion);
  const versionOk = version === null || (Number.isInteger(version) && version >= 1);
  return { projectId, version, valid: /^[0-9a-f-]{36}$/i.test(projectId) && versionOk };
}

/** The version to show: the one asked for if it was sent, else the newest; null when it was never sent. */
export function chosenVersion(summaries: readonly QuoteSummary[], asked: number | null): number | null {
  if (asked === null) return latestVersion(summaries);
  return summaries.some((summary) => summary.version === asked) ? asked : null;
}

/** The newest version sent, or null when none was. */
export const latestVersion = (summaries: readonly QuoteSummary[]): number | null =>
  summaries.reduce<number | null>(
    (latest, summary) => (latest === null || summary.version > latest ? summary.version : latest),
    null,
  );

export interface Room {
  name: string;
  lines: QuoteLine[];
}

/**
 * The lines room by room, in the quote's order of rooms and each room's lines in their order. A room
 * with no lines is left out; a line whose room the list lacks still shows, in a room of its own after
 * the others.
 */
export function linesByRoom(quote: Pick<DesignQuote, 'rooms' | 'lines'>): Room[] {
  const rooms = new Map<string, QuoteLine[]>(quote.rooms.map((room) => [room, []]));
  const ordered = [...quote.lines].sort((a, b) => a.position - b.position);
  for (const line of ordered) {
    const lines = rooms.get(line.room);
    if (lines) lines.push(line);
    else rooms.set(line.room, [line]);
  }
  return [...rooms].filter(([, lines]) => lines.length > 0).map(([name, lines]) => ({ name, lines }));
}

/** A quantity with up to three decimals, grouped the Indian way: 1250.5 → '1,250.5'. */
export function formatQuantity(quantity: number): string {
  const milli = Math.round(quantity * 1000);
  const whole = Math.trunc(milli / 1000);
  const fraction = String(Math.abs(milli % 1000))
    .padStart(3, '0')
    .replace(/0+$/, '');
  // The money rules hold the one Indian grouping: a whole number of rupees written as a figure.
  const grouped = formatPaiseFigure(whole * 100).slice(0, -3);
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** A unit in words for a quantity: 'running foot', 'running feet', 'pieces'. */
export function unitWords(unit: QuoteUnit, quantity: number): string {
  const one = QUOTE_UNIT_LABELS[unit].toLowerCase();
  if (quantity === 1) return one;
  return one.endsWith('foot') ? `${one.slice(0, -4)}feet` : `${one}s`;
}

/** '12 running feet', '2.5 square metres'; a single lump sum reads 'Lump sum'. */
export function quantityText(line: Pick<QuoteLine, 'quantity' | 'unit'>): string {
  if (line.unit === 'lumpsum' && line.quantity === 1) return QUOTE_UNIT_LABELS.lumpsum;
  return `${formatQuantity(line.quantity)} ${unitWords(line.unit, line.quantity)}`;
}

/**
 * One unit's rate: '₹15,000.00 / running foot'. A catalogue product's price includes GST and says
 * so; a lump sum's rate is the amount.
 */
export function rateText(line: Pick<QuoteLine, 'unit_paise' | 'unit' | 'includes_gst'>): string {
  const per = line.unit === 'lumpsum' ? '' : ` / ${unitWords(line.unit, 1)}`;
  return `${formatPaise(line.unit_paise)}${per}${line.includes_gst ? ` ${QUOTE_COPY.includesGst}` : ''}`;
}

/** Everything taken off a line before GST: its own discount and its share of the quote's. */
export const lineDiscount = (line: Pick<QuoteLine, 'discount_paise' | 'quote_discount_paise'>): number =>
  line.discount_paise + line.quote_discount_paise;

/** 1800 → '18%'. */
export const gstRateText = (rateBp: number): string => `${rateBp / 100}%`;

/** What a line is made of: 'BWP plywood · Acrylic, high gloss', or '' when neither is set. */
export const materialText = (line: Pick<QuoteLine, 'material' | 'finish'>): string =>
  [line.material, line.finish].filter((part) => part.trim() !== '').join(' · ');

/** India's one time zone. */
const INDIA = 'Asia/Kolkata';

const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: INDIA,
});

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA });

/**
 * Today's date in India as YYYY-MM-DD, as the server dates a quote's validity. The contract's
 * indiaToday() says the same (quote-format.test.ts compares them), but lives with the consultation
 * rules, a kilobyte this page need not load.
 */
export const todayInIndia = (now: Date = new Date()): string => isoDay.format(now);

/** A date or an instant as a day in India: '22 November 2026'. */
export function quoteDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}

/** The place of supply: 'Telangana (36)', or 'Not set' for a project without a site. */
export const placeOfSupplyText = (place: DesignQuote['place_of_supply']): string =>
  place ? `${place.name} (${place.code})` : QUOTE_COPY.notSet;

export interface Standing {
  /** The badge's words: the version's status, or 'Expired' for an open one past its date. */
  label: string;
  /** Open to an answer: the latest version, sent or with changes asked for, and not past its date. */
  answerable: boolean;
  expired: boolean;
  /** A later version was sent: this one is for reading only. */
  superseded: boolean;
}

/** Where a version stands for the customer, given the newest version sent and today's date in India. */
export function standingOf(
  quote: Pick<DesignQuote, 'version' | 'status' | 'valid_until'>,
  latest: number,
  today: string = todayInIndia(),
): Standing {
  const open = quote.status === 'sent' || quote.status === 'changes_requested';
  const superseded = quote.version < latest;
  const expired = open && !superseded && quote.valid_until < today;
  return {
    label: expired ? QUOTE_COPY.expired : DESIGN_QUOTE_STATUS_LABELS[quote.status],
    answerable: open && !superseded && !expired,
    expired,
    superseded,
  };
}

/** 'a', 'a and b', 'a, b and c'. */
const listed = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/**
 * What changed on a line, in words: 'Rate, finish and total changed'. A line whose only change is its
 * share of the quote's discount says so.
 */
export function changedFieldsText(fields: readonly string[]): string {
  if (fields.length === 1 && fields[0] === 'total_paise') return DISCOUNT_SHARE_CHANGED;
  const words = listed(fields.map((field) => CHANGED_FIELD_WORDS[field] ?? field.replace(/_/g, ' ')));
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} changed`;
}

/**
 * The list of versions after the customer answered one: its status and approval as the server
 * answered, and an earlier approval superseded by this one (decision 191).
 */
export function withAnswer(summaries: readonly QuoteSummary[], quote: DesignQuote): QuoteSummary[] {
  return summaries.map((summary) => {
    if (summary.version === quote.version)
      return { ...summary, status: quote.status, approved_at: quote.approved_at };
    if (quote.status === 'approved' && summary.status === 'approved')
      return { ...summary, status: 'superseded' };
    return summary;
  });
}
