// How a review reads (reviewer, en-IN dates, counts in words), for the server-rendered reviews and
// the pages a script brings in later.

// Made on first use: a page that shows no date in the browser does not pay for the locale's data.
let reviewDate: Intl.DateTimeFormat | undefined;

/** '22 November 2026'; the raw text when it is not a date. */
export function formatReviewDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  reviewDate ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return reviewDate.format(date);
}

/** A review without a name is shown as Anonymous. */
export const reviewerName = (name: string | null | undefined): string => name?.trim() || 'Anonymous';

export const countOf = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

export const basedOn = (total: number): string => `Based on ${countOf(total, 'review', 'reviews')}`;

export const helpfulText = (count: number): string =>
  `${countOf(count, 'person', 'people')} found this helpful`;

export const pageText = (page: number, pages: number): string => `Page ${page} of ${pages}`;
