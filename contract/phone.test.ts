import { describe, expect, it } from 'vitest';
import { phoneShape } from './leads.ts';
import { formatPhone } from './phone-format.ts';
import { normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['91-98765-43210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['+91 (98765) 43210', '+919876543210'],
    ['040 2345 6789', '+914023456789'],
    ['+91 40 2345 6789', '+914023456789'],
    ['+91 11 2345 6789', '+911123456789'],
  ])('reads the Indian number %s as %s', (text, expected) => {
    expect(normalizePhone(text)).toBe(expected);
  });

  it.each([
    ['+1 415 555 2671', '+14155552671'],
    ['+1 (212) 555-0100', '+12125550100'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+44 7911 123456', '+447911123456'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+971 50 123 4567', '+971501234567'],
    ['+65 6123 4567', '+6561234567'],
  ])('reads the international number %s as %s', (text, expected) => {
    expect(normalizePhone(text)).toBe(expected);
  });

  it.each([
    // As strict as before for India: a bare ten digits must be a mobile number (6 to 9 first).
    '5876543210',
    '+91 58480 22338',
    '12345',
    '987654321',
    '98765432101',
    '555-0100',
    // Not numbers, or more than a number.
    '',
    'call me',
    '+91 98765 43210 ext 12',
    '+91 98765 43210; +91 98765 43211',
    // Numbers that cannot exist in their country.
    '+44 20 7946',
    '+1 123 456 7890',
    '+999 1234 5678',
  ])('refuses %j', (text) => {
    expect(normalizePhone(text)).toBeNull();
  });

  it('keeps every number stored before (+91 and ten digits) valid as it is', () => {
    for (const stored of ['+919876543210', '+916000000000', '+917000012345', '+918800112233']) {
      expect(normalizePhone(stored)).toBe(stored);
    }
  });

  it('accepts nothing that the light browser check refuses', () => {
    const samples = [
      '9876543210',
      '040 2345 6789',
      '+44 20 7946 0958',
      '0044 20 7946 0958',
      '+1 (212) 555-0100',
      '+971 50 123 4567',
      '5876543210',
      '12345',
    ];
    for (const text of samples) if (normalizePhone(text)) expect(phoneShape(text), text).not.toBeNull();
  });
});

describe('formatPhone', () => {
  it.each([
    ['+919876543210', '+91 98765 43210'],
    ['+914023456789', '+91 40 2345 6789'],
    ['+442079460958', '+44 20 7946 0958'],
    ['+14155552671', '+1 415 555 2671'],
    ['+971501234567', '+971 50 123 4567'],
  ])('writes %s as %s', (phone, shown) => {
    expect(formatPhone(phone)).toBe(shown);
  });

  it('leaves what is not a phone number as it is', () => {
    expect(formatPhone('not a phone')).toBe('not a phone');
    expect(formatPhone('')).toBe('');
  });
});
