import { describe, expect, it } from 'vitest';
import type { SiteVisit } from '@contract/site-visits.ts';
import {
  bookedSlot,
  clockTime,
  feetAndInches,
  measurementsByRoom,
  measurementText,
  millimetres,
  openSlots,
  visitDay,
  visitSpan,
  visitTime,
} from './visit-format.ts';

type Slot = SiteVisit['slots'][number];

const slot = (id: string, startsAt: string, chosen = false): Slot => ({
  id,
  starts_at: startsAt,
  ends_at: new Date(Date.parse(startsAt) + 90 * 60_000).toISOString(),
  designer: { id: 'designer-1', name: 'Vikram Mehta' },
  chosen,
});

describe('the times of a site visit', () => {
  it('are written in India time, with the day of the week and the month in short', () => {
    // 05:00 UTC is 10:30 in India.
    expect(visitTime('2026-12-01T05:00:00.000Z')).toBe('Tue 1 Dec 2026, 10:30 am');
    expect(visitDay('2026-12-01T05:00:00.000Z')).toBe('Tue 1 Dec 2026');
    expect(visitTime('2026-09-14T09:30:00Z')).toBe('Mon 14 Sep 2026, 3:00 pm');
  });

  it('take the day in India, not in UTC, near midnight', () => {
    // 19:00 UTC on 30 November is 00:30 on 1 December in India.
    expect(visitTime('2026-11-30T19:00:00Z')).toBe('Tue 1 Dec 2026, 12:30 am');
    expect(visitDay('2026-12-31T18:30:00Z')).toBe('Fri 1 Jan 2027');
  });

  it('write noon and the hours after it in the afternoon', () => {
    expect(clockTime('2026-12-01T06:30:00Z')).toBe('12:00 pm');
    expect(clockTime('2026-12-01T13:25:00Z')).toBe('6:55 pm');
    expect(clockTime('2026-12-01T03:35:00Z')).toBe('9:05 am');
  });

  it('write a visit from its start to its end', () => {
    expect(visitSpan('2026-12-01T05:00:00Z', '2026-12-01T06:30:00Z')).toBe(
      'Tue 1 Dec 2026, 10:30 am – 12:00 pm',
    );
  });

  it('leave an unreadable value as it is', () => {
    expect(visitDay('not a date')).toBe('not a date');
    expect(clockTime('not a date')).toBe('not a date');
  });
});

describe('the times a customer may pick', () => {
  const now = new Date('2026-11-28T06:00:00Z');
  const slots = [
    slot('later', '2026-12-02T09:30:00Z'),
    slot('past', '2026-11-27T05:00:00Z'),
    slot('sooner', '2026-12-01T05:00:00Z', true),
  ];

  it('are those ahead, soonest first', () => {
    expect(openSlots(slots, now).map((item) => item.id)).toEqual(['sooner', 'later']);
  });

  it('leave out the booked time when moving a visit', () => {
    expect(openSlots(slots, now, 'sooner').map((item) => item.id)).toEqual(['later']);
  });

  it('name the booked time, or the picked one of a visit that is done', () => {
    expect(bookedSlot({ booked: slots[0]!, slots })?.id).toBe('later');
    expect(bookedSlot({ booked: null, slots })?.id).toBe('sooner');
    expect(bookedSlot({ booked: null, slots: [slots[0]!] })).toBeNull();
  });
});

describe('the measurements of a visit', () => {
  it('are in millimetres in the Indian grouping', () => {
    expect(millimetres(850)).toBe('850 mm');
    expect(millimetres(3450)).toBe('3,450 mm');
    expect(millimetres(100_000)).toBe('1,00,000 mm');
  });

  it('are also in feet and inches, to the nearest half inch', () => {
    expect(feetAndInches(3450)).toBe('11 ft 4 in');
    expect(feetAndInches(2400)).toBe('7 ft 10½ in');
    expect(feetAndInches(610)).toBe('2 ft');
    expect(feetAndInches(190)).toBe('7½ in');
    expect(feetAndInches(12)).toBe('½ in');
    // 11 ft 11.9 in rounds up to the next foot.
    expect(feetAndInches(3655)).toBe('12 ft');
    expect(measurementText(3450)).toBe('3,450 mm (11 ft 4 in)');
  });

  it('are grouped room by room, in the order they were recorded', () => {
    const rooms = measurementsByRoom([
      { room: 'Kitchen', what: 'Length of the counter wall', value_mm: 3450 },
      { room: 'Master Bedroom', what: 'Wardrobe wall', value_mm: 2400 },
      { room: 'Kitchen', what: 'Ceiling height', value_mm: 2900 },
    ]);
    expect(rooms.map((room) => [room.room, room.measurements.map((item) => item.what)])).toEqual([
      ['Kitchen', ['Length of the counter wall', 'Ceiling height']],
      ['Master Bedroom', ['Wardrobe wall']],
    ]);
  });
});
