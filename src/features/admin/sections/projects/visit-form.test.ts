import { describe, expect, it } from 'vitest';
import type { SiteVisit } from '@contract/site-visits.ts';
import {
  emptyMeasurementRow,
  emptyOfferRow,
  millimetres,
  offerFormOf,
  recordFormOf,
  slotTimeText,
  takesPhotos,
  visitHeading,
  visitOfferOf,
  visitRecordOf,
  visitTimeOf,
} from './visit-form.ts';

const DESIGNER = '0b9f6a52-3c1d-4e8f-9a7b-2d5c6e7f8a90';

const slot = (id: string, starts_at: string, ends_at: string, chosen = false) => ({
  id,
  starts_at,
  ends_at,
  designer: { id: DESIGNER, name: 'Asha Rao' },
  chosen,
});
const MORNING = slot('s1', '2026-11-30T05:00:00.000Z', '2026-11-30T06:30:00.000Z');
const AFTERNOON = slot('s2', '2026-11-30T08:30:00.000Z', '2026-11-30T10:00:00.000Z');

describe('offering times', () => {
  it('opens with the fewest times, each with the project’s designer, and the usual length', () => {
    const form = offerFormOf(DESIGNER);
    expect(form.rows).toHaveLength(2);
    expect(form.rows.map((row) => row.designer_id)).toEqual([DESIGNER, DESIGNER]);
    expect(form.rows[0]!.key).not.toBe(form.rows[1]!.key);
    expect(form.duration).toBe('90');
  });

  it('sends each designer, day and time, the length in minutes and a note only when there is one', () => {
    const rows = [
      { ...emptyOfferRow(DESIGNER.toUpperCase()), date: '2026-11-30', time: '10:30' },
      { ...emptyOfferRow(DESIGNER), date: '2026-12-01', time: '14:00' },
    ];
    expect(visitOfferOf({ rows, duration: ' 120 ', note: '  ' })).toEqual({
      body: {
        slots: [
          { designer_id: DESIGNER, date: '2026-11-30', time: '10:30' },
          { designer_id: DESIGNER, date: '2026-12-01', time: '14:00' },
        ],
        duration_minutes: 120,
      },
      errors: {},
    });
    expect(visitOfferOf({ rows, duration: '', note: 'Ring the bell twice' }).body).toMatchObject({
      duration_minutes: 90,
      note: 'Ring the bell twice',
    });
  });

  it('names the field of each time that is missing or wrong, and of a length out of bounds', () => {
    const rows = [emptyOfferRow(), { ...emptyOfferRow(DESIGNER), date: '2026-02-30', time: '25:00' }];
    const { body, errors } = visitOfferOf({ rows, duration: '20', note: '' });
    expect(body).toBeNull();
    expect(errors).toEqual({
      'slots.0.designer_id': 'designer_id is required',
      'slots.0.date': 'date must be a date like 2026-11-23',
      'slots.0.time': 'time must be a time like 10:30',
      'slots.1.date': 'date must be a real date, like 2026-11-23',
      'slots.1.time': 'time must be a time like 10:30',
      duration_minutes: 'duration_minutes must be at least 30',
    });
    expect(visitOfferOf({ rows, duration: 'an hour', note: '' }).errors.duration_minutes).toBe(
      'duration_minutes must be a number of minutes',
    );
  });
});

describe('recording a visit', () => {
  it('opens with one empty measurement', () => {
    expect(recordFormOf().rows).toHaveLength(1);
    expect(recordFormOf().notes).toBe('');
  });

  it('sends each measurement in whole millimetres, and the notes', () => {
    const rows = [{ ...emptyMeasurementRow('Kitchen'), what: 'Window wall', value: '3,420' }];
    expect(visitRecordOf({ rows, notes: ' Damp patch by the sink. ' })).toEqual({
      body: {
        measurements: [{ room: 'Kitchen', what: 'Window wall', value_mm: 3420 }],
        notes: 'Damp patch by the sink.',
      },
      errors: {},
    });
    expect(visitRecordOf({ rows: [], notes: '' }).body).toEqual({ measurements: [], notes: '' });
  });

  it('names the field of a measurement without its room, what or a whole number of millimetres', () => {
    const rows = [
      { ...emptyMeasurementRow(), value: '' },
      { ...emptyMeasurementRow('Hall'), what: 'Ceiling', value: '2400.5' },
    ];
    const { body, errors } = visitRecordOf({ rows, notes: '' });
    expect(body).toBeNull();
    expect(errors).toEqual({
      'measurements.0.room': 'room is required',
      'measurements.0.what': 'what is required',
      'measurements.0.value_mm': 'value_mm must be a number of millimetres',
      'measurements.1.value_mm': 'value_mm must be whole millimetres',
    });
  });
});

describe('how a visit reads', () => {
  const visit = (
    status: SiteVisit['status'],
    slots: SiteVisit['slots'],
    booked: SiteVisit['booked'] = null,
  ) => ({
    status,
    slots,
    booked,
  });

  it('gives its time in India, with the end', () => {
    expect(slotTimeText(MORNING)).toBe('Mon, 30 Nov 2026, 10:30 am to 12:00 pm');
  });

  it('is headed by its status and, once booked or done, its time', () => {
    expect(visitHeading(visit('offered', [MORNING, AFTERNOON]))).toBe(
      'Pick a time: 2 times offered to the customer',
    );
    const chosen = { ...AFTERNOON, chosen: true };
    expect(visitHeading(visit('booked', [MORNING, chosen], chosen))).toBe(
      'Booked: Mon, 30 Nov 2026, 2:00 pm to 3:30 pm',
    );
    // A done visit has no `booked`: its chosen time is the one it was.
    expect(visitTimeOf(visit('done', [MORNING, chosen]))).toEqual(chosen);
    expect(visitHeading(visit('done', [MORNING, chosen]))).toBe(
      'Visited: Mon, 30 Nov 2026, 2:00 pm to 3:30 pm',
    );
    expect(visitHeading(visit('cancelled', [MORNING, chosen]))).toBe('Cancelled');
  });

  it('takes photos once booked or done', () => {
    expect(takesPhotos({ status: 'booked' })).toBe(true);
    expect(takesPhotos({ status: 'done' })).toBe(true);
    expect(takesPhotos({ status: 'offered' })).toBe(false);
    expect(takesPhotos({ status: 'cancelled' })).toBe(false);
  });

  it('writes millimetres the Indian way', () => {
    expect(millimetres(124500)).toBe('1,24,500 mm');
  });
});
