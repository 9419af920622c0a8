import { describe, expect, it } from 'vitest';
import { indianPhoneDisplay } from './phone-display.ts';
import { formatPhone } from '@contract/phone-format.ts';

describe('the profile shows phone numbers as people write them', () => {
  it('groups an Indian mobile number as +91 and two blocks of five', () => {
    expect(indianPhoneDisplay('+919876500001')).toBe('+91 98765 00001');
  });

  it('leaves other numbers to the international format', () => {
    expect(indianPhoneDisplay('+442079460958')).toBeNull();
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('+971501234567')).toBe('+971 50 123 4567');
  });
});
