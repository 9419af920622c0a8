// What the quote page's Site visit section says (docs/account.md, decision 195), in one place so that
// the journey checks it word for word. The status labels and the 24 hours are the contract's plain rules,
// which bring no schema library to the page.
import { VISIT_RULES, VISIT_STATUS_LABELS } from '@contract/site-visit-rules.ts';

export const VISIT_STATUS_WORDS = VISIT_STATUS_LABELS;

/** How close to its start a visit may still be moved or cancelled online. */
export const CHANGE_HOURS = VISIT_RULES.changeHours;

export const VISIT_COPY = {
  heading: 'Site visit',
  loadFailed: "We couldn't load your site visit. Please reload the page to try again.",
  note: 'A note from us',
  times: 'Times offered',
  book: 'Book this time',
  pickRequired: 'Please pick a time.',
  bookFailed: "We couldn't book your visit. Please try again.",
  when: 'When',
  designer: 'Designer',
  move: 'Move to another time',
  otherTimes: 'Other times offered',
  moveHere: 'Move my visit',
  keepTime: 'Keep this time',
  moveFailed: "We couldn't move your visit. Please try again.",
  cancel: 'Cancel visit',
  cancelHeading: 'Cancel your site visit?',
  cancelConfirm: 'Yes, cancel the visit',
  keepVisit: 'Keep my visit',
  cancelFailed: "We couldn't cancel your visit. Please try again.",
  cancelled: 'Your site visit is cancelled.',
  measurements: 'Measurements',
  noMeasurements: 'No measurements were recorded at this visit.',
  notes: 'Notes',
  photos: 'Photos',
  callUsOn: 'please call us on',
} as const;

/** Above the times of an offered visit. */
export const offeredHint = (minutes: number): string =>
  `Pick a time that suits you. Your designer comes to your site to measure up; the visit takes about ${minutes} minutes.`;

/** Under a time in the list: 'with Vikram Mehta'. */
export const withDesigner = (name: string): string => `with ${name}`;

/** The line of a booked visit inside 24 hours; the page links the number. */
export const callToChange = (phone: string): string =>
  `Your visit is less than ${CHANGE_HOURS} hours away. To move or cancel it, ${VISIT_COPY.callUsOn} ${phone}.`;

/** When every time offered has passed; the page links the number. */
export const timesPassed = (phone: string): string =>
  `The times offered have passed. To arrange another, ${VISIT_COPY.callUsOn} ${phone}.`;

/** What the customer is about to cancel, stated before they confirm. */
export const cancelStatement = (time: string, designer: string): string =>
  `Your visit on ${time} with ${designer} will be cancelled. To arrange another, call us or ask your designer for new times.`;

/** After a booking: 'Your site visit is booked for Tue 1 Dec 2026, 10:30 am.' */
export const bookedFor = (time: string): string => `Your site visit is booked for ${time}.`;

/** After a move: 'Your site visit is moved to Wed 2 Dec 2026, 3:00 pm.' */
export const movedTo = (time: string): string => `Your site visit is moved to ${time}.`;

/** A cancelled visit: 'This visit was cancelled on Sat 28 Nov 2026.' */
export const cancelledOn = (day: string): string => `This visit was cancelled on ${day}.`;

/** A photo's alternative text, and its link's name. */
export const photoAlt = (position: number, count: number, day: string | null): string =>
  `Photo ${position} of ${count} from your site visit${day ? ` on ${day}` : ''}`;
