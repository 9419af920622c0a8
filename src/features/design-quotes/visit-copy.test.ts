import { describe, expect, it } from 'vitest';
import {
  bookedFor,
  callToChange,
  cancelledOn,
  cancelStatement,
  CHANGE_HOURS,
  movedTo,
  offeredHint,
  photoAlt,
  timesPassed,
  VISIT_COPY,
  VISIT_STATUS_WORDS,
  withDesigner,
} from './visit-copy.ts';

describe("the Site visit section's words", () => {
  it('label each status as the contract does, and allow changes up to 24 hours ahead', () => {
    expect(VISIT_STATUS_WORDS).toEqual({
      offered: 'Pick a time',
      booked: 'Booked',
      cancelled: 'Cancelled',
      done: 'Visited',
    });
    expect(CHANGE_HOURS).toBe(24);
  });

  it('ask the customer to pick a time, saying how long the visit takes', () => {
    expect(offeredHint(90)).toBe(
      'Pick a time that suits you. Your designer comes to your site to measure up; the visit takes about 90 minutes.',
    );
    expect(withDesigner('Vikram Mehta')).toBe('with Vikram Mehta');
    expect(VISIT_COPY.book).toBe('Book this time');
    expect(VISIT_COPY.pickRequired).toBe('Please pick a time.');
  });

  it('say what happened, with the time', () => {
    expect(bookedFor('Tue 1 Dec 2026, 10:30 am')).toBe(
      'Your site visit is booked for Tue 1 Dec 2026, 10:30 am.',
    );
    expect(movedTo('Wed 2 Dec 2026, 3:00 pm')).toBe('Your site visit is moved to Wed 2 Dec 2026, 3:00 pm.');
    expect(VISIT_COPY.cancelled).toBe('Your site visit is cancelled.');
    expect(cancelledOn('Sat 28 Nov 2026')).toBe('This visit was cancelled on Sat 28 Nov 2026.');
  });

  it('name the time and the designer before a cancellation', () => {
    expect(VISIT_COPY.cancelHeading).toBe('Cancel your site visit?');
    expect(cancelStatement('Tue 1 Dec 2026, 10:30 am', 'Vikram Mehta')).toBe(
      'Your visit on Tue 1 Dec 2026, 10:30 am with Vikram Mehta will be cancelled. To arrange another, ' +
        'call us or ask your designer for new times.',
    );
  });

  it("give the shop's number when the visit can no longer be changed online", () => {
    expect(callToChange('+91 98765 43210')).toBe(
      'Your visit is less than 24 hours away. To move or cancel it, please call us on +91 98765 43210.',
    );
    expect(timesPassed('+91 98765 43210')).toBe(
      'The times offered have passed. To arrange another, please call us on +91 98765 43210.',
    );
  });

  it('describe each photo by its place among the photos and the day of the visit', () => {
    expect(photoAlt(2, 5, 'Tue 1 Dec 2026')).toBe('Photo 2 of 5 from your site visit on Tue 1 Dec 2026');
    expect(photoAlt(1, 1, null)).toBe('Photo 1 of 1 from your site visit');
  });
});
