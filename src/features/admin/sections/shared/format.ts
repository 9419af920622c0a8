// Small helpers the sections share: dates as staff in India read them, names, amounts (the contract's money
// rules, decision 178), and saving a downloaded file.
import { formatRupees } from '@contract/money.ts';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** "23 Nov 2026, 2:30 pm" (India time); "—" for nothing. */
export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? dateTime.format(new Date(iso)) : '—';

/** "23 Nov 2026" (India time); a bare YYYY-MM-DD is read as that day. */
export const formatDate = (iso: string | null | undefined): string => {
  if (!iso) return '—';
  const value = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00+05:30` : iso;
  return dateOnly.format(new Date(value));
};

/** Today in India as YYYY-MM-DD. */
export const todayInIndia = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

export const fullName = (first: string | null | undefined, last: string | null | undefined): string =>
  `${first ?? ''} ${last ?? ''}`.trim();

/** Whole rupees: 125000 → "₹1,25,000"; "—" for nothing. */
export const formatRupeesOrDash = (value: number | null | undefined): string =>
  value == null ? '—' : formatRupees(value);

/** Hands a downloaded file to the browser as a file to save. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
