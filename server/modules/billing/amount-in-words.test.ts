import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from './amount-in-words.ts';

describe('amounts in words, in Indian numbering', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [40, 'Forty'],
    [99, 'Ninety Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [999, 'Nine Hundred Ninety Nine'],
    [1_000, 'One Thousand'],
    [12_499, 'Twelve Thousand Four Hundred Ninety Nine'],
    [1_00_000, 'One Lakh'],
    [1_20_000, 'One Lakh Twenty Thousand'],
    [10_05_010, 'Ten Lakh Five Thousand Ten'],
    [1_00_00_000, 'One Crore'],
    [12_34_56_789, 'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine'],
    [1_25_00_00_000, 'One Hundred Twenty Five Crore'],
  ])('%d is "%s"', (value, words) => {
    expect(indianNumberInWords(value)).toBe(words);
  });

  it('writes rupees and paise', () => {
    expect(amountInWords(1_20_000_00)).toBe('One Lakh Twenty Thousand Rupees');
    expect(amountInWords(12_499_50)).toBe('Twelve Thousand Four Hundred Ninety Nine Rupees and Fifty Paise');
    expect(amountInWords(100)).toBe('One Rupee');
    expect(amountInWords(101)).toBe('One Rupee and One Paisa');
    expect(amountInWords(0)).toBe('Zero Rupees');
    expect(amountInWords(99)).toBe('Zero Rupees and Ninety Nine Paise');
  });

  it('refuses what is not a whole, non-negative amount', () => {
    expect(() => amountInWords(-1)).toThrow();
    expect(() => amountInWords(1.5)).toThrow();
  });
});
