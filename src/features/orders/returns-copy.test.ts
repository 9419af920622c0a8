import { describe, expect, it } from 'vitest';
import { returnPolicyText } from '@contract/return-rules.ts';
import {
  deductionText,
  photoFailed,
  photoProgress,
  REFUND_STATE_WORDS,
  returnableUntilText,
  RETURNS_COPY,
  returnTitle,
  unitsOf,
} from './returns-copy.ts';

describe('what the Returns and replacements section says', () => {
  it("states a line's window and its last day the way the order page dates things", () => {
    expect(returnPolicyText(7)).toBe('7-day returns from delivery');
    expect(returnPolicyText(0)).toBe('Not returnable');
    expect(returnableUntilText('2026-12-05')).toBe('Returnable until 5 Dec 2026');
    expect(returnableUntilText('2027-01-01')).toBe('Returnable until 1 Jan 2027');
  });

  it('names a request, its pieces and what was kept back', () => {
    expect(returnTitle({ kind: 'return', number: 'RT-2026-00001' })).toBe('Return RT-2026-00001');
    expect(returnTitle({ kind: 'replacement', number: 'RT-2026-00002' })).toBe('Replacement RT-2026-00002');
    expect(unitsOf({ quantity: 2, name: 'Teak bed', variantName: 'King' })).toBe('2 × Teak bed · King');
    expect(unitsOf({ quantity: 1, name: 'Brass lamp', variantName: null })).toBe('1 × Brass lamp');
    expect(deductionText(50000, 'Scratches on the top')).toBe('₹500.00 kept back: Scratches on the top');
    expect(deductionText(125, null)).toBe('₹1.25 kept back');
  });

  it('says where a refund stands, a failed one as being tried again', () => {
    expect(REFUND_STATE_WORDS).toEqual({
      pending: 'Refund in progress',
      succeeded: 'Refunded',
      failed: 'We are retrying your refund',
    });
  });

  it("shows the photos' progress and what did not go", () => {
    expect(photoProgress(2, 3)).toBe('Sending photo 2 of 3…');
    expect(photoFailed('leg.jpg', 'The picture could not be read')).toBe(
      '“leg.jpg” was not added: The picture could not be read',
    );
  });

  it('keeps its words', () => {
    expect(RETURNS_COPY.title).toBe('Returns and replacements');
    expect(RETURNS_COPY.kinds).toEqual({
      return: 'Return it for a refund',
      replacement: 'Replace it with the same piece',
    });
    expect(RETURNS_COPY.sent).toBe('Your request is sent. We will e-mail you once we have looked at it.');
    expect(RETURNS_COPY.creditNote).toBe('Download credit note');
    expect(RETURNS_COPY.changed).toBe(
      'Your order has changed since you opened this page. Please check it and try again.',
    );
  });
});
