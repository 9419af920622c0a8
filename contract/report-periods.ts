// A GST return's period (decision 198): a month ("2026-10") or a calendar quarter ("2026-Q4", October to
// December), as the return is filed monthly or quarterly (QRMP), and the periods the Reports screen
// offers: the last eighteen months or six quarters. Dates are India's calendar dates, the dates documents
// are issued on. The server reads a period with parsePeriod; the back office lists them with periodOptions.

export type PeriodKind = 'month' | 'quarter';

export interface PeriodOption {
  key: string;
  label: string;
}

export interface ReportPeriod {
  /** As asked: "2026-10" or "2026-Q4". */
  key: string;
  /** The first day, YYYY-MM-DD. */
  from: string;
  /** The last day, YYYY-MM-DD. */
  to: string;
  /** The return period the GST portal names (MMYYYY of the period's last month): "102026", "122026". */
  returnPeriod: string;
  /** "October 2026", "October–December 2026". */
  label: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const PERIOD_PATTERN = /^(\d{4})-(?:(0[1-9]|1[0-2])|Q([1-4]))$/;

const pad = (value: number) => String(value).padStart(2, '0');
/** The last day of a month (1–12). */
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The period a key names, or null when it names none. */
export function parsePeriod(key: string): ReportPeriod | null {
  const match = PERIOD_PATTERN.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 2017 || year > 2099) return null;
  const first = match[2] ? Number(match[2]) : (Number(match[3]) - 1) * 3 + 1;
  const last = match[2] ? first : first + 2;
  const label =
    first === last ? `${MONTHS[first - 1]} ${year}` : `${MONTHS[first - 1]}–${MONTHS[last - 1]} ${year}`;
  return {
    key,
    from: `${year}-${pad(first)}-01`,
    to: `${year}-${pad(last)}-${pad(lastDay(year, last))}`,
    returnPeriod: `${pad(last)}${year}`,
    label,
  };
}

/** The periods to choose from on `today` (YYYY-MM-DD, India), the current one first. */
export function periodOptions(today: string, kind: PeriodKind): PeriodOption[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (kind === 'month') {
    return Array.from({ length: 18 }, (_, back) => {
      const index = year * 12 + (month - 1) - back;
      const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
      return { key: `${y}-${pad(m)}`, label: `${MONTHS[m - 1]} ${y}` };
    });
  }
  const quarter = Math.floor((month - 1) / 3);
  return Array.from({ length: 6 }, (_, back) => {
    const index = year * 4 + quarter - back;
    const [y, q] = [Math.floor(index / 4), index % 4];
    return { key: `${y}-Q${q + 1}`, label: `${MONTHS[q * 3]}–${MONTHS[q * 3 + 2]} ${y}` };
  });
}
