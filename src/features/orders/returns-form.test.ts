import { describe, expect, it } from 'vitest';
import type { ReturnLineWindow } from '@contract/returns.ts';
import {
  addPhotos,
  draftErrors,
  emptyDraft,
  pickLine,
  photoRefusal,
  quantityChoices,
  requestBody,
  returnableLines,
  serverErrors,
  setUnits,
} from './returns-form.ts';

const line = (id: string, extra: Partial<ReturnLineWindow> = {}): ReturnLineWindow => ({
  lineId: `00000000-0000-4000-8000-00000000000${id}`,
  name: `Piece ${id}`,
  variantName: null,
  quantity: 3,
  returnDays: 7,
  policy: '7-day returns from delivery',
  returnableUntil: '2026-12-05',
  remaining: 3,
  returnable: true,
  why: null,
  ...extra,
});

const bed = line('1', { name: 'Teak bed', remaining: 2 });
const lamp = line('2', { name: 'Brass lamp', quantity: 1, remaining: 1 });
const wardrobe = line('3', {
  name: 'Fitted wardrobe',
  returnDays: 0,
  returnable: false,
  remaining: 1,
  why: 'This piece is made for you and is not returnable.',
});
const lines = [bed, lamp, wardrobe];
const today = '2026-11-30';

describe('the pieces a shopper may pick', () => {
  it('offers only lines that may still go back, and 1 up to what remains of each', () => {
    expect(returnableLines(lines).map((one) => one.name)).toEqual(['Teak bed', 'Brass lamp']);
    expect(returnableLines([line('4', { returnable: true, remaining: 0 })])).toEqual([]);
    expect(quantityChoices(2)).toEqual([1, 2]);
    expect(quantityChoices(0)).toEqual([]);
  });

  it('picks one unit of a line, keeps its units between 1 and what remains, and lets it go', () => {
    let draft = pickLine(emptyDraft(), bed.lineId, true);
    expect(draft.picked).toEqual({ [bed.lineId]: 1 });
    draft = setUnits(draft, bed, 5);
    expect(draft.picked[bed.lineId]).toBe(2);
    draft = setUnits(draft, bed, 0);
    expect(draft.picked[bed.lineId]).toBe(1);
    expect(pickLine(setUnits(draft, bed, 2), bed.lineId, true).picked[bed.lineId]).toBe(2);
    expect(pickLine(draft, bed.lineId, false).picked).toEqual({});
  });
});

describe("the form's own checks, by field", () => {
  it('asks for a piece and a reason before anything is sent', () => {
    expect(draftErrors(emptyDraft(), lines, today)).toEqual({
      lines: 'Choose at least one piece to return',
      reason: 'Choose a reason',
    });
  });

  it('refuses a piece that cannot go back, more units than remain, a long note and a pickup day outside the next two weeks', () => {
    const base = { ...emptyDraft(), reason: 'damaged' as const };
    expect(draftErrors({ ...base, picked: { [wardrobe.lineId]: 1 } }, lines, today).lines).toBe(
      'Choose at least one piece to return',
    );
    expect(draftErrors({ ...base, picked: { [bed.lineId]: 3 } }, lines, today).lines).toBe(
      'Only 2 units of Teak bed can still be asked back.',
    );
    expect(draftErrors({ ...base, picked: { [lamp.lineId]: 2 } }, lines, today).lines).toBe(
      'Only 1 unit of Brass lamp can still be asked back.',
    );
    expect(
      draftErrors({ ...base, picked: { [lamp.lineId]: 1 }, comment: 'x'.repeat(1001) }, lines, today),
    ).toEqual({ comment: 'Please keep your note to 1000 characters' });
    const pickup = (pickupDate: string) =>
      draftErrors({ ...base, picked: { [lamp.lineId]: 1 }, pickupDate }, lines, today);
    for (const day of [today, '2026-12-15'])
      expect(pickup(day)).toEqual({ pickupDate: 'Choose a day from tomorrow to two weeks from today' });
    expect(pickup('2026-12-01')).toEqual({});
    expect(pickup('2026-12-14')).toEqual({});
    expect(pickup('')).toEqual({});
  });
});

describe('the request the API takes', () => {
  it("lists the picked lines in the order's order and leaves out an empty note and pickup day", () => {
    const draft = {
      ...emptyDraft(),
      kind: 'replacement' as const,
      picked: { [lamp.lineId]: 1, [bed.lineId]: 2 },
      reason: 'damaged' as const,
      comment: '   ',
    };
    expect(requestBody(draft, lines)).toEqual({
      kind: 'replacement',
      lines: [
        { lineId: bed.lineId, quantity: 2 },
        { lineId: lamp.lineId, quantity: 1 },
      ],
      reason: 'damaged',
    });
    expect(
      requestBody({ ...draft, comment: ' Leg cracked \n', pickupDate: '2026-12-02' }, lines),
    ).toMatchObject({ comment: 'Leg cracked', pickupDate: '2026-12-02' });
  });

  it("puts the server's field errors on the form's fields", () => {
    expect(
      serverErrors({
        'lines.0.quantity': 'lines.quantity must be at most 99',
        pickupDate: 'pickupDate must be a real date, like 2026-11-23',
        token: 'token is required',
      }),
    ).toEqual({
      lines: 'lines.quantity must be at most 99',
      pickupDate: 'pickupDate must be a real date, like 2026-11-23',
    });
  });
});

describe('the photos', () => {
  const photo = (name: string, type = 'image/jpeg', size = 1000) => ({ name, type, size });

  it('takes JPEG, PNG, WebP and AVIF pictures up to 10 MB', () => {
    expect(photoRefusal(photo('a.jpg'))).toBeNull();
    expect(photoRefusal(photo('a.avif', 'image/avif', 10 * 1024 * 1024))).toBeNull();
    expect(photoRefusal(photo('a.gif', 'image/gif'))).toBe(
      '“a.gif” is not a picture we take. Choose a JPEG, PNG, WebP or AVIF picture.',
    );
    expect(photoRefusal(photo('big.png', 'image/png', 10 * 1024 * 1024 + 1))).toBe(
      '“big.png” is larger than 10 MB. Choose a smaller picture.',
    );
  });

  it('keeps up to three and says why the others were left', () => {
    const first = addPhotos([photo('1.jpg')], [photo('2.jpg'), photo('x.pdf', 'application/pdf')]);
    expect(first.photos.map((one) => one.name)).toEqual(['1.jpg', '2.jpg']);
    expect(first.refusals).toEqual([
      '“x.pdf” is not a picture we take. Choose a JPEG, PNG, WebP or AVIF picture.',
    ]);
    const full = addPhotos(first.photos, [photo('3.jpg'), photo('4.jpg'), photo('5.jpg')]);
    expect(full.photos.map((one) => one.name)).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    expect(full.refusals).toEqual(['You can add up to 3 photos.']);
  });
});
